import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { draftExpired, parseDraft, resetDraftMemory, useFormDraft } from "./use-form-draft";

const names = ["name", "message"] as const;

beforeEach(() => {
  localStorage.clear();
  resetDraftMemory();
});
afterEach(() => vi.restoreAllMocks());

describe("useFormDraft", () => {
  it("saves every change and restores it in a new page", () => {
    const first = renderHook(() => useFormDraft("test", names));
    act(() => first.result.current.setValue("message", "Hello <b>there</b>"));
    expect(first.result.current.values.message).toBe("Hello <b>there</b>");
    first.unmount();

    resetDraftMemory(); // as after a reload: only localStorage remains
    const second = renderHook(() => useFormDraft("test", names));
    expect(second.result.current.values).toEqual({ name: "", message: "Hello <b>there</b>" });
  });

  it("keeps when typing began across a reload, and forgets it with the draft", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T08:00:00Z") });
    try {
      const first = renderHook(() => useFormDraft("test", names));
      expect(first.result.current.startedAt).toBeUndefined();
      act(() => first.result.current.setValue("name", "Abebe"));
      vi.setSystemTime(new Date("2026-11-28T08:02:00Z"));
      act(() => first.result.current.setValue("message", "Pump"));
      first.unmount();

      resetDraftMemory();
      const second = renderHook(() => useFormDraft("test", names));
      expect(second.result.current.startedAt).toBe(Date.parse("2026-11-28T08:00:00Z"));
      act(() => second.result.current.clear());
      expect(second.result.current.startedAt).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes a link's choices once: after a reload the same link keeps what was typed since, a new link fills them again", () => {
    const first = renderHook(() => useFormDraft("test", names));
    act(() =>
      first.result.current.fill({ message: "Consultation: Training" }, "?service=training"),
    );
    act(() => first.result.current.setValue("message", "Training for six people"));
    act(() => first.result.current.setValue("name", "Abebe"));
    first.unmount();

    resetDraftMemory();
    const second = renderHook(() => useFormDraft("test", names));
    // The same link, its choices worded in another language.
    act(() => second.result.current.fill({ message: "ምክክር፦ ስልጠና" }, "?service=training"));
    expect(second.result.current.values).toEqual({
      name: "Abebe",
      message: "Training for six people",
    });
    act(() =>
      second.result.current.fill({ message: "Consultation: Maintenance" }, "?service=maintenance"),
    );
    expect(second.result.current.values).toEqual({
      name: "Abebe",
      message: "Consultation: Maintenance",
    });
  });

  it("words the same link's values anew in another language where nothing was typed since", () => {
    const { result } = renderHook(() => useFormDraft("test", names));
    act(() =>
      result.current.fill({ name: "Potato", message: "Potato, 1 ha near Hawassa" }, "?crop=potato"),
    );
    act(() => result.current.setValue("name", "Potato and onion"));
    // The language switch keeps the query: the same link, worded in Amharic.
    act(() =>
      result.current.fill({ name: "ድንች", message: "ድንች፣ 1 ሄክታር በሐዋሳ አቅራቢያ" }, "?crop=potato"),
    );
    expect(result.current.values).toEqual({
      name: "Potato and onion",
      message: "ድንች፣ 1 ሄክታር በሐዋሳ አቅራቢያ",
    });
    // Back in English: the words it put there follow the language again.
    act(() =>
      result.current.fill({ name: "Potato", message: "Potato, 1 ha near Hawassa" }, "?crop=potato"),
    );
    expect(result.current.values).toEqual({
      name: "Potato and onion",
      message: "Potato, 1 ha near Hawassa",
    });
  });

  it("never puts a new link's note over words the visitor typed: only into an empty field or one still holding an earlier link's note", () => {
    const words = ["message"] as const;
    const { result } = renderHook(() => useFormDraft("test", names));
    act(() => result.current.fill({ message: "Water source: River" }, "?source=river", words));
    expect(result.current.values.message).toBe("Water source: River");
    // A new estimate: the field still holds the earlier link's note, which the new one replaces.
    act(() => result.current.fill({ message: "Water source: Well" }, "?source=well", words));
    expect(result.current.values.message).toBe("Water source: Well");
    act(() => result.current.setValue("message", "The road is closed in the rains"));
    act(() => result.current.fill({ message: "Water source: Dam", name: "x" }, "?dam", words));
    // The choice a link carries still fills its field; the visitor's words stay.
    expect(result.current.values).toEqual({
      name: "x",
      message: "The road is closed in the rains",
    });
    act(() => result.current.setValue("message", ""));
    act(() => result.current.fill({ message: "Water source: Lake" }, "?lake", words));
    expect(result.current.values.message).toBe("Water source: Lake");
  });

  it("keeps a visitor's words that were there before any link", () => {
    const { result } = renderHook(() => useFormDraft("test", names));
    act(() => result.current.setValue("message", "Two plots"));
    act(() => result.current.fill({ message: "Water source: River" }, "?river", ["message"]));
    expect(result.current.values.message).toBe("Two plots");
  });

  it("forgets the draft when cleared", () => {
    const { result } = renderHook(() => useFormDraft("test", names));
    act(() => result.current.setValue("name", "Abebe"));
    act(() => result.current.clear());
    expect(result.current.values.name).toBe("");
    resetDraftMemory();
    expect(renderHook(() => useFormDraft("test", names)).result.current.values.name).toBe("");
  });

  it("discards a draft untouched for 7 days when it is read, counting from its last change", () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T08:00:00Z"), toFake: ["Date"] });
    try {
      const first = renderHook(() => useFormDraft("test", names));
      act(() => first.result.current.setValue("name", "Abebe"));
      vi.setSystemTime(new Date("2026-12-06T08:00:00Z"));
      act(() => first.result.current.setValue("message", "My phone is 0911 23 45 67"));
      first.unmount();

      // Seven days after the first value, but two after the last change: kept.
      vi.setSystemTime(new Date("2026-12-08T08:00:00Z"));
      resetDraftMemory();
      const second = renderHook(() => useFormDraft("test", names));
      expect(second.result.current.values.name).toBe("Abebe");
      second.unmount();

      // A millisecond short of seven days after the last change: kept.
      vi.setSystemTime(new Date("2026-12-13T07:59:59.999Z"));
      resetDraftMemory();
      expect(renderHook(() => useFormDraft("test", names)).result.current.values.name).toBe(
        "Abebe",
      );

      // Seven days after it: gone, from storage too.
      vi.setSystemTime(new Date("2026-12-13T08:00:00Z"));
      resetDraftMemory();
      const third = renderHook(() => useFormDraft("test", names));
      expect(third.result.current.values).toEqual({ name: "", message: "" });
      expect(third.result.current.startedAt).toBeUndefined();
      expect(localStorage.getItem("draft:test")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps working when storage refuses to save (private mode)", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("QuotaExceededError");
    });
    const { result } = renderHook(() => useFormDraft("test", names));
    act(() => result.current.setValue("name", "Abebe"));
    expect(result.current.values.name).toBe("Abebe");
  });
});

describe("parseDraft", () => {
  it("ignores broken data and unknown or non-text fields", () => {
    expect(parseDraft("{not json", names)).toEqual({});
    expect(parseDraft("null", names)).toEqual({});
    expect(parseDraft('{"name":3,"message":"hi","extra":"x"}', names)).toEqual({ message: "hi" });
  });
});

describe("draftExpired", () => {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.parse("2026-12-08T08:00:00Z");

  it("counts from the last change, or from the first value of a draft saved before changes were timed", () => {
    expect(
      draftExpired(JSON.stringify({ name: "A", changedAt: String(now - 7 * day + 1) }), now),
    ).toBe(false);
    expect(draftExpired(JSON.stringify({ name: "A", changedAt: String(now - 7 * day) }), now)).toBe(
      true,
    );
    expect(draftExpired(JSON.stringify({ name: "A", startedAt: String(now - 6 * day) }), now)).toBe(
      false,
    );
    expect(draftExpired(JSON.stringify({ name: "A", startedAt: String(now - 8 * day) }), now)).toBe(
      true,
    );
  });

  it("discards a draft of unknown age or broken data", () => {
    expect(draftExpired(JSON.stringify({ name: "A" }), now)).toBe(true);
    expect(draftExpired("{not json", now)).toBe(true);
  });
});
