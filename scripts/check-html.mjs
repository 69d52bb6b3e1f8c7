// HTML validity of every prerendered file with the Nu Html Checker (vnu, needs Java 17+).
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const jar = require.resolve("vnu-jar/build/dist/vnu.jar");
try {
  execFileSync(
    "java",
    [
      // A run of a few seconds: the JIT's first tier only, and one collector thread, which halves
      // its CPU (8.7 to 4.3 CPU-seconds on the 2-core VM; decision 0043). That tier's larger
      // frames need the checker's thread to have more stack than the default 1 MB.
      "-XX:TieredStopAtLevel=1",
      "-XX:+UseSerialGC",
      "-Xss16m",
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
