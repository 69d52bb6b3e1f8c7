// @vitest-environment node
import { describe, expect, it } from "vitest";
import { getRuntime } from "~/server/runtime.server";
import { fieldBase } from "~/server/field-merge.server";
import type { SettingAnswer } from "~/server/staff-forms.server";
import { readSession } from "~/server/staff.server";
import { teamFields, teamItem } from "~/server/team.server";
import { action } from "./content-team";
import { editorSession, postForm } from "./staff-request.test-support";

/** A page of the team opened now by the account of `token`: what its form would send. */
function openedPage(token: string) {
  const { db } = getRuntime();
  const item = teamItem(db)!;
  const fields = teamFields(item.current);
  return {
    csrf: readSession(db, token)!.csrfToken,
    revision: String(item.revision),
    base: fieldBase(fields),
    ...fields,
  };
}

/**
 * The team form sent: the page's fields, `changes` typed, as a draft unless `changes` asks
 * otherwise (`draft: ""`: published, which renders pages).
 */
async function send(token: string, page: Record<string, string>, changes: Record<string, string>) {
  const body = new URLSearchParams({ draft: "1", ...page, ...changes });
  if (body.get("draft") === "") body.delete("draft");
  return postForm<SettingAnswer>(action, "/staff/content/team", token, body);
}

const role = "member.1.role.en";

describe("a stale save of the team", () => {
  it("is refused with the colleague's change to replace, and replaces it only once ticked", async () => {
    const { db } = getRuntime();
    const hana = await editorSession(db, "hana@x.et");
    const abel = await editorSession(db, "abel@x.et");
    const hanasPage = openedPage(hana);
    const abelsPage = openedPage(abel);
    const opened = Number(abelsPage.revision);

    expect((await send(hana, hanasPage, { [role]: "Chief engineer" })).status).toBe(302);
    const theirs = teamItem(db)!.revision;

    // A row added on the older page keeps that page's revision and base, not the stored one.
    const added = await send(abel, abelsPage, { rows: "member.add" });
    expect(added.answer).toMatchObject({ changed: true, revision: opened, base: abelsPage.base });

    // Sent as it stands: refused, the form kept at its revision, the colleague's change offered.
    const refused = await send(abel, abelsPage, { [role]: "Field engineer" });
    expect(refused.status).toBe(409);
    expect(refused.answer?.message).toContain("Not saved: hana@x.et changed this setting");
    expect(refused.answer).toMatchObject({
      revision: opened,
      replace: { by: "hana@x.et", revision: theirs },
    });
    expect(teamFields(teamItem(db)!.current)[role]).toBe("Chief engineer");

    // The box never drops their draft unseen: a discard from the older page is refused.
    const discard = { draft: "", discard: "1", discardConfirm: "yes", replace: `${theirs}` };
    expect((await send(abel, abelsPage, discard)).status).toBe(409);
    expect(teamItem(db)!.draft).not.toBeNull();

    // Ticked, with a field refused: the box is offered again beside the refusal.
    const unnamed = await send(abel, abelsPage, {
      "member.0.name.en": "",
      replace: `${theirs}`,
    });
    expect(unnamed.status).toBe(422);
    expect(unnamed.answer?.replace).toMatchObject({ by: "hana@x.et", revision: theirs });

    // Ticked: theirs replaced by what the form shows.
    const replaced = await send(abel, abelsPage, {
      [role]: "Field engineer",
      replace: `${theirs}`,
    });
    expect(replaced.status).toBe(302);
    expect(teamFields(teamItem(db)!.current)[role]).toBe("Field engineer");

    // A tick for a change that is no longer the last: refused again, with the newer one offered.
    const again = await send(abel, abelsPage, { [role]: "Site engineer", replace: `${theirs}` });
    expect(again.status).toBe(409);
    expect(again.answer?.replace?.revision).toBe(teamItem(db)!.revision);
    expect(teamFields(teamItem(db)!.current)[role]).toBe("Field engineer");
  });

  it("that would not render leaves the form saved as a draft, the page at the revision stored now", async () => {
    const { db } = getRuntime();
    const selam = await editorSession(db, "selam@x.et");
    const page = openedPage(selam);
    // Unit tests run without the built site: publishing cannot render its pages.
    const failed = await send(selam, page, { [role]: "Hydrologist", draft: "" });
    expect(failed.status).toBe(500);
    expect(failed.answer?.message).toContain("Saved, but not published");
    // Saved as Selam's draft: the page shows that revision, not the one the form was sent with.
    expect(teamItem(db)!.revision).toBe(Number(page.revision) + 1);
    expect(failed.answer?.revision).toBeUndefined();
    expect(failed.answer?.replace).toBeUndefined();
  });
});
