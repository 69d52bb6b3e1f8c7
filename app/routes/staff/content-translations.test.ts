// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseBodyText } from "~/content/post-body-text";
import type { PostDocument } from "~/content/post-document";
import { staffText } from "~/content/staff";
import { saveDraft } from "~/server/content-store.server";
import { POST, postItems } from "~/server/posts.server";
import { getRuntime } from "~/server/runtime.server";
import { loader as overview } from "./content";
import { loader } from "./content-translations";
import { editorSession, staffRequest } from "./staff-request.test-support";

describe("a post's text shorter than its English", () => {
  it("is listed to translate at its field, and counted on the content list", async () => {
    const { db } = getRuntime();
    const token = await editorSession(db, "hana@x.et");
    // A report's Amharic text cut to its introduction, from the English it was translated from.
    const item = postItems(db)[0]!;
    const parsed = parseBodyText("ለምን ሄድን።");
    if ("errors" in parsed) throw new Error(parsed.errors.join("\n"));
    const short: PostDocument = {
      ...item.current,
      words: { ...item.current.words, am: { ...item.current.words.am, body: parsed.body } },
    };
    saveDraft(db, POST, item.id, short, item.revision, "hana@x.et");

    const page = loader({
      request: staffRequest("/staff/content/translations", token),
    } as never);
    expect(page.items.find((listed) => listed.id === item.id)?.toDo).toEqual([
      {
        language: "አማርኛ (am)",
        part: staffText.content.posts.fields.body,
        state: "Shorter than the English: the page in this language shows only what this text has",
        at: `/staff/content/posts/${item.id}#field-body.am`,
      },
    ]);
    const list = overview({ request: staffRequest("/staff/content", token) } as never);
    expect(list.posts.find((listed) => listed.id === item.id)?.toDo).toBe(1);
  });
});
