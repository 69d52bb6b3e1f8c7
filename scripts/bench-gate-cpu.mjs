// `npm run bench:gate-cpu`: where the gate's time goes. Runs `npm test` with Linux process
// accounting on and prints, for each check the gate started, the processor time it and every
// process under it used, with Chromium's counted apart (its renderers are re-parented, so they are
// counted by name), against the gate's wall time and its budget (scripts/bench-budgets.mjs). The
// gate is bound by its two cores: the share of them it kept busy says whether less work or better
// ordering would shorten it (docs/decisions/0043, "Where the CPU goes").
// Needs root and Debian's `acct` (`apt-get install acct`); takes as long as `npm test` (7 – 9 min
// here). Not part of `npm run bench`: run it on a quiet machine, with nothing else running.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { gate as budget } from "./bench-budgets.mjs";

const accton = ["/usr/sbin/accton", "/sbin/accton"].find((path) => existsSync(path));
if (!accton || process.getuid?.() !== 0) {
  console.error("bench:gate-cpu needs root and process accounting: apt-get install acct");
  process.exit(2);
}

const folder = mkdtempSync(join(tmpdir(), "ts-bench-acct-"));
const file = join(folder, "pacct");
writeFileSync(file, "");
execFileSync(accton, [file]);
const started = Date.now();
let output = "";
/** The process `npm test` runs as: its pid finds it in the records, whatever name npm gives it. */
let npmPid = 0;
const status = await new Promise((resolve) => {
  // As .ci/run runs it: CI's three browser workers, and nginx in front where it is installed.
  const nginx = existsSync("/usr/sbin/nginx") ? { E2E_SERVER: "nginx" } : {};
  const gate = spawn("npm", ["test"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, CI: "true", ...nginx },
  });
  npmPid = gate.pid ?? 0;
  gate.stdout.on("data", (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  gate.on("close", resolve);
});
const wall = (Date.now() - started) / 1000;
// The last processes to end are written when they end: a moment for the kernel to write them.
await new Promise((resolve) => setTimeout(resolve, 1000));
execFileSync(accton, ["off"]);
const records = execFileSync("dump-acct", [file], { encoding: "utf8", maxBuffer: 64 << 20 });
rmSync(folder, { recursive: true, force: true });

/** One process: its command (16 characters), CPU and elapsed seconds, pid and parent's pid. */
const processes = records
  .trim()
  .split("\n")
  .map((line) => {
    const field = line.split("|").map((value) => value.trim());
    return {
      command: field[0],
      cpu: (Number(field[2]) + Number(field[3])) / 100,
      elapsed: Number(field[4]) / 100,
      pid: Number(field[9]),
      parent: Number(field[10]),
    };
  });
const children = new Map();
for (const record of processes)
  children.set(record.parent, [...(children.get(record.parent) ?? []), record]);
// A process is recorded under the name its last thread to end had: Chromium's are mostly
// recorded under a thread's name ("ThreadPoolForeg", "Compositor"), not "chromium-headle".
const chromiumNames =
  /^(chromium|ThreadPool|Compositor|Chrome_|CrRenderer|CrGpu|PerfettoTrace|sandbox_ipc|DelayedTaskSche|Thread<|inotify_reader|VizComposit|ANGLE|DevToolsPipe|MemoryInfra|VideoCapture|HangWatcher|NetworkService)/;
const isChromium = (record) => chromiumNames.test(record.command);
/** A process's CPU with its descendants', Chromium's apart. */
const treeCpu = (record) =>
  (isChromium(record) ? 0 : record.cpu) +
  (children.get(record.pid) ?? []).reduce((sum, child) => sum + treeCpu(child), 0);

// `npm test` → sh → node scripts/gate.mjs, whose children are the checks. npm's name in the
// records is "npm test" or "node", by the npm and the Node that run it: it is found by its pid.
// (A pid used again, by a short process before it, lasted less.)
const npmTest = processes
  .filter((record) => record.pid === npmPid)
  .reduce(
    (longest, record) => (record.elapsed > (longest?.elapsed ?? -1) ? record : longest),
    undefined,
  );
const shell = children.get(npmTest?.pid)?.[0];
const gateProcess = children.get(shell?.pid)?.find((record) => record.command === "node");
if (!gateProcess) {
  console.error("The gate's process was not found in the accounting records.");
  process.exit(1);
}

// The gate names each check with its duration ("✔ lint (210.6 s, ended 211 s into the gate)"):
// each child process is the check whose duration is closest to its elapsed time.
const checks = [...output.matchAll(/^[✔✘] (.+?) \(([\d.]+) s, ended/gm)].map(
  ([, name, seconds]) => ({
    name,
    seconds: Number(seconds),
  }),
);
const rows = new Map();
for (const child of children.get(gateProcess.pid) ?? []) {
  const closest = checks.reduce(
    (best, check) =>
      Math.abs(check.seconds - child.elapsed) <
      Math.abs((best?.seconds ?? Infinity) - child.elapsed)
        ? check
        : best,
    undefined,
  );
  const name =
    closest && Math.abs(closest.seconds - child.elapsed) < 2 ? closest.name : child.command;
  rows.set(name, (rows.get(name) ?? 0) + treeCpu(child));
}
const cpuOf = (records) => records.reduce((sum, record) => sum + record.cpu, 0);
rows.set("Chromium (every process)", cpuOf(processes.filter(isChromium)));
const isNginx = (record) => record.command.startsWith("nginx");
rows.set("nginx", cpuOf(processes.filter(isNginx)));
// The rest: processes outside the gate's tree (the host's own, or any whose parent ended first),
// by name, so that a name Chromium gives a thread and this list lacks shows here.
const inGate = new Set();
const collect = (record) => {
  inGate.add(record);
  for (const child of children.get(record.pid) ?? []) collect(child);
};
collect(npmTest);
const others = processes.filter(
  (record) => !inGate.has(record) && !isChromium(record) && !isNginx(record),
);
const otherNames = [...new Set(others.filter((record) => record.cpu >= 0.1).map((r) => r.command))];
rows.set(`other processes (${otherNames.join(", ") || "none over 0.1 s"})`, cpuOf(others));

const total = [...rows.values()].reduce((sum, cpu) => sum + cpu, 0);
const cores = availableParallelism();
console.log(`\n▶ npm test: processor time by part (${cores} cores)`);
for (const [name, cpu] of [...rows].sort((a, b) => b[1] - a[1]).filter(([, cpu]) => cpu >= 0.5))
  console.log(
    `${cpu.toFixed(1).padStart(7)} s  ${((100 * cpu) / total).toFixed(0).padStart(3)} %  ${name}`,
  );
console.log(
  `${total.toFixed(1).padStart(7)} s  in all, in ${wall.toFixed(0)} s: ${(total / wall).toFixed(2)} of ${cores} cores busy on average`,
);
const over = wall > budget.npmTestSeconds;
console.log(
  `npm test took ${wall.toFixed(0)} s against its budget of ${budget.npmTestSeconds} s: ${
    over
      ? `over; at this hour's speed, ${(total - (total / wall) * budget.npmTestSeconds).toFixed(0)} CPU-seconds less work would fit it`
      : "within"
  }`,
);
process.exit(status === 0 && !over ? 0 : 1);
