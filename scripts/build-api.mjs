// Compiles the API (and the workspace packages it imports: contracts, migrations) to plain JavaScript in
// api/dist, so production runs `node api/dist/server.js`: no tsx, no TypeScript compiler at run time.
// npm packages stay external (installed by `npm ci`); only the @hpm/* workspaces are bundled in.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const api = JSON.parse(readFileSync(join(root, "api/package.json"), "utf8"));
const external = Object.keys({ ...api.dependencies, ...api.optionalDependencies }).filter((name) => !name.startsWith("@hpm/"));

await build({
  entryPoints: { server: join(root, "api/src/server.ts"), migrate: join(root, "api/src/migrate.ts") },
  // (a test builds its own copy elsewhere: `node scripts/build-api.mjs <dir>`)
  outdir: process.argv[2] ? resolve(process.argv[2]) : join(root, "api/dist"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  splitting: true,
  sourcemap: true,
  // the npm packages and their subpaths (e.g. "altcha-lib/algorithms/sha") load from node_modules
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __hpmCreateRequire } from 'node:module'; const require = __hpmCreateRequire(import.meta.url);",
  },
  logLevel: "warning",
});
if (!process.argv[2]) console.log("API compiled to api/dist (run: node api/dist/server.js)");
