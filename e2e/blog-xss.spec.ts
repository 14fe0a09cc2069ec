import { XSS_CORPUS } from "../api/src/test/xss-corpus";
import { expect, signIn, test } from "./fixtures";

test(`no dialog fires when each of ${XSS_CORPUS.length} XSS posts is opened`, async ({ page }) => {
  test.setTimeout(240_000);
  expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
  await signIn(page, "editor7@example.com");
  const topic = await page.request.post("/api/blog/topic", { data: { title: `XSS ${Date.now()}`, status: 1 } });
  const tag = await page.request.post("/api/blog/main_topic", {
    data: { tag: "xss", mainTopicId: (await topic.json()).result.id, status: 1 },
  });
  const tagId = String((await tag.json()).result.id);
  const ids: number[] = [];
  for (const [i, payload] of XSS_CORPUS.entries()) {
    const res = await page.request.post("/api/blog/create", {
      data: {
        title: `XSS payload ${i}`,
        subtitle: payload.slice(0, 500),
        tag: tagId,
        imageLink: "/images/banner-fields.jpg",
        richText: `<p>Payload ${i}</p>${payload}`,
        status: "Published",
      },
    });
    expect(res.status(), payload).toBe(200);
    ids.push((await res.json()).result.id);
  }

  const dialogs: string[] = [];
  page.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await page.exposeFunction("__xssHit", (m: string) => dialogs.push(`called ${m}`));
  await page.addInitScript(() => {
    for (const name of ["alert", "confirm", "prompt"] as const)
      (window as unknown as Record<string, unknown>)[name] = (m: unknown) => {
        (window as unknown as { __xssHit: (m: string) => void }).__xssHit(String(m));
      };
  });
  // control: the trap does catch a call
  await page.goto("/360/about/blog");
  await page.evaluate(() => window.alert("control"));
  await expect.poll(() => dialogs).toEqual(["called control"]);
  dialogs.length = 0;
  for (const [i, id] of ids.entries()) {
    await page.goto(`/360/about/blog/${id}`);
    await expect(page.getByText(`Payload ${i}`, { exact: true })).toBeVisible();
    const body = page.locator(".blog-body");
    expect(await body.locator("script, iframe, object, embed, svg, style, form, input").count(), XSS_CORPUS[i]).toBe(0);
    const bad = await body.evaluate((el) =>
      Array.from(el.querySelectorAll("*")).flatMap((n) =>
        Array.from(n.attributes)
          .filter(
            (a) =>
              /^on/i.test(a.name) ||
              ((a.name === "href" || a.name === "src") && /^\s*(javascript|data|vbscript):/i.test(a.value)),
          )
          .map((a) => `${n.tagName}@${a.name}`),
      ),
    );
    expect(bad, XSS_CORPUS[i]).toEqual([]);
    // hover and click everything in the body, which is what event-handler payloads wait for
    for (const el of await body.locator("a, p, img, span, h1").all()) await el.hover({ timeout: 500 }).catch(() => undefined);
  }
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});
