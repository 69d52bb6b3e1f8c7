// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { staffText } from "~/content/staff";
import { getRuntime } from "~/server/runtime.server";
import { findStaff } from "~/server/staff.server";
import { currentCode } from "~/server/two-factor.server";
import { action, loader } from "./security";
import { editorSession, staffRequest } from "./staff-request.test-support";

const path = "/staff/security";
const call = <T>(route: (args: never) => T, request: Request) =>
  route({ request, params: {}, context: new RouterContextProvider() } as never);

describe("setting up two-factor sign-in", () => {
  it("after 30 minutes, refuses the old set-up's code, says why, and shows a new secret", async () => {
    const { db } = getRuntime();
    const token = await editorSession(db, "two-factor.editor@b.et");
    const page = call(loader, staffRequest(path, token));
    const first = page.enrolment!.secret;
    // Shown again within the 30 minutes: the same secret.
    expect(call(loader, staffRequest(path, token)).enrolment!.secret).toBe(first);
    // The set-up was started 31 minutes ago.
    db.prepare("UPDATE staff SET totp_pending_at = ? WHERE email = ?").run(
      Date.now() - 31 * 60_000,
      "two-factor.editor@b.et",
    );
    const sent = new URLSearchParams({
      intent: "enrol",
      "two-factor-password": "a long password here",
      code: currentCode(first),
      csrf: page.csrf,
    });
    const answer = (await call(action, staffRequest(path, token, sent))) as {
      data: { error?: string };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(422);
    expect(answer.data.error).toBe(staffText.security.confirmExpired);
    expect(findStaff(db, "two-factor.editor@b.et")?.twoFactor).toBe(false);
    // The page that answers shows a new secret.
    expect(call(loader, staffRequest(path, token)).enrolment!.secret).not.toBe(first);
  });
});
