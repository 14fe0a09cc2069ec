import { describe, expect, it } from "vitest";
import { setupApp } from "./test/helper";

const t = setupApp();

/**
 * Admin routes that write yet change nothing the activity log lists, each with why. Every other admin route that is
 * not a read declares in its config what it changes (`config: { access: "admin", activity }`, modules/activity/index.ts).
 */
const NOT_A_CHANGE: Record<string, string> = {
  "POST /api/cms/history": "a read: the versions of a section",
  "POST /api/blog/history/:id": "a read: the versions of a blog post",
  "POST /api/cms/agent-history": "a read: the versions of an agent",
  "POST /api/cms/presence": "an open editor's ping (who has a section open), no content changes",
  "POST /api/cms/presence/page": "a read: who has which section of a page open",
  "POST /api/cms/drafts": "a read: a page's drafts and its publishes waiting for their time",
  "POST /api/cms/scheduled": "a read: the Scheduled list",
  "POST /api/cms/preview-links": "a read: the preview links shared for a page",
  "POST /api/cms/upload-image":
    "an upload changes nothing a visitor sees until a section or post that shows it is saved, and that save is logged",
  "POST /api/hub/upload-pdf": "an upload, as above: the hub section that links the PDF is logged when it is saved",
  "POST /api/submissions/:id/resend": "sends a visitor's submission again: the inbox shows each e-mail's delivery",
  "POST /api/auth/admin/sign-out-everywhere": "ends sessions, changes no content: the server log records who did it",
};

const READS = new Set(["GET", "HEAD"]);

describe("the route table", () => {
  it("has every admin write declare its activity, or say why it is not a change", () => {
    const writes = [...t.app.routeAccess]
      .filter(([key, access]) => access === "admin" && !READS.has(key.split(" ")[0] ?? ""))
      .map(([key]) => key);
    expect(writes.length).toBeGreaterThan(15);
    const undeclared = writes.filter((key) => !t.app.routeActivity.has(key) && !(key in NOT_A_CHANGE));
    expect(undeclared, "declare config.activity on these routes, or list them in NOT_A_CHANGE with why").toEqual([]);
    for (const key of Object.keys(NOT_A_CHANGE)) {
      expect(writes, `${key} is listed as not a change but is no admin write`).toContain(key);
      expect(t.app.routeActivity.has(key), `${key} is listed as not a change yet declares an activity`).toBe(false);
    }
  });

  it("has no public or signed-in route declare an activity (only an admin's changes are logged)", () => {
    for (const key of t.app.routeActivity.keys()) expect(t.app.routeAccess.get(key), key).toBe("admin");
  });
});
