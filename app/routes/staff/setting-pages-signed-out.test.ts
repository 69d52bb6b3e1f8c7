// @vitest-environment node
import { describe, expect, it } from "vitest";
import { getRuntime } from "~/server/runtime.server";
import { addStaff, createSession } from "~/server/staff.server";
import * as company from "./content-company";
import * as faqs from "./content-faqs";
import * as financing from "./content-financing";
import * as team from "./content-team";
import { staffRequest as request } from "./staff-request.test-support";

const pages = { company, faqs, team, financing };

describe("a settings form sent after its session ended", () => {
  it.each(Object.entries(pages))(
    "%s: gives back what was changed first, before the texts left as they were",
    async (id, page) => {
      const { db } = getRuntime();
      const editor = await addStaff(db, `${id}@x.et`, "a long password here", "editor");
      const path = `/staff/content/${id}`;
      const loaded = (await page.loader({
        request: request(path, createSession(db, editor.id)),
      } as never)) as {
        csrf: string;
        revision: number;
        base: string;
        values: Record<string, string>;
      };
      // The form's last field that holds something, changed; the others, which come first in the
      // form's order when nothing says what changed, left as they were.
      const [name, value] =
        Object.entries(loaded.values)
          .filter(([field, held]) => held && !/\.\d+\.(id|portrait)$/.test(field))
          .at(-1) ?? [];
      if (!name) throw new Error(`${id}: no field to change`);
      const form = new URLSearchParams({
        csrf: loaded.csrf,
        revision: String(loaded.revision),
        base: loaded.base,
        ...loaded.values,
        [name]: `${value} 1`,
      });
      // Signed out meanwhile: the session is no longer known.
      const refusal = await Promise.resolve(
        page.action({ request: request(path, "ended", form), params: {} } as never),
      ).catch((error: unknown) => error);
      const answer = refusal as {
        init: { status: number };
        data: { submitted: { name: string; changed?: boolean }[] };
      };
      expect(answer.init.status).toBe(401);
      expect(answer.data.submitted[0]).toEqual({ name, value: `${value} 1`, changed: true });
      expect(answer.data.submitted.filter((field) => field.changed)).toHaveLength(1);
    },
  );
});
