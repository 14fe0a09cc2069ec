// What the service worker precaches, decided from the build's own chunk graph (used by vite.config.ts, and by
// scripts/check-budgets.mjs to check the result). Plain JavaScript: the Vite config and the Node scripts share it.

/**
 * Heavy or staff-only code: never in a public route's startup JavaScript (check-budgets), never precached for a
 * visitor (the service worker caches it when someone uses it).
 */
export const FORBIDDEN = [
  { label: "maplibre", pattern: /node_modules\/(maplibre-gl|react-map-gl|@vis\.gl\/react-maplibre)\// },
  { label: "tiptap", pattern: /node_modules\/(@tiptap\/|prosemirror-)/ },
  { label: "MSAL", pattern: /node_modules\/@azure\/msal-/ },
  {
    label: "admin editor",
    pattern:
      /web\/src\/content\/(SectionEditor|ListEditor|ImageField|SectionHistory|VersionCompare|PresenceBadge|section-diff|presence|EditorPencil|PencilButton)\.tsx?$/,
  },
  { label: "form builder", pattern: /web\/src\/features\/forms\/admin\// },
  { label: "admin inbox", pattern: /web\/src\/features\/inbox\// },
  { label: "activity log", pattern: /web\/src\/features\/activity\// },
  { label: "agent admin", pattern: /web\/src\/features\/agents\/AgentAdmin\.tsx$/ },
  { label: "blog admin", pattern: /web\/src\/features\/blog\/admin\// },
  { label: "agent hub content", pattern: /contracts\/src\/content\/pages\/agent-hub\.ts$/ },
];

export const isForbidden = (moduleId) => FORBIDDEN.find((rule) => rule.pattern.test(moduleId));

/** Where each chunk's modules are listed beside the build (`.vite/chunk-modules.json`, paths from the repo root). */
export const MODULES_FILE = ".vite/chunk-modules.json";

/**
 * The files a visitor's service worker precaches: every chunk a public page can load (its static imports and
 * the lazy parts it may open: forms, the outbox, the agent list), with their CSS; not the chunks of pages only
 * agents or staff open, and not a chunk that holds heavy or staff-only code (the map library, the rich-text
 * editor, MSAL, the content editors, the form builder, the inbox), nor anything only such a chunk loads.
 *
 * @param {Record<string, {imports: string[], dynamicImports: string[], modules: string[], isEntry: boolean, facade: string | null, css: string[]}>} chunks by file name; module paths relative to the repo root
 * @param {{ publicPages: string[], otherPages: string[] }} pages page modules (repo-relative, without extension)
 * @returns {Set<string>} file names (JS and CSS) to precache
 */
export function precachePlan(chunks, { publicPages, otherPages }) {
  const stripExt = (id) => id?.replace(/\.(tsx?|jsx?)$/, "") ?? "";
  const isPage = (list, chunk) => chunk.facade !== null && list.includes(stripExt(chunk.facade));
  const staticClosure = (file, seen = new Set()) => {
    if (seen.has(file) || !chunks[file]) return seen;
    seen.add(file);
    for (const next of chunks[file].imports) staticClosure(next, seen);
    return seen;
  };
  const heavy = (file) => [...staticClosure(file)].some((f) => chunks[f].modules.some((id) => isForbidden(id)));

  const plan = new Set();
  const visit = (file) => {
    if (plan.has(file) || !chunks[file]) return;
    plan.add(file);
    for (const css of chunks[file].css) plan.add(css);
    for (const next of chunks[file].imports) visit(next);
    for (const next of chunks[file].dynamicImports) {
      const target = chunks[next];
      if (!target || isPage(otherPages, target) || heavy(next)) continue;
      visit(next);
    }
  };
  for (const [file, chunk] of Object.entries(chunks)) if (chunk.isEntry || isPage(publicPages, chunk)) visit(file);
  return plan;
}
