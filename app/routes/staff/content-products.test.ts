// @vitest-environment node
import { describe, expect, it } from "vitest";
import { catalogueWordFields } from "~/content/catalogue-words";
import { publish, saveDraft } from "~/server/content-store.server";
import { getRuntime } from "~/server/runtime.server";
import { CATALOGUE_WORDS_ID, catalogueWordsItem, SETTINGS } from "~/server/settings.server";
import { addStaff, createSession, readSession } from "~/server/staff.server";
import { action, loader } from "./content-products";
import { staffRequest } from "./staff-request.test-support";

/** A signed-in editor's request for the products' words page, with `body` a form sent to it. */
const request = (token: string, body?: URLSearchParams) =>
  staffRequest("/staff/content/products", token, body);

const englishName = catalogueWordFields.name("product", "batteries", "en");
const englishWords = catalogueWordFields.description("product", "batteries", "en");

describe("a stale save of the products' words", () => {
  it("names each product as the page showed it, in its heading and in the message", async () => {
    const { db } = getRuntime();
    const editor = await addStaff(db, "hana@x.et", "a long password here", "editor");
    const token = createSession(db, editor.id);
    // The editor opens the page: the batteries under their name on the site.
    const opened = loader({ request: request(token), params: {} } as never);
    expect(opened.names["was.product.batteries"]).toBe("Batteries");

    // Meanwhile a colleague renames them and rewrites their words, and publishes.
    const item = catalogueWordsItem(db)!;
    const words = item.current.products.batteries;
    const renamed = {
      ...item.current,
      products: {
        ...item.current.products,
        batteries: {
          ...words,
          en: { ...words.en, name: "Storage Batteries", description: "Lithium, for the night." },
        },
      },
    };
    const revision = saveDraft(db, SETTINGS, CATALOGUE_WORDS_ID, renamed, item.revision, "sara@x");
    publish(db, SETTINGS, CATALOGUE_WORDS_ID, revision, "sara@x");

    // The editor, from the page opened before, renames them too.
    const form = new URLSearchParams({
      csrf: readSession(db, token)!.csrfToken,
      revision: String(opened.revision),
      base: opened.base,
      ...opened.values,
      ...opened.names,
      [englishName]: "Deep-cycle Batteries",
      draft: "",
    });
    const answer = (await action({ request: request(token, form), params: {} } as never)) as {
      init: { status: number };
      data: { names: Record<string, string>; message: string; typed: Record<string, string> };
    };
    expect(answer.init.status).toBe(409);
    expect(answer.data.typed[englishName]).toBe("Deep-cycle Batteries");
    expect(answer.data.typed[englishWords]).toBe("Lithium, for the night.");
    // The page answered keeps the heading the editor knew them by; its message names the fields
    // under that heading, not under the colleague's new name.
    expect(answer.data.names["was.product.batteries"]).toBe("Batteries");
    expect(answer.data.message).toContain(
      "You both changed Batteries · Name (English): your text is kept there",
    );
    expect(answer.data.message).toContain("Their changes to Batteries · What it is (English)");
    expect(answer.data.message).not.toContain("Storage Batteries ·");
    // Opened anew, the page names them as the site does now.
    const reopened = loader({ request: request(token), params: {} } as never);
    expect(reopened.names["was.product.batteries"]).toBe("Storage Batteries");
  });
});
