import type { Database } from "../db/database";
import { BadRequestError } from "../errors";

/** baseUpdatedAt from the client as a time, or a 400 (an invalid date never reaches the database). */
export function baseTime(iso: string | undefined): Date | undefined {
  if (iso === undefined) return undefined;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new BadRequestError("baseUpdatedAt must be a date and time.");
  return d;
}

/** Display names of editors by e-mail, from the name their sign-in gave (the newest session); e-mail when unknown. */
export async function editorNames(db: Database, emails: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(emails.filter(Boolean))];
  const names = new Map<string, string>(wanted.map((e) => [e, e]));
  if (!wanted.length) return names;
  const rows = await db
    .selectFrom("session")
    .distinctOn("email")
    .select(["email", "name"])
    .where("email", "in", wanted)
    .orderBy("email")
    .orderBy("createdAt", "desc")
    .execute();
  for (const r of rows) if (r.name.trim()) names.set(r.email, r.name.trim());
  return names;
}

export async function editorName(db: Database, email: string): Promise<string> {
  return (await editorNames(db, [email])).get(email) || email || "another editor";
}
