let resolve: () => void = () => undefined;

/** Settles once the first page has committed in the browser: rendered, or taken over from the server's markup. */
export const pageCommitted = new Promise<void>((r) => {
  resolve = r;
});

export function markPageCommitted(): void {
  document.documentElement.dataset.hydrated = "true";
  resolve();
}
