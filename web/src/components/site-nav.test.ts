import { describe, expect, it } from "vitest";
import { checkAccountNumber } from "../features/payment/account-number";
import { isInternalHref } from "./SmartLink";
import { aboutLinks, learningCenterLabel, loginHref } from "./site-nav";

describe("header helpers", () => {
  it("sends Login to the maintenance notice only when the flag is 1", () => {
    expect(loginHref("1")).toBe("/360/under-maintenance");
    expect(loginHref("0")).toBe("/login");
    expect(loginHref(undefined)).toBe("/login");
  });

  it("labels the blog entry of About Us from settings, default Learning Center", () => {
    expect(aboutLinks().find((l) => l.to === "/360/learning-center")?.label).toBe("Learning Center");
    expect(aboutLinks("News").find((l) => l.to === "/360/learning-center")?.label).toBe("News");
  });

  it("routes only same-site page links through the router", () => {
    expect(isInternalHref("/360/faq")).toBe(true);
    expect(isInternalHref("//evil.example/x")).toBe(false);
    expect(isInternalHref("https://example.com")).toBe(false);
    expect(isInternalHref("/uploads/a.jpg")).toBe(false);
    expect(isInternalHref("tel:+18005550147")).toBe(false);
  });

  it("leaves to a plain anchor a path that a browser reads as another site's", () => {
    expect(isInternalHref("/360/farm-&-ranch-insurance")).toBe(true);
    expect(isInternalHref("/\\evil.example/x")).toBe(false);
    expect(isInternalHref("/\t/evil.example")).toBe(false);
    expect(isInternalHref("/\n/evil.example")).toBe(false);
    expect(isInternalHref("/x\\y")).toBe(false);
  });

  it("requires a non-blank account number", () => {
    expect(checkAccountNumber("   ")).toBe("Please enter your account number");
    expect(checkAccountNumber("")).toBe("Please enter your account number");
    expect(checkAccountNumber(" 12345 ")).toBeNull();
  });
});

describe("learningCenterLabel", () => {
  it("reads Learning Center until an admin renames the blog", () => {
    expect(learningCenterLabel(undefined, "The Learning Center")).toBe("Learning Center");
    expect(learningCenterLabel("The Learning Center", "The Learning Center")).toBe("Learning Center");
    expect(learningCenterLabel("Insurance 101", "The Learning Center")).toBe("Insurance 101");
  });
});
