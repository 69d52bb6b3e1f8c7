// `npm run bench:publish`: the time from an editor's Publish to the changed pages being served as
// files, against the budget in scripts/bench-budgets.mjs: a project (its pages), and the company's
// phone number (every page of every language). Works on a copy of the build (publishing
// rewrites its files) with a database of its own; needs a production build (npm run build).
import { publish as budget } from "./bench-budgets.mjs";
import { formHolding, startBenchSite } from "./bench-site.mjs";

const runs = 5;
const site = await startBenchSite("bench-publish");
const { base, headers } = site;

try {
  /**
   * Publishes `runs` times through the editor's own form at `editor` (the form holding the field
   * `changed`, as its page holds it, with that field set to run N's value) and waits until `page`
   * serves it. Returns the median.
   */
  async function measure(label, { editor, changed, valueOf, page, extra = {} }) {
    const times = [];
    for (let run = 1; run <= runs; run += 1) {
      const html = await (await fetch(editor, { headers })).text();
      const form = formHolding(html, changed);
      for (const [name, value] of Object.entries(extra)) form.set(name, value);
      form.set(changed, valueOf(run));
      const started = performance.now();
      const response = await fetch(editor, {
        method: "POST",
        redirect: "manual",
        headers,
        body: form,
      });
      if (response.status !== 302) throw new Error(`${label}: publish answered ${response.status}`);
      for (;;) {
        const served = await (await fetch(`${base}${page}`)).text();
        if (served.includes(valueOf(run))) break;
      }
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(`Publish → served (${label}), ${runs} runs:`);
    console.log(
      `  median ${Math.round(median)} ms, fastest ${Math.round(times[0])} ms, slowest ${Math.round(times.at(-1))} ms; budget ${budget.publishToServedMs} ms`,
    );
    return median;
  }

  const medians = [
    await measure("a project: its page, the lists and the home page in every language", {
      editor: `${base}/staff/content/projects/project-3`,
      changed: "title.en",
      valueOf: (run) => `Sidama Smallholder Drip Irrigation Scheme (run ${run})`,
      page: "/projects/project-3",
      extra: { intent: "publish" },
    }),
    // The phone number is in every page's frame: every public page in every language is rendered.
    await measure("the company's phone number: every page in every language", {
      editor: `${base}/staff/content/company`,
      changed: "phone",
      valueOf: (run) => `+251 11 555 01${String(run).padStart(2, "0")}`,
      page: "/om/about",
    }),
  ];
  process.exitCode = medians.every((median) => median <= budget.publishToServedMs) ? 0 : 1;
} finally {
  site.remove();
}
