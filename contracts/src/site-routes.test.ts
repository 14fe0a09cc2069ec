import { describe, expect, it } from "vitest";
import { matchSitePath } from "./site-routes";

describe("matchSitePath", () => {
  it("matches /360 and /mwfbi paths to the same page", () => {
    expect(matchSitePath("/360/faq")?.page).toBe("faq");
    expect(matchSitePath("/mwfbi/faq")?.page).toBe("faq");
    expect(matchSitePath("/360")?.page).toBe("home");
    expect(matchSitePath("/main")?.page).toBe("home");
  });
  it("matches exactly, with params", () => {
    expect(matchSitePath("/360/faq/extra")).toBeUndefined();
    expect(matchSitePath("/360/agent-details/a%40b.com")?.page).toBe("agentDetails");
    expect(matchSitePath("/360/agent-details/")).toBeUndefined();
    expect(matchSitePath("/360/farm-%26-ranch-insurance")?.page).toBe("farm");
    expect(matchSitePath("/golf/")?.page).toBe("sibling");
  });
});
