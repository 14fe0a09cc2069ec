import { pageQuiet } from "../lib/page-quiet";
import { pageCommitted } from "../lib/page-ready";

/**
 * Registers the service worker once the first page has committed and is quiet or in use (lib/page-quiet.ts), and the
 * document has loaded: its install fetches the shell's precache (dozens of requests), which on a first visit ran
 * beside the take-over, so every slice of React's work waited for a core. The warm-up waits the same way.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .catch((err) => console.error("Service worker registration failed", err));
  const afterLoad = () => {
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  };
  void pageCommitted.then(() => pageQuiet()).then(afterLoad);
}
