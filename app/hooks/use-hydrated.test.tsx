import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { HydrationProvider, useHydrated } from "./use-hydrated";

/** What a control that needs scripts shows: its fallback until the page is hydrated. */
function Control({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? "button" : "link"}</p>;
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = "";
});

describe("useHydrated", () => {
  it("is false in the server's HTML and while hydrating, then true, and marks the page interactive", async () => {
    const html = renderToString(
      <HydrationProvider>
        <Control seen={[]} />
      </HydrationProvider>,
    );
    expect(html).toContain("link");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const seen: boolean[] = [];
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationProvider>
          <Control seen={seen} />
        </HydrationProvider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe("button");
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });

  it("is true for a control rendered in the browser outside the site's layout", () => {
    render(<Control seen={[]} />);
    expect(screen.getByText("button")).toBeInTheDocument();
  });
});
