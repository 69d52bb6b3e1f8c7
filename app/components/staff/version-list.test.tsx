import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { localeInfo } from "~/i18n/locales";
import { languageOfField, VersionList } from "./version-list";

describe("a history's changes", () => {
  it("mark each text's before and after with its language, for a screen reader's voice", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <VersionList
            csrf="t"
            revision={3}
            current={2}
            versions={[
              {
                version: 2,
                by: "editor@example.et",
                at: "2018-03-22 3:00",
                restoredFrom: null,
                changes: [
                  { field: `Title (${localeInfo.am.name})`, before: "የፀሐይ ፓምፕ", after: "የሶላር ፓምፕ" },
                  { field: `Title (${localeInfo.om.name})`, before: "", after: "Paampii aduu" },
                  { field: "Main phone", before: "+251 11 555 0100", after: "+251 11 555 0199" },
                ],
              },
            ]}
          />
        ),
      },
    ]);
    render(<Stub />);
    expect(screen.getByText("የሶላር ፓምፕ")).toHaveAttribute("lang", "am");
    expect(screen.getByText("የፀሐይ ፓምፕ")).toHaveAttribute("lang", "am");
    expect(screen.getByText("Paampii aduu")).toHaveAttribute("lang", "om");
    // A field of no language reads in the page's.
    expect(screen.getByText("+251 11 555 0199")).not.toHaveAttribute("lang");
  });

  it("say before a restore which versions come back without photos deleted since", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <VersionList
            csrf="t"
            revision={4}
            current={3}
            versions={[3, 2, 1].map((version) => ({
              version,
              by: "editor@example.et",
              at: "2018-03-22 3:00",
              restoredFrom: null,
              changes: [],
              photosGone: version === 1 ? 2 : 0,
            }))}
          />
        ),
      },
    ]);
    render(<Stub />);
    const warning =
      "2 photos of this version were deleted from the library since. Restoring it puts this version on the site without them.";
    expect(screen.getAllByText(warning)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Restore version 1" })).toHaveAccessibleDescription(
      warning,
    );
    expect(
      screen.getByRole("button", { name: "Restore version 2" }),
    ).not.toHaveAccessibleDescription();
  });

  it("name no language for a field whose name carries none", () => {
    expect(languageOfField(`Opening hours (${localeInfo.en.name})`)).toBe("en");
    expect(languageOfField("Starter · list price")).toBeUndefined();
  });
});
