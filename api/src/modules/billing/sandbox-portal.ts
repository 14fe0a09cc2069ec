import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/database";
import type { PaymentPortal } from "./billing.gateway";

export const SANDBOX_PORTAL_PATH = "/auth/sandbox-portal";
const SESSION_MINUTES = 30;

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// LOCAL SANDBOX payment portal: sessions and scheduled payments are rows in this app's database,
// and the "widget" is a plain HTML page served by this API. See docs/billing.md.
export function createSandboxPaymentPortal(db: Database): PaymentPortal & {
  openSession(sessionKey: string, accessToken: string): Promise<SandboxSession | null>;
  schedulePayment(session: SandboxSession, payOn: string): Promise<{ id: number; created: boolean }>;
} {
  return {
    name: "sandbox",
    async startSession(request) {
      const sessionKey = randomBytes(16).toString("hex");
      const accessToken = randomBytes(24).toString("base64url");
      await db
        .insertInto("sandboxPortalSession")
        .values({
          sessionKey,
          accessToken,
          referenceNumber: request.referenceNumber,
          policyHolderName: request.policyHolderName,
          amountDue: request.amountDue,
          createdBy: request.requestedBy,
          expiresAt: new Date(Date.now() + SESSION_MINUTES * 60_000),
        })
        .execute();
      return { sessionKey, accessToken, portalUrl: `${SANDBOX_PORTAL_PATH}/${sessionKey}?token=${accessToken}` };
    },

    async openSession(sessionKey, accessToken) {
      const row = await db
        .selectFrom("sandboxPortalSession")
        .select(["sessionKey", "accessToken", "referenceNumber", "policyHolderName", "amountDue", "expiresAt"])
        .where("sessionKey", "=", sessionKey)
        .executeTakeFirst();
      if (!row || !sameToken(row.accessToken, accessToken) || new Date(row.expiresAt).getTime() < Date.now()) return null;
      const payment = await db
        .selectFrom("sandboxPayment")
        .select(["id", "payOn"])
        .where("sessionKey", "=", sessionKey)
        .executeTakeFirst();
      return { ...row, payment: payment ? { id: payment.id, payOn: String(payment.payOn) } : null };
    },

    async schedulePayment(session, payOn) {
      if (session.payment) return { id: session.payment.id, created: false };
      const row = await db
        .insertInto("sandboxPayment")
        .values({ sessionKey: session.sessionKey, referenceNumber: session.referenceNumber, amount: session.amountDue, payOn })
        .onConflict((oc) => oc.column("sessionKey").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (row) return { id: row.id, created: true };
      const existing = await db
        .selectFrom("sandboxPayment")
        .select("id")
        .where("sessionKey", "=", session.sessionKey)
        .executeTakeFirstOrThrow();
      return { id: existing.id, created: false };
    },
  };
}

export type SandboxPaymentPortal = ReturnType<typeof createSandboxPaymentPortal>;

export interface SandboxSession {
  sessionKey: string;
  referenceNumber: string;
  policyHolderName: string;
  amountDue: string;
  payment: { id: number; payOn: string } | null;
}
