import { endpointUrl } from "../../lib/api";

export interface IdentityLogin {
  idToken: string;
  email: string;
  username: string;
}

export const DEV_IDP_MESSAGE = "hpm-dev-idp";

export function readDevIdpMessage(event: { origin: string; data: unknown }, origin: string): IdentityLogin | null {
  if (event.origin !== origin) return null;
  const d = event.data as Record<string, unknown> | null;
  if (!d || typeof d !== "object" || d.type !== DEV_IDP_MESSAGE) return null;
  if (typeof d.idToken !== "string" || typeof d.email !== "string") return null;
  return { idToken: d.idToken, email: d.email, username: typeof d.username === "string" ? d.username : d.email };
}

export function devPopupLogin(nonce: string): Promise<IdentityLogin> {
  const popup = window.open(
    `${endpointUrl("showDevLoginPage")}?nonce=${encodeURIComponent(nonce)}`,
    "hpm-sign-in",
    "popup,width=420,height=640",
  );
  if (!popup) return Promise.reject(new Error("The sign-in window was blocked."));
  return new Promise((resolve, reject) => {
    let closedSince = 0;
    const onMessage = (event: MessageEvent) => {
      const login = readDevIdpMessage(event, window.location.origin);
      if (!login) return;
      cleanup();
      resolve(login);
    };
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      // the popup posts, then closes itself: give the message a moment to arrive
      closedSince ||= Date.now();
      if (Date.now() - closedSince < 1000) return;
      cleanup();
      reject(new Error("The sign-in window was closed."));
    }, 250);
    function cleanup() {
      window.clearInterval(timer);
      window.removeEventListener("message", onMessage);
    }
    window.addEventListener("message", onMessage);
  });
}
