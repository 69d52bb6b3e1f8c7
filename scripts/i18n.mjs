// `npm run i18n:status`, `npm run i18n:export LANG`, `npm run i18n:import FILE`: the translation
// tools (scripts/i18n/cli.ts, docs/translation.md). They read the catalogues as the site builds
// them, so this loads the TypeScript through Vite's module runner with the app's `~` alias.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

// `npm run i18n:export om -- --out - | head` closes the pipe early: that is not an error.
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const root = fileURLToPath(new URL("..", import.meta.url));
const { module } = await runnerImport(`${root}scripts/i18n/cli.ts`, {
  configFile: false,
  root,
  logLevel: "error",
  resolve: { alias: { "~": `${root}app` } },
});
process.exitCode = await module.main(process.argv.slice(2));
