/**
 * Photos (issue 19): an editor uploads photos from the library page without JavaScript, describes
 * them in every language, sets a focal point with a click, puts them on a project and publishes
 * it; the public pages show them as AVIF and WebP sources with a JPEG fallback, and no public file
 * keeps the camera's data or the farm's GPS position. Bad files are refused with a message that
 * says what to do, and what was typed stays. A real server, database and sharp, on a copy of the
 * build (publishing rewrites its files).
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { heicHeader, phonePhoto, pngBomb } from "../photo-fixtures";
import { expectAccessibleAtWidths } from "./accessibility";
import { textOutsideItsBox } from "./layout";
import { choosePicture, signedInPage, startContentSite, type ContentSite } from "./content-harness";
import { signIn, startServer, type TestServer } from "./server-harness";

test.describe.configure({ mode: "serial" });

const editor = { email: "hanna@tsehaysolar.example", password: "an editor's long password" };
const sales = { email: "abel@tsehaysolar.example", password: "a salesperson's password" };
let site: ContentSite;
let server: TestServer;

test.beforeAll(async () => {
  // nginx serves the copy too (the test below); the server tells it to reload after publishing.
  site = await startContentSite("photos", { editor, sales });
  server = site.server;
});

test.afterAll(async () => site?.stop());

async function editorPage(browser: Browser, javaScriptEnabled = false): Promise<Page> {
  const page = await signedInPage(
    browser,
    server,
    editor,
    javaScriptEnabled,
    "/staff/content/photos",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo library");
  return page;
}

/** A 30 MB file named like a photo, written beside the build copy. */
function hugeFile(): string {
  const file = join(site.buildCopy, "huge.jpg");
  writeFileSync(file, Buffer.alloc(30 * 1024 * 1024, 1));
  return file;
}

/** A text file on disk with a photo's name. */
function textFile(name: string): string {
  const file = join(site.buildCopy, name);
  writeFileSync(file, "a text file\n");
  return file;
}

/** Sends the upload form; resolves with the status of the answer. */
async function upload(page: Page, files: Parameters<Locator["setInputFiles"]>[0]) {
  await page.getByLabel("Photos", { exact: true }).setInputFiles(files);
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        new URL(answer.url()).pathname === "/staff/content/photos" &&
        answer.request().method() === "POST",
    ),
    page.getByRole("button", { name: "Upload", exact: true }).click(),
  ]);
  await page.waitForLoadState();
  return response.status();
}

test("bad files are refused with what to do, and the description typed stays", async ({
  browser,
}) => {
  const page = await editorPage(browser);
  const typed = "Drip lines in an onion field at Ziway";
  const cases = [
    {
      // A file on disk: the browser reads it as it would a phone's or a computer's.
      file: hugeFile(),
      status: 422,
      message: "“huge.jpg” is larger than 20 MB. Send a smaller copy",
    },
    {
      file: { name: "pump.jpg", mimeType: "image/jpeg", buffer: Buffer.from("a text file\n") },
      status: 422,
      message: "“pump.jpg” is not a photo this site can read. Upload a JPEG, PNG or WebP file.",
    },
    {
      file: { name: "bomb.png", mimeType: "image/png", buffer: pngBomb() },
      status: 422,
      message: "“bomb.png” is 50,000 × 50,000 pixels, more than this site can safely open",
    },
    {
      file: {
        name: "IMG_2040.HEIC",
        mimeType: "image/heic",
        buffer: heicHeader(),
      },
      status: 422,
      message: "Send it as JPEG",
    },
  ];
  for (const { file, status, message } of cases) {
    await page.getByLabel("What the photos show, in English (optional)").fill(typed);
    expect(await upload(page, file), message).toBe(status);
    await expect(page.getByRole("alert")).toContainText(message);
    await expect(page.getByLabel("What the photos show, in English (optional)")).toHaveValue(typed);
  }
  // Several files: each refused by its own name, the large one too.
  expect(await upload(page, [hugeFile(), textFile("pump.jpg")])).toBe(422);
  await expect(page.getByRole("alert")).toContainText("“huge.jpg” is larger than 20 MB.");
  await expect(page.getByRole("alert")).toContainText(
    "“pump.jpg” is not a photo this site can read.",
  );
  expect(server.query("SELECT id FROM photos")).toEqual([]);
  // No file chosen: the summary, which the answer opens at, links to the field; the field is
  // marked invalid and says why under it. (Sent from the page a deletion led to: the answer is
  // about the upload, not the deletion the address still names.)
  await page.goto(`${server.url}/staff/content/photos?deleted=1`);
  await expect(page.getByRole("status")).toHaveText("The photo was deleted.");
  expect(await upload(page, [])).toBe(422);
  await expect(page.getByRole("status")).toHaveCount(0);
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText("Choose at least one photo to upload.");
  await expect(summary.getByRole("link")).toHaveAttribute("href", "#field-photos");
  const field = page.getByLabel("Photos", { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Choose at least one photo to upload\.$/);
});

test("an editor uploads two photos, describes them in every language, sets a focal point and publishes them on a project", async ({
  browser,
}) => {
  const page = await editorPage(browser);
  await page
    .getByLabel("What the photos show, in English (optional)")
    .fill("A solar pump feeding drip lines at Ziway");
  const status = await upload(page, [
    {
      name: "IMG_0001.jpg",
      mimeType: "image/jpeg",
      buffer: await phonePhoto({ width: 1600, height: 1200 }),
    },
    {
      name: "IMG_0002.jpg",
      mimeType: "image/jpeg",
      buffer: await phonePhoto({ width: 1200, height: 900, colour: "#f2a900" }),
    },
  ]);
  expect(status).toBe(302);
  await expect(page.getByRole("status")).toHaveText("2 photos uploaded.");
  // The library shows each photo from AVIF or WebP at the grid's width, not the 960 px JPEG.
  const thumbnails = page.locator('picture source[type="image/avif"]');
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.first()).toHaveAttribute("srcset", /-480\.avif 480w, \S+-720\.avif 720w/);
  const ids = server
    .query<{ id: string; original_name: string }>(
      "SELECT id, original_name FROM photos ORDER BY original_name",
    )
    .map((row) => row.id);
  expect(ids).toHaveLength(2);

  // The first photo: its words in Amharic, and a focal point by a click on the subject.
  await page.getByRole("link", { name: "Describe and place “IMG_0001.jpg”" }).click();
  await page.getByLabel("አማርኛ").fill("በዝዋይ የጠብታ መስመሮችን የሚመግብ የፀሐይ ፓምፕ");
  await page.getByRole("button", { name: "Save the descriptions" }).click();
  // No page shows it yet: none was renewed.
  await expect(page.getByRole("status")).toHaveText("Saved.");
  // What the descriptions said before, by whom: the upload's English alone. Put back, the Amharic
  // is gone from the form and kept among the earlier ones, from which it comes back too.
  const earlier = page.getByRole("region", { name: "Earlier descriptions" });
  const uploaded = earlier.getByRole("article", { name: `Saved by ${editor.email}, ` });
  await expect(uploaded).toHaveCount(1);
  await expect(uploaded).toContainText("A solar pump feeding drip lines at Ziway");
  await expect(uploaded).toContainText("(none)");
  await uploaded.getByRole("button", { name: /^Put these descriptions back/ }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByLabel("አማርኛ")).toHaveValue("");
  const withAmharic = earlier.getByRole("article").first();
  await expect(withAmharic).toContainText("በዝዋይ የጠብታ መስመሮችን የሚመግብ የፀሐይ ፓምፕ");
  await withAmharic.getByRole("button", { name: /^Put these descriptions back/ }).click();
  await expect(page.getByLabel("አማርኛ")).toHaveValue("በዝዋይ የጠብታ መስመሮችን የሚመግብ የፀሐይ ፓምፕ");
  await expect(earlier.getByRole("article")).toHaveCount(3);
  // Saved again as it is: nothing changed, nothing more to list.
  await page.getByRole("button", { name: "Save the descriptions" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Nothing to save: the descriptions and the focal point are as they were.",
  );
  await expect(earlier.getByRole("article")).toHaveCount(3);
  // The descriptions and the focal point are one form: words typed and then a click on the
  // picture are saved together (without scripts the browser sends only the form pressed).
  await page.getByLabel("Afaan Oromoo").fill("Paampii aduu Ziwaay");
  await page
    .getByRole("button", { name: "Click the subject of the photo to make it the focal point" })
    .click({ position: { x: 80, y: 180 } });
  // 80 of 320 across, 180 of 240 down.
  await expect(page.getByText("The focal point is 25% across and 75% down.")).toBeVisible();
  await expect(page.getByLabel("Afaan Oromoo")).toHaveValue("Paampii aduu Ziwaay");
  await expect(earlier.getByRole("article")).toHaveCount(4);

  // Project 1 shows both, the first on its card and at the top of its page.
  await page.goto(`${server.url}/staff/content/projects/project-1`);
  await choosePicture(page, "Photo 1 (the card's)", /\(IMG_0001\.jpg, uploaded /);
  await choosePicture(page, "Photo 2", /\(IMG_0002\.jpg, uploaded /);
  // The choice shows the photo itself, from the library's smallest renditions.
  await expect(
    page
      .getByRole("group", { name: "Photo 2", exact: true })
      .locator('label:has(input:checked) source[type="image/avif"]'),
  ).toHaveAttribute("srcset", new RegExp(`^/media/photos/${ids[1]}-480\\.avif 480w`));
  // Its thumbnail is cropped around the focal point, as the site's pages crop it.
  await expect(
    page
      .getByRole("group", { name: "Photo 1 (the card's)", exact: true })
      .locator("label:has(input:checked) img"),
  ).toHaveCSS("object-position", "25% 75%");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  // The history lists the photos put on it, place by place, by their descriptions and names.
  await page.goto(`${server.url}/staff/content/projects/project-1/history`);
  const latest = page.locator('section[aria-labelledby^="version-"]').first();
  for (const [place, name] of [
    ["Photo 1 (the card's)", "A solar pump feeding drip lines at Ziway (IMG_0001.jpg"],
    ["Photo 2", "A solar pump feeding drip lines at Ziway (IMG_0002.jpg"],
  ] as const) {
    const change = latest
      .locator("dl > div")
      .filter({ has: page.getByText(place, { exact: true }) });
    await expect(change.locator("dd")).toContainText(name);
  }
  await expect(latest).not.toContainText("Nothing changed");

  const html = await (await fetch(`${server.url}/projects/project-1`)).text();
  for (const id of ids) {
    expect(html).toContain(`<source type="image/avif" srcSet="/media/photos/${id}-480.avif 480w`);
    expect(html).toContain(`<source type="image/webp" srcSet="/media/photos/${id}-480.webp 480w`);
  }
  expect(html).toContain('alt="A solar pump feeding drip lines at Ziway"');
  expect(html).toContain("object-position:25% 75%");
  const amharic = await (await fetch(`${server.url}/am/projects/project-1`)).text();
  expect(amharic).toContain('alt="በዝዋይ የጠብታ መስመሮችን የሚመግብ የፀሐይ ፓምፕ"');
  // The first photo's Afaan Oromo words; the second has none yet: the English, marked as English.
  const oromo = await (await fetch(`${server.url}/om/projects/project-1`)).text();
  expect(oromo).toContain('alt="Paampii aduu Ziwaay"');
  expect(oromo).toMatch(/<img[^>]*lang="en"[^>]*alt="A solar pump feeding drip lines at Ziway"/);
  // The card on /projects shows the photo too.
  const list = await (await fetch(`${server.url}/projects`)).text();
  expect(list).toContain(`/media/photos/${ids[0]}-480.avif`);

  // Every public copy is a real image of its type, without the camera's data or the GPS.
  const urls = [...html.matchAll(/\/media\/photos\/[\w-]+\.(?:avif|webp|jpg)/g)].map((m) => m[0]);
  expect(new Set(urls).size).toBeGreaterThanOrEqual(12);
  for (const url of new Set(urls)) {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status, url).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format, url).toBe(
      url.endsWith(".jpg") ? "jpeg" : url.endsWith(".webp") ? "webp" : "heif",
    );
    expect(metadata.exif, url).toBeUndefined();
    expect(bytes.includes("FieldPhone"), url).toBe(false);
  }
  // The originals are not public.
  expect((await fetch(`${server.url}/photos/${ids[0]}.jpg`)).status).toBe(404);

  // A photo a published page shows cannot be deleted; the refusal names the page.
  await page.goto(`${server.url}/staff/content/photos/${ids[0]}`);
  // The focal point's picture (320 px wide) is the 720 px JPEG: a 2× phone's 640 pixels.
  await expect(page.locator('input[type="image"]')).toHaveAttribute(
    "src",
    `/media/photos/${ids[0]}-720.jpg`,
  );
  // What cannot be brought back is confirmed first: the box is required before the form is sent.
  const confirm = page.getByRole("checkbox", { name: /^Yes, delete this photo for good\./ });
  await expect(confirm).toHaveAttribute("required", "");
  await confirm.check();
  const [refusal] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST"),
    page.getByRole("button", { name: "Delete the photo" }).click(),
  ]);
  expect(refusal.status()).toBe(409);
  await expect(page.getByRole("alert")).toContainText(
    /Not deleted: the photo is used on these pages: .+ \(\/projects\/project-1\)\. Take it off those pages first/,
  );
  expect(server.query("SELECT id FROM photos")).toHaveLength(2);

  // A place typed with its % sign is read as the number; the project's pages are renewed.
  await page.goto(`${server.url}/staff/content/photos/${ids[0]}`);
  await page.getByLabel("Across, from the left (%)").fill("30%");
  await page.getByLabel("Down, from the top (%)").fill("70 %");
  await page.getByRole("button", { name: "Save the focal point" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Saved. Pages that show this photo were renewed.",
  );
  await expect(page.getByText("The focal point is 30% across and 70% down.")).toBeVisible();
  expect(await (await fetch(`${server.url}/projects/project-1`)).text()).toContain(
    "object-position:30% 70%",
  );
  // A place out of range is summed up at the top the answer opens at, linking to its field.
  await page.getByLabel("Across, from the left (%)").fill("120");
  await page.getByRole("button", { name: "Save the focal point" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link")).toHaveText(
    "Across, from the left (%): Type a number from 0 to 100.",
  );
  await expect(summary.getByRole("link")).toHaveAttribute("href", "#field-focusX");
});

test("nginx serves the published photos as files: AVIF and WebP sources, no EXIF in any public file; an upload without a session is sent to sign in", async ({
  browser,
}) => {
  test.skip(!existsSync("/usr/sbin/nginx"), "nginx is not installed (the gate installs it)");
  const base = await site.startNginx();
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const images: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/media/photos/")) images.push(response.url());
  });
  const answer = await page.goto(`${base}/projects/project-1`);
  expect(answer?.status()).toBe(200);
  const cover = page.locator("main picture").first();
  await expect(cover.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\/media\/photos\/photo-[0-9a-f]+-480\.avif 480w/,
  );
  await expect(cover.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /\/media\/photos\/photo-[0-9a-f]+-480\.webp 480w/,
  );
  await expect(cover.locator("img")).toHaveAttribute(
    "alt",
    "A solar pump feeding drip lines at Ziway",
  );
  // The browser took the AVIF, from nginx.
  await expect.poll(() => images.some((url) => url.endsWith(".avif"))).toBe(true);
  const html = await (await context.request.get(`${base}/projects/project-1`)).text();
  // A shared link's card shows the project's own photo, as a JPEG, with its description.
  expect(html).toMatch(
    /<meta property="og:image" content="https:\/\/[^"]+\/media\/photos\/photo-[0-9a-f]+-\d+\.jpg"\/>/,
  );
  expect(html).toContain(
    '<meta property="og:image:alt" content="A solar pump feeding drip lines at Ziway"/>',
  );
  const files = [
    ...new Set([...html.matchAll(/\/media\/photos\/[\w-]+\.(?:avif|webp|jpg)/g)].map((m) => m[0])),
  ];
  expect(files.length).toBeGreaterThanOrEqual(12);
  for (const file of files) {
    const response = await context.request.get(`${base}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"], file).toMatch(/^image\/(avif|webp|jpeg)$/);
    const metadata = await sharp(await response.body()).metadata();
    expect(metadata.exif, file).toBeUndefined();
  }
  // An upload without a staff session is sent to sign in before its body is read.
  const stranger = await context.request.post(`${base}/staff/content/photos`, {
    multipart: { photos: { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(1024) } },
    maxRedirects: 0,
  });
  expect(stranger.status()).toBe(303);
  expect(stranger.headers().location).toBe("/staff/sign-in?next=%2Fstaff%2Fcontent%2Fphotos");
  await context.close();
});

test("a backup restored on a new machine brings back the site as it was published, photos included", async () => {
  test.setTimeout(600_000);
  // `npm run db:backup` beside the running server: the database and the photos' originals.
  const backups = join(site.buildCopy, "backups");
  execFileSync(process.execPath, ["scripts/db-backup.mjs", join(backups, "nightly.db")], {
    env: { ...process.env, DATABASE_PATH: server.dbPath },
    stdio: "ignore",
  });
  // A new machine: the repository's build (the seed's pages), the backup put where the
  // deployment guide says, and the server started on it.
  const machine = join(site.buildCopy, "new-machine");
  mkdirSync(join(machine, "data"), { recursive: true });
  for (const part of ["client", "server"])
    cpSync(join("build", part), join(machine, "build", part), { recursive: true });
  cpSync(join(backups, "nightly.db"), join(machine, "data/site.db"));
  cpSync(join(backups, "nightly-photos"), join(machine, "data/photos"), { recursive: true });
  expect(existsSync(join(machine, "build/client/media/photos"))).toBe(false);
  const restored = await startServer(
    { BUILD_DIR: join(machine, "build") },
    join(machine, "data/site.db"),
    // It renders every page from the restored store before it answers.
    300_000,
  );
  try {
    // The same pages, byte for byte, as on the machine the backup came from.
    for (const path of [
      "/projects/project-1",
      "/am/projects/project-1",
      "/om/projects/project-1",
      "/projects",
      "/sitemap.xml",
    ]) {
      const before = await (await fetch(`${server.url}${path}`)).text();
      const after = await fetch(`${restored.url}${path}`);
      expect(after.status, path).toBe(200);
      expect(await after.text(), path).toBe(before);
    }
    // The photos' public copies were written again from the originals, without their EXIF.
    const html = await (await fetch(`${restored.url}/projects/project-1`)).text();
    const files = new Set(
      [...html.matchAll(/\/media\/photos\/[\w-]+\.(?:avif|webp|jpg)/g)].map((m) => m[0]),
    );
    expect(files.size).toBeGreaterThanOrEqual(12);
    for (const file of files) {
      const response = await fetch(`${restored.url}${file}`);
      expect(response.status, file).toBe(200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.exif, file).toBeUndefined();
    }
    // The history came back too.
    const versions = "SELECT kind, id, version FROM content_versions ORDER BY kind, id, version";
    expect(restored.query(versions)).toEqual(server.query(versions));
  } finally {
    await restored.stop();
    rmSync(dirname(join(machine, "data")), { recursive: true, force: true });
  }
});

test("the photo pages have no accessibility findings at 390 and 1280 px", async ({ browser }) => {
  test.setTimeout(60_000);
  // The checkers run as scripts in the page. It opens on the library, the first page checked;
  // the checks set their own widths.
  const page = await editorPage(browser, true);
  const [photo] = server.query<{ id: string }>("SELECT id FROM photos");
  for (const path of ["/staff/content/photos", `/staff/content/photos/${photo!.id}`]) {
    if (path !== "/staff/content/photos") await page.goto(`${server.url}${path}`);
    // 320 px: content reflows without a horizontal scroll (WCAG 1.4.10).
    await expectAccessibleAtWidths(page, path, [320, 390, 1280]);
  }
});

test("a salesperson is refused the photo library, read or write", async () => {
  const cookie = await signIn(server, sales.email, sales.password);
  const [photo] = server.query<{ id: string }>("SELECT id FROM photos");
  for (const path of ["/staff/content/photos", `/staff/content/photos/${photo!.id}`]) {
    const read = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
    expect(read.status, `GET ${path}`).toBe(403);
    const form = new FormData();
    form.set("intent", "delete");
    const write = await fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, "Sec-Fetch-Site": "same-origin" },
      body: form,
    });
    expect(write.status, `POST ${path}`).toBe(403);
  }
  expect(server.query("SELECT id FROM photos")).toHaveLength(2);
});

/** The photo library's HTTP side, as a signed-in editor's browser without JavaScript uses it. */
async function editorHttp() {
  const cookie = await signIn(server, editor.email, editor.password);
  const headers = { Cookie: cookie, Origin: server.url, "Sec-Fetch-Site": "same-origin" };
  /** A page's HTML with its entities read back, and the hidden fields its forms carry. */
  const open = async (path: string) => {
    const html = (await (await fetch(`${server.url}${path}`, { headers })).text())
      .replaceAll("&amp;", "&")
      .replaceAll("&#x27;", "'");
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];
    /** The revision of a part of the photo the page's form names: each part is saved over its own. */
    const revision = (part: "alts" | "focus") =>
      new RegExp(`name="${part}Revision" value="([^"]+)"`).exec(html)?.[1] ?? "";
    return { html, csrf: hidden("csrf") ?? "", revision };
  };
  const send = (path: string, body: FormData | URLSearchParams) =>
    fetch(`${server.url}${path}`, { method: "POST", redirect: "manual", headers, body });
  return { open, send };
}

test("a photo page opened before a colleague's save is refused with 409, the text typed kept; an emptied English description says where the photo is shown", async () => {
  const { open, send } = await editorHttp();
  const [photo] = server.query<{ id: string }>(
    "SELECT id FROM photos WHERE original_name = 'IMG_0002.jpg'",
  );
  const path = `/staff/content/photos/${photo!.id}`;
  // Two editors open the photo; the first saves its English.
  const older = await open(path);
  const newer = await open(path);
  const english = "Two solar panels over a drip-irrigated onion field at Ziway";
  const saved = await send(
    path,
    new URLSearchParams({
      csrf: newer.csrf,
      intent: "alts",
      revision: newer.revision("alts"),
      "alt.en": english,
    }),
  );
  expect(saved.status).toBe(302);

  // The second, from the older page, adds Amharic: refused, their Amharic still in the form.
  const amharic = "በዝዋይ የሽንኩርት ማሳ ላይ ሁለት የፀሐይ ፓነሎች";
  const stale = await send(
    path,
    new URLSearchParams({
      csrf: older.csrf,
      intent: "alts",
      revision: older.revision("alts"),
      "alt.en": "A solar pump feeding drip lines at Ziway",
      "alt.am": amharic,
    }),
  );
  expect(stale.status).toBe(409);
  const refusal = (await stale.text()).replaceAll("&#x27;", "'");
  expect(refusal).toContain(`Not saved: ${editor.email} changed this photo's descriptions at`);
  expect(refusal).toMatch(new RegExp(`name="alt\\.am"[^>]*value="${amharic}"`));
  // Under each field where the two differ, the colleague's text as stored now; the form names
  // the revision it made, so saving again replaces it knowingly (it stays among the earlier).
  const theirs = [...refusal.matchAll(/Saved by [^:<]+: ([^<]*)</g)].map((match) => match[1]);
  expect(theirs).toEqual([english, "(none)"]);
  const refusedRevision = /name="altsRevision" value="([^"]+)"/.exec(refusal)?.[1];
  expect(refusedRevision).toBe((await open(path)).revision("alts"));
  expect(refusedRevision).not.toBe(older.revision("alts"));
  // The focal point from the older page is saved: nobody moved it since that page was opened.
  const focus = await send(
    path,
    new URLSearchParams({
      csrf: older.csrf,
      intent: "focus",
      revision: older.revision("focus"),
      focusX: "10",
      focusY: "90",
    }),
  );
  expect(focus.status).toBe(302);
  const [stored] = server.query<{ alts: string; focus_x: number }>(
    "SELECT alts, focus_x FROM photos WHERE id = ?",
    photo!.id,
  );
  expect(JSON.parse(stored!.alts)).toEqual({ en: english });
  expect(stored!.focus_x).toBe(0.1);
  // The public page shows the first editor's words.
  expect(await (await fetch(`${server.url}/projects/project-1`)).text()).toContain(
    `alt="${english}"`,
  );
  // A page left behind (its render failed after the store had the change) is put right by
  // saving the same texts again: nothing changes in the store, and the pages are renewed.
  const page1 = join(site.buildCopy, "client/projects/project-1/index.html");
  writeFileSync(page1, readFileSync(page1, "utf8").replaceAll(english, "An old description"));
  const same = await open(path);
  const again = await send(
    path,
    new URLSearchParams({
      csrf: same.csrf,
      intent: "alts",
      revision: same.revision("alts"),
      "alt.en": english,
    }),
  );
  expect(again.status).toBe(302);
  expect(again.headers.get("location")).toMatch(/\?saved=unchanged-renewed$/);
  const renewed = await (await fetch(`${server.url}/projects/project-1`)).text();
  expect(renewed).toContain(`alt="${english}"`);
  expect(renewed).not.toContain("An old description");
  expect(same.revision("alts")).toBe((await open(path)).revision("alts"));

  // Emptying the English of a photo project 1 shows: refused, naming the project.
  const current = await open(path);
  const emptied = await send(
    path,
    new URLSearchParams({
      csrf: current.csrf,
      intent: "alts",
      revision: current.revision("alts"),
      "alt.en": "",
      "alt.am": amharic,
    }),
  );
  expect(emptied.status).toBe(422);
  const why = (await emptied.text()).replaceAll("&amp;", "&");
  expect(why).toContain(
    "Write the English description: the photo is shown on Solar Pump Sets for Smallholders in Dire Dawa & Harari",
  );
  expect(why).toMatch(new RegExp(`name="alt\\.am"[^>]*value="${amharic}"`));

  // The same refusal from the older page keeps that page's revision in its form: pressed again,
  // it is refused as stale, never written over the first editor's words unseen.
  const olderEmptied = await send(
    path,
    new URLSearchParams({
      csrf: older.csrf,
      intent: "alts",
      revision: older.revision("alts"),
      "alt.en": "",
    }),
  );
  expect(olderEmptied.status).toBe(422);
  const form = (await olderEmptied.text()).match(/name="altsRevision" value="(\d+)"/);
  expect(form?.[1]).toBe(older.revision("alts"));
});

test("a focal point saved from one page never makes another page's descriptions stale, nor the reverse; the same page's second save is refused with 409, the text kept", async () => {
  const { open, send } = await editorHttp();
  const [photo] = server.query<{ id: string }>(
    "SELECT id FROM photos WHERE original_name = 'IMG_0002.jpg'",
  );
  const path = `/staff/content/photos/${photo!.id}`;
  // Page B is opened first, then page A; A moves the focal point.
  const pageB = await open(path);
  const pageA = await open(path);
  const moved = await send(
    path,
    new URLSearchParams({
      csrf: pageA.csrf,
      intent: "focus",
      revision: pageA.revision("focus"),
      focusX: "30",
      focusY: "40",
    }),
  );
  expect(moved.status).toBe(302);

  // B's descriptions: nobody changed them since B was opened, so they are saved beside A's point.
  const english = "Two solar panels beside an onion field at Ziway";
  const amharic = "በዝዋይ ከሽንኩርት ማሳ አጠገብ ሁለት የፀሐይ ፓነሎች";
  const described = await send(
    path,
    new URLSearchParams({
      csrf: pageB.csrf,
      intent: "alts",
      revision: pageB.revision("alts"),
      "alt.en": english,
    }),
  );
  expect(described.status).toBe(302);
  const stored = () =>
    server.query<{ alts: string; focus_x: number; focus_y: number }>(
      "SELECT alts, focus_x, focus_y FROM photos WHERE id = ?",
      photo!.id,
    )[0]!;
  expect(JSON.parse(stored().alts)).toEqual({ en: english });
  expect([stored().focus_x, stored().focus_y]).toEqual([0.3, 0.4]);

  // B sends its descriptions again from the same page: now stale, refused, the text kept.
  const again = await send(
    path,
    new URLSearchParams({
      csrf: pageB.csrf,
      intent: "alts",
      revision: pageB.revision("alts"),
      "alt.en": "Solar panels at Ziway",
      "alt.am": amharic,
    }),
  );
  expect(again.status).toBe(409);
  const refusal = (await again.text()).replaceAll("&#x27;", "'");
  expect(refusal).toContain(`Not saved: ${editor.email} changed this photo's descriptions at`);
  expect(refusal).toMatch(new RegExp(`name="alt\\.am"[^>]*value="${amharic}"`));
  // And B's focal point is stale too: A set it after B was opened.
  const point = await send(
    path,
    new URLSearchParams({
      csrf: pageB.csrf,
      intent: "focus",
      revision: pageB.revision("focus"),
      focusX: "10",
      focusY: "90",
    }),
  );
  expect(point.status).toBe(409);
  const pointRefusal = (await point.text()).replaceAll("&#x27;", "'");
  expect(pointRefusal).toContain(`changed this photo's focal point at`);
  expect(pointRefusal).toMatch(/name="focusX"[^>]*value="10"/);
  expect(JSON.parse(stored().alts)).toEqual({ en: english });
  expect([stored().focus_x, stored().focus_y]).toEqual([0.3, 0.4]);
  // The public page shows both changes.
  const html = await (await fetch(`${server.url}/projects/project-1`)).text();
  expect(html).toContain(`alt="${english}"`);
  expect(html).toContain("object-position:30% 40%");
});

test("an upload with a refused file redirects, so a reload cannot send it twice, and still says which file was refused and why", async () => {
  const { open, send } = await editorHttp();
  const before = server.query("SELECT id FROM photos").length;
  const form = new FormData();
  form.set("csrf", (await open("/staff/content/photos")).csrf);
  form.set("englishAlt", "A borehole pump at Holeta");
  form.append(
    "photos",
    new Blob([new Uint8Array(await phonePhoto({ width: 800, height: 600 }))], {
      type: "image/jpeg",
    }),
    "IMG_0003.jpg",
  );
  form.append("photos", new Blob(["a text file\n"], { type: "image/jpeg" }), "notes: pump.jpg");
  const answer = await send("/staff/content/photos", form);
  expect(answer.status).toBe(302);
  const next = answer.headers.get("location") ?? "";
  expect(next).toMatch(/^\/staff\/content\/photos\?uploaded=1&refused=/);
  expect(server.query("SELECT id FROM photos")).toHaveLength(before + 1);
  // The page the browser lands on (and shows again on a reload) says what happened.
  const { html } = await open(next);
  expect(html).toContain("1 photo uploaded.");
  expect(html).toContain("1 file was not uploaded:");
  expect(html).toContain(
    "“notes: pump.jpg” is not a photo this site can read. Upload a JPEG, PNG or WebP file.",
  );
  // An address the server did not write shows nothing of it, however well formed: no one can
  // link staff to a page worded by someone else.
  for (const refused of ["call+0911:x:y", "notImage::Your+session+ended,+call+0911+000+000"]) {
    const { html: forged } = await open(`/staff/content/photos?uploaded=1&refused=${refused}`);
    expect(forged).not.toContain("was not uploaded");
    expect(forged).not.toContain("session ended");
  }
  expect(server.query("SELECT id FROM photos")).toHaveLength(before + 1);
});

test("a phone photo's long file name wraps: the library, the photo's page, a project's choice of photos and a refusal stay 390 px wide", async ({
  browser,
}) => {
  const page = await editorPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  const name = "PXL_20261128_093012345.PORTRAIT.ORIGINAL.jpg";
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  // Refused: the summary names the file.
  await upload(page, { name, mimeType: "image/jpeg", buffer: Buffer.from("a text file\n") });
  await expect(page.getByRole("alert")).toContainText(`“${name}” is not a photo`);
  expect(await pageWidth()).toBe(390);
  await page.getByLabel("What the photos show, in English (optional)").fill("A pump at Batu");
  const buffer = await phonePhoto({ width: 800, height: 600, colour: "#8fbc8f" });
  expect(await upload(page, { name, mimeType: "image/jpeg", buffer })).toBe(302);
  const link = page.getByRole("link", { name: `Describe and place “${name}”` });
  await expect(link).toBeVisible();
  expect(await pageWidth()).toBe(390);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Photo: ${name}`);
  expect(await pageWidth()).toBe(390);
  // A project's choice of photos names it whole, inside its card.
  await page.goto(`${server.url}/staff/content/projects/project-2`);
  await choosePicture(
    page,
    "Photo 2",
    new RegExp(`^A pump at Batu \\(${name.replaceAll(".", "\\.")}, `),
  );
  expect(await pageWidth()).toBe(390);
  expect(await textOutsideItsBox(page)).toEqual([]);
});

test("a file already in the library is not uploaded again: the answer says so and links to it, and the other files are stored", async ({
  browser,
}) => {
  const page = await editorPage(browser);
  const buffer = await phonePhoto({ width: 800, height: 600, colour: "#3a7d44" });
  await page.getByLabel("What the photos show, in English (optional)").fill("A twin pump house");
  expect(await upload(page, { name: "twin.jpg", mimeType: "image/jpeg", buffer })).toBe(302);
  // The same file again, under a phone's other name, beside a new photo.
  await page.goto(`${server.url}/staff/content/photos`);
  const other = await phonePhoto({ width: 800, height: 600, colour: "#6b8e23" });
  expect(
    await upload(page, [
      { name: "IMG_0007.jpg", mimeType: "image/jpeg", buffer },
      { name: "borehole.jpg", mimeType: "image/jpeg", buffer: other },
    ]),
  ).toBe(302);
  await expect(page.getByText("1 photo uploaded.")).toBeVisible();
  await expect(
    page.getByText("1 file is already in the library, so it was not uploaded again:"),
  ).toBeVisible();
  await expect(
    page.getByText("“IMG_0007.jpg” is already in the library, as “twin.jpg”."),
  ).toBeVisible();
  const names = (name: string) =>
    server.query<{ id: string }>("SELECT id FROM photos WHERE original_name = ?", name);
  const [twin] = names("twin.jpg");
  expect(names("twin.jpg")).toHaveLength(1);
  expect(names("IMG_0007.jpg")).toHaveLength(0);
  expect(names("borehole.jpg")).toHaveLength(1);
  // The choices name a photo by what it shows, its file, its upload day and its id's start.
  await page.goto(`${server.url}/staff/content/projects/project-2`);
  expect(
    await page
      .getByRole("group", { name: "Photo 2", exact: true })
      .locator(`label:has(input[value="${twin!.id}"])`)
      .textContent(),
  ).toMatch(
    new RegExp(
      `^A twin pump house \\(twin\\.jpg, uploaded \\d{1,2} [A-Z][a-z]{2} \\d{4}, ${twin!.id.slice(6, 12)}\\)$`,
    ),
  );
  // Only the file already in the library: nothing stored, the link goes to the photo.
  await page.goto(`${server.url}/staff/content/photos`);
  expect(await upload(page, { name: "twin.jpg", mimeType: "image/jpeg", buffer })).toBe(302);
  await expect(page.getByText("“twin.jpg” is already in the library.")).toBeVisible();
  expect(names("twin.jpg")).toHaveLength(1);
  await page.getByRole("link", { name: "Open “twin.jpg” in the library" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo: twin.jpg");
});

test("restoring a version whose photo was deleted since says so first, then that it came back without it", async ({
  browser,
}) => {
  const page = await editorPage(browser);
  await page.getByLabel("What the photos show, in English (optional)").fill("A rig at Meki");
  const photo = { width: 1000, height: 750, colour: "#2a6f97" };
  expect(
    await upload(page, [
      { name: "IMG_0009.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(photo) },
    ]),
  ).toBe(302);
  const [{ id }] = server.query<{ id: string }>(
    "SELECT id FROM photos WHERE original_name = ?",
    "IMG_0009.jpg",
  ) as [{ id: string }];
  const editor = `${server.url}/staff/content/projects/project-2`;
  for (const choice of [/\(IMG_0009\.jpg, uploaded /, "No photo"]) {
    await page.goto(editor);
    await choosePicture(page, "Photo 1 (the card's)", choice);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("status")).toContainText("Published");
  }
  // No page shows it any more: it can go.
  await page.goto(`${server.url}/staff/content/photos/${id}`);
  await page.getByRole("checkbox", { name: /^Yes, delete this photo for good\./ }).check();
  await page.getByRole("button", { name: "Delete the photo" }).click();
  await expect(page.getByRole("status")).toHaveText("The photo was deleted.");
  // The version that showed it names it as deleted, and says what restoring it would do.
  await page.goto(`${editor}/history`);
  const earlier = page.locator('section[aria-labelledby^="version-"]').nth(1);
  await expect(earlier).toContainText(
    `A photo deleted from the library since (${id.slice(6, 12)})`,
  );
  const restore = earlier.getByRole("button", { name: /^Restore version \d+$/ });
  await expect(restore).toHaveAccessibleDescription(
    "1 photo of this version was deleted from the library since. Restoring it puts this version on the site without that photo.",
  );
  await restore.click();
  await expect(page.getByRole("status")).toContainText(
    "Without 1 of its photos, deleted from the library since: choose another in the editor if the page needs one.",
  );
});
