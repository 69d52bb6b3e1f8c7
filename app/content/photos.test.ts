import { describe, expect, it } from "vitest";
import { isPhotoName, photo } from "./photos";

describe("photos", () => {
  it("gives a raster photo AVIF and WebP sources at four widths (a phone's 720 among them) and a JPEG fallback", () => {
    const image = photo("team-field-photo");
    expect(image.kind).toBe("raster");
    if (image.kind !== "raster") return;
    expect(image.avif).toBe(
      "/generated/photos/team-field-photo-480.avif 480w, /generated/photos/team-field-photo-720.avif 720w, /generated/photos/team-field-photo-960.avif 960w, /generated/photos/team-field-photo-1440.avif 1440w",
    );
    expect(image.webp).toContain("team-field-photo-960.webp 960w");
    expect(image.src).toBe("/generated/photos/team-field-photo-960.jpg");
  });

  it("tells photos from illustrations", () => {
    expect(isPhotoName("team-field-photo")).toBe(true);
    expect(isPhotoName("team-field")).toBe(false);
  });
});
