import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reports } from "~/content/reports";
import { TaskStatusBadge, taskTone } from "./task-status";
import { blogText } from "~/content/catalogues";

describe("task status", () => {
  it.each([
    ["Completed", "completed"],
    ["In Progress", "in-progress"],
    ["Delayed", "delayed"],
    ["Underway", "other"],
    ["Pending", "other"],
  ] as const)("%s is shown in the %s tone", (status, tone) => {
    expect(taskTone(status)).toBe(tone);
    render(<TaskStatusBadge status={status} label={blogText.am.statuses[status]} />);
    // The tone follows the status, whatever the language of its label.
    const badge = screen.getByText(blogText.am.statuses[status]);
    expect(badge).toHaveAttribute("data-tone", tone);
    expect(badge.querySelector("svg")).not.toBeNull();
  });

  it("names every status in every language", () => {
    for (const text of Object.values(blogText))
      for (const status of ["Completed", "In Progress", "Delayed", "Underway", "Pending"] as const)
        expect(text.statuses[status].length).toBeGreaterThan(0);
    expect(blogText.en.statuses["In Progress"]).toBe("In Progress");
  });

  it("covers every task status used in the reports", () => {
    const used = Object.values(reports).flatMap((r) =>
      r.content.phases.flatMap((phase) => phase.tasks.map((task) => task.status)),
    );
    expect(new Set(used)).toEqual(
      new Set(["Completed", "In Progress", "Delayed", "Underway", "Pending"]),
    );
  });
});
