/* global window, document */
// `npm run bench:photos`: do the Lighthouse figures hold with photos on the pages (issue 19)?
// On a copy of the build, an editor uploads two phone-sized photos (4032 × 3024 JPEG, about
// 2 MB each) through the staff pages and publishes them on projects 1 to 3: project 1's page shows
// both (the first as its picture at the top), and the three cards on /projects and the home page
// show them. Then Lighthouse (scripts/bench-lighthouse.mjs, mobile defaults, BENCH_RUNS runs,
// median) measures those pages served from the copy, and the same pages of the build without
// photos right after, so the two tables differ by the photos, not by the machine's mood.
// Before Lighthouse, it prints what a phone and a desktop download in photos on each route (exact
// bytes and the renditions chosen); BENCH_PHOTOS_LIGHTHOUSE=0 stops there.
// Needs a production build (npm run build), Chromium and, for nginx, the deploy/nginx setup.
import { spawnSync } from "node:child_process";
import sharp from "sharp";
import { formHolding, startBenchSite } from "./bench-site.mjs";

const routes = [
  "/",
  "/projects",
  "/projects/project-1",
  "/am/projects/project-1",
  "/om/projects/project-1",
];

/**
 * What a screen downloads in photos: each route loaded in Chromium's headless shell at a phone's
 * and a desktop's size, scrolled to the bottom so every lazy picture loads, and the bytes of the
 * photo renditions it fetched, with the widths it chose. Exact (no timing), so it can be compared
 * between builds on a busy machine.
 */
async function photoBytesByScreen(base) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox"],
  });
  const screens = [
    { name: "phone 360 px, 2×", width: 360, height: 740, scale: 2 },
    { name: "phone 412 px, 1.75× (Lighthouse)", width: 412, height: 823, scale: 1.75 },
    { name: "desktop 1280 px, 1×", width: 1280, height: 800, scale: 1 },
  ];
  console.log("\n## Photos downloaded, scrolled to the bottom\n");
  console.log("| Route | Screen | Photo bytes | Renditions taken |\n|---|---|---|---|");
  try {
    for (const route of routes) {
      for (const screen of screens) {
        const context = await browser.newContext({
          viewport: { width: screen.width, height: screen.height },
          deviceScaleFactor: screen.scale,
        });
        const page = await context.newPage();
        const taken = [];
        page.on("response", async (response) => {
          const match = /\/media\/photos\/photo-[0-9a-f]+-(\d+)\.(\w+)$/.exec(response.url());
          if (!match) return;
          const body = await response.body().catch(() => Buffer.alloc(0));
          taken.push({ file: `${match[1]} ${match[2]}`, bytes: body.length });
        });
        await page.goto(`${base}${route}`, { waitUntil: "load" });
        for (let y = 0; y < 40; y += 1) {
          const atEnd = await page.evaluate(() => {
            window.scrollBy(0, window.innerHeight);
            return window.scrollY + window.innerHeight >= document.body.scrollHeight;
          });
          await page.waitForTimeout(100);
          if (atEnd) break;
        }
        await page.waitForLoadState("networkidle");
        const bytes = taken.reduce((sum, item) => sum + item.bytes, 0);
        const files = taken.map((item) => item.file).join(", ") || "none";
        console.log(`| ${route} | ${screen.name} | ${(bytes / 1024).toFixed(1)} KB | ${files} |`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

/** A repeatable value in [0, 1) for a cell of a grid (an integer hash). */
function cell(x, y, seed) {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 1442695041);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Value noise: the grid's cells blended smoothly (bilinear, eased), at one scale in pixels. */
function noise(x, y, scale, seed) {
  const gx = x / scale;
  const gy = y / scale;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const ease = (t) => t * t * (3 - 2 * t);
  const fx = ease(gx - x0);
  const fy = ease(gy - y0);
  const top = cell(x0, y0, seed) * (1 - fx) + cell(x0 + 1, y0, seed) * fx;
  const bottom = cell(x0, y0 + 1, seed) * (1 - fx) + cell(x0 + 1, y0 + 1, seed) * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * A photo as a phone takes it: a full-size JPEG whose detail grows with its scale, as in a
 * field's leaves, soil and sky (smooth noise at 3, 12, 48 and 256 pixels, the larger the
 * stronger). Its renditions weigh what detailed outdoor photos weigh (480 px: about 26 KB AVIF,
 * 30 KB JPEG; 960 px: about 76 KB AVIF, 100 KB JPEG), unlike pure noise, which averages away when
 * scaled down, or blocks, whose sharp edges no photo has.
 */
async function phonePhoto(seed) {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const s = seed * 8 + channel;
        const value =
          25 * noise(x, y, 3, s) +
          45 * noise(x, y, 12, s + 3) +
          70 * noise(x, y, 48, s + 5) +
          90 * noise(x, y, 256, s + 7);
        pixels[at + channel] = Math.min(255, value + (channel === 1 ? 25 : 0));
      }
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const site = await startBenchSite("bench-photos");
let failed = false;
try {
  const { base, headers, cookie } = site;
  // Upload: the photo library's plain multipart form.
  const library = await (await fetch(`${base}/staff/content/photos`, { headers })).text();
  const upload = new FormData();
  upload.set("csrf", formHolding(library, "englishAlt").get("csrf"));
  upload.set("englishAlt", "A solar pump feeding drip lines in a field");
  for (const seed of [1, 2]) {
    const photo = await phonePhoto(seed);
    console.log(`Photo ${seed}: ${(photo.length / 1024 / 1024).toFixed(1)} MB, 4032 × 3024 JPEG`);
    upload.append("photos", new Blob([photo], { type: "image/jpeg" }), `field-${seed}.jpg`);
  }
  const uploaded = await fetch(`${base}/staff/content/photos`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, Cookie: cookie },
    body: upload,
  });
  if (uploaded.status !== 302) throw new Error(`upload answered ${uploaded.status}`);

  // Publish them on projects 1 to 3 through the project editor.
  for (const [id, photos] of [
    ["project-1", [0, 1]],
    ["project-2", [1]],
    ["project-3", [0]],
  ]) {
    const editor = `${base}/staff/content/projects/${id}`;
    const html = await (await fetch(editor, { headers })).text();
    const ids = [...html.matchAll(/<option value="(photo-[0-9a-f]+)"/g)].map((m) => m[1]);
    const choices = [...new Set(ids)];
    if (choices.length < 2) throw new Error(`the editor of ${id} offers ${choices.length} photos`);
    const form = formHolding(html, "photo1");
    photos.forEach((which, index) => form.set(`photo${index + 1}`, choices[which]));
    form.set("intent", "publish");
    const published = await fetch(editor, {
      method: "POST",
      redirect: "manual",
      headers,
      body: form,
    });
    if (published.status !== 302) throw new Error(`publishing ${id} answered ${published.status}`);
  }
  const page = await (await fetch(`${base}/projects/project-1`)).text();
  if (!page.includes('type="image/avif"')) throw new Error("project 1 shows no photo");
  // What a phone downloads for the picture at the top (a 2× phone takes the 960 px one).
  const cover = /\/media\/photos\/(photo-[0-9a-f]+)-480\.avif/.exec(page)?.[1];
  for (const width of [480, 960])
    for (const type of ["avif", "webp", "jpg"]) {
      const file = `${base}/media/photos/${cover}-${width}.${type}`;
      const bytes = (await (await fetch(file)).arrayBuffer()).byteLength;
      console.log(`Project 1's picture, ${width} px ${type}: ${(bytes / 1024).toFixed(1)} KB`);
    }
  await photoBytesByScreen(base);
  site.stop();

  const lighthouse = (label, env) => {
    console.log(`\n## ${label}\n`);
    const run = spawnSync(process.execPath, ["scripts/bench-lighthouse.mjs"], {
      env: { ...process.env, BENCH_ROUTES: routes.join(","), ...env },
      stdio: "inherit",
    });
    return run.status === 0;
  };
  // BENCH_PHOTOS_LIGHTHOUSE=0: the photo bytes only (the copy is still removed below).
  if (process.env.BENCH_PHOTOS_LIGHTHOUSE !== "0") {
    const withPhotos = lighthouse("With photos (copy of the build, photos published)", {
      BUILD_DIR: site.copy,
    });
    lighthouse("Without photos (the build's seed content)", {});
    failed = !withPhotos;
  }
} finally {
  site.remove();
}
process.exitCode = failed ? 1 : 0;
