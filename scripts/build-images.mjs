// Builds the raster images the site serves from public/generated (run before dev and build):
// - every photo of app/content/photos.json as AVIF, WebP and JPEG at each of its widths;
// - the app icons (PNG) and the social share image (1200 × 630 PNG) from the brand mark.
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import sharp from "sharp";

const out = "public/generated";
await mkdir(`${out}/photos`, { recursive: true });

async function fresh(target, source) {
  try {
    return (await stat(target)).mtimeMs >= (await stat(source)).mtimeMs;
  } catch {
    return false;
  }
}

const { photos } = JSON.parse(await readFile("app/content/photos.json", "utf8"));
for (const item of photos) {
  const svg = await readFile(item.source);
  for (const width of item.widths) {
    const base = `${out}/photos/${item.name}-${width}`;
    if (await fresh(`${base}.avif`, item.source)) continue;
    const image = () =>
      sharp(svg, { density: 300 }).resize(width, Math.round((width * item.height) / item.width), {
        fit: "cover",
      });
    await image().avif({ quality: 50, effort: 4 }).toFile(`${base}.avif`);
    await image().webp({ quality: 72 }).toFile(`${base}.webp`);
    await image().jpeg({ quality: 75, mozjpeg: true }).toFile(`${base}.jpg`);
  }
}

const mark = `<g stroke="#f2a900" stroke-width="3" stroke-linecap="round"><path d="M24 3v5M9.2 9.2l3.5 3.5M38.8 9.2l-3.5 3.5M3 22h5M40 22h5"/></g><circle cx="24" cy="20" r="10" fill="#f2a900"/><path d="M24 18c5 6.5 8 11.2 8 15a8 8 0 01-16 0c0-3.8 3-8.5 8-15z" fill="#0e7490" stroke="#fff" stroke-width="2"/>`;

// App icons: the mark on the brand's deep green, with a safe zone for maskable icons.
const icon = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#0d3521"/><g transform="translate(9.6 8.4) scale(0.6)">${mark}</g></svg>`,
);
for (const [name, size] of [
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["apple-touch-icon.png", 180],
]) {
  await sharp(icon, { density: 600 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}/${name}`);
}

// Social share image: brand mark and tagline on the deep green, a band of gold sun light.
// The brand texts come from the one site config (read as text: this script runs without a TS loader).
const siteSource = await readFile("app/content/site.ts", "utf8");
const siteText = {
  brand: siteSource.match(/\bbrand: "([^"]+)"/)?.[1] ?? "",
  tagline: siteSource.match(/\btagline: "([^"]+)"/)?.[1].replace("&", "&amp;") ?? "",
};
const share =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#12472c"/><stop offset="1" stop-color="#07210f"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1040" cy="120" r="260" fill="#f2a900" opacity="0.12"/>
  <path d="M0 520 C300 450 600 600 1200 480 V630 H0Z" fill="#175c38"/>
  <path d="M0 575 C400 520 800 640 1200 560 V630 H0Z" fill="#2e8b57"/>
  <g transform="translate(90 110) scale(3.2)">${mark}</g>
  <text x="90" y="360" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="800" fill="#ffffff">${siteText.brand}</text>
  <text x="90" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#fde08a">${siteText.tagline}</text>
</svg>`);
await sharp(share).png({ compressionLevel: 9, palette: true }).toFile(`${out}/share.png`);
// Web app manifest, named from the site config.
await writeFile(
  `${out}/manifest.webmanifest`,
  `${JSON.stringify(
    {
      name: `${siteText.brand} — ${siteText.tagline.replace("&amp;", "&")}`,
      short_name: siteText.brand,
      start_url: "/",
      display: "standalone",
      background_color: "#0d3521",
      theme_color: "#0d3521",
      icons: [192, 512].map((size) => ({
        src: `/generated/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any maskable",
      })),
    },
    null,
    2,
  )}\n`,
);
console.log("Built raster images, icons, share image and manifest in", out);
