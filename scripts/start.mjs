import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "web/dist/index.html");
const renderer = join(root, "web/dist-server/entry-server.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const production = process.env.NODE_ENV === "production";
const compiledApi = join(root, "api/dist/server.js");

if (production) {
  // production runs what `npm run build` made, as it is: plain node, no TypeScript at run time, no build here
  const missing = [dist, renderer, compiledApi].filter((f) => !existsSync(f));
  if (missing.length) {
    console.error(
      `NODE_ENV=production: run \`npm run build\` first (missing ${missing.map((f) => f.slice(root.length)).join(", ")}).`,
    );
    process.exit(1);
  }
} else {
  const sources = ["web/src", "web/public", "web/index.html", "web/vite.config.ts", "contracts/src"].map((p) => join(root, p));
  const stale =
    !existsSync(dist) ||
    !existsSync(renderer) ||
    sources.some(
      (p) => existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > statSync(dist).mtimeMs,
    );
  if (stale && process.env.SKIP_BUILD !== "1") {
    console.log("Building the web app...");
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

// The server is a child process: SIGINT and SIGTERM sent to this one (a container runtime, Ctrl+C, `npm
// start`, whose script `exec`s this file so npm's forwarded signal lands here) go on to the server, which
// finishes its requests; this process exits when the server has, with its exit code.
const command = production ? [compiledApi] : ["--import", "tsx", join(root, "api/src/server.ts")];
const server = spawn(process.execPath, command, { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
