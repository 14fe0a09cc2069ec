// @vitest-environment happy-dom
import {
  DEFAULT_CLIENT,
  footerNavigationSection,
  footerSection6,
  HOME_PAGE,
  loadPageSections,
  type SectionContent,
} from "@hpm/contracts";
import type { PageDrafts } from "@hpm/contracts/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../features/auth/auth-store";
import { toastStore } from "../../lib/toast";
import { mountPoint } from "../../test/mount-point";
import EditorPencil from "../EditorPencil";
import { useSection } from "../hooks";
import { contentKeys } from "../queries";
import { useSaveSection } from "../save-section";
import { draftsKey } from "./drafts";
import { fakeApi } from "./fake-api";
import PublishDialog from "./PublishDialog";
import { barPages } from "./page-bar-host";
import { scheduleInstant, zoneLabel } from "./schedule";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = fakeApi();
const { sent } = api;

const NAV = footerNavigationSection.section;
const SOCIAL = footerSection6.section;
const drafted: PageDrafts = {
  pageName: HOME_PAGE,
  client: DEFAULT_CLIENT,
  drafts: [
    {
      section: SOCIAL,
      versionId: 41,
      content: { facebookLink: { value: "https://example.com/drafted" } },
      createdBy: "editor1@example.com",
      createdByName: "Editor One",
      updatedAt: "2026-11-26T10:00:00.000Z",
    },
  ],
  scheduled: [],
};

const dom = mountPoint();
let queryClient: QueryClient;

beforeAll(async () => {
  // the pencils' extras come from the editor's chunk: loaded once here, not within a test's wait
  await Promise.all([loadPageSections(HOME_PAGE), import("../SectionEditor")]);
});

beforeEach(() => {
  vi.stubGlobal("fetch", api.fetch);
  api.reset();
  Object.assign(api.routes, {
    getPageContent: () => ({ [SOCIAL]: { facebookLink: { value: "https://example.com/live" } } }),
    getPageDrafts: () => drafted,
    getPagePresence: () => ({}),
    listScheduled: () => ({ timeZone: "America/Denver", items: [] }),
  });
  authStore.set({ email: "editor1@example.com", name: "Editor One", role: "admin" });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  act(() => dom.root.unmount());
  dom.container.remove();
  authStore.set(null);
  vi.unstubAllGlobals();
});

async function render(ui: ReactNode) {
  await act(async () => dom.root.render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>));
}

/** What the footer's Facebook link shows: the page as this person sees it. */
function FacebookLink() {
  const content = useSection(HOME_PAGE, SOCIAL);
  return <output>{(content.facebookLink as { value: string }).value}</output>;
}

const shown = () => dom.container.querySelector("output")?.textContent;
const bars = () => [...document.querySelectorAll('section[aria-label="Unpublished changes"]')];

describe("the page with its drafts, for editors", () => {
  it("lays each draft over the published content and marks the drafted section's pencil", async () => {
    await render(
      <>
        <FacebookLink />
        <EditorPencil pageName={HOME_PAGE} section={SOCIAL} />
        <EditorPencil pageName={HOME_PAGE} section={NAV} />
      </>,
    );
    await vi.waitFor(() => expect(shown()).toBe("https://example.com/drafted"));
    await vi.waitFor(() => expect(dom.container.querySelector(".pencil-draft")).not.toBeNull());
    const badges = [...dom.container.querySelectorAll(".pencil-draft")];
    expect(badges).toHaveLength(1);
    expect(badges[0]?.textContent).toContain("Draft — not published");
    const pencil = dom.container.querySelector<HTMLButtonElement>('button[aria-label="Edit Footer"]');
    await vi.waitFor(() => expect(pencil?.getAttribute("aria-describedby")).toBe(badges[0]?.id));
    expect(dom.container.querySelector('button[aria-label="Edit Footer Navigation"]')?.hasAttribute("aria-describedby")).toBe(
      false,
    );
    expect(sent("getPageDrafts")).toEqual([{ pageName: HOME_PAGE, client: DEFAULT_CLIENT }]);
  });

  it("shows what is published again once the person is no longer an editor", async () => {
    await render(
      <>
        <FacebookLink />
        <EditorPencil pageName={HOME_PAGE} section={SOCIAL} />
      </>,
    );
    // (a loaded machine: the default second is short for two renders and a read)
    await vi.waitFor(() => expect(shown()).toBe("https://example.com/drafted"), { timeout: 5000 });
    await act(async () => authStore.set({ email: "agent@example.com", name: "Agent", role: "user" }));
    await vi.waitFor(() => expect(shown()).toBe("https://example.com/live"), { timeout: 5000 });
    expect(queryClient.getQueryData(draftsKey(HOME_PAGE))).toBeUndefined();
  });

  it("draws one bar for the page, with the count of its drafts and the ways to publish, preview or discard them", async () => {
    api.routes.getPageDrafts = () => ({
      ...drafted,
      drafts: [...drafted.drafts, { ...drafted.drafts[0], section: NAV, versionId: 42 }],
    });
    await render(
      <>
        <EditorPencil pageName={HOME_PAGE} section={SOCIAL} />
        <EditorPencil pageName={HOME_PAGE} section={NAV} />
      </>,
    );
    await vi.waitFor(() => expect(bars()).toHaveLength(1));
    const bar = bars()[0] as HTMLElement;
    expect(bar.textContent).toContain("This page has 2 unpublished changes");
    expect(bar.querySelector("a")?.getAttribute("href")).toBe(`/preview?page=${HOME_PAGE}`);
    expect(bar.querySelector("a")?.getAttribute("target")).toBe("_blank");
    const names = [...bar.querySelectorAll("button")].map((b) => b.textContent);
    expect(names).toEqual(["Publish all", "Discard", "Share preview link"]);

    // Discard asks first, with the count, then drops the drafts and reads the page again
    api.routes.discardDrafts = () => ({ sections: [SOCIAL, NAV] });
    await act(async () => [...bar.querySelectorAll("button")].find((b) => b.textContent === "Discard")?.click());
    const confirm = document.querySelector("dialog[open]");
    expect(confirm?.textContent).toContain("Discard 2 unpublished changes?");
    api.routes.getPageDrafts = () => ({ ...drafted, drafts: [] });
    await act(async () => [...(confirm?.querySelectorAll("button") ?? [])].find((b) => b.textContent === "Discard")?.click());
    await vi.waitFor(() => expect(bars()).toHaveLength(0));
    expect(sent("discardDrafts")).toEqual([{ pageName: HOME_PAGE, client: DEFAULT_CLIENT }]);
  });

  it("has no bar while the page has no drafts", async () => {
    api.routes.getPageDrafts = () => ({ ...drafted, drafts: [] });
    await render(<EditorPencil pageName={HOME_PAGE} section={SOCIAL} />);
    await vi.waitFor(() => expect(sent("getPageDrafts")).toHaveLength(1));
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(bars()).toHaveLength(0);
    expect(dom.container.querySelector(".pencil-draft")).toBeNull();
  });

  it("draws the bar for the page's own content, the home page's (footer, notice) only where there is no other", () => {
    const home = { pageName: HOME_PAGE, client: DEFAULT_CLIENT };
    const auto = { pageName: "Auto_Insurance", client: DEFAULT_CLIENT };
    expect(barPages([home, auto, auto, home])).toEqual([auto]);
    expect(barPages([home, home])).toEqual([home]);
  });
});

function Saver({ draft }: { draft: boolean }) {
  const save = useSaveSection();
  const content: SectionContent = { facebookLink: { value: "https://example.com/new" } };
  return (
    <button
      type="button"
      onClick={() => void save.mutateAsync({ pageName: HOME_PAGE, section: SOCIAL, content, baseVersion: 41, draft })}
    >
      save
    </button>
  );
}

describe("saving a section as a draft", () => {
  it("sends draft: true and shows the draft to the editor, not in the published content", async () => {
    api.routes.saveSection = () => ({ versionId: 43 });
    queryClient.setQueryData(contentKeys.page(HOME_PAGE), { [SOCIAL]: { facebookLink: { value: "https://example.com/live" } } });
    queryClient.setQueryData(draftsKey(HOME_PAGE), { ...drafted, drafts: [] });
    await render(<Saver draft />);
    await act(async () => dom.container.querySelector("button")?.click());
    await vi.waitFor(() => expect(toastStore.get()[0]?.text).toBe("Draft saved"));
    expect(sent("saveSection")).toEqual([
      {
        pageName: HOME_PAGE,
        section: SOCIAL,
        content: { facebookLink: { value: "https://example.com/new" } },
        client: DEFAULT_CLIENT,
        baseVersion: 41,
        draft: true,
      },
    ]);
    expect(queryClient.getQueryData<Record<string, unknown>>(contentKeys.page(HOME_PAGE))?.[SOCIAL]).toEqual({
      facebookLink: { value: "https://example.com/live" },
    });
    expect(queryClient.getQueryData<PageDrafts>(draftsKey(HOME_PAGE))?.drafts.map((d) => [d.section, d.versionId])).toEqual([
      [SOCIAL, 43],
    ]);
  });

  it("a live save publishes the section: no draft flag, the content replaced, its draft gone", async () => {
    api.routes.saveSection = () => ({ versionId: 44 });
    queryClient.setQueryData(draftsKey(HOME_PAGE), drafted);
    await render(<Saver draft={false} />);
    await act(async () => dom.container.querySelector("button")?.click());
    await vi.waitFor(() => expect(toastStore.get()[0]?.text).toBe("Content Saved"));
    expect(sent("saveSection")[0]).not.toHaveProperty("draft");
    expect(queryClient.getQueryData<Record<string, unknown>>(contentKeys.page(HOME_PAGE))?.[SOCIAL]).toEqual({
      facebookLink: { value: "https://example.com/new" },
    });
    expect(queryClient.getQueryData<PageDrafts>(draftsKey(HOME_PAGE))?.drafts).toEqual([]);
  });
});

describe("Publish all", () => {
  const field = () => document.querySelector<HTMLInputElement>('dialog[open] input[type="datetime-local"]');
  const dialogButton = (name: string) =>
    [...document.querySelectorAll<HTMLButtonElement>("dialog[open] button")].find((b) => b.textContent === name);

  async function typeTime(value: string) {
    const el = field();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    await act(async () => {
      setter?.call(el, value);
      el?.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }

  const onClose = vi.fn();

  async function openDialog(timeZone = "America/Denver") {
    onClose.mockReset();
    api.routes.publishPage = (body) => ({ published: body.at ? [] : [SOCIAL] });
    await render(<PublishDialog pageName={HOME_PAGE} client={DEFAULT_CLIENT} count={2} timeZone={timeZone} onClose={onClose} />);
  }

  it("takes the time in the site's time zone (named beside it) and sends the instant it names", async () => {
    await openDialog();
    expect(document.querySelector("dialog[open] .schedule-zone")?.textContent).toBe("Mountain Time (America/Denver)");
    await typeTime("2030-12-01T09:00");
    await act(async () => dialogButton("Schedule publish")?.click());
    expect(sent("publishPage")).toEqual([{ pageName: HOME_PAGE, client: DEFAULT_CLIENT, at: "2030-12-01T16:00:00.000Z" }]);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    // summer time: 9:00 in Denver is 15:00 UTC
    expect(scheduleInstant("2030-07-01T09:00", "America/Denver")).toEqual({ at: "2030-07-01T15:00:00.000Z" });
  });

  it("refuses a time that has passed or is missing, and Publish now sends no time", async () => {
    await openDialog();
    await act(async () => dialogButton("Schedule publish")?.click());
    expect(document.querySelector("dialog[open] .field-error")?.textContent).toBe("Please enter a date and time.");
    await typeTime("2020-01-01T09:00");
    await act(async () => dialogButton("Schedule publish")?.click());
    expect(document.querySelector("dialog[open] .field-error")?.textContent).toBe("Please choose a time in the future.");
    expect(document.activeElement).toBe(field());
    expect(sent("publishPage")).toEqual([]);

    await act(async () => dialogButton("Publish now")?.click());
    expect(sent("publishPage")).toEqual([{ pageName: HOME_PAGE, client: DEFAULT_CLIENT }]);
  });

  it("converts wall times of another zone, and names it", () => {
    expect(scheduleInstant("2030-12-01T09:00", "Europe/Berlin", new Date("2026-01-01T00:00:00Z"))).toEqual({
      at: "2030-12-01T08:00:00.000Z",
    });
    expect(zoneLabel("Europe/Berlin", new Date("2030-12-01T08:00:00Z"))).toBe("Central European Time (Europe/Berlin)");
  });

  it("takes a time to go back to only before now (a revert's moment)", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(scheduleInstant("2026-11-20T09:00", "America/Denver", now, "past")).toEqual({ at: "2026-11-20T16:00:00.000Z" });
    expect(scheduleInstant("2026-12-20T09:00", "America/Denver", now, "past")).toEqual({
      error: "Please choose a time in the past to go back to.",
    });
    expect(scheduleInstant("", "America/Denver", now, "past")).toEqual({
      error: "Please enter the date and time to go back to.",
    });
  });
});
