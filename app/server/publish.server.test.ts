// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "./db.server";
import { regenerate } from "./publish.server";

describe("regenerate", () => {
  it("lists the pages a change renders when its turn comes, not when it is asked for", async () => {
    const db = openDatabase(":memory:");
    // The first change waits its turn, and so does the second behind it.
    const firstListed = vi.fn(() => ["/"]);
    const secondListed = vi.fn(() => ["/", "/projects/project-21"]);
    const first = regenerate(db, firstListed);
    const second = regenerate(db, secondListed);
    // Asked for, neither has listed its pages: a project published meanwhile is still to come.
    expect(firstListed).not.toHaveBeenCalled();
    expect(secondListed).not.toHaveBeenCalled();
    await first.catch(() => undefined);
    expect(firstListed).toHaveBeenCalledTimes(1);
    await second.catch(() => undefined);
    expect(secondListed).toHaveBeenCalledTimes(1);
    expect(secondListed.mock.invocationCallOrder[0]).toBeGreaterThan(
      firstListed.mock.invocationCallOrder[0] ?? Infinity,
    );
  });
});
