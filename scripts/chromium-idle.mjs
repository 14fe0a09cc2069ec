// The processor time a headless Chromium takes from its start with nothing loaded (about:blank), second by second:
// with Lighthouse's launch flags alone, then with the browser's background features off as well (chromium.mjs,
// BACKGROUND_FEATURES). Lighthouse loads the page it measures a moment after the browser starts: what the browser
// takes then, it takes from the page on this machine's two cores.
//
//   node scripts/chromium-idle.mjs [seconds]

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { BACKGROUND_FEATURES, CHROMIUM, disableFeatures, lighthouseFlags } from "./chromium.mjs";

const SECONDS = Number(process.argv[2] ?? 8);
const TICK_MS = 1000 / 100; // /proc/<pid>/stat counts in clock ticks of 10 ms

/** Processor time (ms) so far of the process `root` and every process under it, by pid and kind. */
function processorTime(root) {
  const all = new Map();
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      const kind = `${/--type=(\S+)/.exec(cmd)?.[1] ?? "browser"}${cmd.includes("--top-chrome-webui") ? " (browser UI)" : ""}`;
      all.set(Number(pid), { parent: Number(fields[1]), kind, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
    } catch {
      // gone meanwhile
    }
  }
  const under = (pid) => {
    for (let p = pid; p > 1; p = all.get(p)?.parent ?? 0) if (p === root) return true;
    return false;
  };
  const out = new Map();
  for (const [pid, p] of all) if (under(pid)) out.set(`${pid} ${p.kind}`, p.ms);
  return out;
}

/** Starts a browser with `flags` and reports, second by second from its start, the processor time its processes take. */
async function fromStart(label, flags) {
  const profile = mkdtempSync(join(tmpdir(), "hpm-idle-profile-"));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: flags,
    ignoreDefaultFlags: true,
    userDataDir: profile,
  });
  try {
    const total = (times) => [...times.values()].reduce((a, b) => a + b, 0);
    const seconds = [];
    let last = 0;
    for (let s = 0; s < SECONDS; s++) {
      await new Promise((r) => setTimeout(r, 1000));
      const now = total(processorTime(chrome.pid));
      seconds.push(Math.round(now - last));
      last = now;
    }
    const targets = await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json();
    console.log(`${label}:`);
    console.log(`  processor time of all its processes, per second since it was started: ${seconds.join(", ")} ms`);
    console.log(`  in all: ${Math.round(last)} ms in ${SECONDS} s`);
    console.log(`  its pages: ${targets.map((t) => t.url).join(", ")}`);
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

const flags = lighthouseFlags(chromeLauncher.Launcher.defaultFlags());
await fromStart("Lighthouse's launch flags", flags);
await fromStart(`and ${BACKGROUND_FEATURES.join(", ")} off`, disableFeatures(flags));
