import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigation, useNavigationType, useSearchParams } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { useSizingPrices } from "~/hooks/use-price-settings";
import { URL_DEBOUNCE_MS, useTimeout } from "~/hooks/use-interval";
import {
  answerKeys,
  answersFromParams,
  answersWithFuel,
  estimate,
  paramsFromAnswers,
  validateAnswers,
  type SizingAnswers,
} from "~/lib/sizing";
import { ANSWERED_ID, SizingForm } from "./sizing-form";
import { MiniSummary } from "./mini-summary";
import { SizingResultPanel } from "./sizing-result";

/**
 * The sizing tool: the answers live in the URL query (shareable, kept on reload), and the
 * estimate is worked out in the browser on every change. The prerendered page (and the first
 * render while hydrating) shows the default answers, a page the server rendered from a shared
 * link's query shows that query's (`renderedQuery`). Once JavaScript runs, the URL speaks: when
 * its query is the one the HTML was rendered for (the usual case), the hydrated tool simply goes
 * on, so no node of the estimate is made twice; otherwise the tool starts again from the URL. It
 * starts again from the URL whenever Back or Forward brings another history entry, too.
 */
export function SizingTool({ renderedQuery }: { renderedQuery: string }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigationType = useNavigationType();
  // Our own writes are PUSH or REPLACE; a POP (Back, Forward) to another entry is the URL speaking.
  const [seen, setSeen] = useState({ key: location.key, pops: 0 });
  if (location.key !== seen.key) {
    setSeen({ key: location.key, pops: seen.pops + (navigationType === "POP" ? 1 : 0) });
  }
  // The query the page was opened with (our own writes change the URL later, not this).
  const [openedQuery] = useState(location.search.slice(1));
  const showsUrl = seen.pops === 0 && openedQuery === renderedQuery;
  // Once the estimate follows the URL, the figures are its own: show the tool again.
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(SHARED_ESTIMATE_ATTRIBUTE);
  }, [hydrated]);
  // Hydration's end changes no prop of a tool that goes on, so it is not rendered again.
  return (
    <SizingState
      key={!hydrated || showsUrl ? "rendered" : `url-${seen.pops}`}
      fromUrl={hydrated && !showsUrl}
      renderedQuery={renderedQuery}
    />
  );
}

/** Set on <html> by the page's boot line while a shared estimate's figures are not yet worked out. */
export const SHARED_ESTIMATE_ATTRIBUTE = "data-shared-estimate";

/**
 * The answers a visitor is editing, mirrored into the URL query after the change has been
 * painted: a choice adds a history entry (Back undoes it), typing replaces the current one once
 * the visitor pauses.
 */
const SizingState = memo(function SizingState({
  fromUrl,
  renderedQuery,
}: {
  fromUrl: boolean;
  renderedQuery: string;
}) {
  const [params, setParams] = useSearchParams();
  const prices = useSizingPrices();
  // A fuel price the query lacks is the one staff set.
  const defaults = useMemo(() => answersWithFuel(prices.fuelPerLitre), [prices.fuelPerLitre]);
  // While hydrating: the query the HTML was rendered for (none when prerendered).
  const [opened] = useState(() => (fromUrl ? params.toString() : renderedQuery));
  const [answers, setAnswers] = useState<SizingAnswers>(() =>
    answersFromParams(new URLSearchParams(opened), defaults),
  );
  // The loan terms of the monthly cost follow the answers in the URL: those the tool started
  // with (none, or a shared link's) until the visitor types others. Their names all begin with
  // "loan" (`loanFields`; importing them would cost this page's first load a chunk).
  const [loanQuery, setLoanQuery] = useState(() =>
    new URLSearchParams(
      [...new URLSearchParams(opened)].filter(([name]) => name.startsWith("loan")),
    ).toString(),
  );
  const { inputs, errors } = validateAnswers(answers);
  const result = inputs ? estimate(inputs, prices) : undefined;

  const [pending, setPending] = useState<{ push: boolean } | null>(null);
  // The query the monthly cost starts from: the opened one, with the terms typed before the
  // page's script ran (read at hydration, below: the cost's code may come later, and React then
  // draws it anew from this query rather than from its fields).
  const [started, setStarted] = useState(opened);
  // The monthly cost leaves while an answer is wrong (no estimate) and comes back with the next
  // right one: it starts again from the terms typed meanwhile, not from those the tool opened
  // with (state adjusted during render, as it changes).
  const estimated = result !== undefined;
  const [wasEstimated, setWasEstimated] = useState(estimated);
  if (wasEstimated !== estimated) {
    setWasEstimated(estimated);
    if (!estimated) setStarted(loanQuery);
  }
  // Stable once hydrated: the monthly cost's terms, handed down, never make the estimate render
  // again.
  const loanInUrl = useMemo(
    () => ({
      query: started,
      change: (query: string, typing: boolean) => {
        setLoanQuery(query);
        setPending((current) => ({ push: (current?.push ?? false) || !typing }));
      },
    }),
    [started],
  );
  // A link followed within the pause (the engineer link, the menu) is on its way: writing the
  // answers then would be a navigation of its own, and the router would drop the visitor's. The
  // router takes the link's click (default prevented) before it says it is navigating.
  const navigating = useNavigation().state !== "idle";
  const [followed, setFollowed] = useState(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (event.defaultPrevented && link instanceof HTMLAnchorElement)
        setFollowed(link.pathname !== window.location.pathname);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  const leaving = navigating || followed;

  // Stable, so the memoised fields that did not change skip rendering.
  const change = useCallback(
    (next: Partial<SizingAnswers>, typing: boolean) => {
      setAnswers((current) =>
        answersFromParams(paramsFromAnswers({ ...current, ...next }), defaults),
      );
      setPending((current) => ({ push: (current?.push ?? false) || !typing }));
    },
    [defaults],
  );

  // Answers typed before the page's script ran (a slow phone shows the form seconds before it
  // hydrates) are in the fields, not in the state: taken in at hydration, or the next change
  // would put the fields back as the state has them. A tool started again from the URL (Back,
  // Forward, a shared link's query) has fields React drew itself: nobody typed in them, and a
  // select React draws has no option marked as the HTML's default.
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (fromUrl) return;
    // The loan terms typed so far (the fields the visitor sees, not the answers' hidden copy).
    // A radio button counts once chosen: how interest is charged.
    const terms = [
      ...(box.current?.querySelectorAll<HTMLInputElement>(
        "[name^=loan]:not([type=hidden], [type=radio]:not(:checked))",
      ) ?? []),
    ];
    const typedTerms = terms.some((field) =>
      field.type === "radio" ? !field.defaultChecked : field.value !== field.defaultValue,
    );
    if (typedTerms) {
      const loan = new URLSearchParams(terms.map((field) => [field.name, field.value]));
      const query = new URLSearchParams(
        [...new URLSearchParams(opened)].filter(([name]) => !name.startsWith("loan")),
      );
      for (const [name, value] of loan) query.set(name, value);
      setStarted(query.toString());
      loanInUrl.change(loan.toString(), true);
    }
    const form = box.current?.querySelector("form");
    if (!form) return;
    const data = new FormData(form);
    const shown = paramsFromAnswers(answers);
    const typed = new URLSearchParams(shown);
    for (const key of answerKeys) {
      if (!form.elements.namedItem(key)) continue;
      const value = data.get(key);
      if (typeof value === "string") typed.set(key, value);
      else typed.delete(key); // an unticked box
    }
    if (typed.toString() === shown.toString()) return;
    // The page's own fields are the outside source here, read once: one more render, at most.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    change(answersFromParams(typed, defaults), true);
    // Once, at hydration: from then on the fields follow the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useTimeout(
    () => {
      setPending(null);
      if (leaving) return;
      const query = [paramsFromAnswers(answers).toString(), loanQuery].filter(Boolean).join("&");
      if (query === params.toString()) return;
      setParams(query, { replace: !pending?.push, preventScrollReset: true });
    },
    pending ? (pending.push ? 0 : URL_DEBOUNCE_MS) : null,
    pending,
  );

  return (
    <div
      ref={box}
      data-estimate=""
      className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start print:block"
    >
      <div>
        {result ? null : <span id={ANSWERED_ID} className="block scroll-mt-24" />}
        <MiniSummary result={result} />
        <SizingForm
          answers={answers}
          errors={errors}
          onChange={change}
          loanQuery={result ? "" : loanQuery}
        />
      </div>
      <SizingResultPanel
        inputs={inputs}
        result={result}
        loanInUrl={loanInUrl}
        landing={result ? ANSWERED_ID : undefined}
      />
    </div>
  );
});
