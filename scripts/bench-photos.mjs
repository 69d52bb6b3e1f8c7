// `npm run bench:photos`: do the Lighthouse figures hold with photos on the pages (issue 19)?
// On a copy of the build, an editor uploads two phone-sized photos (4032 × 3024 JPEG, 3–4 MB
// each) through the staff pages and publishes them on projects 1 to 3: project 1's page shows
// both (the first as its picture at the top), and the three cards on /projects and the home page
// show them. Then Lighthouse (scripts/bench-lighthouse.mjs, mobile defaults, BENCH_RUNS runs,
// median) measures those pages served from the copy, and the same pages of the build without
// photos right after, so the two tables differ by the photos, not by the machine's mood.
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

/** A photo as a phone takes it: a full-size JPEG with a field's gradients and fine detail. */
async function phonePhoto(seed) {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const grain = (state >> 16) % 40;
      const at = (y * width + x) * 3;
      const sky = y < height * 0.4;
      pixels[at] = (sky ? 120 : 60 + ((x >> 5) % 30)) + grain;
      pixels[at + 1] = (sky ? 170 : 110 + ((y >> 4) % 50)) + grain;
      pixels[at + 2] = (sky ? 220 : 40) + (grain >> 1);
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
  site.stop();

  const lighthouse = (label, env) => {
    console.log(`\n## ${label}\n`);
    const run = spawnSync(process.execPath, ["scripts/bench-lighthouse.mjs"], {
      env: { ...process.env, BENCH_ROUTES: routes.join(","), ...env },
      stdio: "inherit",
    });
    return run.status === 0;
  };
  const withPhotos = lighthouse("With photos (copy of the build, photos published)", {
    BUILD_DIR: site.copy,
  });
  lighthouse("Without photos (the build's seed content)", {});
  failed = !withPhotos;
} finally {
  site.remove();
}
process.exitCode = failed ? 1 : 0;
