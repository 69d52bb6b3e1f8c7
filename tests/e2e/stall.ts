import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { test, type Page } from "@playwright/test";

/**
 * Awaits what the page does; when it has not answered after `after` milliseconds, writes once to
 * the test's output (and its annotations) what the tab was doing meanwhile, then goes on waiting
 * under the test's own timeout. It changes no result: a step that answers late passes, one that
 * never answers fails as before, with the report beside the failure.
 *
 * Why: in a gate's slow hour, the accessibility sweep's scroll through a page has, a few times,
 * not answered for a minute and more, at a step that waits for two frames or 250 ms (decision
 * 0083); and once, under process accounting, a field reached with Shift+Tab stayed where it was,
 * its label under the header, for 20 s, though its focus scrolls at once on a tab that draws.
 * The report tells a page that runs script without end (its renderer busy, its main thread
 * running, the debugger silent) from a renderer that waits on something else (idle, its threads'
 * kernel waits, the stack of what runs next), and says where the page stands (its scroll, its
 * focus). Closing the tab after the test is left to
 * tests/e2e/tab.ts: the report opens a DevTools session on it, which a shared tab does not keep.
 */
export async function reportingStall<T>(
  page: Page,
  what: string,
  work: Promise<T>,
  after = 20_000,
): Promise<T> {
  const stalled = Symbol("stalled");
  let timer: NodeJS.Timeout | undefined;
  const first = await Promise.race([
    work,
    new Promise<typeof stalled>((resolve) => {
      timer = setTimeout(() => resolve(stalled), after);
    }),
  ]);
  clearTimeout(timer);
  if (first !== stalled) return first;
  const report = await stallReport(page).catch((error: unknown) => `no report: ${String(error)}`);
  const line = `${what}: no answer after ${after / 1000} s.\n${report}`;
  console.log(line);
  test.info().annotations.push({ type: "stall", description: line });
  return work;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `promise` gave within `ms` milliseconds, as text. */
async function within(promise: Promise<unknown>, ms = 5000): Promise<string> {
  return Promise.race([
    promise.then(
      (value) => (typeof value === "string" ? value : "answered"),
      (error: unknown) => `failed: ${String(error).split("\n")[0]}`,
    ),
    pause(ms).then(() => `no answer in ${ms / 1000} s`),
  ]);
}

interface ProcessInfo {
  type: string;
  id: number;
  cpuTime: number;
}

async function stallReport(page: Page): Promise<string> {
  const lines = [
    `host load (1, 5 min): ${loadavg()
      .slice(0, 2)
      .map((load) => load.toFixed(1))}`,
  ];
  const browser = page.context().browser();
  const system = browser ? await browser.newBrowserCDPSession() : undefined;
  const processes = async () =>
    system
      ? ((await system.send("SystemInfo.getProcessInfo")) as { processInfo: ProcessInfo[] })
          .processInfo
      : [];
  const before = await processes();
  await pause(5000);
  const after = await processes();
  for (const { type, id, cpuTime } of after) {
    const earlier = before.find((process) => process.id === id)?.cpuTime ?? 0;
    lines.push(
      `${type} ${id}: ${(cpuTime - earlier).toFixed(2)} CPU-s in the last 5 s; ${threads(id)}`,
    );
  }
  await system?.detach();

  // Whether the tab draws: the document's timeline moves on only with frames.
  lines.push(
    `the page: ${await within(
      page.evaluate(async () => {
        const timeline = () => Number(document.timeline.currentTime);
        const first = timeline();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        // Where it stands: a focus that scrolled nothing, or a scroll that stopped short.
        const focused = document.activeElement;
        const where = `scrolled to ${Math.round(scrollY)} px, focus on ${
          focused ? `${focused.localName}${focused.id ? `#${focused.id}` : ""}` : "nothing"
        } (the document ${document.hasFocus() ? "has" : "has not"} the focus), scroll behaviour ${
          getComputedStyle(document.documentElement).scrollBehavior
        }`;
        return `${document.visibilityState}, ${Math.round(timeline() - first)} ms of its timeline in 1 s; ${where}`;
      }),
    )}`,
  );
  // The debugger answers once the page's main thread is free: a page waiting (on a timer, a
  // frame) answers and gives the stack of the next script that runs, if one runs within 5 s; a
  // page running script without end, or blocked outside script, does not answer.
  const session = await page.context().newCDPSession(page);
  const stack = new Promise<string>((resolve) => {
    session.once("Debugger.paused", ({ callFrames }) =>
      resolve(
        callFrames
          .slice(0, 10)
          .map(
            ({ functionName, url, location }) =>
              `${functionName || "(anonymous)"} ${url.split("/").pop()}:${location.lineNumber + 1}`,
          )
          .join(" < "),
      ),
    );
  });
  lines.push(`debugger: ${await within(session.send("Debugger.enable"))}`);
  await within(session.send("Debugger.pause"));
  lines.push(`script's stack: ${await within(stack)}`);
  await within(session.detach());
  lines.push(
    `screenshot: ${await within(page.screenshot({ timeout: 5000 }).then((png) => `${png.length} bytes`))}`,
  );
  return lines.join("\n");
}

/** The threads of a process: name, state and kernel wait (Linux `ps`), alike ones counted. */
function threads(pid: number): string {
  try {
    const counts = execFileSync("ps", ["-L", "-o", "comm=,stat=,wchan:24=", "-p", String(pid)], {
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .map((thread) => thread.trim().replace(/\s+/g, " "))
      .reduce(
        (counts, thread) => counts.set(thread, (counts.get(thread) ?? 0) + 1),
        new Map<string, number>(),
      );
    return [...counts]
      .map(([thread, count]) => (count > 1 ? `${thread} ×${count}` : thread))
      .join("; ");
  } catch {
    return "threads unknown";
  }
}
