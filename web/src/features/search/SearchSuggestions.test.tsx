// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type AnyRouter, createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { mountPoint } from "../../test/mount-point";
import { searchKeys } from "./queries";
import SearchSuggestions, { type ExtraLink } from "./SearchSuggestions";
import { TEST_DOCS } from "./search-docs.test-data";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountPoint();
let router: AnyRouter;

/** A plain GET search form, as the header renders it; the suggestions make its field a combobox once it is used. */
function Field({ links }: { links?: (q: string) => ExtraLink[] }) {
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <form action="/360/search">
      <input ref={setField} name="q" type="search" aria-label="Search the site" onFocus={() => setUsed(true)} />
      {used && field && <SearchSuggestions input={field} links={links} />}
    </form>
  );
}

async function render(links?: (q: string) => ExtraLink[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // the device's index (its engine is the real one, built from it)
  client.setQueryData(searchKeys.index(), { version: "v1", docs: TEST_DOCS });
  router = createRouter({
    routeTree: createRootRoute({ component: () => <Field links={links} /> }),
    history: createMemoryHistory({ initialEntries: ["/360"] }),
  });
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await router.load();
  });
}

const field = () => {
  const input = dom.container.querySelector<HTMLInputElement>('input[name="q"]');
  if (!input) throw new Error("no field");
  return input;
};
const listbox = () => dom.container.querySelector<HTMLElement>('[role="listbox"]');
const options = () => [...dom.container.querySelectorAll<HTMLElement>('[role="option"]')];
const status = () => dom.container.querySelector('[role="status"]')?.textContent;

async function type(text: string) {
  await act(async () => {
    field().focus();
  });
  await act(async () => {
    field().value = text;
    field().dispatchEvent(new Event("input", { bubbles: true }));
  });
  // the engine's chunk loads and the engine is built from the index
  await act(() => vi.waitFor(() => expect(options().length).toBeGreaterThan(0)));
}

async function press(key: string) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  await act(async () => {
    field().dispatchEvent(event);
  });
  return event;
}

describe("the search combobox", () => {
  it("makes the plain field a combobox with the site's results as options, the matched words marked", async () => {
    await render();
    const input = field();
    expect(input.getAttribute("role")).toBeNull();
    await type("hail");
    // the same element, now a combobox (ARIA 1.2) that controls the listbox
    expect(field()).toBe(input);
    expect(input.getAttribute("role")).toBe("combobox");
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-controls")).toBe(listbox()?.id);
    expect(listbox()?.getAttribute("aria-label")).toBe("Search the site: suggestions");
    expect(listbox()?.hidden).toBe(false);

    const titles = options().map((o) => o.querySelector(".search-option-title")?.innerHTML);
    expect(titles).toEqual([
      "<mark>Hail</mark> Season: Getting Ready Before the Storm",
      "Home Insurance",
      "See all results for “hail”",
    ]);
    expect(options()[1]?.querySelector(".search-option-kind")?.textContent).toBe("Page · Home Insurance");
    expect(options()[1]?.querySelector(".search-option-snippet mark")?.textContent).toBe("hail");
    // the live region counts the results
    expect(status()).toBe("2 results");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
  });

  it("moves through the options with the arrow keys, wrapping, the focus staying in the field", async () => {
    await render();
    await type("roadside");
    const [first, second, last] = options();
    expect(options()).toHaveLength(3);

    expect((await press("ArrowDown")).defaultPrevented).toBe(true);
    expect(field().getAttribute("aria-activedescendant")).toBe(first?.id);
    expect(first?.getAttribute("aria-selected")).toBe("true");
    await press("ArrowDown");
    expect(field().getAttribute("aria-activedescendant")).toBe(second?.id);
    expect(first?.getAttribute("aria-selected")).toBe("false");
    await press("ArrowDown");
    await press("ArrowDown");
    expect(field().getAttribute("aria-activedescendant")).toBe(first?.id);
    await press("ArrowUp");
    expect(field().getAttribute("aria-activedescendant")).toBe(last?.id);
    expect(last?.textContent).toBe("See all results for “roadside”");
    expect(document.activeElement).toBe(field());
  });

  it("closes with Escape, then clears the field; arrows open it again", async () => {
    await render();
    await type("roadside");
    await press("ArrowDown");
    expect((await press("Escape")).defaultPrevented).toBe(true);
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(field().hasAttribute("aria-activedescendant")).toBe(false);
    expect(listbox()?.hidden).toBe(true);

    await press("ArrowDown");
    expect(field().getAttribute("aria-expanded")).toBe("true");
    expect(field().getAttribute("aria-activedescendant")).toBe(options()[0]?.id);

    await press("Escape");
    await press("Escape");
    expect(field().value).toBe("");
    expect(status()).toBe("");
  });

  it("opens the chosen option with Enter, or the results page when none is chosen", async () => {
    await render();
    await type("roadside");
    await press("ArrowDown");
    await press("Enter");
    await vi.waitFor(() => expect(router.state.location.href).toBe("/360/auto-insurance#section-section-4"));
    expect(document.activeElement).not.toBe(field());

    await type("Gillete");
    expect(options()[0]?.querySelector(".search-option-kind")?.textContent).toBe("Agent · Gillette, WY 82716");
    const enter = await press("Enter");
    expect(enter.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(router.state.location.href).toBe("/360/search?q=Gillete"));
  });

  it("opens the results page when the form is sent (its button), and an option when it is clicked", async () => {
    await render();
    await type("hail");
    await act(async () => {
      field().form?.requestSubmit();
    });
    await vi.waitFor(() => expect(router.state.location.href).toBe("/360/search?q=hail"));
    await type("hail");
    await act(async () => {
      options()[0]?.click();
    });
    await vi.waitFor(() => expect(router.state.location.href).toBe("/360/about/blog/2"));
  });

  it("lists links matched beside the site's results (the portal's sibling sites), counted in the live region", async () => {
    await render((q) =>
      q.toLowerCase() === "roadside" ? [{ label: "Roadside Stand", path: "/store/roadside", site: "Store" }] : [],
    );
    await type("roadside");
    const link = options().find((o) => o.querySelector(".search-option-title")?.textContent === "Roadside Stand");
    expect(link?.querySelector(".search-option-kind")?.textContent).toBe("Store");
    expect(status()).toBe("3 results");
  });

  it("says when nothing is found", async () => {
    await render();
    await type("hail");
    await act(async () => {
      field().value = "zzqxj";
      field().dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(options()).toHaveLength(0);
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(status()).toBe("No results");
  });
});
