import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useOpenedQuery } from "./use-opened-query";

describe("useOpenedQuery", () => {
  it("goes on through the addresses it wrote, even one landing after the next was written", () => {
    const { result, rerender } = renderHook(({ query }) => useOpenedQuery(query), {
      initialProps: { query: "price=1500000" },
    });
    expect(result.current.opened).toBe("price=1500000");
    // Typed "0", then "abc": both written before the address of the first has landed.
    act(() => result.current.wrote("price=0"));
    act(() => result.current.wrote("price=abc"));
    rerender({ query: "price=0" });
    expect(result.current.opened).toBe("price=1500000");
    rerender({ query: "price=abc" });
    expect(result.current.opened).toBe("price=1500000");
  });

  it("knows an address it wrote as the router gives it back: a space as +", () => {
    const { result, rerender } = renderHook(({ query }) => useOpenedQuery(query), {
      initialProps: { query: "" },
    });
    act(() => result.current.wrote(`price=${encodeURIComponent("1297500 birr")}&down=20`));
    rerender({ query: new URLSearchParams({ price: "1297500 birr", down: "20" }).toString() });
    expect(result.current.opened).toBe("");
  });

  it("starts anew at an address it did not write: a link followed", () => {
    const { result, rerender } = renderHook(({ query }) => useOpenedQuery(query), {
      initialProps: { query: "" },
    });
    act(() => result.current.wrote("price=2000000"));
    rerender({ query: "price=900000&down=30" });
    expect(result.current.opened).toBe("price=900000&down=30");
  });
});
