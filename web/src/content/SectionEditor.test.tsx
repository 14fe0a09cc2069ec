// @vitest-environment happy-dom
import type { ContentVersion, SectionDef } from "@hpm/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api";
import { mountPoint } from "../test/mount-point";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const def: SectionDef = {
  section: "S",
  title: "Edit S",
  fields: [
    {
      name: "title",
      label: "Title",
      kind: "text",
      default: "Hello",
      rules: [{ kind: "required", message: "Please enter title!" }],
    },
    { name: "more", label: "More", kind: "link", default: "Read", defaultLink: "/about" },
    { name: "box", label: "Box", kind: "group", fields: [{ name: "shown", label: "Shown", kind: "status", default: "true" }] },
    { name: "steps", label: "Steps", kind: "list", item: [{ name: "step", label: "Step", kind: "text" }], default: "[]" },
  ],
};

const mutateAsync = vi.fn();
let historyHead: ContentVersion[] = [];

vi.mock("@hpm/contracts", async (original) => ({
  ...(await original<typeof import("@hpm/contracts")>()),
  requireSectionDef: () => def,
}));
vi.mock("./hooks", async () => {
  const { mergeSection } = await import("@hpm/contracts");
  const current = mergeSection(def, undefined);
  return { useSection: () => current };
});
vi.mock("./save-section", () => ({
  DRAFT_SAVED_MESSAGE: "Draft saved",
  useSaveSection: () => ({ mutateAsync, isPending: false }),
}));
vi.mock("./presence", () => ({ useEditPresence: () => [] }));
vi.mock("../offline/use-online", () => ({ useOnline: () => true }));
vi.mock("./history-queries", () => ({
  historyKey: (...key: string[]) => ["history", ...key],
  historyQueryOptions: (...key: unknown[]) => ({ queryKey: ["history", ...key], queryFn: async () => historyHead }),
}));

const { default: SectionEditor } = await import("./SectionEditor");

const dom = mountPoint();

beforeEach(() => {
  mutateAsync.mockReset();
  historyHead = [];
});

async function render() {
  const client = new QueryClient();
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <SectionEditor pageName="P" section="S" onClose={() => undefined} />
      </QueryClientProvider>,
    ),
  );
}

const input = (label: string) => {
  const found = [...dom.container.querySelectorAll("label")].find((l) => l.textContent === label);
  const el = found && dom.container.querySelector<HTMLInputElement>(`[id="${found.htmlFor}"]`);
  if (!el) throw new Error(`no input ${label}`);
  return el;
};

const button = (name: string) => {
  const found = [...dom.container.querySelectorAll("button")].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

async function type(label: string, value: string) {
  const el = input(label);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function submit() {
  await act(async () => button("Submit").click());
}

describe("SectionEditor", () => {
  it("shows each field by its kind: a text box, a link's text and URL, a group's fields, a list", async () => {
    await render();
    expect(input("Title").value).toBe("Hello");
    expect(input("More text").value).toBe("Read");
    expect(input("More URL").value).toBe("/about");
    expect(dom.container.querySelector("fieldset.group legend")?.textContent).toBe("Box");
    expect(input("Shown").checked).toBe(true);
    expect(dom.container.querySelector("fieldset.list-editor legend")?.textContent).toBe("Steps");
  });

  it("shows a field's error under it and saves nothing; saves the form from the newest version once valid", async () => {
    await render();
    await type("Title", "");
    await submit();
    expect(dom.container.querySelector(".field-error")?.textContent).toBe("Please enter title!");
    expect(document.activeElement).toBe(input("Title"));
    expect(mutateAsync).not.toHaveBeenCalled();

    mutateAsync.mockResolvedValue({ versionId: 7 });
    await type("Title", "New");
    await submit();
    expect(mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({
        pageName: "P",
        section: "S",
        baseVersion: 0,
        content: expect.objectContaining({ title: { value: "New" } }),
      }),
    );
  });

  it("on a conflict, shows the other version beside the form and takes it on request", async () => {
    const theirs: ContentVersion = {
      id: 9,
      content: { title: { value: "Theirs" } },
      createdAt: new Date().toISOString(),
      createdBy: "b@x.org",
    };
    mutateAsync.mockRejectedValue(new ApiError(409, "Someone else saved this section.", [], { current: theirs }));
    await render();
    await type("Title", "Mine");
    await submit();
    expect(dom.container.querySelector(".edit-conflict strong")?.textContent).toBe("Someone else saved this section.");
    expect(dom.container.querySelector(".version-compare")).not.toBeNull();

    await act(async () => button("Use their version").click());
    expect(dom.container.querySelector(".edit-conflict")).toBeNull();
    expect(input("Title").value).toBe("Theirs");
  });
});

describe("SectionEditor drafts (issue 30)", () => {
  it("Save draft sends draft: true with the version it opened; Submit still publishes at once", async () => {
    mutateAsync.mockResolvedValue({ versionId: 8 });
    await render();
    await type("Title", "Later");
    await act(async () => button("Save draft").click());
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(mutateAsync).toHaveBeenLastCalledWith(
      expect.objectContaining({ draft: true, baseVersion: 0, content: expect.objectContaining({ title: { value: "Later" } }) }),
    );

    await render();
    await submit();
    expect(mutateAsync).toHaveBeenCalledTimes(2);
    expect(mutateAsync.mock.calls[1]?.[0]).not.toHaveProperty("draft");
  });

  it("Save draft checks the fields first, as Submit does", async () => {
    await render();
    await type("Title", "");
    await act(async () => button("Save draft").click());
    expect(dom.container.querySelector(".field-error")?.textContent).toBe("Please enter title!");
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it("a section with a draft opens it, says so, and its list's item saves continue the draft", async () => {
    historyHead = [
      {
        id: 12,
        state: "draft",
        content: { title: { value: "Drafted" } },
        createdAt: new Date().toISOString(),
        createdBy: "a@x.org",
      },
    ];
    mutateAsync.mockResolvedValue({ versionId: 13 });
    await render();
    await vi.waitFor(() => expect(input("Title").value).toBe("Drafted"));
    expect(dom.container.textContent).toContain("This section has an unpublished draft");
    expect(dom.container.querySelector(".list-draft-note")?.textContent).toBe("Changes to this list are saved to the draft.");

    await type("Step", "First step");
    await act(async () => button("Add").click());
    expect(mutateAsync).toHaveBeenCalledWith(expect.objectContaining({ draft: true, baseVersion: 12, message: "Draft saved" }));
  });

  it("without a draft, a list's item saves are live and nothing speaks of a draft", async () => {
    mutateAsync.mockResolvedValue({ versionId: 3 });
    await render();
    expect(dom.container.querySelector(".list-draft-note")).toBeNull();
    await type("Step", "First step");
    await act(async () => button("Add").click());
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(mutateAsync.mock.calls[0]?.[0]).not.toHaveProperty("draft");
  });
});
