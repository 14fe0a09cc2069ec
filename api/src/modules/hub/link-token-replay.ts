import { createHash } from "node:crypto";
import type { Database } from "../../db/database";
import { UnauthorizedError } from "../../errors";

const CLOCK_TOLERANCE_MS = 60_000;

// Shares idTokenUsed with the sign-in's ID tokens; the label keeps the two kinds of key apart.
const usedKey = (jti: string) => createHash("sha256").update(`hub-link\n${jti}`).digest("hex");

/** Records each verified link token until it expires, so one link is verified once, whichever instance asks. */
export function createLinkTokenReplayGuard(db: Database) {
  return {
    async consume({ jti, expiresAt }: { jti: string; expiresAt: string }, now = new Date()): Promise<void> {
      await db.deleteFrom("idTokenUsed").where("expiresAt", "<", now).execute();
      const inserted = await db
        .insertInto("idTokenUsed")
        .values({ tokenKey: usedKey(jti), expiresAt: new Date(Date.parse(expiresAt) + CLOCK_TOLERANCE_MS) })
        .onConflict((oc) => oc.column("tokenKey").doNothing())
        .returning("tokenKey")
        .executeTakeFirst();
      if (!inserted) throw new UnauthorizedError("This link has already been used.");
    },
  };
}

export type LinkTokenReplayGuard = ReturnType<typeof createLinkTokenReplayGuard>;
