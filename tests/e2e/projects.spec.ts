import { expect, test, type Locator, type Page } from "./tab";
import { projects } from "../../app/content/projects";
import { brokenWords, selectRoom } from "./layout";
import { gotoHydrated, gotoWithClock, rootHydrated, waitForSplash } from "./support";
import { htmlDocument } from "./html";
import {
  homeText,
  projectDetailText,
  projectsPageText,
  projectTexts,
} from "../../app/content/catalogues";
import { localizePath, locales } from "../../app/i18n/locales";
import { fill } from "../../app/i18n/translation";

/** The English words of a project. */
const words = (index: number) => projectTexts.en.items[projects[index]!.id];

const cards = (page: Page) =>
  page.getByRole("region", { name: "Browse the portfolio" }).getByRole("article");
const count = (page: Page) => page.getByRole("status").filter({ hasText: /Showing/ });

/**
 * Every answer of the finder's status and region shows whole, on the tests' 1280 px desktop.
 * Its select had a quarter of the row, beside the search: Afaan Oromo's "Itoophiyaa
 * Giddugaleessaa" and "Beenishaangul Gumuz" showed cut short at 1280 px.
 */
async function expectFinderAnswersWhole(page: Page, locale: string) {
  expect(page.viewportSize()?.width).toBe(1280);
  for (const select of await page.getByRole("search").getByRole("combobox").all()) {
    const { room, widest } = await selectRoom(select);
    expect(room, `${locale}: ${await select.getAttribute("name")}`).toBeGreaterThanOrEqual(widest);
  }
}

/**
 * Each place's name on the page's maps that is not whole inside its map, or is too small to read
 * on the screen: an empty list when every name is whole and readable.
 */
async function mapNamesCutOrSmall(page: Page): Promise<string[]> {
  const maps = page.locator("svg:has(a[data-marker])");
  await expect(maps.first()).toBeAttached();
  // In the map's own 400 × 320 units (the names show on hover and focus; their place is fixed).
  return maps.evaluateAll((svgs) =>
    svgs.flatMap((svg) => {
      const view = (svg as SVGSVGElement).viewBox.baseVal;
      return [...svg.querySelectorAll("a[data-marker] text")].flatMap((text) => {
        const box = (text as SVGTextElement).getBBox();
        const whole =
          box.x >= 0 &&
          box.y >= 0 &&
          box.x + box.width <= view.width &&
          box.y + box.height <= view.height;
        // On the screen, at the map's scale: Ge'ez letters need 12 px to be read.
        const scale = svg.getBoundingClientRect().width / view.width;
        const size = parseFloat(getComputedStyle(text).fontSize) * scale;
        return [
          ...(whole
            ? []
            : [`${text.textContent} at ${Math.round(box.x)}+${Math.round(box.width)}`]),
          ...(size >= 12 ? [] : [`${text.textContent} at ${size.toFixed(1)} px`]),
        ];
      });
    }),
  );
}

test.describe("/projects list", () => {
  test("shows the headline figures and 20 cards, each linking to its real project page, the finder's answers whole on a desktop, a place's name on focus drawn over every other dot, and the call to action", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/projects");
    await expectFinderAnswersWhole(page, "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The number of projects on the site, then the company's published figures: the same farmers
    // served as on every other page (decision 0052).
    for (const figure of ["20", "200+", "500+", "150%"]) {
      await expect(
        page
          .getByRole("definition")
          .filter({ hasText: new RegExp(`^${figure.replace("+", "\\+")}$`) }),
      ).toBeVisible();
    }
    await expect(page.getByText("Total Investment:")).toBeVisible();
    await expect(page.getByText("Birr 100M+")).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await expect(count(page)).toHaveText("Showing 20 of 20 projects");
    const first = cards(page).first();
    await expect(first.getByText("Successfully Completed")).toBeVisible();
    await expect(first.getByText("Ministry of Agriculture")).toBeVisible();
    await expect(first.getByText("Birr 9,800,000")).toBeVisible();
    await expect(first.getByText(/Dire Dawa/).first()).toBeVisible();
    // Each card's place names its region once: "Hawassa Zuria, Sidama", not "… · Sidama" again.
    const places = await cards(page).locator("dl > div:first-child dd").allTextContents();
    expect(places).toHaveLength(20);
    const twice = places.filter((place) => {
      const [name = "", region] = place.split(" · ");
      return region !== undefined && name.includes(region);
    });
    expect(twice).toEqual([]);
    expect(places).toContain("Hawassa Zuria, Sidama");

    const hrefs = await cards(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(projects.map((p) => `/projects/${p.id}`));
    // Each page as it is served, read without a browser: its h1 is the project's title (not
    // Project Not Found's).
    const escaped = (text: string) =>
      text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    for (const [index, href] of hrefs.entries()) {
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1], href!).toBe(escaped(words(index).title));
    }

    // The first place drawn on the map: every other place's dot comes after it. Focusing it
    // changes nothing the assertions above read; the call to action, followed last, leaves the page.
    const firstPlace = page.locator("a[data-marker]").first();
    await firstPlace.focus();
    const name = firstPlace.locator("text");
    await expect(name).toBeVisible();
    await expect
      .poll(() => name.evaluate((text) => getComputedStyle(text.parentElement!).opacity))
      .toBe("1");
    // SVG paints in the order of its elements: nothing visible may follow the name.
    const drawnOver = await name.evaluate((text) =>
      [...(text as SVGTextElement).ownerSVGElement!.querySelectorAll("circle")]
        .filter((circle) => text.compareDocumentPosition(circle) & Node.DOCUMENT_POSITION_FOLLOWING)
        .filter((circle) => {
          const style = getComputedStyle(circle);
          const seen = (paint: string) =>
            paint !== "none" && paint !== "transparent" && paint !== "rgba(0, 0, 0, 0)";
          return style.opacity !== "0" && (seen(style.fill) || seen(style.stroke));
        })
        .map((circle) => circle.closest("a")?.getAttribute("data-marker") ?? "a dot"),
    );
    expect(drawnOver).toEqual([]);

    await page.getByRole("link", { name: "Start Your Project" }).click();
    await expect(page).toHaveURL("/get-started");
  });

  test("a card opens its page in-site, after the splash", async ({ page }) => {
    await gotoWithClock(page, "/projects");
    await cards(page).nth(3).getByRole("link").click();
    await waitForSplash(page);
    await expect(page).toHaveURL("/projects/project-4");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words(3).title);
  });

  test("search matches title, place and customer, ignores case, and lives in the URL", async ({
    page,
  }) => {
    await gotoHydrated(page, "/projects");
    const search = page.getByRole("searchbox", { name: "Search projects" });
    // What a search looks through shows under the box and is read out with it; no placeholder,
    // which a phone cut short in Afaan Oromo and which goes once something is typed.
    const hint = projectsPageText.en.list.searchHint;
    // Seen, not only heard: a visually hidden text is a box of 1 px.
    expect((await page.getByText(hint).boundingBox())?.height).toBeGreaterThan(12);
    await expect(search).toHaveAccessibleDescription(hint);
    await expect(search).not.toHaveAttribute("placeholder");
    await search.pressSequentially("GAMO fruit", { delay: 10 });
    await expect(search).toHaveValue("GAMO fruit");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Arba Minch Banana Farm");
    await expect(count(page)).toHaveText("Showing 1 of 20 projects");
    await expect(page).toHaveURL("/projects?q=GAMO+fruit");
    await search.fill("hawassa zuria");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Sidama Smallholder Drip");
  });

  test("on /om/projects every answer of the finder's selects shows whole on a desktop, and a place typed as the signs and maps write it finds its project", async ({
    page,
  }) => {
    // The Oromo page writes "Hawaasaa"; its readers often type the common Latin "Hawassa".
    const { list } = projectsPageText.om;
    const portfolio = page.getByRole("region", { name: list.title });
    await gotoHydrated(page, "/om/projects");
    await expectFinderAnswersWhole(page, "om");
    await expect(portfolio.getByRole("status")).toHaveText(
      fill(list.showing, { shown: 20, total: 20 }),
    );
    await portfolio.getByRole("searchbox", { name: list.search }).fill("Hawassa");
    await expect(portfolio.getByRole("status")).toHaveText(
      fill(list.showing, { shown: 1, total: 20 }),
    );
    await expect(portfolio.getByRole("article")).toHaveCount(1);
    await expect(portfolio.getByRole("article")).toContainText(
      projectTexts.om.items["project-3"]!.title,
    );
    await expect(page).toHaveURL("/om/projects?q=Hawassa");
  });

  // A filtered address as nginx and the Node server answer it (the list rendered filtered), and
  // as a static-only host does (the prerendered file, unfiltered, whatever the query): either
  // way React hydrates the HTML it was given, with no mismatch, and then shows the filter.
  for (const host of ["this site's servers", "a static-only host"]) {
    test(`a filtered address hydrates without an error and shows the filter, from ${host}`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      if (host === "a static-only host") {
        await page.route("**/am/projects?*", async (route) =>
          route.fulfill({ response: await route.fetch({ url: "/am/projects" }) }),
        );
      }
      await gotoHydrated(page, "/am/projects?q=ሲዳማ");
      await expect(page.getByRole("searchbox", { name: "ፕሮጀክቶችን ይፈልጉ" })).toHaveValue("ሲዳማ");
      await expect(page.getByRole("status").filter({ hasText: /የሚታዩ ፕሮጀክቶች/ })).toHaveText(
        "የሚታዩ ፕሮጀክቶች፦ 2 (ከ20)",
      );
      await expect(
        page.getByRole("region", { name: "ፕሮጀክቶቻችንን ይመልከቱ" }).getByRole("article"),
      ).toHaveCount(2);
      expect(errors).toEqual([]);
    });
  }

  test("status filter uses the status category", async ({ page }) => {
    await gotoHydrated(page, "/projects");
    await page.getByLabel("Status").selectOption("Completed");
    await expect(page).toHaveURL("/projects?status=Completed");
    const completed = ["Successfully Completed", "Completed", "Delivered"];
    const expected = projects.filter((p) => completed.includes(p.status)).length;
    await expect(cards(page)).toHaveCount(expected);
    await expect(cards(page).getByText("Delivered").first()).toBeVisible();
    await page.getByLabel("Status").selectOption("Planning");
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).locator('[data-category="Planning"]')).toHaveCount(2);
    await page.getByLabel("Status").selectOption("In Progress");
    const inProgress = [
      "On Progress",
      "In Progress",
      "90% Completed",
      "On Progress (90% Completed)",
    ];
    await expect(cards(page)).toHaveCount(
      projects.filter((p) => inProgress.includes(p.status)).length,
    );
    await expect(cards(page).locator('[data-category="In Progress"]')).toHaveCount(
      projects.filter((p) => inProgress.includes(p.status)).length,
    );
    await expect(cards(page).getByText("90% Completed").first()).toBeVisible();
  });

  test("region filter offers the spec's five and the data's regions, and matches by region", async ({
    page,
  }) => {
    await gotoHydrated(page, "/projects");
    const region = page.getByLabel("Region");
    const options = await region.locator("option").allTextContents();
    expect(options.slice(0, 6)).toEqual([
      "All regions",
      "Oromia",
      "Amhara",
      "Tigray",
      "Sidama",
      "SNNP",
    ]);
    for (const p of projects) expect(options).toContain(p.region);
    for (const name of ["Sidama", "Tigray", "Dire Dawa"]) {
      await region.selectOption(name);
      await expect(cards(page)).toHaveCount(projects.filter((p) => p.region === name).length);
    }
  });

  test("a region of the list by the map filters the portfolio and takes the keyboard there", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/projects");
    const oromia = projects.filter((project) => project.region === "Oromia").length;
    await page.getByRole("link", { name: new RegExp(`^Oromia ${oromia} projects$`) }).click();
    await expect(count(page)).toHaveText(`Showing ${oromia} of 20 projects`);
    // The next Tab goes on from the results, not from the tile 3,000 px below them.
    await expect(page.locator("#portfolio")).toBeFocused();
    await expect(page.locator("#portfolio")).toBeInViewport();
  });

  test("category tabs filter by client type and mark the current tab", async ({ page }) => {
    await gotoHydrated(page, "/projects");
    const tabs = page.getByRole("navigation", { name: "Project categories" });
    for (const [category, label] of Object.entries(projectTexts.en.categories)) {
      await tabs.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(`/projects?category=${category}`);
      await expect(tabs.getByRole("link", { name: label })).toHaveAttribute("aria-current", "true");
      await expect(cards(page)).toHaveCount(projects.filter((p) => p.category === category).length);
    }
    await tabs.getByRole("link", { name: "All projects" }).click();
    await expect(cards(page)).toHaveCount(20);
  });

  test("Clear All resets search, status, region and tab", async ({ page }) => {
    await gotoHydrated(page, "/projects?category=commercial");
    // The page's data does not depend on its query: filters ask the network for nothing.
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    await page.getByRole("searchbox", { name: "Search projects" }).fill("farm");
    await page.getByLabel("Status").selectOption("Completed");
    await page.getByLabel("Region").selectOption("Oromia");
    await expect(page).toHaveURL(/q=farm&status=Completed&region=Oromia&category=commercial/);
    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(page).toHaveURL("/projects");
    await expect(page.getByRole("searchbox", { name: "Search projects" })).toHaveValue("");
    await expect(page.getByLabel("Status")).toHaveValue("");
    await expect(page.getByLabel("Region")).toHaveValue("");
    expect(dataRequests).toEqual([]);
    await expect(
      page
        .getByRole("navigation", { name: "Project categories" })
        .getByRole("link", { name: "All projects" }),
    ).toHaveAttribute("aria-current", "true");
    await expect(cards(page)).toHaveCount(20);
  });

  test("no match shows a helpful empty state whose Clear All brings every project back", async ({
    page,
  }) => {
    await gotoHydrated(page, "/projects");
    const search = page.getByRole("searchbox", { name: "Search projects" });
    await search.fill("no such place");
    await expect(cards(page)).toHaveCount(0);
    await expect(count(page)).toHaveText("Showing 0 of 20 projects");
    await expect(
      page.getByRole("heading", { name: "No projects match these filters" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Clear All" }).last().click();
    await expect(cards(page)).toHaveCount(20);
    await expect(search).toBeFocused();
  });

  test("filters survive reload and Back, and show typed markup as text", async ({ page }) => {
    await gotoHydrated(page, "/projects?q=solar&status=Completed&region=Oromia");
    await expect(page.getByRole("searchbox", { name: "Search projects" })).toHaveValue("solar");
    await expect(page.getByLabel("Status")).toHaveValue("Completed");
    await expect(page.getByLabel("Region")).toHaveValue("Oromia");
    const filtered = await cards(page).count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(20);
    await page.reload();
    await rootHydrated(page);
    await expect(cards(page)).toHaveCount(filtered);

    await page.getByLabel("Region").selectOption("Amhara");
    await expect(page.getByLabel("Region")).toHaveValue("Amhara");
    await page.goBack();
    await expect(page.getByLabel("Region")).toHaveValue("Oromia");
    await expect(cards(page)).toHaveCount(filtered);

    await gotoHydrated(page, "/projects?q=%3Cimg%20src%3Dx%3E&status=bogus");
    await expect(page.getByRole("searchbox", { name: "Search projects" })).toHaveValue(
      "<img src=x>",
    );
    await expect(page.getByLabel("Status")).toHaveValue("");
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
  });

  test("the map marks every project with a link to its page", async ({ page }) => {
    await gotoWithClock(page, "/projects");
    const map = page.getByRole("group", { name: "Map of project locations in Ethiopia" });
    await expect(map.getByRole("link")).toHaveCount(20);
    await map.getByRole("link", { name: "Assosa" }).focus();
    await page.keyboard.press("Enter");
    await waitForSplash(page);
    await expect(page).toHaveURL("/projects/project-14");
  });
});

test.describe("/projects/{id}", () => {
  test("shows every field of the project", async ({ page }) => {
    await gotoWithClock(page, "/projects/project-2");
    const project = words(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    await expect(page.getByText(project.description)).toBeVisible();
    await expect(page.getByText(project.overview)).toBeVisible();
    await expect(page.getByText("Shoa Robit, North Shewa, Amhara").first()).toBeVisible();
    await expect(page.getByText("On Progress").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Technical specifications" })).toBeVisible();
    for (const spec of project.specifications ?? []) {
      await expect(page.getByText(spec.value, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole("group", { name: /Map of Ethiopia/ }).getByRole("link"),
    ).toHaveCount(1);
    const stats = page.getByRole("region", { name: "Project statistics" });
    await expect(stats).toContainText("#2 of 20");
    await expect(stats).toContainText(project.customer);
    await expect(stats).toContainText(project.estimatedCost);
    await expect(stats).toContainText("On Progress");
    const involved = page.getByRole("region", { name: "Get Involved" });
    await expect(involved.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(involved.getByRole("link", { name: "Our services" })).toHaveAttribute(
      "href",
      "/services",
    );
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await waitForSplash(page);
    await expect(page).toHaveURL("/projects");
  });

  test("/projects/1 is the same page as /projects/project-1 and names it canonical", async ({
    page,
  }) => {
    await gotoHydrated(page, "/projects/project-1");
    // Its place names its region already: "Dire Dawa & Harari", not followed by ", Dire Dawa region".
    await expect(page.getByRole("region", { name: "Location" }).locator("p")).toHaveText(
      "Dire Dawa & Harari",
    );
    const canonical = await page.locator("main").innerText();
    const title = await page.title();
    await gotoHydrated(page, "/projects/1");
    expect(await page.locator("main").innerText()).toBe(canonical);
    expect(await page.title()).toBe(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/projects\/project-1$/,
    );
  });

  // Which ids name no project is the unit tests' (content.test.ts); here, what a visitor sees for
  // an unknown id and for markup in the address.
  const unknown = ["/projects/21", "/projects/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"];
  for (const path of unknown) {
    test(`${path} shows Project Not Found and nothing else`, async ({ page }) => {
      page.on("dialog", () => {
        throw new Error("a script ran");
      });
      await page.clock.install();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await rootHydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Not Found");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByText("The project you're looking for doesn't exist.")).toBeVisible();
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.locator("main img")).toHaveCount(0);
      await expect(page.locator("main")).not.toContainText(/zzz|script|alert|onerror|OR 1/);
      await page.getByRole("link", { name: "Back to Projects" }).click();
      await waitForSplash(page);
      await expect(page).toHaveURL("/projects");
    });
  }

  test("an in-site navigation to an unknown id shows Project Not Found", async ({ page }) => {
    await gotoWithClock(page, "/projects");
    // No link in the site leads there, so navigate the way a stale bookmark in an open tab would.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate("/projects/zzz"),
    );
    await waitForSplash(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Not Found");
  });
});

test.describe("in Amharic", () => {
  const amCards = (page: Page) =>
    page.getByRole("region", { name: "ፕሮጀክቶቻችንን ይመልከቱ" }).getByRole("article");

  test("/am/projects shows every answer of the finder's selects whole on a desktop, searches the Amharic words and filters by the English ids", async ({
    page,
  }) => {
    await gotoHydrated(page, "/am/projects");
    await expectFinderAnswersWhole(page, "am");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("በመላው ኢትዮጵያ ያሉ ፕሮጀክቶቻችን");
    await expect(amCards(page)).toHaveCount(20);
    await expect(amCards(page).first()).toContainText("9,800,000 ብር");
    await expect(amCards(page).first().getByText("በተሳካ ሁኔታ ተጠናቋል")).toBeVisible();
    const search = page.getByRole("searchbox", { name: "ፕሮጀክቶችን ይፈልጉ" });
    await search.fill("ጋሞ የፍራፍሬ");
    await expect(amCards(page)).toHaveCount(1);
    await expect(amCards(page).first()).toContainText("የአርባ ምንጭ ሙዝ እርሻ የፀሐይ መስኖ");
    await expect(page.getByRole("status").filter({ hasText: /የሚታዩ ፕሮጀክቶች/ })).toHaveText(
      "የሚታዩ ፕሮጀክቶች፦ 1 (ከ20)",
    );
    await page.getByRole("button", { name: "ሁሉንም ያጽዱ" }).click();
    await expect(amCards(page)).toHaveCount(20);
    await expect(page).toHaveURL("/am/projects");
    // The plain spellings find what the pages write in the etymological ones (ማኅበር, ኅብረት).
    await search.fill("ማህበር");
    await expect(amCards(page)).toHaveCount(5);
    await search.fill("ሀዋሳ");
    await expect(amCards(page)).toHaveCount(1);
    await page.getByRole("button", { name: "ሁሉንም ያጽዱ" }).click();
    await expect(amCards(page)).toHaveCount(20);
    await page.getByLabel("ክልል").selectOption({ label: "ሲዳማ" });
    await expect(page).toHaveURL("/am/projects?region=Sidama");
    await expect(amCards(page)).toHaveCount(2);
    await page.getByLabel("ሁኔታ").selectOption({ label: "የታቀደ" });
    await expect(amCards(page)).toHaveCount(0);
  });

  test("a project page and an unknown id read in Amharic", async ({ page }) => {
    await gotoWithClock(page, "/am/projects/project-2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "የሸዋ ሮቢት ኅብረት ሥራ ማኅበር የውሃ ጉድጓድና የፀሐይ ፓምፕ",
    );
    const stats = page.getByRole("region", { name: "የፕሮጀክቱ መረጃ" });
    await expect(stats).toContainText("ፕሮጀክት 2 ከ20");
    await expect(stats).toContainText("በሂደት ላይ");
    await page.getByRole("link", { name: "ወደ ፕሮጀክቶች ይመለሱ" }).click();
    await waitForSplash(page);
    await expect(page).toHaveURL("/am/projects");

    const response = await page.goto("/am/projects/zzz");
    expect(response?.status()).toBe(404);
    await rootHydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ፕሮጀክቱ አልተገኘም");
    await expect(page.locator("main")).toHaveCount(1);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("/projects lists all 20 projects with working links", async ({ page }) => {
    await page.goto("/projects");
    await expect(cards(page)).toHaveCount(20);
    await cards(page).nth(4).getByRole("link").click();
    await expect(page).toHaveURL("/projects/project-5");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words(4).title);
  });

  test("search, filters and category tabs work from the HTML", async ({ page }) => {
    const { list } = projectsPageText.am;
    const amCards = page.getByRole("region", { name: list.title }).getByRole("article");
    const shown = page.getByRole("status").filter({ hasText: /የሚታዩ ፕሮጀክቶች/ });
    const apply = page.getByRole("button", { name: list.apply, exact: true });
    const commercial = page
      .getByRole("navigation", { name: list.tabs })
      .getByRole("link", { name: projectTexts.am.categories.commercial, exact: true });
    await page.goto("/am/projects");
    await page.getByRole("searchbox", { name: list.search }).fill("zzzz");
    await apply.click();
    await expect(page).toHaveURL("/am/projects?q=zzzz&status=&region=");
    await expect(shown).toHaveText(fill(list.showing, { shown: 0, total: 20 }));
    await expect(amCards).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: list.search })).toHaveValue("zzzz");
    // A category tab, then a status chosen in the form: the form keeps the tab's category.
    await page.goto("/am/projects");
    await commercial.click();
    await expect(page).toHaveURL("/am/projects?category=commercial");
    await expect(amCards).toHaveCount(4);
    await page.getByLabel(list.status).selectOption({ label: list.statuses.Completed });
    await apply.click();
    await expect(page).toHaveURL("/am/projects?category=commercial&q=&status=Completed&region=");
    await expect(page.getByLabel(list.status)).toHaveValue("Completed");
    await expect(commercial).toHaveAttribute("aria-current", "true");
    await expect(shown).toHaveText(fill(list.showing, { shown: 2, total: 20 }));
    await expect(amCards).toHaveCount(2);
    // The server matches every language's names too: "Hawassa", where the page writes "Hawaasaa".
    const om = projectsPageText.om.list;
    const omPortfolio = page.getByRole("region", { name: om.title });
    await page.goto("/om/projects?q=Hawassa");
    await expect(omPortfolio.getByRole("status")).toHaveText(
      fill(om.showing, { shown: 1, total: 20 }),
    );
    await expect(omPortfolio.getByRole("article")).toHaveCount(1);
    await expect(omPortfolio.getByRole("article")).toContainText(
      projectTexts.om.items["project-3"]!.title,
    );
  });
});

// Read as served, without a browser: what a visitor gets with JavaScript off, and what the page
// shows before its scripts run (so nothing else flashes first).
test("an unknown project id answers 404 with Project Not Found in each language", async ({
  request,
}) => {
  for (const locale of locales) {
    const { notFound, backLabel } = projectDetailText[locale];
    for (const id of ["999", "project-99"]) {
      const path = localizePath(`/projects/${id}`, locale);
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      // The h1 and each link's address and text, as a visitor reads them.
      const page = htmlDocument(await response.text());
      expect(page.querySelector("h1")?.textContent, path).toBe(notFound.title);
      const links = [...page.querySelectorAll("a[href]")].map((link) => [
        link.getAttribute("href"),
        link.textContent,
      ]);
      expect(links, path).toContainEqual([localizePath("/projects", locale), backLabel]);
    }
  }
});

test("on a phone the region tiles and the headline figures sit side by side, every word whole, every place's name on the maps is whole and readable, and the category tabs wrap, each whole on the screen, in every language", async ({
  page,
}) => {
  // Each page is loaded once at 320 px and laid out again at each width: the maps' names are
  // checked at 320 px, the tabs at 360 px (both read widths only, not the screen's height).
  // Afaan Oromo's long words ("Giddugaleessaa", "maamiltootaa") were cut with no hyphen in a
  // half or a third of a 320 px screen: Chromium has no hyphenation dictionary for the language.
  // One column instead made twelve tiles a very tall column on a 375–390 px phone: a box goes to
  // a row of its own only where its longest word does not fit beside the others.
  const widths = [320, 360, 375, 390];
  /** How many rows the boxes `locator` finds stand in. */
  const rows = (locator: Locator) =>
    locator.evaluateAll(
      (boxes) => new Set(boxes.map((box) => Math.round(box.getBoundingClientRect().top))).size,
    );
  // Each label's term (a label may be a term elsewhere on the page too: those are checked too).
  const labels = async (texts: readonly string[]) => {
    const escaped = texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const terms = page.locator("dt").filter({ hasText: new RegExp(`^(${escaped.join("|")})$`) });
    await expect.poll(() => terms.count()).toBeGreaterThanOrEqual(texts.length);
    return terms;
  };
  for (const locale of locales) {
    const projectsPage = projectsPageText[locale];
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    await page.goto(localizePath("/projects", locale));
    expect(await mapNamesCutOrSmall(page), `${locale} /projects`).toEqual([]);
    const nav = page.getByRole("navigation", { name: projectsPage.list.tabs });
    const tiles = page
      .getByRole("heading", { name: projectsPage.map.byRegion })
      .locator("xpath=following-sibling::ul[1]")
      .getByRole("link");
    await expect(tiles.first()).toBeVisible();
    const stats = await labels(projectsPage.stats);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const where = `${locale} /projects at ${width} px`;
      expect([...(await brokenWords(tiles)), ...(await brokenWords(stats))], where).toEqual([]);
      // Most tiles two to a row from 375 px (only a name too long for a half stands alone).
      if (width >= 375) expect(await rows(tiles), where).toBeLessThan((await tiles.count()) * 0.75);
      // On a narrow phone the category tabs wrap: each is whole on the screen.
      if (width === 360) {
        const tabs = await nav.getByRole("link").all();
        expect(tabs.length, where).toBe(5);
        for (const tab of tabs) {
          const box = await tab.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 360, where).toBe(true);
        }
      }
    }
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    await page.goto(localizePath("/", locale));
    expect(await mapNamesCutOrSmall(page), `${locale} /`).toEqual([]);
    const about = await labels(homeText[locale].about.stats);
    const figures = homeText[locale].about.stats
      .reduce((lists, label) => lists.filter({ hasText: label }), page.locator("dl"))
      .locator(":scope > div");
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const where = `${locale} / at ${width} px`;
      expect(await brokenWords(about), where).toEqual([]);
      // The three figures in at most two rows from 360 px.
      if (width >= 360) expect(await rows(figures), where).toBeLessThanOrEqual(2);
    }
  }
});
