import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatedFiles, securityHeaders } from "./security-headers.mjs";

describe("security headers, written in one place", () => {
  for (const [file, text] of Object.entries(generatedFiles())) {
    it(`${file} is what scripts/security-headers.mjs generates (run it after editing)`, () => {
      expect(readFileSync(file, "utf8")).toBe(text);
    });
  }

  it("is sent once on what nginx passes to the server: the server's own copies are dropped", () => {
    const hidden = [
      ...readFileSync("deploy/nginx/proxy.conf", "utf8").matchAll(/^proxy_hide_header (\S+);/gm),
    ].map((match) => match[1]);
    expect(hidden.sort()).toEqual(securityHeaders.map(([name]) => name).sort());
  });

  it("sends HSTS from nginx (HTTPS) but not from the plain-HTTP preview server", () => {
    const [nginx = "", serve = ""] = Object.values(generatedFiles());
    expect(nginx).toContain('add_header Strict-Transport-Security "max-age=63072000');
    expect(serve).not.toContain("Strict-Transport-Security");
    for (const [name] of securityHeaders.filter(([, , httpsOnly]) => !httpsOnly))
      expect(serve).toContain(name);
  });
});
