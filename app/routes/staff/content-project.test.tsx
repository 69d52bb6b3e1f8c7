import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FIGURES_ID, figuresItem, regionsWithProjects } from "~/server/company.server";
import { publish, saveDraft } from "~/server/content-store.server";
import { publishedProjects } from "~/server/projects.server";
import { getRuntime } from "~/server/runtime.server";
import { SETTINGS } from "~/server/settings.server";
import ContentProject, { loader } from "./content-project";
import { editorSession, renderStaffPage, staffRequest } from "./staff-request.test-support";

const path = "/staff/content/projects/project-1";

/** The project editor as the account of `token` opens it now. */
function openEditor(token: string) {
  const loaderData = loader({
    request: staffRequest(path, token),
    params: { id: "project-1" },
  } as never);
  renderStaffPage(path, ContentProject, { loaderData });
}

describe("a project's editor and the regions figure", () => {
  it("says so, with the way to the figure, when the projects are in more regions than the figure says", async () => {
    const { db } = getRuntime();
    const token = await editorSession(db, "selam@x.et");
    const regions = regionsWithProjects(publishedProjects(db));
    const item = figuresItem(db)!;
    expect(item.current.regions.value).toBeGreaterThanOrEqual(regions);

    openEditor(token);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText(/regions figure/)).toBeNull();

    // The figure published below the map's count, as a project in a new region leaves it.
    const below = { ...item.current, regions: { value: regions - 1, plus: false } };
    const revision = saveDraft(db, SETTINGS, FIGURES_ID, below, item.revision, "abel@x.et");
    publish(db, SETTINGS, FIGURES_ID, revision, "abel@x.et");

    cleanup();
    openEditor(token);
    expect(
      await screen.findByText(
        `The projects on the site are now in ${regions} regions, but the regions figure on the About and Services pages says ${regions - 1}.`,
        { exact: false },
      ),
    ).toBeVisible();
    expect(
      screen.getByRole("link", { name: "Change the figure under Company details" }),
    ).toHaveAttribute("href", "/staff/content/company#figures");
  });
});
