import { expect, type Page } from "@playwright/test";

/** Waits for the route splash of an in-site navigation to appear and go (1.5 s). */
export async function waitForSplash(page: Page): Promise<void> {
  const splash = page.getByTestId("route-splash");
  await expect(splash).toBeVisible();
  await expect(splash).toBeHidden({ timeout: 4_000 });
}

/**
 * Waits until React has hydrated the page, and the parts whose code loads after the page's (the
 * enquiry forms, the maps: see app/components/ui/deferred.tsx) have hydrated too.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      [...document.querySelectorAll("[data-deferred]")].every((part) =>
        part.hasAttribute("data-ready"),
      ) &&
      [...document.querySelectorAll('form[action="/enquiry"]')].every((form) =>
        form.hasAttribute("data-ready"),
      ),
  );
}

/** Opens a page and waits until React has hydrated it (interactive controls render then). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
