import { useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  answersFromParams,
  estimate,
  paramsFromAnswers,
  validateAnswers,
  type SizingAnswers,
} from "~/lib/sizing";
import { SizingForm } from "./sizing-form";
import { SizingResultPanel } from "./sizing-result";

/**
 * The sizing tool: the answers live in the URL query (shareable, kept on reload), and the
 * estimate is worked out in the browser on every change. The prerendered page (and the first
 * render while hydrating) shows the default answers; once JavaScript runs, the tool starts again
 * from the URL, and again whenever Back or Forward changes it.
 */
export function SizingTool() {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigationType = useNavigationType();
  // Our own writes are PUSH or REPLACE; a POP (Back, Forward, first load) is the URL speaking.
  const [popKey, setPopKey] = useState(location.key);
  if (navigationType === "POP" && location.key !== popKey) setPopKey(location.key);
  return <SizingState key={hydrated ? `url-${popKey}` : "prerender"} fromUrl={hydrated} />;
}

/** The answers a visitor is editing, mirrored into the URL query. */
function SizingState({ fromUrl }: { fromUrl: boolean }) {
  const [params, setParams] = useSearchParams();
  const [answers, setAnswers] = useState<SizingAnswers>(() =>
    answersFromParams(fromUrl ? params : new URLSearchParams()),
  );
  const { inputs, errors } = validateAnswers(answers);
  const result = inputs ? estimate(inputs) : undefined;

  /** A choice adds a history entry (Back undoes it); typing replaces the current one. */
  function change(next: Partial<SizingAnswers>, typing: boolean) {
    const updated = answersFromParams(paramsFromAnswers({ ...answers, ...next }));
    setAnswers(updated);
    setParams(paramsFromAnswers(updated), { replace: typing, preventScrollReset: true });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <SizingForm answers={answers} errors={errors} onChange={change} />
      <SizingResultPanel inputs={inputs} result={result} />
    </div>
  );
}
