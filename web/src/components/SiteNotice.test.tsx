// @vitest-environment happy-dom
import { HOME_PAGE, SITE_NOTICE_SECTION } from "@hpm/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentKeys } from "../content/queries";
import { SiteNotice } from "./SiteNotice";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TEXT = "Hail claims: call 866-882-9871, open until 9 pm";

function app(notice: Record<string, { value: string; link?: string }> | undefined) {
  const client = new QueryClient();
  client.setQueryData(contentKeys.page(HOME_PAGE), notice ? { [SITE_NOTICE_SECTION]: notice } : {});
  return (
    <QueryClientProvider client={client}>
      <SiteNotice />
    </QueryClientProvider>
  );
}

const notice = (level: string, status = "true") => ({
  status: { value: status },
  level: { value: level },
  text: { value: TEXT },
  link: { value: "Claims", link: "/360/how-to-claim-file" },
});

let container: HTMLDivElement;
let root: Root | null;

beforeEach(() => {
  sessionStorage.clear();
  container = document.createElement("div");
  document.body.append(container);
  root = null;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

function render(element: ReturnType<typeof app>) {
  root = createRoot(container);
  act(() => root?.render(element));
}

const dismiss = () => container.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notice"]');

describe("SiteNotice", () => {
  it("shows nothing while it is off", () => {
    render(app(notice("urgent", "false")));
    expect(container.innerHTML).toBe("");
    render(app(undefined));
    expect(container.innerHTML).toBe("");
  });

  it.each([
    ["information", "status", true],
    ["warning", "status", false],
    ["urgent", "alert", false],
  ])("at the %s level: role %s, dismissible %s", (level, role, dismissible) => {
    render(app(notice(level)));
    const region = container.querySelector("section");
    expect(region?.getAttribute("aria-label")).toBe("Site notice");
    expect(region?.className).toBe(`site-notice site-notice-${level}`);
    const message = container.querySelector(`[role="${role}"]`);
    expect(message?.textContent).toBe(`${TEXT}Claims`);
    expect(message?.querySelector("a")?.getAttribute("href")).toBe("/360/how-to-claim-file");
    expect(container.querySelectorAll('[role="status"], [role="alert"]')).toHaveLength(1);
    expect(Boolean(dismiss())).toBe(dismissible);
  });

  it("is dismissed for the visit: gone now, and gone on the next page of the visit", () => {
    const main = document.createElement("main");
    main.id = "main";
    main.tabIndex = -1;
    document.body.append(main);
    render(app(notice("information")));
    act(() => dismiss()?.click());
    expect(container.innerHTML).toBe("");
    expect(document.activeElement).toBe(main);
    expect(sessionStorage.getItem("hpm.notice")).toBe(TEXT);
    act(() => root?.unmount());
    render(app(notice("information")));
    expect(container.innerHTML).toBe("");
    main.remove();
  });

  it("a dismissed notice arrives in the server's page and goes once hydrated, with no mismatch", async () => {
    const html = renderToString(app(notice("information")));
    expect(html).toContain(TEXT);
    sessionStorage.setItem("hpm.notice", TEXT);
    container.innerHTML = html;
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, app(notice("information")), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe("");
  });

  it("a changed notice shows again after an earlier one was dismissed", () => {
    sessionStorage.setItem("hpm.notice", "An earlier notice");
    render(app(notice("information")));
    expect(container.textContent).toContain(TEXT);
  });
});
