import { describe, expect, it } from "vitest";
import { apiQueryOf, filtersFrom, searchOf } from "./queries";

describe("activity filters", () => {
  it("round-trips through the address bar and drops what is not a filter", () => {
    const f = filtersFrom("?person=editor1%40example.com&pageName=360_Home&from=2026-11-01&to=2026-11-24&page=3&x=1");
    expect(f).toEqual({
      person: "editor1@example.com",
      pageName: "360_Home",
      item: "",
      from: "2026-11-01",
      to: "2026-11-24",
      page: 3,
    });
    expect(filtersFrom(searchOf(f))).toEqual(f);
    expect(searchOf({ ...f, person: "", pageName: "", from: "", to: "", page: 1 })).toBe("");
  });

  it("ignores a bad page number or date", () => {
    expect(filtersFrom("?page=-2&from=yesterday&to=2026-1-1")).toMatchObject({ page: 1, from: "", to: "" });
  });

  it("asks the API for the person's local days: from the first midnight to the midnight after the last day", () => {
    const q = new URLSearchParams(
      apiQueryOf(filtersFrom("?from=2026-03-07&to=2026-03-08&item=agent%3Amwfbi%2Fa%40b.c")) as Record<string, string>,
    );
    expect(q.get("from")).toBe(new Date(2026, 2, 7).toISOString());
    expect(q.get("to")).toBe(new Date(2026, 2, 9).toISOString());
    expect(q.get("item")).toBe("agent:mwfbi/a@b.c");
    expect(q.get("page")).toBe("1");
  });
});
