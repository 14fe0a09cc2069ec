import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Challenge, Solution } from "altcha-lib/types";
import type { Database } from "../../db/database";

/** Where spent solutions are remembered until their challenge expires; every instance must see the same list. */
export interface SpentSolutions {
  /** True when `signature` was not spent before, or was spent by the same submission (a resend of its key). */
  spend(signature: string, idempotencyKey: string | undefined, expiresAt: Date): Promise<boolean>;
}

/** In the database (table altcha_spent): shared by every instance on one PostgreSQL, whether or not Redis is up. */
export function databaseSpentSolutions(db: Database): SpentSolutions {
  return {
    async spend(signature, idempotencyKey, expiresAt) {
      await db.deleteFrom("altchaSpent").where("expiresAt", "<", new Date()).execute();
      const spent = await db
        .insertInto("altchaSpent")
        .values({ signature, idempotencyKey: idempotencyKey ?? null, expiresAt })
        .onConflict((oc) => oc.column("signature").doNothing())
        .returning("signature")
        .executeTakeFirst();
      if (spent) return true;
      if (!idempotencyKey) return false;
      const earlier = await db
        .selectFrom("altchaSpent")
        .select("idempotencyKey")
        .where("signature", "=", signature)
        .executeTakeFirst();
      return earlier?.idempotencyKey === idempotencyKey;
    },
  };
}

/**
 * Self-hosted proof of work (ALTCHA): the browser finds a counter whose SHA-256 matches the challenge;
 * the server checks the signed challenge, its expiry, and that it was not used before.
 */
export const CHALLENGE_TTL_MS = 30 * 60 * 1000;

export function createAltcha(spentSolutions: SpentSolutions, opts: { hmacKey: string; maxCounter: number }) {
  return {
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(opts.maxCounter),
        deriveKey,
        hmacSignatureSecret: opts.hmacKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
    },

    /**
     * True when `payload` (base64 JSON {challenge, solution}) is a valid, unexpired solution not used before
     * (or used only by the same submission: a resend of the same idempotency key); marks it spent.
     */
    async verify(payload: string | undefined, idempotencyKey?: string): Promise<boolean> {
      if (!payload) return false;
      let parsed: { challenge: Challenge; solution: Solution };
      try {
        parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
      } catch {
        return false;
      }
      if (!parsed?.challenge?.parameters || !parsed.solution || typeof parsed.challenge.signature !== "string") return false;
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: opts.hmacKey,
      }).catch(() => null);
      if (!result?.verified) return false;
      return spentSolutions.spend(
        parsed.challenge.signature.slice(0, 200),
        idempotencyKey,
        new Date((parsed.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + CHALLENGE_TTL_MS),
      );
    },
  };
}

export type Altcha = ReturnType<typeof createAltcha>;
