// `npm run bench`: every speed measurement, run on purpose on a quiet machine, never by the gate.
// Each bench prints its figures and fails when one misses its budget (scripts/bench-budgets.mjs);
// this runs them all and fails when any failed. One bench: `npm run bench:<name>`.
// Needs a production build (npm run build) and Chromium.
import { spawnSync } from "node:child_process";

const benches = ["lighthouse", "blocking", "menu", "sizing", "intake", "publish"];
const missed = benches.filter((name) => {
  console.log(`\n▶ bench:${name}`);
  return spawnSync("node", [`scripts/bench-${name}.mjs`], { stdio: "inherit" }).status !== 0;
});
console.log(
  missed.length > 0 ? `\nBudgets missed by: ${missed.join(", ")}` : "\nEvery bench within budget.",
);
process.exit(missed.length > 0 ? 1 : 0);
