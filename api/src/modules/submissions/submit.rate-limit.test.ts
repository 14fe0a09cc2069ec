import { randomUUID } from "node:crypto";
import { TUS_VERSION } from "@hpm/contracts";
import { describe, expect, it } from "vitest";
import { RENDERER_ADDRESS } from "../../plugins/page-renderer";
import { setupApp } from "../../test/helper";

const LIMIT = 3;
const t = setupApp({ MAIL_WORKER: "false", RATE_LIMIT_PER_MINUTE: String(LIMIT) });

const ROUTES = ["/api/auth/send-start-a-quote", "/api/auth/contact-us", "/api/auth/ers", "/api/auth/send-contact"];

const post = (url: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url, payload: { client: "mwfbi" }, remoteAddress });

describe("public submission rate limit", () => {
  it.each(ROUTES.map((url, i) => [url, i]))("%s answers 429 with a message once a caller exceeds the limit", async (url, i) => {
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT; n++) statuses.push((await post(url as string, `10.8.0.${i as number}`)).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(400));
    const last = await post(url as string, `10.8.0.${i as number}`);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ status: false, message: expect.stringMatching(/^Too many requests/) });
    // another caller is not affected
    expect((await post(url as string, "10.8.1.1")).statusCode).toBe(400);
  });

  // a report's five files in 256 KB pieces: creation has twice the limit, pieces and offsets ten times
  it.each([
    ["POST", "/api/uploads/resumable", 2, 400],
    ["PATCH", `/api/uploads/resumable/${randomUUID()}`, 10, 404],
    ["HEAD", `/api/uploads/resumable/${randomUUID()}`, 10, 404],
  ] as const)("%s %s (resumable uploads) answers 429 past %i times the limit", async (method, url, factor, status) => {
    const caller = `10.8.2.${factor}${method.length}`;
    const send = () =>
      t.app.inject({
        method,
        url,
        remoteAddress: caller,
        headers: { "tus-resumable": TUS_VERSION, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
        ...(method === "PATCH" ? { payload: Buffer.from("x") } : {}),
      });
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT * factor; n++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual(Array(LIMIT * factor).fill(status));
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.headers["tus-resumable"]).toBe(TUS_VERSION);
  });

  it("never limits the server's own page renderer, whose reads come from no socket", async () => {
    // content reads allow 20 times the limit; the renderer goes past that
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT * 20 + 5; n++)
      statuses.push(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/cms/get-page-content-list",
            payload: { pageName: "FAQ", client: "mwfbi" },
            remoteAddress: RENDERER_ADDRESS,
          })
        ).statusCode,
      );
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
