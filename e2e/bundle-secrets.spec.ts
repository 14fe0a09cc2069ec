import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";

const DIST = fileURLToPath(new URL("../web/dist", import.meta.url));
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TEXT = /\.(js|mjs|css|html|json|webmanifest|map|svg|txt)$/;

// The keys e2e/server.mjs gives the API, any set in this environment, and a developer's local session secret.
const SECRETS = [
  "e2e-only-session-secret-5f0c1d2e3a4b5c6d7e8f",
  "e2e-only-hub-token-secret-9a8b7c6d5e4f3a2b1c0d",
  process.env.SESSION_SECRET,
  process.env.HUB_TOKEN_SECRET,
  ...["data/session-secret", "api/data/session-secret"].map((f) =>
    existsSync(join(ROOT, f)) ? readFileSync(join(ROOT, f), "utf8").trim() : undefined,
  ),
].filter((s): s is string => Boolean(s && s.length >= 16));

const PATTERNS: [string, RegExp][] = [
  ["PEM private key", /-----BEGIN (RSA |EC |ENCRYPTED )?PRIVATE KEY-----/],
  ["BEGIN PRIVATE KEY", /BEGIN PRIVATE KEY/],
  ["private JWK member", /"(d|p|q|dp|dq|qi)"\s*:\s*"[A-Za-z0-9_-]{40,}"/],
  ["secret variable name", /\b(SESSION_SECRET|HUB_TOKEN_SECRET|SMTP_URL|DATABASE_URL)\b/],
  ["link-token key derivation", /hub-link-token/],
  ["server-side signing", /\bSignJWT\b|\bcreateHmac\b|\bgenerateKeyPair\b/],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : TEXT.test(name) ? [path] : [];
  });
}

test("no key or secret appears in the built web bundle", () => {
  expect(existsSync(join(DIST, "index.html")), "build the site first (npm run build)").toBe(true);
  const scanned = files(DIST);
  expect(scanned.length).toBeGreaterThan(10);
  expect(SECRETS.length).toBeGreaterThanOrEqual(2);
  const found: string[] = [];
  for (const file of scanned) {
    const text = readFileSync(file, "utf8");
    for (const secret of SECRETS) if (text.includes(secret)) found.push(`${relative(DIST, file)}: a configured secret`);
    for (const [label, pattern] of PATTERNS) if (pattern.test(text)) found.push(`${relative(DIST, file)}: ${label}`);
  }
  expect(found).toEqual([]);
});

test("the scan would catch a leaked key", () => {
  const leaked = `const k="${SECRETS[0]}";\n-----BEGIN PRIVATE KEY-----\n{"d":"${"A".repeat(43)}"}`;
  expect(SECRETS.some((s) => leaked.includes(s))).toBe(true);
  expect(PATTERNS.filter(([, p]) => p.test(leaked)).map(([l]) => l)).toEqual(
    expect.arrayContaining(["PEM private key", "BEGIN PRIVATE KEY", "private JWK member"]),
  );
});
