/**
 * React's start-up, in a chunk of its own (web/vite.config.ts, the "react" group). React is CommonJS: the bundle sets
 * it up where it is first imported, so this module, the first of its chunk to import it, sets it up when the chunk
 * runs. The page's entry (boot.ts) runs the chunks one at a time, so React's start-up is a task apart from the
 * router's and the application's.
 */

export { jsx, jsxs } from "react/jsx-runtime";
export { createRoot, hydrateRoot } from "react-dom/client";
