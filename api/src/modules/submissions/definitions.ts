import type { FormPage, SendThrough } from "@hpm/contracts";
import type { Database } from "../../db/database";
import { listFormFields, listRecipients } from "../forms/form.repository";

/** The page's stored form definition, in its order. */
export const formFieldsOf = (db: Database, client: string, pageName: FormPage) => listFormFields(db, client, pageName);

/** The page's notification recipients grouped by how they receive the e-mail. */
export async function recipientsOf(db: Database, client: string, pageName: FormPage) {
  const groups: Record<SendThrough, string[]> = { to: [], cc: [], bcc: [] };
  for (const r of await listRecipients(db, client, pageName)) groups[r.SendThrough].push(r.Email);
  return groups;
}
