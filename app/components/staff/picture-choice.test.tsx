import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PictureOption } from "~/lib/image";
import { illustrationOptions } from "~/content/illustrations";
import { PictureChoice } from "./picture-choice";

const photo = (value: string, label: string): PictureOption => ({
  value,
  label,
  image: {
    kind: "raster",
    src: `/media/photos/${value}-960.jpg`,
    width: 1440,
    height: 1080,
    avif: `/media/photos/${value}-480.avif 480w`,
    webp: `/media/photos/${value}-480.webp 480w`,
  },
});

const library = [
  photo("photo-a", "A pump house at Ziway (a.jpg)"),
  photo("photo-b", "Drip lines at Bishoftu (b.jpg)"),
];

/** What the form around the choice would send for the field: the checked radio's value, or null. */
function sent(container: HTMLElement, name: string): string | null {
  const form = container.querySelector("form");
  if (!form) throw new Error("render the choice in a form");
  return new FormData(form).get(name) as string | null;
}

describe("PictureChoice", () => {
  it("names the group, offers each picture by its whole description and checks the one chosen", () => {
    render(<PictureChoice name="photo1" label="Photo 1" value="photo-b" options={library} />);
    const group = screen.getByRole("group", { name: "Photo 1" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "A pump house at Ziway (a.jpg)",
      "Drip lines at Bishoftu (b.jpg)",
    ]);
    expect(
      within(group).getByRole("radio", { name: "Drip lines at Bishoftu (b.jpg)" }),
    ).toBeChecked();
    // The picture is beside its words, described by them: no second text for a screen reader.
    expect(group.querySelectorAll("img")).toHaveLength(2);
    expect([...group.querySelectorAll("img")].every((img) => img.alt === "")).toBe(true);
    expect(group.querySelector("source[type='image/avif']")?.getAttribute("srcset")).toBe(
      "/media/photos/photo-a-480.avif 480w",
    );
  });

  it("crops a photo's thumbnail around the focal point its editor set", () => {
    const framed = {
      ...photo("photo-c", "A farmer at the left edge (c.jpg)"),
      position: "15% 70%",
    };
    render(<PictureChoice name="photo3" label="Photo 3" value="photo-c" options={[framed]} />);
    const group = screen.getByRole("group", { name: "Photo 3" });
    expect(group.querySelector("img")?.style.objectPosition).toBe("15% 70%");
  });

  it("offers none first when asked, and chooses it for a picture no longer offered", () => {
    const { container } = render(
      <form>
        <PictureChoice
          name="photo2"
          label="Photo 2"
          value="photo-deleted"
          options={library}
          none="No photo"
        />
      </form>,
    );
    const radios = screen.getAllByRole("radio");
    expect(radios[0]).toHaveAccessibleName("No photo");
    expect(radios[0]).toHaveAttribute("id", "field-photo2");
    expect(radios[0]).toBeChecked();
    expect(sent(container, "photo2")).toBe("");
  });

  it("chooses the first picture for a value not offered when a picture is required", () => {
    const { container } = render(
      <form>
        <PictureChoice name="image1" label="Card picture" value="" options={library} />
      </form>,
    );
    expect(sent(container, "image1")).toBe("photo-a");
  });

  it("shows every picture at once when the choice was refused, and says why", () => {
    render(
      <PictureChoice
        name="image1"
        label="Card picture"
        value="photo-a"
        options={library}
        error="Choose the card's picture from the list."
      />,
    );
    const showAll = screen.getByRole("checkbox", { name: "Show all 2 to choose from" });
    expect(showAll).toBeChecked();
    // Only shows: the form does not send it.
    expect(showAll).not.toHaveAttribute("name");
    expect(screen.getByRole("group", { name: "Card picture" })).toHaveAccessibleDescription(
      "Choose the card's picture from the list.",
    );
  });

  it("offers no “Show all” when there is nothing else to show", () => {
    render(<PictureChoice name="photo1" label="Photo 1" value="" options={[]} none="No photo" />);
    expect(screen.getByRole("radio", { name: "No photo" })).toBeChecked();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("keeps the others a tick away while nothing is wrong", () => {
    render(<PictureChoice name="image1" label="Card picture" value="photo-a" options={library} />);
    expect(screen.getByRole("checkbox", { name: "Show all 2 to choose from" })).not.toBeChecked();
  });

  it("offers every illustration, described by its alt text", () => {
    const offered = illustrationOptions();
    expect(offered.find((option) => option.value === "drip-irrigation")?.label).toBe(
      "Drip irrigation lines watering young plants in neat rows",
    );
    expect(offered.every((option) => option.label.length > 0 && option.image.src)).toBe(true);
  });
});
