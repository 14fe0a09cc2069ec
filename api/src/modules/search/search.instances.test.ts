import { faqAnchor, readList, type SearchIndexData, type SearchResults } from "@hpm/contracts";
import { FAQ_PAGE, faqSections } from "@hpm/contracts/pages/faq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { EDITOR, signIn } from "../../test/helper";
import { instancePair, until } from "../../test/instances";

// Issue 31: an edited FAQ answer is found by its new word within seconds on every instance.

const post = (app: App, url: string, payload: object, cookie: string) =>
  app.inject({ method: "POST", url, payload, headers: { cookie } });
const search = async (app: App, q: string) =>
  (await app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}` })).json<{ result: SearchResults }>().result;
const readIndex = (app: App, etag?: string) =>
  app.inject({ method: "GET", url: "/api/search/index", headers: etag ? { "if-none-match": etag } : {} });

/** The FAQ's questions with the first one's answer replaced, as the list editor saves them (each item with its id). */
function faqWithAnswer(answer: string) {
  const items = readList(faqSections.find((s) => s.section === "Section_2")?.fields[0]?.default);
  const [first, ...rest] = items;
  return { items, content: { list: { value: JSON.stringify([{ ...first, description: answer }, ...rest]) } } };
}

describe("two API instances on one PostgreSQL", () => {
  let a: App;
  let b: App;
  let close: () => Promise<void>;
  let editor = "";

  beforeAll(async () => {
    ({ a, b, close } = await instancePair({ SCHEDULE_POLL_MS: "20", RATE_LIMIT_PER_MINUTE: "100000" }));
    editor = await signIn(a, EDITOR, "Avery Editor");
  });
  afterAll(async () => {
    await close?.();
  });

  it("finds an FAQ answer edited on one instance by its new word on the other, in its search and its index", async () => {
    // the other instance has built and keeps its index
    const before = await readIndex(b);
    expect(before.statusCode).toBe(200);
    const etag = before.headers.etag as string;
    expect((await search(b, "bumblebee")).total).toBe(0);

    const { items, content } = faqWithAnswer("Call your agent first, even about a bumblebee nest in the soffit.");
    const saved = await post(a, "/api/cms/add-new", { pageName: FAQ_PAGE, section: "Section_2", content }, editor);
    expect(saved.statusCode, saved.body).toBe(200);

    const found = await until(
      () => search(b, "bumblebee"),
      (r) => r.total > 0,
    );
    expect(found.hits[0]).toMatchObject({
      kind: "faq",
      title: items[0]?.title,
      url: `/360/faq#${faqAnchor(items[0]?.id ?? "")}`,
    });
    const after = await readIndex(b, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const docs = after.json<{ result: SearchIndexData }>().result.docs;
    expect(docs.find((d) => d.id === `faq:${items[0]?.id}`)?.text).toContain("bumblebee");
  });

  it("finds a change the scheduler published on either instance", async () => {
    const etag = (await readIndex(b)).headers.etag as string;
    await readIndex(a);
    const { content } = faqWithAnswer("Photograph the hail damage before the tarp goes on the grain bin.");
    const ref = { pageName: FAQ_PAGE, section: "Section_2" };
    expect((await post(a, "/api/cms/add-new", { ...ref, content, draft: true }, editor)).statusCode).toBe(200);
    // a draft is no visitor's: the index stays as it was
    expect((await readIndex(b, etag)).statusCode).toBe(304);
    expect((await search(a, "tarp")).total).toBe(0);

    const at = new Date(Date.now() + 1500).toISOString();
    expect((await post(a, "/api/cms/publish", { pageName: FAQ_PAGE, client: "mwfbi", at }, editor)).statusCode).toBe(200);
    for (const app of [a, b])
      expect(
        (
          await until(
            () => search(app, "tarp"),
            (r) => r.total > 0,
            15_000,
          )
        ).hits[0]?.kind,
      ).toBe("faq");
  });
});
