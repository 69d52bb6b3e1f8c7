// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./db.server";
import { runStaffCommand } from "./staff-cli.server";

let folder = "";
let databasePath = "";
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "staff-cli-"));
  databasePath = join(folder, "site.db");
  vi.stubEnv("DATABASE_PATH", databasePath);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs `npm run staff -- …` with this password typed; its output lines. */
async function staff(args: string[], password = "a long staff password") {
  const out: string[] = [];
  const status = await runStaffCommand(args, {
    readPassword: async () => password,
    out: (line) => out.push(line),
    err: (line) => out.push(line),
  });
  return { status, out: out.join("\n") };
}

/** The security log's lines, oldest first. */
function securityLog() {
  const db = openDatabase(databasePath);
  try {
    return db.prepare("SELECT actor, action, detail FROM security_events ORDER BY id").all();
  } finally {
    db.close();
  }
}

describe("account changes from the command line", () => {
  it("says when there was no database where it looked, before making one there: run without the server's environment, it would change another", async () => {
    const first = await staff(["add", "admin@b.et"]);
    expect(first.status).toBe(0);
    expect(first.out).toContain(
      `There was no database at ${databasePath}: a new one is made there. If the site's server uses another, run this command with the server's environment (DATABASE_PATH).`,
    );
    expect((await staff(["list"])).out).not.toContain("There was no database");
  });

  it("writes disable and reset into the security log, and says when a reset enabled the account again", async () => {
    await staff(["add", "admin@b.et"]);
    await staff(["add", "sales@b.et", "--role", "sales"]);
    expect((await staff(["reset", "sales@b.et"], "a brand new password")).out).not.toContain(
      "enabled again",
    );
    expect((await staff(["disable", "sales@b.et"])).out).toBe(
      "Disabled sales@b.et; its sessions are ended.",
    );
    const reset = await staff(["reset", "sales@b.et"], "another new password");
    expect(reset.status).toBe(0);
    expect(reset.out).toContain("It was disabled and is enabled again.");
    expect(securityLog().slice(2)).toEqual([
      { actor: "command line", action: "password reset", detail: "sales@b.et" },
      { actor: "command line", action: "disabled", detail: "sales@b.et" },
      { actor: "command line", action: "password reset (re-enabled)", detail: "sales@b.et" },
    ]);
  });
});
