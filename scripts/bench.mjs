import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import {
  analyze,
  BUDGETS,
  buildRenderer,
  buildSite,
  entryProblems,
  kib,
  loadBuild,
  pageModules,
  precache,
  problems,
  publicRoutes,
  ROOT,
  startSizes,
  takeOverProblems,
} from "./check-budgets.mjs";
import { CHROMIUM, CHROMIUM_ARGS, disableFeatures, lighthouseFlags } from "./chromium.mjs";

const SITE_PORT = Number(process.env.BENCH_PORT ?? 3231);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3232);
const BARE_STATIC_PORT = Number(process.env.BENCH_BARE_STATIC_PORT ?? 3233);
/** The floor of the Lighthouse figures: each measured page without its scripts, from a bare Node http server. */
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3234);
const HOST = "127.0.0.1";
const SITE = `http://${HOST}:${SITE_PORT}`;
const BARE = `http://${HOST}:${BARE_PORT}`;
/** Lighthouse runs per route, each a first visit in a browser of its own (a fresh profile); the median is reported. */
const LIGHTHOUSE_RUNS = 5;
const LOAD = { connections: 50, duration: 5, warmup: 1 };
const OFFLINE_RUNS = 5;
const FIRST_TAP_RUNS = 5;
/** The window of a load whose main-thread work is reported beside Lighthouse's figures: its first three seconds. */
const PAGE_THREAD_WINDOW_US = 3_000_000;
/** Before each Lighthouse run, the machine's cores are left to settle until this share of them is idle (30 s at most). */
const QUIET_IDLE = 0.85;
const QUIET_WAIT_MS = 30_000;
const CLIENT = "mwfbi";
const HOME_PAGE = "360_Home";
/** The issue's directory size: the demo seed generates this many agents (DEMO_AGENT_COUNT) on the fresh database. */
const BENCH_AGENT_COUNT = 5000;
const SEEDED_PAGES = [HOME_PAGE, "FAQ", "AboutUs", "Auto_Insurance"];

// issue 15: Lighthouse 100 is the aim, 98 the floor on this noisy machine
const TARGETS = {
  lighthouseScore: 98,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  firstVisitBytes: 500 * 1024,
  contentRatio: 0.6,
  contentP99Ms: 10,
  offlineMs: 1000,
  agentSearchMs: 5,
  mailDrainSeconds: 20,
  pageToStaticRatio: 0.5,
  pageP99Ms: 50,
  // the roadside field kit: a 12-megapixel photo shrunk on the device, a 3 MB attachment through a cutting proxy
  shrinkBytes: 1024 * 1024,
  shrinkPixels: 2048,
  shrinkMs: 1500,
  shrinkLongestTaskMs: 50,
  resumeWireRatio: 1.5,
};
/** Field-kit measurements: shrinking is a median of this many runs, the resumed upload one run each. */
const FIELD_KIT_RUNS = 5;
const RESUME_RUNS = 3;
/** Issue 16: notifications drained against a local SMTP server. */
const MAIL_NOTIFICATIONS = 1000;
/** Issue 17: the same routes served by one instance and by two on one PostgreSQL and Redis. */
const INSTANCE_PORTS = [Number(process.env.BENCH_PORT_A ?? 3241), Number(process.env.BENCH_PORT_B ?? 3242)];
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

const LIGHTHOUSE_ROUTES = [
  { path: "/360" },
  { path: "/360/auto-insurance" },
  { path: "/360/find-an-agent" },
  { path: "/360/about/blog" },
  { path: "/360/ers" },
  { path: "/360/contact" },
  { path: "/360/start-a-quote" },
];

if (process.argv[2] === "--bare") await bareServer(Number(process.argv[3]));
else if (process.argv[2] === "--bare-static") await bareStaticServer(Number(process.argv[3]), process.argv[4]);
else if (process.argv[2] === "--bare-floor") await bareFloorServer(Number(process.argv[3]), process.argv[4], process.argv[5]);
else if (process.argv[2] === "--markdown-only") rewriteMarkdown();
else if (process.argv[2] === "--mail-only") await mailOnly();
else if (process.argv[2] === "--instances-only") await instancesOnly();
else if (process.argv[2] === "--field-kit-only") await fieldKitOnly();
else if (process.argv[2] === "--first-visit-only") await firstVisitOnly();
else if (process.argv[2] === "--lighthouse-only") await lighthouseOnly(process.argv.slice(3));
else await main();

function rewriteMarkdown() {
  const report = JSON.parse(readFileSync(join(ROOT, "bench/report.json"), "utf8"));
  report.targets = targets(report);
  writeFileSync(join(ROOT, "bench/report.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(ROOT, "bench/report.md"), markdown(report));
}

/** Measures only the mail row and puts it into the committed report (the other rows stay as they are). */
async function mailOnly() {
  const report = JSON.parse(readFileSync(join(ROOT, "bench/report.json"), "utf8"));
  step(`mail drain: ${MAIL_NOTIFICATIONS} notifications to a local SMTP server`);
  report.mail = { ...(await measureMail()), measuredAlone: new Date().toISOString() };
  report.targets = targets(report);
  writeFileSync(join(ROOT, "bench/report.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(ROOT, "bench/report.md"), markdown(report));
  console.log(`  ${report.mail.notifications} notifications in ${report.mail.seconds} s (${report.mail.perSecond}/s)`);
  process.exit(0);
}

/** Measures only the field kit's rows (photo shrinking, resumed upload) and puts them into the committed report. */
/**
 * Measures one part of the bench on its own and puts it into the committed report (the other rows stay as they are),
 * stamped with when it was measured alone: the production site built and started as the whole run does, `measure`,
 * then the targets whose names start with `prefix` printed.
 */
async function measureAlone(key, prefix, measure) {
  const report = JSON.parse(readFileSync(join(ROOT, "bench/report.json"), "utf8"));
  mkdirSync(join(ROOT, "bench/tmp"), { recursive: true });
  const work = mkdtempSync(join(ROOT, "bench/tmp/run-"));
  const children = [];
  try {
    step("building the production site");
    const dist = await buildSite(join(work, "dist"));
    await buildRenderer(join(work, "dist-server"));
    children.push(startSite(dist, join(work, "data")));
    await waitFor(`${SITE}/api/health`);
    report[key] = { ...(await measure()), measuredAlone: new Date().toISOString() };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(work, { recursive: true, force: true });
  }
  report.targets = targets(report);
  writeFileSync(join(ROOT, "bench/report.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(ROOT, "bench/report.md"), markdown(report));
  for (const t of report.targets.filter((t) => t.target.startsWith(prefix)))
    console.log(`  ${t.met ? "met " : "MISS"}  ${t.target}: ${t.actual}`);
  process.exit(0);
}

function fieldKitOnly() {
  return measureAlone("fieldKit", "field kit", () => {
    step("field kit: photo shrinking and a resumed upload");
    return measureFieldKit();
  });
}

function firstVisitOnly() {
  return measureAlone("firstVisit", "first anonymous visit", async () => {
    // as in the whole run, where the first visit comes last: the directory's compressed copy made ahead is ready
    await agentDirectoryPrepared();
    step("first anonymous visit to /360, 30 s, bytes on the wire (Playwright, a counting proxy)");
    return measureFirstVisits();
  });
}

/**
 * Waits until the agent directory is answered from the copy the server compresses ahead at start (brotli's best,
 * smaller than the quick copy a request gets until it is ready), at most `timeoutMs`.
 */
async function agentDirectoryPrepared(timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  const size = async () => {
    const res = await fetch(`${SITE}/api/cms/get-page-content-item-list`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "br" },
      body: JSON.stringify({ key: "Agent", client: "mwfbi" }),
    });
    return (await res.arrayBuffer()).byteLength;
  };
  const first = await size();
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 2000));
    if ((await size()) < first * 0.9) return;
  }
}

/**
 * The roadside field kit against the running site, in Debian's chromium: a 12-megapixel JPEG shrunk by the site's own
 * worker (median of FIELD_KIT_RUNS), and a 3 MB attachment sent through a proxy that cuts the connection after every
 * 500 KB (bytes forwarded to the server counted; RESUME_RUNS runs, the worst kept).
 */
async function measureFieldKit() {
  const { measureShrink } = await import("./bench-field-kit/shrink.mjs");
  const { measureResume } = await import("./bench-field-kit/resume.mjs");
  // each run in a fresh browser context of one browser (shrink.mjs)
  const shrinkRuns = (await measureShrink({ baseUrl: SITE, runs: FIELD_KIT_RUNS })).runs;
  const mid = (key) => median(shrinkRuns.map((r) => r[key]));
  const resumeRuns = [];
  for (let i = 0; i < RESUME_RUNS; i++) resumeRuns.push(await measureResume({ baseUrl: SITE }));
  const worst = [...resumeRuns].sort((a, b) => b.ratio - a.ratio)[0];
  return {
    shrink: {
      runs: shrinkRuns,
      median: {
        inputBytes: mid("inputBytes"),
        outputBytes: mid("outputBytes"),
        ms: mid("ms"),
        longestTaskMs: mid("longestTaskMs"),
      },
      largestSide: Math.max(...shrinkRuns.map((r) => Math.max(r.width, r.height))),
      largestOutputBytes: Math.max(...shrinkRuns.map((r) => r.outputBytes)),
      longestTaskMs: Math.max(...shrinkRuns.map((r) => r.longestTaskMs)),
    },
    resume: { runs: resumeRuns, worst },
    loadAverage: loadavg().map((l) => round(l, 2)),
    commit: machine().commit,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Measures only the one-and-two-instances rows and puts them into the committed report. */
async function instancesOnly() {
  const report = JSON.parse(readFileSync(join(ROOT, "bench/report.json"), "utf8"));
  mkdirSync(join(ROOT, "bench/tmp"), { recursive: true });
  const work = mkdtempSync(join(ROOT, "bench/tmp/run-"));
  try {
    step("building the production site");
    const dist = await buildSite(join(work, "dist"));
    await buildRenderer(join(work, "dist-server"));
    step("one instance, then two, on one PostgreSQL and Redis");
    report.instances = { ...(await measureInstances(dist, work)), measuredAlone: new Date().toISOString() };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  report.targets = targets(report);
  writeFileSync(join(ROOT, "bench/report.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(ROOT, "bench/report.md"), markdown(report));
  for (const row of report.instances.rows)
    console.log(`  ${row.name}: ${row.one.requestsPerSecond} req/s on one, ${row.two.requestsPerSecond} on two (×${row.scale})`);
  process.exit(0);
}

/**
 * Lighthouse alone, for working on a page: builds (or, with BENCH_DIST, serves a site already built there with its
 * dist-server beside it), seeds as the full run does, prints the medians and keeps each run's full report under
 * bench/tmp/lighthouse/. Writes nothing to the committed report. Paths default to the bench's routes.
 */
async function lighthouseOnly(paths) {
  mkdirSync(join(ROOT, "bench/tmp"), { recursive: true });
  const work = mkdtempSync(join(ROOT, "bench/tmp/run-"));
  const children = [];
  try {
    let dist = process.env.BENCH_DIST;
    if (!dist) {
      step("building the production site");
      dist = await buildSite(join(work, "dist"));
      await buildRenderer(join(work, "dist-server"));
    }
    children.push(startSite(dist, join(work, "data")));
    await waitFor(`${SITE}/api/health`);
    await seedContent();
    const availability = await probeFeatures();
    const routes = paths.length ? paths : [...LIGHTHOUSE_ROUTES.map((r) => r.path), availability.blogPostPath].filter(Boolean);
    const keep = join(ROOT, "bench/tmp/lighthouse");
    mkdirSync(keep, { recursive: true });
    const line = (m) =>
      `score ${m.score}, FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls} (benchmarkIndex ${m.benchmarkIndex}, cores idle before ${Math.round(m.idleBefore * 100)}%); main thread ${m.pageCpuMs} ms in 3 s, its tasks ×${m.wallPerCpu} on the clock`;
    for (const path of routes) console.log(`${path}: ${line((await measureLighthouse(path, keep)).median)}`);
    if (process.env.BENCH_FLOOR !== "0") {
      const floor = await measureFloor(routes, dist, work, keep);
      for (const path of routes) console.log(`${path} without its scripts (bare server): ${line(floor[path])}`);
    }
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(work, { recursive: true, force: true });
  }
  process.exit(0);
}

async function measureInstances(dist, work) {
  const { default: pg } = await import("pg");
  const name = `hpm_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  const secret = randomBytes(32).toString("hex");
  const prefix = `hpm-bench-${randomBytes(4).toString("hex")}:`;
  const children = [];
  const start = (i) => {
    const port = INSTANCE_PORTS[i];
    const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "api/src/server.ts")], {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        ALLOW_DEV_IDP: "1",
        SHUTDOWN_DELAY_MS: "0",
        SESSION_SECRET: secret,
        HOST,
        PORT: String(port),
        PUBLIC_URL: `http://${HOST}:${port}`,
        WEB_DIST: dist,
        DATA_DIR: join(work, `instance-${i}`),
        DATABASE_URL: url.toString(),
        REDIS_URL: BENCH_REDIS_URL,
        REDIS_PREFIX: prefix,
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "100000000",
        SEED_DEMO: "true",
      },
    });
    children.push(child);
    return waitFor(`http://${HOST}:${port}/api/health/ready`);
  };
  const json = (base, path, body) => ({
    url: `${base}${path}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const routes = [
    {
      name: "get-page-content-list (FAQ)",
      at: (base) => json(base, "/api/cms/get-page-content-list", { pageName: "FAQ", client: CLIENT }),
    },
    { name: "page /360/faq (rendered on the server)", at: (base) => ({ url: `${base}/360/faq` }) },
  ];
  const bases = INSTANCE_PORTS.map((p) => `http://${HOST}:${p}`);
  try {
    await start(0);
    const one = [];
    for (const r of routes) one.push(await load(r.at(bases[0])));
    await start(1);
    const rows = [];
    for (const [i, r] of routes.entries()) {
      // the load split over both instances, as a load balancer would: half the connections on each
      const [a, b] = await Promise.all(bases.map((base) => load({ ...r.at(base), connections: LOAD.connections / 2 })));
      const two = {
        requestsPerSecond: a.requestsPerSecond + b.requestsPerSecond,
        p50Ms: Math.max(a.p50Ms, b.p50Ms),
        p99Ms: Math.max(a.p99Ms, b.p99Ms),
        non2xx: a.non2xx + b.non2xx,
        errors: a.errors + b.errors,
      };
      rows.push({ name: r.name, one: one[i], two, scale: round(two.requestsPerSecond / one[i].requestsPerSecond, 2) });
    }
    return { connections: LOAD.connections, durationSeconds: LOAD.duration, cpus: cpus().length, rows };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The mail worker against the API tests' SMTP server, in this process on a fresh embedded database (scripts/mail-bench.ts). */
async function measureMail() {
  const { tsImport } = await import("tsx/esm/api");
  const { runMailBench } = await tsImport(join(ROOT, "scripts/mail-bench.ts"), import.meta.url);
  return {
    ...(await runMailBench(MAIL_NOTIFICATIONS, 8)),
    loadAverage: loadavg().map((l) => round(l, 2)),
    commit: machine().commit,
  };
}

/** The ceiling for sending a page: its bytes from memory, as a static file server at its barest would. */
async function bareStaticServer(port, file) {
  const body = readFileSync(file);
  const headers = { "content-type": "text/html; charset=utf-8", "content-length": body.length, "cache-control": "no-cache" };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(port, HOST);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
}

/** A type for each kind of file a page without scripts still asks for (its images, icons, manifest). */
const FLOOR_TYPES = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".css": "text/css",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

/**
 * The Lighthouse floor's server: a bare Node http server. A measured page's path answers the page as the site sent
 * it, its scripts taken out (`pagesDir`, one file per path, `floorFileName`); any other path is the built site's file
 * of that name (`dist`: the images and icons the page shows), read once.
 */
async function bareFloorServer(port, pagesDir, dist) {
  const files = new Map();
  const read = (path) => {
    if (!files.has(path)) {
      let body = null;
      try {
        body = readFileSync(path);
      } catch {
        // not a file of the site: 404
      }
      files.set(path, body);
    }
    return files.get(path);
  };
  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://floor").pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const page = read(join(pagesDir, floorFileName(path)));
    const file = page ?? (path.includes("..") ? null : read(join(dist, normalize(path))));
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      "content-type": page ? "text/html; charset=utf-8" : (FLOOR_TYPES[extname(path)] ?? "application/octet-stream"),
      "content-length": file.length,
      "cache-control": page ? "no-cache" : "public, max-age=86400",
    });
    res.end(file);
  });
  server.listen(port, HOST);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
}

/** The file a page of the floor is kept in. */
function floorFileName(path) {
  return `page${path.replaceAll("/", "_")}.html`;
}

/**
 * The page as the site sends it, without its scripts: every script element (the entry, the page's data, the inline
 * boot) and every module preload taken out; the markup, styles, images and links kept as they are.
 */
function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

async function bareServer(port) {
  const { default: Fastify } = await import("fastify");
  const app = Fastify({ logger: false });
  const constant = { status: true, result: {} };
  app.post("/bare", async () => constant);
  app.get("/health", async () => ({ ok: true }));
  await app.listen({ host: HOST, port });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => app.close().then(() => process.exit(0)));
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadavg().map((l) => round(l, 2));
  // inside the repository: the server's page renderer (dist-server) resolves its packages from node_modules
  mkdirSync(join(ROOT, "bench/tmp"), { recursive: true });
  const work = mkdtempSync(join(ROOT, "bench/tmp/run-"));
  const children = [];
  const cleanup = () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.on("SIGINT", () => {
    cleanup();
    process.exit(130);
  });
  try {
    step("building the production site");
    const dist = await buildSite(join(work, "dist"));
    // the server finds its page renderer beside the site it serves (WEB_DIST/../dist-server)
    await buildRenderer(join(work, "dist-server"));
    const build = loadBuild(dist);
    const routes = analyze(build, await publicRoutes(), await pageModules());
    const budgetProblems = problems(routes);
    const start = { ...startSizes(build), problems: [...entryProblems(build), ...takeOverProblems(build)] };
    const cache = precache(build);

    step("starting the site on a fresh database and the bare Fastify route");
    children.push(startSite(dist, join(work, "data")));
    children.push(spawn(process.execPath, [fileURLToPath(import.meta.url), "--bare", String(BARE_PORT)], { stdio: "inherit" }));
    await waitFor(`${SITE}/api/health`);
    await waitFor(`${BARE}/health`);
    const seeded = await seedContent();

    const availability = await probeFeatures();

    step("API throughput (autocannon)");
    const api = await measureApi(availability);

    step("a rendered page against the same bytes as a static file (autocannon)");
    const pages = await measurePageVsStatic(work);

    step(`Lighthouse mobile, ${LIGHTHOUSE_RUNS} runs per route`);
    const lighthouseRoutes = [...LIGHTHOUSE_ROUTES];
    if (availability.blogPostPath) lighthouseRoutes.push({ path: availability.blogPostPath });
    const lighthouse = [];
    // each run's full report and trace are kept under bench/tmp/lighthouse/ (not committed), to read its tasks
    const keep = join(ROOT, "bench/tmp/lighthouse");
    rmSync(keep, { recursive: true, force: true });
    mkdirSync(keep, { recursive: true });
    for (const route of lighthouseRoutes) lighthouse.push({ ...route, ...(await measureLighthouse(route.path, keep)) });
    step(`Lighthouse's floor: the same pages without their scripts from a bare server, ${LIGHTHOUSE_RUNS} runs each`);
    const floor = await measureFloor(
      lighthouseRoutes.map((r) => r.path),
      dist,
      work,
      keep,
    );
    for (const route of lighthouse) route.floor = floor[route.path];

    step("first anonymous visit to /360, 30 s, bytes on the wire (Playwright, a counting proxy)");
    const firstVisit = await measureFirstVisits();

    step("offline repeat visit of /360 (Playwright)");
    const offline = await measureOffline();

    step("a first tap before the take-over (Playwright, 4x CPU slowdown)");
    const firstTap = await measureFirstTap();

    step("field kit: photo shrinking and a resumed upload");
    const fieldKit = await measureFieldKit();

    step(`mail drain: ${MAIL_NOTIFICATIONS} notifications to a local SMTP server`);
    const mail = await measureMail();

    step("one instance, then two, on one PostgreSQL and Redis");
    const instances = await measureInstances(dist, work);

    const report = {
      generatedAt: new Date().toISOString(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      machine: { ...machine(), loadAverageAtStart: loadAtStart },
      notes: [
        "Taken on a shared 2-core development machine (the load averages below say how busy it was): Lighthouse (simulated slow 4G, 4x CPU slowdown) and throughput figures are noisy.",
        `The server ran with NODE_ENV=production, a fresh embedded database and RATE_LIMIT_PER_MINUTE raised so the load test measures the route, not the rate limiter. Demo seed with DEMO_AGENT_COUNT=${BENCH_AGENT_COUNT}. Seeded through the API before measuring: the registry defaults of ${SEEDED_PAGES.join(", ")}, and one Published blog post (a topic, a tag, the post) through the blog admin endpoints as an editor.`,
      ],
      budgets: { jsGzipKiB: BUDGETS.jsGzip / 1024, cssGzipKiB: BUDGETS.cssGzip / 1024, problems: budgetProblems },
      start: { entryGzip: start.entryGzip, takeOverGzip: start.takeOverGzip, problems: start.problems },
      routes: routes.map(({ path, page, pageModule, js, css, forbidden, lazy }) => ({
        path,
        page,
        pageModule,
        jsGzip: js.gzip,
        jsRaw: js.raw,
        cssGzip: css.gzip,
        cssRaw: css.raw,
        initialFiles: [...js.files, ...css.files],
        forbidden,
        lazy: lazy.map((l) => ({ module: l.module, file: l.file, gzip: l.gzip, raw: l.raw })),
      })),
      precache: cache,
      seeded,
      availability,
      api,
      lighthouse,
      offline,
      firstTap,
      fieldKit,
      mail,
      instances,
      pages,
      firstVisit,
    };
    report.targets = targets(report);
    mkdirSync(join(ROOT, "bench"), { recursive: true });
    writeFileSync(join(ROOT, "bench/report.json"), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(ROOT, "bench/report.md"), markdown(report));
    step(`wrote bench/report.md and bench/report.json in ${report.durationSeconds} s`);
    for (const t of report.targets)
      console.log(`  ${t.met === null ? "n/a " : t.met ? "met " : "MISS"}  ${t.target}: ${t.actual}`);
  } finally {
    cleanup();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(work, { recursive: true, force: true });
  }
}

/** The first anonymous visit to /360 (30 s, bytes on the wire), as it is and on a data diet. */
async function measureFirstVisits() {
  const { measureFirstVisit } = await import("./first-visit.mjs");
  const firstVisit = {
    normal: await measureFirstVisit({ target: { host: HOST, port: SITE_PORT }, path: "/360", seconds: 30 }),
    saveData: await measureFirstVisit({ target: { host: HOST, port: SITE_PORT }, path: "/360", seconds: 30, saveData: true }),
  };
  for (const v of Object.values(firstVisit)) v.urls = v.urls.length;
  return firstVisit;
}

function step(text) {
  console.log(`\n[bench] ${text}`);
}

function startSite(dist, dataDir) {
  return spawn(process.execPath, ["--import", "tsx", join(ROOT, "api/src/server.ts")], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      ALLOW_DEV_IDP: "1",
      SHUTDOWN_DELAY_MS: "0",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      HOST,
      PORT: String(SITE_PORT),
      PUBLIC_URL: SITE,
      WEB_DIST: dist,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000000",
      SEED_DEMO: "true",
      DEMO_AGENT_COUNT: String(BENCH_AGENT_COUNT),
    },
  });
}

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs / 1000} s`);
}

async function post(path, body, headers = {}) {
  const res = await fetch(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: await res.json().catch(() => null) };
}

async function signInEditor() {
  const email = "editor1@example.com";
  const started = await post("/api/auth/nonce", {});
  const nonceCookie = (started.headers.get("set-cookie") ?? "").split(";")[0];
  const token = await post("/dev-idp/token", { email, name: "Bench Editor", nonce: started.json?.result?.nonce });
  const auth = await post(
    "/api/auth/authenticate",
    { azureToken: token.json?.idToken, email, username: email },
    { cookie: nonceCookie },
  );
  // the answer also clears the nonce's cookie: the session's is the one set with a value
  const cookie = auth.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => !c.startsWith(`${nonceCookie.split("=")[0]}=`) && !c.endsWith("="));
  if (auth.status !== 200 || !cookie) throw new Error(`bench: sign-in for seeding failed (${auth.status})`);
  return cookie;
}

async function seedContent() {
  const { tsImport } = await import("tsx/esm/api");
  const { pages, sectionDefaults } = await tsImport(join(ROOT, "contracts/src/index.ts"), import.meta.url);
  const cookie = await signInEditor();
  let sections = 0;
  for (const pageName of SEEDED_PAGES) {
    for (const def of pages[pageName]?.sections ?? []) {
      const res = await post(
        "/api/cms/add-new",
        { client: CLIENT, pageName, section: def.section, content: sectionDefaults(def) },
        { cookie },
      );
      if (res.status !== 200)
        throw new Error(`bench: seeding ${pageName}/${def.section} failed: ${res.status} ${res.json?.message}`);
      sections++;
    }
  }
  return { pages: SEEDED_PAGES, sections, blogPost: await seedBlogPost(cookie) };
}

/** One Published post (a topic, a tag, then the post) through the blog admin API, as an editor would. */
async function seedBlogPost(cookie) {
  const must = async (what, res) => {
    if (res.status !== 200) throw new Error(`bench: ${what} failed: ${res.status} ${res.json?.message}`);
    return res.json.result;
  };
  const topic = await must("blog topic", await post("/api/blog/topic", { title: "Home", status: 1 }, { cookie }));
  const tag = await must(
    "blog tag",
    await post("/api/blog/main_topic", { tag: "Hail", mainTopicId: topic.id, status: 1 }, { cookie }),
  );
  const paragraph =
    "Hail season on the high plains runs from May into August. A few minutes with your agent before the first storm can save weeks of trouble after it: check your roof coverage, your deductible and how claims are filed.";
  const saved = await must(
    "blog post",
    await post(
      "/api/blog/create",
      {
        client: CLIENT,
        title: "Getting your roof ready for hail season",
        subtitle: "What to check with your agent before the storms arrive",
        tag: String(tag.id),
        imageLink: "/images/banner-fields.jpg",
        richText: `<h2>Before the storm</h2><p>${paragraph}</p><p>${paragraph}</p><h2>After the storm</h2><p>${paragraph}</p>`,
        relatedPost1: -1,
        relatedPost2: -1,
        relatedPost3: -1,
        status: "Published",
      },
      { cookie },
    ),
  );
  return { id: saved.id, status: "Published" };
}

async function probeFeatures() {
  const agents = await post("/api/cms/get-page-content-item-list", { key: "Agent", client: CLIENT });
  const agentCount = agents.status === 200 && Array.isArray(agents.json?.result) ? agents.json.result.length : null;
  const blog = await fetch(`${SITE}/api/blog/public?pageNumber=1&pageSize=1&orderBy=publishedDate&order=DESC`);
  const blogJson = blog.ok ? await blog.json().catch(() => null) : null;
  const firstPost = [blogJson?.result?.list, blogJson?.result, blogJson?.data, blogJson?.result?.data].find(Array.isArray)?.[0];
  const postId = firstPost?.id ?? firstPost?.blogId;
  return {
    agentList:
      agentCount === null
        ? `not available yet (POST /api/cms/get-page-content-item-list answered ${agents.status})`
        : "available",
    agentCount,
    agentDirectory5000:
      agentCount !== null && agentCount >= 5000 ? "available" : "not available yet (the 5,000-agent directory is not seeded)",
    agentSearch: await measureAgentSearch(),
    blog: blog.ok ? "available" : `not available yet (GET /api/blog/public answered ${blog.status})`,
    blogPostId: postId ?? null,
    blogPostPath: postId === undefined ? null : `/360/about/blog/${postId}`,
  };
}

async function load(opts) {
  const { default: autocannon } = await import("autocannon");
  const run = (duration) => autocannon({ connections: LOAD.connections, pipelining: 1, duration, ...opts });
  await run(LOAD.warmup);
  const r = await run(LOAD.duration);
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** The directory's in-browser search, keystroke by keystroke, over 5,000 generated agents (target < 5 ms). */
async function measureAgentSearch() {
  const { tsImport } = await import("tsx/esm/api");
  const { runAgentSearchBench } = await tsImport(join(ROOT, "scripts/agent-search-bench.ts"), import.meta.url);
  runAgentSearchBench(BENCH_AGENT_COUNT);
  const s = runAgentSearchBench(BENCH_AGENT_COUNT);
  return { agents: BENCH_AGENT_COUNT, medianMs: s.medianMs, p95Ms: s.p95Ms, maxMs: s.maxMs, keystrokes: s.keystrokes };
}

async function measureApi(availability) {
  const json = (url, body) => ({
    url,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const bare = await load(json(`${BARE}/bare`, { pageName: HOME_PAGE, client: CLIENT }));
  const targets = [
    {
      name: `get-page-content-list (${HOME_PAGE}: header and footer, loaded on every page)`,
      key: "contentHome",
      opts: json(`${SITE}/api/cms/get-page-content-list`, { pageName: HOME_PAGE, client: CLIENT }),
    },
    {
      name: "get-page-content-list (FAQ: banner and list sections)",
      key: "contentFaq",
      opts: json(`${SITE}/api/cms/get-page-content-list`, { pageName: "FAQ", client: CLIENT }),
    },
  ];
  const skipped = [];
  if (availability.agentCount !== null)
    targets.push({
      name: `agent list (${availability.agentCount} agents)`,
      key: "agentList",
      opts: json(`${SITE}/api/cms/get-page-content-item-list`, { key: "Agent", client: CLIENT }),
    });
  else skipped.push({ name: "agent list", reason: availability.agentList });
  if (availability.blogPostId !== null)
    targets.push({
      name: "published blog post",
      key: "blogPost",
      opts: { url: `${SITE}/api/blog/published/${availability.blogPostId}` },
    });
  else skipped.push({ name: "published blog post", reason: availability.blog });

  const results = [];
  for (const t of targets) {
    const r = await load(t.opts);
    results.push({ name: t.name, key: t.key, ...r, ratioToBare: round(r.requestsPerSecond / bare.requestsPerSecond, 2) });
  }
  return { connections: LOAD.connections, durationSeconds: LOAD.duration, bare, results, skipped };
}

/**
 * A page as the server sends it (rendered once, kept) against the ceiling: the same bytes sent by a bare Node `http`
 * server (a process of its own, as the site's server is), in the same run, with the same load.
 */
async function measurePageVsStatic(work) {
  const path = "/360/faq";
  const html = await (await fetch(`${SITE}${path}`)).text();
  const copy = join(work, "bench-page-copy.html");
  writeFileSync(copy, html);
  const bare = spawn(process.execPath, [fileURLToPath(import.meta.url), "--bare-static", String(BARE_STATIC_PORT), copy], {
    stdio: "inherit",
  });
  try {
    await waitFor(`http://${HOST}:${BARE_STATIC_PORT}/`);
    const file = await load({ url: `http://${HOST}:${BARE_STATIC_PORT}/` });
    const page = await load({ url: `${SITE}${path}` });
    return { path, bytes: Buffer.byteLength(html), file, page, ratio: round(page.requestsPerSecond / file.requestsPerSecond, 2) };
  } finally {
    bare.kill("SIGTERM");
  }
}

/** What Lighthouse says when the page's origin had stored data: the run was not a first visit. */
const STORED_DATA = /stored data/i;

/**
 * Lighthouse's mobile run of `path`, LIGHTHOUSE_RUNS times, each in a browser started for it with a profile of its
 * own (a first visit: no service worker, cache or IndexedDB of an earlier run). A run whose report warns of stored
 * data is refused. The server runs at its normal priority. `origin` is the site's unless the floor's is given; the
 * kept reports and traces are named after the path, prefixed by `label`.
 */
async function measureLighthouse(path, keepDir, origin = SITE, label = "") {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const runs = [];
  let trace = null;
  const once = async () => {
    const profile = mkdtempSync(join(tmpdir(), "hpm-bench-profile-"));
    // Lighthouse's own launch flags, with the headless browser's background UI work off as well (chromium.mjs)
    const chromeFlags = disableFeatures(lighthouseFlags(chromeLauncher.Launcher.defaultFlags()));
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags,
      ignoreDefaultFlags: true,
      userDataDir: profile,
    });
    try {
      // the browser's own start (about 2 s of processor time) and the last run's server work are over before the load
      const idle = await quietCores();
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      trace = result?.artifacts?.Trace ?? null;
      return { ...result.lhr, idleBefore: idle };
    } finally {
      chrome.kill();
      rmSync(profile, { recursive: true, force: true });
    }
  };
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    // Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run is taken again, twice at most
    let lhr = await once();
    for (let retry = 0; lhr.runtimeError && retry < 2; retry++) lhr = await once();
    if (lhr.runtimeError) throw new Error(`bench: Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
    const stored = (lhr.runWarnings ?? []).find((w) => STORED_DATA.test(w));
    if (stored) throw new Error(`bench: refused, the run of ${path} was not a first visit: ${stored}`);
    if (keepDir) {
      const name = `${label}${path.replaceAll("/", "_")}-${i}`;
      writeFileSync(join(keepDir, `${name}.json`), JSON.stringify(lhr));
      // the load's trace too, for reading its main-thread tasks
      if (trace) writeFileSync(join(keepDir, `${name}.trace.json`), JSON.stringify(trace));
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const thread = trace ? pageThread(trace) : null;
    runs.push({
      pageCpuMs: thread?.cpuMs ?? null,
      wallPerCpu: thread?.wallPerCpu ?? null,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(audit("first-contentful-paint")),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      cls: round(audit("cumulative-layout-shift"), 3),
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      loadAverage: round(loadavg()[0], 2),
      idleBefore: lhr.idleBefore,
      warnings: lhr.runWarnings,
      lighthouseVersion: lhr.lighthouseVersion,
    });
  }
  // (a run whose trace was lost has no main-thread figures: their median is over the runs that have them)
  const medianOf = (key) => median(runs.map((r) => r[key]).filter((v) => v !== null));
  return {
    lighthouseVersion: runs[0]?.lighthouseVersion,
    median: {
      score: medianOf("score"),
      fcpMs: medianOf("fcpMs"),
      lcpMs: medianOf("lcpMs"),
      tbtMs: medianOf("tbtMs"),
      cls: medianOf("cls"),
      benchmarkIndex: medianOf("benchmarkIndex"),
      pageCpuMs: medianOf("pageCpuMs") ?? null,
      wallPerCpu: medianOf("wallPerCpu") ?? null,
      idleBefore: medianOf("idleBefore") ?? null,
    },
    runs,
  };
}

/**
 * Waits until the machine's cores have settled (the server's and the last browser's work done): until at least
 * QUIET_IDLE of them is idle over half a second, or QUIET_WAIT_MS have passed. Returns the idle share last seen.
 */
async function quietCores() {
  const sample = () =>
    cpus().reduce((t, c) => ({ idle: t.idle + c.times.idle, all: t.all + Object.values(c.times).reduce((a, b) => a + b, 0) }), {
      idle: 0,
      all: 0,
    });
  const until = Date.now() + QUIET_WAIT_MS;
  let idle = 0;
  do {
    const a = sample();
    await new Promise((r) => setTimeout(r, 500));
    const b = sample();
    idle = (b.idle - a.idle) / Math.max(1, b.all - a.all);
  } while (idle < QUIET_IDLE && Date.now() < until);
  return round(idle, 2);
}

/**
 * The floor under the Lighthouse figures, in the same run: each measured page as the site sent it, without its
 * scripts, from a bare Node http server (with the built site's images and icons), measured the same way. What such a
 * page still costs (parsing, style, layout, paint, images) is what this machine gives any page; what the site's page
 * scores above it is its scripts'.
 */
async function measureFloor(paths, dist, work, keepDir) {
  const pagesDir = join(work, "floor");
  mkdirSync(pagesDir, { recursive: true });
  for (const path of paths) {
    const html = await (await fetch(`${SITE}${path}`)).text();
    writeFileSync(join(pagesDir, floorFileName(path)), withoutScripts(html));
  }
  const floor = spawn(process.execPath, [fileURLToPath(import.meta.url), "--bare-floor", String(FLOOR_PORT), pagesDir, dist], {
    stdio: "inherit",
  });
  try {
    await waitFor(`http://${HOST}:${FLOOR_PORT}${paths[0]}`);
    const out = {};
    for (const path of paths)
      out[path] = (await measureLighthouse(path, keepDir, `http://${HOST}:${FLOOR_PORT}`, "floor")).median;
    return out;
  } finally {
    floor.kill("SIGTERM");
  }
}

/**
 * What the page's own main thread did in a run, from its trace: the processor time of its tasks in the load's first
 * three seconds (what the page costs, whatever else the machine runs), and, for its tasks of 5 ms or more, their
 * length on the clock over their processor time. Lighthouse multiplies a task's length on the clock; a ratio well
 * above 1 means the thread waited for a processor (the browser's other processes, Lighthouse and the server share
 * this machine's cores with it), not that the page worked longer.
 */
function pageThread(trace) {
  const events = trace.traceEvents ?? [];
  const nav = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!nav) return null;
  const tasks = events.filter(
    (e) =>
      e.pid === nav.pid &&
      e.tid === nav.tid &&
      e.ph === "X" &&
      e.name === "RunTask" &&
      e.ts >= nav.ts &&
      e.ts < nav.ts + PAGE_THREAD_WINDOW_US &&
      typeof e.tdur === "number",
  );
  const long = tasks.filter((e) => e.dur >= 5000);
  const cpu = (list) => list.reduce((sum, e) => sum + e.tdur, 0);
  const wall = long.reduce((sum, e) => sum + e.dur, 0);
  return { cpuMs: Math.round(cpu(tasks) / 1000), wallPerCpu: cpu(long) > 0 ? round(wall / cpu(long), 1) : null };
}

async function measureOffline() {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ serviceWorkers: "allow", viewport: { width: 360, height: 740 } });
    await context.addInitScript(() => {
      const rendered = () =>
        document.querySelector("main h1") && document.querySelector("header a") && document.querySelector("footer h2, footer h3");
      new MutationObserver((_, observer) => {
        if (!rendered()) return;
        window.__renderedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    });
    const page = await context.newPage();
    await page.goto(`${SITE}/360`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
      await page.reload();
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    }
    await page.waitForFunction(() => window.__renderedAt !== undefined);
    await page.waitForTimeout(2000);
    await context.setOffline(true);
    const runs = [];
    for (let i = 0; i < OFFLINE_RUNS; i++) {
      await page.reload();
      await page.waitForFunction(() => window.__renderedAt !== undefined, undefined, { timeout: 15_000 });
      runs.push(Math.round(await page.evaluate(() => window.__renderedAt)));
    }
    const offlineBanner = await page.getByText("You are offline").first().isVisible();
    return {
      medianMs: [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)],
      runs,
      offlineBannerShown: offlineBanner,
      what: "navigation start to header, main h1 and footer headings in the DOM, page reloaded with the network off (service worker and IndexedDB cache from a first visit), Chromium on this machine without CPU throttling, 360x740",
    };
  } finally {
    await browser.close();
  }
}

/**
 * The cost of taking a page over on use (web/src/boot.ts): a visitor on a phone taps the menu as soon as the page has
 * loaded, before anything else, and waits for it to open (the tap is held and replayed once the page is live). Each
 * run a fresh context (nothing cached), 360x740, the renderer slowed 4x as Lighthouse's mobile run assumes.
 */
async function measureFirstTap() {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  try {
    const runs = [];
    for (let i = 0; i < FIRST_TAP_RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${SITE}/360`, { waitUntil: "load" });
      const menu = page.getByRole("button", { name: "Menu" });
      const tapped = Date.now();
      await menu.tap();
      await page.waitForFunction(() => document.querySelector('button.nav-toggle[aria-expanded="true"]') !== null, undefined, {
        timeout: 20_000,
        polling: 10,
      });
      runs.push(Date.now() - tapped);
      await context.close();
    }
    return {
      medianMs: median(runs),
      runs,
      what: "a tap on /360's menu button right after load, to the menu open (held, then replayed once the application has taken the page over), fresh context per run, 360x740, CPU slowed 4x",
    };
  } finally {
    await browser.close();
  }
}

/** The machine's benchmarkIndex over every Lighthouse run: "median 1,171 (1,120–1,190)". */
function benchmarkIndexes(r) {
  const all = r.lighthouse.flatMap((l) => l.runs.map((run) => run.benchmarkIndex ?? 0)).filter(Boolean);
  if (!all.length) return "not recorded";
  const f = (n) => n.toLocaleString("en-US");
  return `median ${f(median(all))} (${f(Math.min(...all))}–${f(Math.max(...all))})`;
}

function round(n, digits) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function machine() {
  const git = (...args) => {
    try {
      return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return null;
    }
  };
  let chromium = null;
  try {
    chromium = execFileSync(CHROMIUM, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {}
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    loadAverage: loadavg().map((l) => round(l, 2)),
    chromium,
    commit: git("rev-parse", "--short", "HEAD"),
    uncommittedChanges: (git("status", "--porcelain") ?? "") !== "",
  };
}

function targets(report) {
  const out = [];
  const lh = (route, key, limit, cmp, label, fmt) => {
    const v = route.median[key];
    out.push({ target: `${route.path}: ${label}`, actual: fmt(v, route), met: cmp(v, limit) });
  };
  for (const route of report.lighthouse) {
    lh(
      route,
      "score",
      TARGETS.lighthouseScore,
      (v, l) => v >= l,
      `Lighthouse mobile performance ≥ ${TARGETS.lighthouseScore}`,
      String,
    );
    lh(
      route,
      "lcpMs",
      TARGETS.lcpMs,
      (v, l) => v <= l,
      `LCP ≤ ${TARGETS.lcpMs / 1000} s`,
      (v) => `${(v / 1000).toFixed(2)} s`,
    );
    lh(
      route,
      "tbtMs",
      TARGETS.tbtMs,
      (v, l) => v <= l,
      `TBT ≤ ${TARGETS.tbtMs} ms`,
      // (and what the same page without its scripts gets on this machine, in the same run)
      (v, r) => `${v} ms${r.floor ? ` (without its scripts: ${r.floor.tbtMs} ms)` : ""}`,
    );
    lh(route, "cls", TARGETS.cls, (v, l) => v <= l, `CLS ≤ ${TARGETS.cls}`, String);
  }
  if (!report.availability.blogPostPath)
    out.push({ target: "blog post: Lighthouse targets", actual: report.availability.blog, met: null });
  const home = report.api.results.find((r) => r.key === "contentHome");
  out.push({
    target: `get-page-content-list ≥ ${TARGETS.contentRatio * 100}% of the bare route's throughput`,
    actual: `${Math.round(home.ratioToBare * 100)}% (${home.requestsPerSecond} vs ${report.api.bare.requestsPerSecond} req/s)`,
    met: home.ratioToBare >= TARGETS.contentRatio,
  });
  out.push({
    target: `get-page-content-list p99 ≤ ${TARGETS.contentP99Ms} ms at ${report.api.connections} connections`,
    actual: `${home.p99Ms} ms`,
    met: home.p99Ms <= TARGETS.contentP99Ms,
  });
  out.push({
    target: `offline repeat visit renders /360 in < ${TARGETS.offlineMs / 1000} s`,
    actual: `${report.offline.medianMs} ms`,
    met: report.offline.medianMs < TARGETS.offlineMs,
  });
  if (report.pages)
    out.push({
      target: `a cached page (${report.pages.path}) ≥ ${TARGETS.pageToStaticRatio * 100}% of a bare Node http server sending the same bytes, ${report.api.connections} connections`,
      actual: `${Math.round(report.pages.ratio * 100)}% (${report.pages.page.requestsPerSecond} vs ${report.pages.file.requestsPerSecond} req/s)`,
      met: report.pages.ratio >= TARGETS.pageToStaticRatio,
    });
  if (report.pages)
    out.push({
      target: `a cached page (${report.pages.path}) p99 ≤ ${TARGETS.pageP99Ms} ms at ${report.api.connections} connections`,
      actual: `${report.pages.page.p99Ms} ms`,
      met: report.pages.page.p99Ms <= TARGETS.pageP99Ms,
    });
  if (report.firstVisit)
    for (const [key, label] of [
      ["normal", "first anonymous visit to /360"],
      ["saveData", "first anonymous visit to /360 with Save-Data (2g)"],
    ])
      out.push({
        target: `${label}: ≤ ${TARGETS.firstVisitBytes / 1024} KiB on the wire in 30 s, service worker and warm-up included`,
        actual: `${(report.firstVisit[key].bytes / 1024).toFixed(1)} KiB in ${report.firstVisit[key].urls} requests (warm-up: ${report.firstVisit[key].warm ?? "not through"})${report.firstVisit.measuredAlone ? `, measured on its own (\`node scripts/bench.mjs --first-visit-only\`) at ${report.firstVisit.measuredAlone}` : ""}`,
        met: report.firstVisit[key].bytes <= TARGETS.firstVisitBytes,
      });
  if (report.fieldKit) {
    const { shrink, resume } = report.fieldKit;
    out.push({
      target: `field kit: a 12-megapixel JPEG shrunk on the device to ≤ 1 MB and ≤ ${TARGETS.shrinkPixels} px in ≤ ${TARGETS.shrinkMs / 1000} s (median of ${shrink.runs.length})`,
      actual: `${(shrink.median.ms / 1000).toFixed(2)} s; ${(shrink.median.inputBytes / 1048576).toFixed(1)} MB → ${(shrink.largestOutputBytes / 1024).toFixed(0)} KB at most, long side ${shrink.largestSide} px at most`,
      met:
        shrink.median.ms <= TARGETS.shrinkMs &&
        shrink.largestOutputBytes <= TARGETS.shrinkBytes &&
        shrink.largestSide <= TARGETS.shrinkPixels,
    });
    out.push({
      target: `field kit: no main-thread task over ${TARGETS.shrinkLongestTaskMs} ms while a photo is shrunk (every run)`,
      actual: `longest ${shrink.longestTaskMs} ms`,
      met: shrink.longestTaskMs <= TARGETS.shrinkLongestTaskMs,
    });
    out.push({
      target: `field kit: a 3 MB attachment through a proxy cutting every 500 KB arrives with ≤ ${TARGETS.resumeWireRatio} × its size on the wire, stored once (worst of ${resume.runs.length})`,
      actual: `${resume.worst.ratio.toFixed(2)} × (${(resume.worst.wireBytes / 1048576).toFixed(2)} MB for ${(resume.worst.fileBytes / 1048576).toFixed(2)} MB, ${resume.worst.seconds} s); reports stored: ${resume.runs.map((r) => r.reportsStored).join(", ")}`,
      met: resume.runs.every((r) => r.ratio <= TARGETS.resumeWireRatio && r.reportsStored === 1),
    });
  }
  const search = report.availability.agentSearch;
  out.push({
    target: `agent search over ${search.agents} agents < ${TARGETS.agentSearchMs} ms per keystroke (every keystroke)`,
    actual: `max ${search.maxMs} ms (median ${search.medianMs} ms)`,
    met: search.maxMs < TARGETS.agentSearchMs,
  });
  if (report.mail)
    out.push({
      target: `${MAIL_NOTIFICATIONS} notifications drain in < ${TARGETS.mailDrainSeconds} s against a local SMTP server, each delivered once`,
      actual: `${report.mail.seconds} s (${report.mail.perSecond}/s, ${report.mail.concurrency} in flight)${report.mail.deliveredOnce ? "" : ", NOT each once"}`,
      met: report.mail.seconds < TARGETS.mailDrainSeconds && report.mail.deliveredOnce,
    });
  else
    out.push({
      target: `${MAIL_NOTIFICATIONS} notifications drain in < ${TARGETS.mailDrainSeconds} s`,
      actual: "not measured",
      met: null,
    });
  const worst = [...report.routes].sort((a, b) => b.jsGzip - a.jsGzip)[0];
  const over = report.routes.filter((r) => r.jsGzip > BUDGETS.jsGzip || r.cssGzip > BUDGETS.cssGzip || r.forbidden.length > 0);
  out.push({
    target: `initial JS ≤ ${BUDGETS.jsGzip / 1024} KiB and CSS ≤ ${BUDGETS.cssGzip / 1024} KiB gzip, no heavy/admin code, every public route`,
    actual: `${over.length} of ${report.routes.length} routes over; largest initial JS ${kib(worst.jsGzip)} KiB (${worst.path}); forbidden code: ${report.routes.some((r) => r.forbidden.length > 0) ? "yes" : "none"}`,
    met: report.budgets.problems.length === 0,
  });
  if (report.start) {
    out.push({
      target: `startup JavaScript (what a visitor's page runs at load: the inline entry) ≤ ${BUDGETS.startupGzip / 1024} KiB gzip`,
      actual: `${kib(report.start.entryGzip)} KiB`,
      met: report.start.entryGzip <= BUDGETS.startupGzip,
    });
    out.push({
      target: `take-over JavaScript (react, router, startup chunks, run on first use or once quiet) ≤ ${BUDGETS.takeOverGzip / 1024} KiB gzip`,
      actual: `${kib(report.start.takeOverGzip)} KiB`,
      met: report.start.takeOverGzip <= BUDGETS.takeOverGzip,
    });
  }
  return out;
}

function table(header, rows) {
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}

function describe(r, path) {
  const route = r.routes.find((x) =>
    new RegExp(`^${x.path.replace(/[.*+?^{}()|[\]\\&]/g, "\\$&").replace(/\\\$\w+/g, "[^/]+")}$`).test(path),
  );
  if (!route) return "";
  return route.pageModule.endsWith("PlaceholderPage.tsx")
    ? "placeholder: banner from stored content and a 'coming soon' line"
    : `page: \`${route.pageModule}\``;
}

function markdown(r) {
  const mark = (met) => (met === null ? "n/a" : met ? "met" : "**missed**");
  const lazyList = (route) =>
    route.lazy.length === 0
      ? "none"
      : route.lazy.map((l) => `${l.module.replace(/^.*node_modules\//, "")} (${kib(l.gzip)})`).join(", ");
  const sections = [
    "# Benchmark report",
    `Generated by \`npm run bench\` at ${r.generatedAt} (commit ${r.machine.commit}${r.machine.uncommittedChanges ? " with uncommitted changes" : ""}), in ${r.durationSeconds} s. How to read it: [README.md](README.md).`,
    r.notes.map((n) => `- ${n}`).join("\n"),
    `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, load average (1/5/15 min) ${r.machine.loadAverageAtStart.join(" / ")} at the start and ${r.machine.loadAverage.join(" / ")} at the end of the run, Node ${r.machine.node}, ${r.machine.chromium}, Lighthouse ${r.lighthouse[0]?.lighthouseVersion}.`,
    "## Targets",
    table(
      ["target", "actual", "result"],
      r.targets.map((t) => [t.target, t.actual, mark(t.met)]),
    ),
    "## Initial JavaScript and CSS per public route (gzip)",
    `From the build's manifest: the HTML entry and its static imports plus the route's page chunk and its static imports. Budgets: JS ${r.budgets.jsGzipKiB} KiB, CSS ${r.budgets.cssGzipKiB} KiB. Sizes in KiB (gzip level 9). One path per page; aliases (/mwfbi/..., /about-us, ...) load the same chunks.`,
    table(
      ["route", "page", "JS gzip", "JS raw", "CSS gzip", "lazy chunks it can pull (gzip KiB)"],
      r.routes.map((route) => [
        `\`${route.path}\``,
        route.page,
        kib(route.jsGzip),
        kib(route.jsRaw),
        kib(route.cssGzip),
        lazyList(route),
      ]),
    ),
    `Service worker precache: ${r.precache.count} files, ${kib(r.precache.raw)} KiB raw, ${kib(r.precache.gzip)} KiB gzip.`,
    `## Lighthouse mobile (median of ${LIGHTHOUSE_RUNS}, a fresh browser profile per run)`,
    `Default mobile configuration: simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slowdown, Moto G Power screen. Every run is a first visit: a browser started for it with an empty profile (no service worker, cache or IndexedDB), a run whose report warns of stored data refused; the server at its normal priority; Chromium with Lighthouse's own launch flags and its omnibox popup off (a page of the browser's UI that headless Chromium keeps animating, a sixth of a core; scripts/chromium.mjs); each run started once ${Math.round(QUIET_IDLE * 100)}% of the cores were idle (30 s at most). Medians per metric; Lighthouse's benchmarkIndex of this machine ${benchmarkIndexes(r)}. The next two figures come from each run's trace: the processor time of the page's main-thread tasks in the load's first 3 s (what the page itself costs), and, for its tasks of 5 ms or more, their length on the clock over their processor time. Lighthouse multiplies a task's length on the clock by 4; above ×1, the thread was waiting for a core that the browser's other processes, Lighthouse or the server had. The floor: the same page as the site sent it, its scripts taken out, from a bare Node http server with the site's images, measured the same way in the same run. What it still costs (parsing, style, layout, paint, images) is what this machine gives any page; what the site's page gets above it is its scripts'.`,
    table(
      [
        "route",
        "score",
        "FCP",
        "LCP",
        "TBT",
        "CLS",
        "page's main thread, first 3 s",
        "its tasks: clock ÷ processor",
        "without its scripts: score, TBT",
        "what the route is today",
      ],
      r.lighthouse.map((l) => [
        `\`${l.path}\``,
        l.median.score,
        `${(l.median.fcpMs / 1000).toFixed(2)} s`,
        `${(l.median.lcpMs / 1000).toFixed(2)} s`,
        `${l.median.tbtMs} ms`,
        l.median.cls,
        l.median.pageCpuMs == null ? "—" : `${l.median.pageCpuMs} ms`,
        l.median.wallPerCpu == null ? "—" : `×${l.median.wallPerCpu}`,
        l.floor ? `${l.floor.score}, ${l.floor.tbtMs} ms` : "—",
        describe(r, l.path),
      ]),
    ),
    r.availability.blogPostPath ? "" : `Blog post: ${r.availability.blog}, so no post was measured.`,
    "## API throughput",
    `autocannon, ${r.api.connections} connections, ${r.api.durationSeconds} s per target after a 1 s warm-up, from the same process tree on the same machine. The bare route is a separate Fastify process answering a constant JSON body to the same POST.`,
    table(
      ["route", "req/s", "p50", "p99", "ratio to bare", "non-2xx / errors"],
      [
        [
          "bare Fastify route (constant)",
          r.api.bare.requestsPerSecond,
          `${r.api.bare.p50Ms} ms`,
          `${r.api.bare.p99Ms} ms`,
          "1.00",
          `${r.api.bare.non2xx} / ${r.api.bare.errors}`,
        ],
        ...r.api.results.map((a) => [
          a.name,
          a.requestsPerSecond,
          `${a.p50Ms} ms`,
          `${a.p99Ms} ms`,
          a.ratioToBare.toFixed(2),
          `${a.non2xx} / ${a.errors}`,
        ]),
      ],
    ),
    r.api.skipped.map((s) => `- ${s.name}: ${s.reason}.`).join("\n"),
    "## Offline repeat visit",
    `/360 with the network off after one online visit: median ${r.offline.medianMs} ms over ${r.offline.runs.length} reloads (${r.offline.runs.join(", ")} ms); offline notice shown: ${r.offline.offlineBannerShown ? "yes" : "no"}. Measured as ${r.offline.what}.`,
    "## A first tap before the take-over",
    r.firstTap
      ? `A visitor's page is taken over when it is used (web/src/boot.ts): ${r.firstTap.what}. Median ${r.firstTap.medianMs} ms over ${r.firstTap.runs.length} runs (${r.firstTap.runs.join(", ")} ms). No target: it is the price of the page's quiet start, paid only by a tap that comes before the take-over (a scroll or a first touch starts it).`
      : "Not measured in this run.",
    "## Roadside field kit",
    r.fieldKit
      ? [
          `In Debian's chromium against the running site${r.fieldKit.measuredAlone ? ` (measured on its own, \`node scripts/bench.mjs --field-kit-only\`, at ${r.fieldKit.measuredAlone})` : ""}; load average at the end ${r.fieldKit.loadAverage.join(" / ")}.`,
          `- Photo shrinking (the site's worker on /360/ers, a 4000 × 3000 noisy JPEG made in the page): ${r.fieldKit.shrink.runs.map((x) => `${x.ms} ms, ${(x.inputBytes / 1048576).toFixed(1)} MB → ${(x.outputBytes / 1024).toFixed(0)} KB, ${x.width} × ${x.height}, longest main-thread task ${x.longestTaskMs} ms`).join("; ")}.`,
          `- Resumed upload (an ERS report with a 3 MB attachment through a TCP proxy that cuts the connection after every 500 KB it forwards): ${r.fieldKit.resume.runs.map((x) => `${(x.wireBytes / 1048576).toFixed(2)} MB forwarded for ${(x.fileBytes / 1048576).toFixed(2)} MB (${x.ratio.toFixed(2)} ×) in ${x.seconds} s, ${x.reportsStored} report stored`).join("; ")}.`,
        ].join("\n")
      : "Not measured in this report.",
    "## Agent directory",
    [
      `- 5,000-agent directory: ${r.availability.agentCount === null ? r.availability.agentDirectory5000 : `${r.availability.agentCount >= 5000 ? "available" : "not available yet"}, the agent list answered ${r.availability.agentCount} agents`}.`,
      `- Agent search time over ${r.availability.agentSearch.agents} agents: median ${r.availability.agentSearch.medianMs} ms, p95 ${r.availability.agentSearch.p95Ms} ms, max ${r.availability.agentSearch.maxMs} ms over ${r.availability.agentSearch.keystrokes} keystrokes (target < ${TARGETS.agentSearchMs} ms per keystroke).`,
    ].join("\n"),
    "## A rendered page against a static file",
    r.pages
      ? `\`${r.pages.path}\` as the server sends it (rendered with its stored content, kept per URL for PAGE_CACHE_MS and cleared by any staff change) against the ceiling: the same ${r.pages.bytes} bytes sent from memory by a bare Node \`http\` server (a process of its own), in the same run; autocannon, ${r.api.connections} connections, ${r.api.durationSeconds} s each: page ${r.pages.page.requestsPerSecond} req/s (p99 ${r.pages.page.p99Ms} ms), bare server ${r.pages.file.requestsPerSecond} req/s (p99 ${r.pages.file.p99Ms} ms), ratio ${r.pages.ratio.toFixed(2)}.`
      : "Not measured in this report.",
    "## One instance and two",
    r.instances
      ? [
          `Both on one fresh PostgreSQL database and Redis (as several instances run), the server's production build of the site, autocannon with ${r.instances.connections} connections in all for ${r.instances.durationSeconds} s: on one instance, then split half and half over two (as a load balancer would), summed. The machine has ${r.instances.cpus} cores, shared by both instances, the database and autocannon itself.${r.instances.measuredAlone ? ` Measured on its own (\`node scripts/bench.mjs --instances-only\`) at ${r.instances.measuredAlone}.` : ""}`,
          table(
            ["route", "one instance req/s (p99)", "two instances req/s (p99)", "two ÷ one", "non-2xx / errors"],
            r.instances.rows.map((row) => [
              row.name,
              `${row.one.requestsPerSecond} (${row.one.p99Ms} ms)`,
              `${row.two.requestsPerSecond} (${row.two.p99Ms} ms)`,
              row.scale.toFixed(2),
              `${row.one.non2xx + row.two.non2xx} / ${row.one.errors + row.two.errors}`,
            ]),
          ),
        ].join("\n\n")
      : "Not measured in this report.",
    "## Mail delivery",
    r.mail
      ? `${r.mail.notifications} notifications queued in a fresh embedded database and delivered by the mail worker to a local SMTP server (smtp-server, the API tests' sink), ${r.mail.concurrency} messages in flight (MAIL_CONCURRENCY): ${r.mail.seconds} s, ${r.mail.perSecond} a second; each delivered exactly once: ${r.mail.deliveredOnce ? "yes" : "**no**"}. Load average at the time ${r.mail.loadAverage.join(" / ")}.${r.mail.measuredAlone ? ` Measured on its own (\`node scripts/bench.mjs --mail-only\`) at ${r.mail.measuredAlone}, commit ${r.mail.commit ?? "?"}.` : ""}`
      : "Not measured in this report.",
  ];
  return `${sections.filter(Boolean).join("\n\n")}\n`;
}
