export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .catch((err) => console.error("Service worker registration failed", err));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
