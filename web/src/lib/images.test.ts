import { describe, expect, it } from "vitest";
import { wideImage } from "./images";

describe("wideImage", () => {
  it("offers the 800 px copy of the site's own wide pictures", () => {
    expect(wideImage("/images/banner-fields.jpg")).toEqual({
      src: "/images/banner-fields.jpg",
      srcSet: "/images/banner-fields-800.jpg 800w, /images/banner-fields.jpg 1600w",
      sizes: "100vw",
    });
  });
  it("leaves uploads, other sites' pictures and the copies themselves alone", () => {
    expect(wideImage("/uploads/abc.jpg")).toEqual({ src: "/uploads/abc.jpg" });
    expect(wideImage("https://example.com/images/x.jpg")).toEqual({ src: "https://example.com/images/x.jpg" });
    expect(wideImage("/images/banner-fields-800.jpg")).toEqual({ src: "/images/banner-fields-800.jpg" });
    expect(wideImage("/images/products/truck.svg")).toEqual({ src: "/images/products/truck.svg" });
  });
});
