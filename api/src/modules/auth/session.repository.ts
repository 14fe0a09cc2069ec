import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { DB } from "../../db/schema";

import type { ActiveSession, NewSession } from "../../plugins/auth";

export interface SessionRow {
  id: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** A person's sessions: by the ID token's subject, or by e-mail (an editor signing someone out names them by it). */
export type Person = { subject: string } | { email: string };

const whose = (person: Person) => (eb: ExpressionBuilder<DB, "session">) =>
  "subject" in person ? eb("subject", "=", person.subject) : eb("email", "=", person.email);

const count = (result: { numUpdatedRows: bigint } | undefined) => Number(result?.numUpdatedRows ?? 0n);

/** The session table: the auth plugin's session store, and the sessions list and sign-out of the account page. */
export function createSessionRepository(db: Database) {
  return {
    async create(row: NewSession) {
      await db
        .insertInto("session")
        .values({
          id: row.id,
          subject: row.subject,
          email: row.email,
          name: row.name,
          userAgent: row.userAgent,
          createdAt: row.now,
          lastSeenAt: row.now,
          idleExpiresAt: row.idleExpiresAt,
          expiresAt: row.expiresAt,
        })
        .execute();
    },

    async getActive(id: string, now: Date): Promise<ActiveSession | undefined> {
      const row = await db
        .selectFrom("session")
        .select(["id", "subject", "email", "name", "lastSeenAt", "expiresAt"])
        .where("id", "=", id)
        .where("revokedAt", "is", null)
        .where("idleExpiresAt", ">", now)
        .where("expiresAt", ">", now)
        .executeTakeFirst();
      return row && { ...row, lastSeenAt: new Date(row.lastSeenAt), expiresAt: new Date(row.expiresAt) };
    },

    async touch(id: string, now: Date, idleExpiresAt: Date) {
      await db
        .updateTable("session")
        .set({ lastSeenAt: now, idleExpiresAt })
        .where("id", "=", id)
        .where("revokedAt", "is", null)
        .execute();
    },

    async listActive(person: Person, now: Date): Promise<SessionRow[]> {
      const rows = await db
        .selectFrom("session")
        .select(["id", "userAgent", "createdAt", "lastSeenAt"])
        .where(whose(person))
        .where("revokedAt", "is", null)
        .where("idleExpiresAt", ">", now)
        .where("expiresAt", ">", now)
        .orderBy("lastSeenAt", "desc")
        .limit(100)
        .execute();
      return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt), lastSeenAt: new Date(r.lastSeenAt) }));
    },

    async revoke(id: string, now: Date) {
      await db.updateTable("session").set({ revokedAt: now }).where("id", "=", id).where("revokedAt", "is", null).execute();
    },

    async revokeAllFor(person: Person, now: Date, exceptId?: string): Promise<number> {
      let query = db.updateTable("session").set({ revokedAt: now }).where(whose(person)).where("revokedAt", "is", null);
      if (exceptId) query = query.where("id", "<>", exceptId);
      return count(await query.executeTakeFirst());
    },

    async deleteEnded(before: Date) {
      await db.deleteFrom("session").where("expiresAt", "<", before).execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
