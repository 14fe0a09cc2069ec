import { spawn } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "api/src/server.ts"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@hpm/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children)
  c.on("exit", (code) => {
    stop();
    process.exit(code ?? 0);
  });
