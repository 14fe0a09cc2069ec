// @vitest-environment happy-dom
import { type FieldDef, type ListItem, readList } from "@hpm/contracts";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { mountPoint } from "../test/mount-point";
import { ListEditor } from "./ListEditor";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const field: FieldDef = { name: "list", label: "Steps", kind: "list", item: [{ name: "title", label: "Title", kind: "text" }] };
const stored = JSON.stringify([{ title: "One" }, { title: "Two" }, { title: "Three" }]);

const dom = mountPoint();

function render(items: ListItem[], onSave: (items: ListItem[], action?: string) => Promise<boolean>) {
  act(() => dom.root.render(<ListEditor field={field} items={items} onSave={onSave} />));
}

const button = (name: string) => {
  const found = [...dom.container.querySelectorAll("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

async function click(name: string) {
  await act(async () => button(name).click());
}

function type(label: string, value: string) {
  const labelEl = [...dom.container.querySelectorAll("label")].find((l) => l.textContent === label);
  const input = dom.container.querySelector<HTMLInputElement>(`#${CSS.escape(labelEl?.htmlFor ?? "")}`);
  if (!input) throw new Error(`no input ${label}`);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("ListEditor item ids", () => {
  it("keeps each item's id when items are moved", async () => {
    const items = readList(stored);
    const onSave = vi.fn(async () => true);
    render(items, onSave);
    await click("Move item 1 down");
    await click("Move item 3 up");
    act(() => dom.root.unmount());
    dom.root = createRoot(dom.container);
    expect(onSave).toHaveBeenCalledTimes(1);
    const [saved, action] = onSave.mock.calls[0] as unknown as [ListItem[], string];
    expect(action).toBe("move");
    expect(saved.map((i) => i.title)).toEqual(["Two", "Three", "One"]);
    expect(saved.map((i) => i.id)).toEqual([items[1]?.id, items[2]?.id, items[0]?.id]);
  });

  it("gives an added item a new id and keeps the id of an edited one", async () => {
    const items = readList(stored);
    const onSave = vi.fn(async () => true);
    render(items, onSave);
    type("Title", "Four");
    await click("Add");
    const added = (onSave.mock.calls[0] as unknown as [ListItem[]])[0];
    expect(added.slice(0, 3)).toEqual(items);
    expect(added[3]?.title).toBe("Four");
    expect(added[3]?.id).toMatch(/^[a-z0-9]+$/);
    expect(items.map((i) => i.id)).not.toContain(added[3]?.id);

    await click("Edit item 2");
    type("Title", "Second");
    await click("Save");
    const edited = (onSave.mock.calls[1] as unknown as [ListItem[]])[0];
    expect(edited[1]).toEqual({ id: items[1]?.id, title: "Second" });
    expect(edited.map((i) => i.id)).toEqual(added.map((i) => i.id));
  });
});

describe("ListEditor item form", () => {
  const input = (label: string) => {
    const labelEl = [...dom.container.querySelectorAll("label")].find((l) => l.textContent === label);
    return dom.container.querySelector<HTMLInputElement>(`#${CSS.escape(labelEl?.htmlFor ?? "")}`);
  };
  const form = () => dom.container.querySelector<HTMLFieldSetElement>("fieldset.list-form");

  it("opens an item where the editor is looking: in view, focus in its first field; Cancel goes back to its Edit button", async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    render(
      readList(stored),
      vi.fn(async () => true),
    );
    expect(form()?.querySelector("legend")?.textContent).toBe("Add an item");
    expect(form()?.dataset.active).toBeUndefined();
    expect(button("Add").className).toBe("btn btn-light");

    await click("Edit item 2");
    expect(form()?.querySelector("legend")?.textContent).toBe("Edit item 2");
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest" });
    expect(scrolled.mock.contexts[0]).toBe(form());
    expect(document.activeElement).toBe(input("Title"));
    expect(input("Title")?.value).toBe("Two");
    // one primary action: the item's Save (the dialog's Submit waits while the form is active: styles.css)
    expect(form()?.dataset.active).toBe("true");
    expect(button("Save").className).toBe("btn");
    expect(form()?.textContent).toContain("Finish this item first: Save it, or Cancel.");

    await click("Cancel");
    expect(document.activeElement).toBe(button("Edit item 2"));
    expect(form()?.querySelector("legend")?.textContent).toBe("Add an item");
    expect(form()?.dataset.active).toBeUndefined();
  });

  it("saves the item with Enter in its field, and gives the focus back to its Edit button", async () => {
    const onSave = vi.fn(async () => true);
    render(readList(stored), onSave);
    await click("Edit item 3");
    type("Title", "Third");
    await act(async () => {
      input("Title")?.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect((onSave.mock.calls[0] as unknown as [ListItem[]])[0].map((i) => i.title)).toEqual(["One", "Two", "Third"]);
    expect(document.activeElement).toBe(button("Edit item 3"));
  });

  it("makes Add the primary action once something is typed, until the form is reset", async () => {
    render(
      readList(stored),
      vi.fn(async () => true),
    );
    type("Title", "Four");
    expect(form()?.dataset.active).toBe("true");
    expect(button("Add").className).toBe("btn");
    expect(form()?.textContent).toContain("Finish this item first: Add it, or Reset the form.");
    await click("Reset");
    expect(form()?.dataset.active).toBeUndefined();
    expect(input("Title")?.value).toBe("");
  });
});
