// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../content/publishing/fake-api";
import { mountPoint } from "../../../test/mount-point";
import { PostScheduleNotice, PublishAtButton } from "./SchedulePostPublish";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = fakeApi();
const pending = {
  id: 7,
  client: "mwfbi",
  kind: "publish-post",
  pageName: null,
  postId: 12,
  asOf: null,
  label: "Barn safety",
  runAt: "2030-12-01T16:00:00.000Z",
  state: "pending",
  createdBy: "editor1@example.com",
  createdByName: "Editor One",
  createdAt: "2026-11-26T10:00:00.000Z",
  doneAt: null,
  error: null,
};

const dom = mountPoint();

beforeEach(() => {
  vi.stubGlobal("fetch", api.fetch);
  api.reset();
  api.routes.listScheduled = () => ({ timeZone: "America/Denver", items: [] });
});

afterEach(() => {
  act(() => dom.root.unmount());
  dom.container.remove();
  vi.unstubAllGlobals();
});

async function render(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => dom.root.render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>));
}

const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.textContent === name || b.getAttribute("aria-label") === name,
  );

describe("a blog post published at a set time", () => {
  it("Publish at… schedules the saved post at the time typed in the site's time zone", async () => {
    api.routes.scheduleChange = (body) => ({ ...pending, runAt: body.at });
    await render(<PublishAtButton postId={12} title="Barn safety" />);
    await act(async () => button("Publish at…")?.click());
    const input = document.querySelector<HTMLInputElement>('dialog[open] input[type="datetime-local"]');
    await vi.waitFor(() =>
      expect(document.querySelector("dialog[open] .schedule-zone")?.textContent).toContain("America/Denver"),
    );
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    await act(async () => {
      setter?.call(input, "2030-12-01T09:00");
      input?.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => button("Schedule publish")?.click());
    expect(api.sent("scheduleChange")).toEqual([{ kind: "publish-post", postId: 12, at: "2030-12-01T16:00:00.000Z" }]);
  });

  it("shows the post's pending publish, who set it, and cancels it", async () => {
    api.routes.listScheduled = () => ({ timeZone: "America/Denver", items: [pending] });
    api.routes.cancelScheduled = () => ({ ...pending, state: "cancelled" });
    await render(<PostScheduleNotice postId={12} />);
    await vi.waitFor(() =>
      expect(dom.container.textContent).toContain("Publishing scheduled for Dec 1, 2030, 9:00 AM MST by Editor One"),
    );
    await act(async () => button("Cancel scheduled publish")?.click());
    await vi.waitFor(() => expect(api.sent("cancelScheduled")).toEqual([{ id: 7, client: "mwfbi" }]));
  });

  it("says nothing for a post with no pending publish", async () => {
    api.routes.listScheduled = () => ({ timeZone: "America/Denver", items: [{ ...pending, postId: 13 }] });
    await render(<PostScheduleNotice postId={12} />);
    await vi.waitFor(() => expect(api.sent("listScheduled")).toHaveLength(1));
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(dom.container.textContent).toBe("");
  });
});
