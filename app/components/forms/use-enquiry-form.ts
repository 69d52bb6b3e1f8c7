import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from "react";
import { useLocation } from "react-router";
import {
  enquiryMessages,
  type EnquiryFormDefinition,
  type EnquiryKind,
} from "~/content/enquiry-forms";
import { useFormDraft } from "~/hooks/use-form-draft";
import { checkEnquiry } from "~/lib/enquiry-schema";
import {
  enqueue,
  forget,
  newEnquiryKey,
  queuedEnquiries,
  sendEnquiry,
  serverQueue,
  startOutbox,
  subscribeOutbox,
} from "~/lib/enquiry-outbox";
import { displayValue, type FieldErrors } from "~/lib/validation";

/** A sent value as the confirmation repeats it. */
export interface SentEntry {
  readonly name: string;
  readonly label: string;
  readonly value: string;
}

export type EnquiryStatus = "editing" | "submitting" | "queued" | "sent";

/** What the server answered a submission without JavaScript (the /enquiry page). */
export interface EnquiryAnswerState {
  readonly values: Readonly<Record<string, string>>;
  readonly errors: FieldErrors;
  readonly message: string;
  readonly idempotencyKey: string;
}

interface Options {
  /** Values carried in the URL (a chosen service, a sizing estimate); fill empty fields once. */
  presets?: Readonly<Record<string, string | undefined>>;
  /** The server's answer to a submission made without JavaScript. */
  answer?: EnquiryAnswerState;
}

const keyStore = (kind: EnquiryKind) => `enquiry-key:${kind}`;

function storedKey(kind: EnquiryKind): string | null {
  try {
    return window.localStorage.getItem(keyStore(kind));
  } catch {
    return null;
  }
}

function storeKey(kind: EnquiryKind, key: string | null) {
  try {
    if (key) window.localStorage.setItem(keyStore(kind), key);
    else window.localStorage.removeItem(keyStore(kind));
  } catch {
    // The key lives for this visit only.
  }
}

/**
 * State of an enquiry form: the saved draft, the messages of the last failed submit, the short
 * sending state, the offline queue and the confirmation with its reference number. A failed
 * submit moves focus to the error summary. What the visitor typed stays in the draft until the
 * server has confirmed the enquiry.
 */
export function useEnquiryForm(form: EnquiryFormDefinition, { presets, answer }: Options = {}) {
  const kind = form.kind;
  const fields = form.fields;
  const names = useMemo(() => fields.map((field) => field.name as string), [fields]);
  const draft = useFormDraft<string>(`enquiry:${kind}`, names);
  const { setValue: saveValue } = draft;
  const location = useLocation();
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? []);
  const [formError, setFormError] = useState(
    answer && answer.errors.length === 0 ? answer.message : "",
  );
  const [status, setStatus] = useState<EnquiryStatus>("editing");
  const [sent, setSent] = useState<{ reference: string; entries: readonly SentEntry[] }>();
  const [pendingKey, setPendingKey] = useState<string>();
  const [failedSubmits, setFailedSubmits] = useState(answer?.errors.length ? 1 : 0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = performance.now();
    startOutbox();
  }, []);

  // The answer page's values become the draft, so they survive a reload from here on.
  useEffect(() => {
    if (!answer) return;
    for (const [name, value] of Object.entries(answer.values)) saveValue(name, value);
    storeKey(kind, answer.idempotencyKey);
  }, [answer, kind, saveValue]);

  // Choices carried in the URL fill their fields once the page runs, over an empty field only.
  const presetKey = JSON.stringify(presets ?? {});
  useEffect(() => {
    const values = JSON.parse(presetKey) as Record<string, string | undefined>;
    for (const [name, value] of Object.entries(values)) {
      if (value && names.includes(name)) saveValue(name, value);
    }
  }, [presetKey, names, saveValue]);

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  const hydratedValues = draft.values;
  // Before hydration (and on the answer page's server render) the answer's values show.
  const values = useMemo(
    () =>
      answer ? { ...hydratedValues, ...nonEmpty(hydratedValues, answer.values) } : hydratedValues,
    [answer, hydratedValues],
  );

  const entriesOf = useCallback(
    (source: Record<string, string>): SentEntry[] =>
      fields
        .filter((field) => (source[field.name] ?? "").trim() !== "")
        .map((field) => ({
          name: field.name,
          label: field.label,
          value: displayValue(field, source[field.name] ?? ""),
        })),
    [fields],
  );

  const finish = useCallback(
    (reference: string, key: string) => {
      setSent({ reference, entries: entriesOf(draft.values) });
      setStatus("sent");
      setPendingKey(undefined);
      storeKey(kind, null);
      forget(key);
      draft.clear();
    },
    [draft, entriesOf, kind],
  );

  // A queued enquiry of this form that the outbox has since sent (or that was refused).
  const queue = useSyncExternalStore(subscribeOutbox, queuedEnquiries, serverQueue);
  const queued = pendingKey ? queue.find((item) => item.key === pendingKey) : undefined;
  useEffect(() => {
    if (!queued) return;
    if (queued.reference) finish(queued.reference, queued.key);
    else if (queued.refusal) {
      forget(queued.key);
      setPendingKey(undefined);
      setStatus("editing");
      setErrors(queued.refusal.errors);
      setFormError(queued.refusal.errors.length ? "" : queued.refusal.message);
      setFailedSubmits((count) => count + 1);
    }
  }, [queued, finish]);

  // After a reload, an enquiry of this form still waiting in the queue shows as waiting.
  useEffect(() => {
    const waiting = queuedEnquiries().find((item) => item.kind === kind && !item.refusal);
    if (waiting) {
      setPendingKey(waiting.key);
      setStatus("queued");
    }
  }, [kind]);

  function setValue(name: string, value: string) {
    draft.setValue(name, value);
    // A message goes away once its field is fixed; new ones only appear on submit.
    if (errors.some(([errorName]) => errorName === name)) {
      const next = checkEnquiry(form, { ...values, [name]: value });
      setErrors(errors.filter(([errorName]) => next.some(([other]) => other === errorName)));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting" || status === "queued") return;
    const honeypot = new FormData(event.currentTarget).get("website");
    const problems = checkEnquiry(form, values);
    setErrors(problems);
    setFormError("");
    if (problems.length > 0) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    const key = storedKey(kind) ?? newEnquiryKey();
    storeKey(kind, key);
    const body = new URLSearchParams({
      ...Object.fromEntries(names.map((name) => [name, values[name] ?? ""])),
      kind,
      idempotencyKey: key,
      page: location.pathname + location.search,
      language: document.documentElement.lang || "en",
      fillMs: String(Math.round(performance.now() - shownAt.current)),
      website: typeof honeypot === "string" ? honeypot : "",
    }).toString();
    setStatus("submitting");
    const result = await sendEnquiry(body);
    switch (result.type) {
      case "sent":
        finish(result.reference, key);
        return;
      case "unavailable":
        enqueue({ key, kind, body, savedAt: Date.now() });
        setPendingKey(key);
        setStatus("queued");
        return;
      case "invalid":
        setErrors(result.errors);
        break;
      case "refused":
        setFormError(result.message);
        break;
    }
    setStatus("editing");
    setFailedSubmits((count) => count + 1);
  }

  /** Back to an empty form for another enquiry. */
  function startOver() {
    setErrors([]);
    setFormError("");
    setSent(undefined);
    setStatus("editing");
  }

  const errorOf = (name: string) => errors.find(([errorName]) => errorName === name)?.[1];

  return {
    kind,
    definition: form,
    values,
    setValue,
    errors,
    errorOf,
    formError,
    status,
    sent,
    summaryRef,
    onSubmit,
    startOver,
    queuedMessage: enquiryMessages.savedOffline,
  };
}

function nonEmpty(current: Record<string, string>, answer: Readonly<Record<string, string>>) {
  return Object.fromEntries(Object.entries(answer).filter(([name]) => !current[name]));
}

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
