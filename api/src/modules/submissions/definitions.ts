import type { FormField, FormPage, SendThrough } from "@hpm/contracts";
import type { Database } from "../../db/database";

/** The page's stored form definition, in its order. */
export async function formFieldsOf(db: Database, client: string, pageName: FormPage): Promise<FormField[]> {
  const rows = await db
    .selectFrom("formField")
    .selectAll()
    .where("client", "=", client)
    .where("pageName", "=", pageName)
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    pageName: r.pageName,
    fieldType: r.fieldType as FormField["fieldType"],
    fieldInputType: r.fieldInputType as FormField["fieldInputType"],
    fieldLabel: r.fieldLabel,
    fieldValue: r.fieldValue,
    placeHolder: r.placeHolder,
    requiredStatus: r.requiredStatus === 1 ? 1 : 0,
    validationType: r.validationType as FormField["validationType"],
    sortOrder: r.sortOrder,
  }));
}

/** The page's notification recipients grouped by how they receive the e-mail. */
export async function recipientsOf(db: Database, client: string, pageName: FormPage) {
  const rows = await db
    .selectFrom("notificationEmail")
    .select(["sendThrough", "email"])
    .where("client", "=", client)
    .where("pageName", "=", pageName)
    .orderBy("id")
    .execute();
  const groups: Record<SendThrough, string[]> = { to: [], cc: [], bcc: [] };
  for (const r of rows) groups[r.sendThrough as SendThrough]?.push(r.email);
  return groups;
}
