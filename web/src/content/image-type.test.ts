import { describe, expect, it } from "vitest";
import { checkImageFile, IMAGE_TYPE_MESSAGE } from "./image-type";

describe("checkImageFile", () => {
  it("accepts JPEG and PNG", () => {
    expect(checkImageFile({ type: "image/jpeg", name: "a.jpg" })).toBeNull();
    expect(checkImageFile({ type: "image/png", name: "a.png" })).toBeNull();
    expect(checkImageFile({ type: "IMAGE/PNG", name: "a.png" })).toBeNull();
  });

  it("rejects other types even with an image extension", () => {
    expect(checkImageFile({ type: "image/gif", name: "a.gif" })).toBe(IMAGE_TYPE_MESSAGE);
    expect(checkImageFile({ type: "image/svg+xml", name: "a.png" })).toBe(IMAGE_TYPE_MESSAGE);
    expect(checkImageFile({ type: "application/pdf", name: "a.pdf" })).toBe(IMAGE_TYPE_MESSAGE);
  });

  it("falls back to the extension when the browser gives no type", () => {
    expect(checkImageFile({ type: "", name: "photo.JPEG" })).toBeNull();
    expect(checkImageFile({ type: "", name: "photo.webp" })).toBe(IMAGE_TYPE_MESSAGE);
  });
});
