import { DEMO_ACCOUNTS } from "@hpm/contracts";
import { escapeHtml } from "../../html";

export function devLoginPage(): string {
  const buttons = DEMO_ACCOUNTS.map(
    (a) =>
      `<li><button type="button" data-email="${escapeHtml(a.email)}" data-name="${escapeHtml(a.name)}">${escapeHtml(a.name)} <small>${escapeHtml(a.email)}</small></button></li>`,
  ).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development sign-in</title>
<style>body{font:16px system-ui,sans-serif;margin:1rem;color:#1b2a1f}h1{font-size:1.2rem}p{color:#7a1c00}ul{list-style:none;padding:0}li{margin:.4rem 0}button{width:100%;text-align:left;padding:.6rem;border:1px solid #4a6b3a;border-radius:6px;background:#fff;cursor:pointer;font:inherit}button:focus,button:hover{background:#eef5e9;outline:2px solid #2f5a1f}small{display:block;color:#45513f}</style>
</head><body><main><h1>Development sign-in</h1><p role="note">Local identity provider for development and tests. Choose an account.</p>
<ul>${buttons}</ul><div id="status" role="status" aria-live="polite"></div></main><script src="/dev-idp/login.js"></script></body></html>`;
}

export const devLoginScript = `(() => {
  const status = document.getElementById("status");
  const nonce = new URLSearchParams(location.search).get("nonce") || undefined;
  for (const b of document.querySelectorAll("button[data-email]")) {
    b.addEventListener("click", async () => {
      status.textContent = "Signing in...";
      const res = await fetch("/dev-idp/token", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: b.dataset.email, name: b.dataset.name, nonce }),
      });
      if (!res.ok) { status.textContent = "Sign-in failed."; return; }
      const { idToken } = await res.json();
      const message = { type: "hpm-dev-idp", idToken, email: b.dataset.email, username: b.dataset.email, name: b.dataset.name };
      if (window.opener) { window.opener.postMessage(message, location.origin); window.close(); }
      else status.textContent = "Signed in. You can close this window.";
    });
  }
})();`;
