// HTML validity of every prerendered file with the Nu Html Checker (vnu, needs Java 17+).
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const jar = require.resolve("vnu-jar/build/dist/vnu.jar");
try {
  execFileSync(
    "java",
    [
      "-jar",
      jar,
      "--skip-non-html",
      "--errors-only",
      "--filterpattern",
      ".*Trailing slash on void elements.*",
      "build/client",
    ],
    { stdio: "inherit" },
  );
  console.log("HTML check: every prerendered file is valid HTML.");
} catch {
  process.exit(1);
}
