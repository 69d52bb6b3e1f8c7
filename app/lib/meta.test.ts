import { describe, expect, it } from "vitest";
import { pageMeta, sharePhoto, shareImage } from "./meta";

const photo = {
  image: {
    kind: "raster" as const,
    src: "/media/photos/photo-ab12-960.jpg",
    width: 1440,
    height: 1080,
    avif: "",
    webp: "",
  },
  alt: "A solar pump feeding drip lines at Ziway",
};
const illustration = {
  image: { kind: "svg" as const, src: "/assets/solar-pump.svg", width: 800, height: 600 },
  alt: "A solar panel array",
};

/** The content of a page's meta tag by its property or name. */
const tag = (meta: ReturnType<typeof pageMeta>, key: string) => {
  const found = meta.find(
    (entry) =>
      ("property" in entry && entry.property === key) || ("name" in entry && entry.name === key),
  );
  return found && "content" in found ? found.content : undefined;
};

describe("a page's card when its link is shared", () => {
  it("shows the page's first photo as its JPEG, described, and the site's card for an illustration", () => {
    expect(sharePhoto([photo, illustration])).toEqual({
      src: "/media/photos/photo-ab12-960.jpg",
      alt: "A solar pump feeding drip lines at Ziway",
    });
    expect(sharePhoto([illustration, photo])).toBeUndefined();
    expect(sharePhoto([])).toBeUndefined();
    const base = { title: "Ziway", description: "A farm", locale: "en" as const, path: "/x" };
    const own = pageMeta({ ...base, image: sharePhoto([photo]) });
    expect(tag(own, "og:image")).toMatch(/^https:\/\/.+\/media\/photos\/photo-ab12-960\.jpg$/);
    expect(tag(own, "twitter:image")).toBe(tag(own, "og:image"));
    expect(tag(own, "og:image:alt")).toBe("A solar pump feeding drip lines at Ziway");
    expect(tag(own, "og:image:width")).toBeUndefined();
    const site = pageMeta(base);
    expect(tag(site, "og:image")).toMatch(/\/generated\/share\.png$/);
    expect(tag(site, "og:image:width")).toBe(String(shareImage.width));
  });
});
