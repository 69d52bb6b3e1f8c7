import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { staffText } from "~/content/staff";
import { StaffRefusal } from "./staff-refusal";

/** A refusal as React Router hands it to the page: a route error response with our data. */
const refusal = (status: number, data: object) => ({
  status,
  statusText: "",
  internal: false,
  data,
});

function renderRefusal(error: unknown) {
  const Stub = createRoutesStub([
    { path: "/staff/content/projects/:id", Component: () => <StaffRefusal error={error} /> },
  ]);
  return render(<Stub initialEntries={["/staff/content/projects/project-1"]} />);
}

describe("the page a form sent after signing out answers", () => {
  const signedOut = refusal(401, {
    message: staffText.expiredForm.signedOut,
    expired: true,
    signIn: "/staff/sign-in?next=%2Fstaff%2Fcontent%2Fprojects%2Fproject-1",
    submitted: [
      { name: "overview.en", value: "Two hectares of onions", changed: true },
      { name: "title.en", value: "Irrigation at Ziway", changed: false },
      { name: "photo1", value: "photo-3f2a", changed: false },
    ],
  });

  it("offers to sign in again in a new tab, above the text given back", () => {
    renderRefusal(signedOut);
    const link = screen.getByRole("link", { name: "Sign in again (opens a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
    const firstBox = screen.getByLabelText("Overview, for the project page (English)");
    expect(link.compareDocumentPosition(firstBox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows what was changed first, then what the page showed, each field under its label", () => {
    renderRefusal(signedOut);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "What you changed",
      "Unchanged since you opened the page",
    ]);
    expect(screen.getAllByRole("textbox")).toHaveLength(3);
    expect(screen.getByLabelText("Photo 1 (the card's)")).toHaveValue("photo-3f2a");
    expect(screen.queryByText(/^Field “/)).toBeNull();
  });

  it("names a list's row by the name typed in it", () => {
    renderRefusal(
      refusal(401, {
        message: staffText.expiredForm.signedOut,
        expired: true,
        submitted: [
          { name: "member.1.role.en", value: "Lead field engineer", changed: true },
          { name: "member.1.name.en", value: "Dawit Alemu", changed: false },
        ],
      }),
    );
    expect(screen.getByLabelText("Person 2 (Dawit Alemu) · Role (English)")).toHaveValue(
      "Lead field engineer",
    );
  });
});
