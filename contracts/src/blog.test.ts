import { describe, expect, it } from "vitest";
import { formatBlogDate, parseTagIds, readingMinutes, validateBlog } from "./blog";

describe("blog helpers", () => {
  it("formats dates as MMM DD YYYY in UTC", () => {
    expect(formatBlogDate("2026-03-05T23:30:00Z")).toBe("Mar 05 2026");
    expect(formatBlogDate(null)).toBe("");
    expect(formatBlogDate("nonsense")).toBe("");
  });

  it("reads comma-joined tag ids, dropping junk and repeats", () => {
    expect(parseTagIds(" 3, 1,3,x,-2,0, 7 ")).toEqual([3, 1, 7]);
    expect(parseTagIds("")).toEqual([]);
  });

  it("estimates reading time at 200 words a minute, at least one", () => {
    expect(readingMinutes("<p>short</p>")).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(1000)}</p>`)).toBe(5);
  });

  it("validates with the spec's messages in field order", () => {
    expect(validateBlog({ title: " ", subtitle: "", tag: "", imageLink: "" }).map((e) => e.message)).toEqual([
      "Please enter the title !",
      "Please enter the subtitle !",
      "Please select the Tag !",
      "Please select a image !",
    ]);
    expect(validateBlog({ title: "a", subtitle: "b", tag: "1", imageLink: "/x.png" })).toEqual([]);
  });
});
