import { createHash } from "node:crypto";
import type { Database } from "../../db/database";
import { UnauthorizedError } from "../../errors";
import type { IdTokenClaims } from "./id-token.verifier";

const CLOCK_TOLERANCE_MS = 60_000;

function tokenKey(claims: IdTokenClaims, token: string): string {
  const nonce = typeof claims.nonce === "string" ? claims.nonce : undefined;
  const id = claims.jti ? `jti:${claims.jti}` : nonce ? `nonce:${nonce}` : `token:${token}`;
  return createHash("sha256")
    .update(`${claims.iss ?? ""}\n${id}`)
    .digest("hex");
}

/** Records each accepted ID token until it expires, so one token signs in once. */
export function createIdTokenReplayGuard(db: Database) {
  return {
    async consume(claims: IdTokenClaims, token: string, now = new Date()): Promise<void> {
      await db.deleteFrom("idTokenUsed").where("expiresAt", "<", now).execute();
      const expiresAt = new Date((claims.exp ?? 0) * 1000 + CLOCK_TOLERANCE_MS);
      const inserted = await db
        .insertInto("idTokenUsed")
        .values({ tokenKey: tokenKey(claims, token), expiresAt })
        .onConflict((oc) => oc.column("tokenKey").doNothing())
        .returning("tokenKey")
        .executeTakeFirst();
      if (!inserted) throw new UnauthorizedError("This sign-in token has already been used. Please sign in again.");
    },
  };
}

export type IdTokenReplayGuard = ReturnType<typeof createIdTokenReplayGuard>;
