// @vitest-environment happy-dom
import { zonedTimeToUtc } from "@hpm/contracts";
import type { ScheduledChange } from "@hpm/contracts/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mountPoint } from "../../test/mount-point";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The API of issue 30 is another part's (api/src/modules/publishing): its answers here are the contract's shapes.
const calls: { name: string; body: unknown }[] = [];
let answers: Record<string, (body: unknown) => unknown> = {};
vi.mock("../../lib/api", async (original) => {
  const real = await original<typeof import("../../lib/api")>();
  return {
    ...real,
    api: {
      call: async (name: string, input?: { body?: unknown }) => {
        calls.push({ name, body: input?.body });
        const answer = answers[name];
        if (!answer) throw new real.ApiError(404, `no ${name}`);
        return answer(input?.body);
      },
    },
  };
});

const { ScheduledPage, NOTHING_SCHEDULED } = await import("./ScheduledChanges");

const TZ = "America/Denver";
const change = (id: number, extra: Partial<ScheduledChange>): ScheduledChange => ({
  id,
  client: "mwfbi",
  kind: "notice-on",
  pageName: "360_Home",
  postId: null,
  asOf: null,
  label: "Site notice",
  runAt: "2099-12-01T16:00:00.000Z",
  state: "pending",
  createdBy: "editor1@example.com",
  createdByName: "Editor 1",
  createdAt: "2099-11-25T10:00:00.000Z",
  doneAt: null,
  error: null,
  ...extra,
});

const dom = mountPoint();

beforeEach(() => {
  calls.length = 0;
  answers = { getPageContent: () => ({}), listScheduled: () => ({ timeZone: TZ, items: [] }) };
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <ScheduledPage />
      </QueryClientProvider>,
    ),
  );
  await settle();
}

const byText = (selector: string, text: string | RegExp) =>
  [...document.querySelectorAll<HTMLElement>(selector)].find((el) =>
    typeof text === "string" ? el.textContent === text : text.test(el.textContent ?? ""),
  );
const button = (name: string) => {
  const found = [...document.querySelectorAll("button")].find((b) => (b.getAttribute("aria-label") ?? b.textContent) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const field = (label: string) => {
  const el = byText("label", label) as HTMLLabelElement | undefined;
  const input = document.getElementById(el?.htmlFor ?? "") as HTMLInputElement | HTMLSelectElement | null;
  if (!input) throw new Error(`no field ${label}`);
  return input;
};
function setValue(el: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}
const submit = (name: string) => act(async () => button(name).click());

describe("the Scheduled list", () => {
  it("says when nothing is scheduled, and names the site's time zone", async () => {
    await render();
    expect(calls.find((c) => c.name === "listScheduled")?.body).toEqual({ client: "mwfbi", includePast: true });
    expect(byText('[role="status"]', NOTHING_SCHEDULED)).toBeTruthy();
    expect(dom.container.textContent).toContain("Mountain Time (America/Denver)");
  });

  it("lists what, when (in the site's zone) and who, and cancels a change once the editor confirms", async () => {
    answers.listScheduled = () => ({
      timeZone: TZ,
      items: [
        change(7, {}),
        change(8, {
          kind: "revert-page",
          pageName: "Auto_Insurance",
          label: "Auto Insurance",
          asOf: "2099-11-20T22:00:00.000Z",
        }),
        change(3, { kind: "publish-page", label: "FAQ", state: "failed", error: "The page has no drafts." }),
      ],
    });
    answers.cancelScheduled = (body) => change((body as { id: number }).id, { state: "cancelled" });
    await render();
    const rows = [...dom.container.querySelectorAll("tbody tr")].map((r) => r.textContent);
    expect(rows[0]).toBe("Site notice onDec 1, 2099, 9:00 AM MSTEditor 1Cancel");
    expect(rows[1]).toBe("Revert page: Auto Insurance (to Nov 20, 2099, 3:00 PM MST)Dec 1, 2099, 9:00 AM MSTEditor 1Cancel");
    expect(rows[2]).toContain("Publish drafts: FAQ");
    expect(rows[2]).toContain("FailedThe page has no drafts.");

    await act(async () => button("Cancel Site notice on, Dec 1, 2099, 9:00 AM MST").click());
    const dialog = document.querySelector("dialog");
    expect(dialog?.textContent).toContain("Cancel “Site notice on” at Dec 1, 2099, 9:00 AM MST? It will not happen.");
    await act(async () => button("Cancel the change").click());
    await settle();
    expect(calls.find((c) => c.name === "cancelScheduled")?.body).toEqual({ id: 7, client: "mwfbi" });
  });

  it("schedules the notice on at a time entered in the site's zone, after checking it", async () => {
    answers.scheduleChange = (body) => change(9, body as Partial<ScheduledChange>);
    await render();
    await submit("Schedule the notice change");
    expect(dom.container.textContent).toContain("Please enter a date and time.");
    expect(document.activeElement).toBe(field("Date and time"));
    expect(calls.some((c) => c.name === "scheduleChange")).toBe(false);

    setValue(field("Date and time"), "2020-01-01T09:00");
    await submit("Schedule the notice change");
    expect(dom.container.textContent).toContain("Please choose a time in the future.");

    setValue(field("Date and time"), "2099-12-01T09:00");
    await submit("Schedule the notice change");
    await settle();
    expect(calls.find((c) => c.name === "scheduleChange")?.body).toEqual({
      client: "mwfbi",
      kind: "notice-on",
      at: "2099-12-01T16:00:00.000Z",
    });
  });

  it("schedules a page's revert: the page, the time to go back to (past) and when (future)", async () => {
    answers.scheduleChange = (body) => change(10, body as Partial<ScheduledChange>);
    await render();
    await submit("Schedule the revert");
    expect(dom.container.textContent).toContain("Please choose the page.");
    expect(document.activeElement).toBe(field("Page"));

    setValue(field("Page"), "Auto_Insurance");
    setValue(field("Go back to how it was on"), "2024-03-10T12:30");
    setValue(field("Revert at"), "2099-07-04T06:00");
    await submit("Schedule the revert");
    await settle();
    expect(calls.find((c) => c.name === "scheduleChange")?.body).toEqual({
      client: "mwfbi",
      kind: "revert-page",
      pageName: "Auto_Insurance",
      asOf: zonedTimeToUtc("2024-03-10T12:30", TZ)?.toISOString(),
      at: "2099-07-04T12:00:00.000Z",
    });
  });

  it("says when the list cannot be loaded, with a way to try again", async () => {
    answers.listScheduled = () => {
      throw new Error("Service unavailable");
    };
    await render();
    const alert = dom.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("The scheduled changes could not be loaded. Service unavailable");
    expect(button("Try again")).toBeTruthy();
  });
});
