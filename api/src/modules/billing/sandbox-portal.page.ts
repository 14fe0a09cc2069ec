import { escapeHtml } from "../../html";
import type { SandboxSession } from "./sandbox-portal";

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1b2a1f;background:#fff}
.sandbox{background:#fff3cd;border:1px solid #f2b544;padding:.5rem .75rem;border-radius:6px;font-size:.9rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem}dt{font-weight:600}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{font:inherit;padding:.4rem}
button{font:inherit;margin-top:1rem;padding:.5rem 1rem;background:#1f4d2b;color:#fff;border:0;border-radius:6px;cursor:pointer}
.error{color:#a1261b}
</style></head><body><main>
<p class="sandbox">Sandbox payment portal: no money moves. Replace it with the real provider (docs/billing.md).</p>
${body}
</main></body></html>`;

const summary = (s: SandboxSession) => `<dl>
<dt>Policy holder</dt><dd>${escapeHtml(s.policyHolderName)}</dd>
<dt>Reference number</dt><dd>${escapeHtml(s.referenceNumber)}</dd>
<dt>Amount due</dt><dd>$${escapeHtml(s.amountDue)}</dd>
</dl>`;

export function portalPage(s: SandboxSession, token: string, today: string, view: "pay" | "methods", error?: string): string {
  if (s.payment) return scheduledPage(s);
  if (view === "methods")
    return layout(
      "Manage Payment Method",
      `<h1>Manage Payment Method</h1>${summary(s)}<p>Payment method on file: Sandbox card ending in 4242.</p>`,
    );
  return layout(
    "Schedule Payment",
    `<h1>Schedule Payment</h1>${summary(s)}
<form method="post" action="/auth/sandbox-portal/${escapeHtml(s.sessionKey)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="payOn">Payment date</label>
<input id="payOn" name="payOn" type="date" required min="${today}" value="${today}">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<button type="submit">Pay $${escapeHtml(s.amountDue)}</button>
</form>`,
  );
}

export function scheduledPage(s: SandboxSession): string {
  return layout(
    "Payment scheduled",
    `<h1>Payment scheduled</h1>${summary(s)}<p role="status">Your payment of $${escapeHtml(s.amountDue)} is scheduled for ${escapeHtml(
      s.payment?.payOn ?? "",
    )}. Confirmation number SBX-${s.payment?.id ?? ""}.</p>`,
  );
}

export function expiredPage(): string {
  return layout(
    "Session expired",
    "<h1>Session expired</h1><p>This payment session has expired. Close this window and start again.</p>",
  );
}
