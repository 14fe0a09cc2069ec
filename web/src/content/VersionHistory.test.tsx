// @vitest-environment happy-dom
import type { ContentVersion, FieldDef } from "@hpm/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mountPoint } from "../test/mount-point";
import { restoreLabel, VersionHistory } from "./VersionHistory";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fields: FieldDef[] = [{ name: "title", label: "Title", kind: "text" }];
const version = (id: number, title: string, extra: Partial<ContentVersion> = {}): ContentVersion => ({
  id,
  content: { title: { value: title } },
  createdBy: "editor1@example.com",
  createdByName: "Editor 1",
  createdAt: "2026-11-25T10:42:00.000Z",
  ...extra,
});
const versions = [
  version(3, "Drafted", { state: "draft", createdAt: "2026-11-26T08:05:00.000Z" }),
  version(2, "Saved", { state: "published" }),
  version(0, "Default", { builtIn: true, createdBy: "", createdByName: "Built-in default", createdAt: "" }),
];

const dom = mountPoint();
const restore = vi.fn(async (_v: ContentVersion) => undefined);

beforeEach(() => {
  restore.mockClear();
});

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <VersionHistory
          fields={fields}
          queryKey={["history-test"]}
          fetchPage={async () => versions}
          toContent={(v) => v.content as never}
          current={{ title: { value: "Drafted" } }}
          restore={restore}
          onConflict={() => undefined}
          empty="Nothing yet"
        />
      </QueryClientProvider>,
    ),
  );
  // the versions' read answers
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const buttons = () => [...dom.container.querySelectorAll("button")];
const button = (name: string | RegExp) => {
  const found = buttons().find((b) => (typeof name === "string" ? b.textContent === name : name.test(b.textContent ?? "")));
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = (name: string | RegExp) => act(async () => button(name).click());

describe("VersionHistory", () => {
  it("lists drafts marked Draft and the built-in default last", async () => {
    await render();
    const entries = [...dom.container.querySelectorAll(".history-list button")].map((b) => b.textContent);
    expect(entries).toEqual([
      "Nov 26, 2026 at 08:05 UTC by Editor 1 (current) Draft",
      "Nov 25, 2026 at 10:42 UTC by Editor 1",
      "Built-in default",
    ]);
  });

  it("asks in view with a button that says what it restores, focused; Keep current goes back to Restore", async () => {
    await render();
    await click(/^Nov 25, 2026/);
    await click("Restore this version");
    const confirm = dom.container.querySelector<HTMLFieldSetElement>("fieldset.restore-confirm");
    expect(confirm).not.toBeNull();
    expect(document.activeElement).toBe(confirm);
    expect(confirm?.querySelector("legend")?.textContent).toMatch(/^Restore this version\? It is saved as a new version/);
    expect(button("Restore version of Nov 25, 10:42").className).toBe("btn");
    expect(button("Keep current").className).toContain("btn-light");
    await click("Keep current");
    expect(document.activeElement).toBe(button("Restore this version"));
    expect(restore).not.toHaveBeenCalled();
  });

  it("restores the built-in default like any other version", async () => {
    await render();
    await click("Built-in default");
    expect(dom.container.querySelector("h3")?.textContent).toBe("The built-in default, compared with the current content");
    await click("Restore this version");
    await click("Restore the built-in default");
    expect(restore).toHaveBeenCalledTimes(1);
    expect(restore.mock.calls[0]?.[0]).toMatchObject({ id: 0, builtIn: true });
  });

  it("names the confirming button after the version's time", () => {
    expect(restoreLabel(version(9, "x", { createdAt: "2026-01-05T23:07:00Z" }))).toBe("Restore version of Jan 5, 23:07");
    expect(restoreLabel(version(0, "x", { builtIn: true }))).toBe("Restore the built-in default");
  });
});
