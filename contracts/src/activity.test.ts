import { describe, expect, it } from "vitest";
import { activityHistoryHref, contentPagePath, contentPageTitle } from "./activity";
import { siblingPageName } from "./content/pages/sibling";

describe("activity page links", () => {
  it("names a content page and where it is read", () => {
    expect(contentPageTitle("360_Home")).toBe("Home");
    expect(contentPagePath("360_Home")).toBe("/360");
    expect(contentPageTitle("StartAQuote")).toBe("Start a Quote");
    expect(contentPagePath("StartAQuote")).toBe("/360/start-a-quote");
    expect(contentPagePath("AgentLandingPageLatest1")).toBe("/360/agent-hub");
    const golf = siblingPageName("/golf/register");
    expect(contentPageTitle(golf)).toBe("Golf Classic: Register");
    expect(contentPagePath(golf)).toBe("/golf/register");
    expect(contentPageTitle("NoSuchPage")).toBe("NoSuchPage");
    expect(contentPagePath("NoSuchPage")).toBeNull();
  });

  it("links an item's history to the log narrowed to it", () => {
    expect(activityHistoryHref("content:mwfbi/360_Home/Section_6")).toBe(
      "/360/activity?item=content%3Amwfbi%2F360_Home%2FSection_6",
    );
  });
});
