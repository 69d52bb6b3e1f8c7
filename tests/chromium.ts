import { createHash, X509Certificate } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

/**
 * The browser of the tests: the one CHROME_PATH names, else Debian's Chromium headless shell (the
 * same engine without the browser's windowing: about 1.6× faster a test, and half the processor
 * time, on the 2-core machines), else Debian's full Chromium. Playwright must not download one.
 */
export const chromiumPath =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ??
  "/usr/bin/chromium";

/**
 * The arguments every browser of the tests gets, plus trust for the
 * HTTPS test server's certificate, made by scripts/nginx.mjs with a throw-away authority and
 * recorded in build/nginx-run/tls.json: Chromium accepts a certificate whose public-key hash is
 * on this list, and no other invalid one.
 */
export function chromiumArgs(baseUrl: string | undefined): string[] {
  const args = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    // V8 without its optimising compilers (Maglev, TurboFan): a test's page lives seconds, too
    // short for optimised code to pay back its compiling on the background threads. The public
    // specs' Chromium used 10 % less processor time (alternating runs, decision 0082). The
    // benchmarks launch their own browser, without it.
    "--js-flags=--no-opt --no-maglev",
  ];
  const tls = "build/nginx-run/tls.json";
  if (!baseUrl?.startsWith("https:") || !existsSync(tls)) return args;
  const { cert } = JSON.parse(readFileSync(tls, "utf8")) as { cert: string };
  const spki = new X509Certificate(readFileSync(cert)).publicKey.export({
    type: "spki",
    format: "der",
  });
  const hash = createHash("sha256").update(spki).digest("base64");
  return [...args, `--ignore-certificate-errors-spki-list=${hash}`];
}
