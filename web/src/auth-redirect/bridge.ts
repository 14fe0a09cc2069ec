// The page the identity provider sends the browser back to (the popup, a redirect sign-in, a sign-out): msal-browser's
// redirect bridge hands the answer to the page that asked, through a BroadcastChannel, and closes the popup. Built on
// its own from the installed package (web/vite.config.ts), so it follows the package's version.
import { broadcastResponseToMainFrame } from "@azure/msal-browser/redirect-bridge";

broadcastResponseToMainFrame().catch((err: unknown) => {
  console.error("Sign-in answer not understood", err);
  // opened without an answer (a bookmark, a reload): nothing to hand back
  window.location.replace("/login");
});
