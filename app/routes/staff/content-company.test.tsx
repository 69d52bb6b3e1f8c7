import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { companyFields, companyItem } from "~/server/company.server";
import { fieldBase } from "~/server/field-merge.server";
import { getRuntime } from "~/server/runtime.server";
import { readSession } from "~/server/staff.server";
import type { SettingAnswer } from "~/server/staff-forms.server";
import ContentCompany, { action, loader } from "./content-company";
import {
  editorSession,
  postForm,
  renderStaffPage,
  staffRequest,
} from "./staff-request.test-support";

const path = "/staff/content/company";

/** The contact form of the company page opened now by the account of `token`. */
function openedPage(token: string) {
  const { db } = getRuntime();
  const item = companyItem(db)!;
  return {
    csrf: readSession(db, token)!.csrfToken,
    revision: String(item.revision),
    base: fieldBase(companyFields(item.current)),
    ...companyFields(item.current),
  };
}

/** The contact form sent as a draft (nothing is rendered), with `changes` typed. */
async function saveDraft(token: string, page: Record<string, string>, changes: object) {
  const body = new URLSearchParams({ ...page, ...changes, draft: "1" });
  return postForm<SettingAnswer>(action, path, token, body);
}

describe("a stale save of the company's contact details", () => {
  it("comes back with the box that replaces the colleague's change, saying the form is not their draft", async () => {
    const { db } = getRuntime();
    const hana = await editorSession(db, "hana@x.et");
    const abel = await editorSession(db, "abel@x.et");
    const abelsPage = openedPage(abel);
    const hanasPage = openedPage(hana);
    expect((await saveDraft(hana, hanasPage, { phone: "+251 11 555 0177" })).status).toBe(302);

    const refused = await saveDraft(abel, abelsPage, { phone: "+251 11 555 0188" });
    expect(refused.status).toBe(409);
    const loaderData = loader({ request: staffRequest(path, abel), params: {} } as never);
    renderStaffPage(path, ContentCompany, { loaderData, actionData: refused.answer });
    // The form keeps the revision it was opened at, and offers to replace Hana's change.
    const box = await screen.findByRole("checkbox", { name: /^Replace hana@x\.et's change of / });
    expect(box).toHaveAttribute("name", "replace");
    expect(box).toHaveAttribute("value", String(companyItem(db)!.revision));
    expect(box.closest("form")?.querySelector('[name="revision"]')).toHaveValue(abelsPage.revision);
    expect(screen.getByLabelText("Main phone")).toHaveValue("+251 11 555 0188");
    // Hana's draft is stored, but the form shows what Abel sent, and says so.
    expect(
      screen.getByText(/^A draft saved by hana@x\.et, .* The form below shows what you sent/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/This form shows a draft/)).toBeNull();
  });
});
