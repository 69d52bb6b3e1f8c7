import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from "react";
import { useLocation } from "react-router";
import type { EnquiryFormDefinition } from "~/content/enquiry-forms";
import { useFormDraft } from "~/hooks/use-form-draft";
import { useHydrated } from "~/hooks/use-hydrated";
import { checkEnquiry } from "~/lib/enquiry-schema";
import {
  enqueue,
  forget,
  newEnquiryKey,
  onEnquirySent,
  queuedEnquiries,
  sendEnquiry,
  type SendResult,
  serverQueue,
  waiting,
  startOutbox,
  subscribeOutbox,
} from "~/lib/enquiry-outbox";
import { plainValues } from "~/lib/plain-text";
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
  /** The page the form was first sent from (the answer page is not where the lead came from). */
  readonly page?: string;
}

/** Why the server refused an enquiry: its words, and which of the forms' messages they are. */
type Refusal = Pick<SendResult & { type: "refused" }, "message" | "reason">;

interface Options {
  /**
   * Values carried in the URL (a chosen service, a sizing estimate), in the page's language; they
   * fill their fields once for each link.
   */
  presets?: Readonly<Record<string, string | undefined>>;
  /** The server's answer to a submission made without JavaScript. */
  answer?: EnquiryAnswerState;
}

const keyStore = (kind: string) => `enquiry-key:${kind}`;

function storedKey(kind: string): string | null {
  try {
    return window.localStorage.getItem(keyStore(kind));
  } catch {
    return null;
  }
}

function storeKey(kind: string, key: string | null) {
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
  const draftKey = `enquiry:${kind}`;
  const names = useMemo(() => fields.map((field) => field.name as string), [fields]);
  const draft = useFormDraft<string>(draftKey, names);
  const { setValue: saveValue } = draft;
  const location = useLocation();
  const ready = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? []);
  const [formError, setFormError] = useState<Refusal | undefined>(
    answer && answer.errors.length === 0 ? { message: answer.message } : undefined,
  );
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<{
    reference: string;
    /** What was sent, as typed: the confirmation words it in the form's language. */
    values?: Readonly<Record<string, string>>;
    /** What was sent, already worded (the outbox's: an enquiry saved offline). */
    entries?: readonly SentEntry[];
    /** The language it was written in, when it was sent from another page (the outbox's). */
    language?: string;
  }>();
  const [failedSubmits, setFailedSubmits] = useState(answer?.errors.length ? 1 : 0);
  /** The visitor emptied the form: the answer page's values no longer fill it. */
  const [cleared, setCleared] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const shownAt = useRef(0);

  useEffect(() => {
    // The form was there before its script: typed into meanwhile (a slow phone), its filling
    // began when the page arrived, not now, or a send at once would be taken for a robot's.
    shownAt.current = typedEarly.current.size > 0 ? 0 : performance.now();
    startOutbox();
  }, []);

  // The answer page's values become the draft, so they survive a reload from here on: once for
  // each answer (its key), not at each render. A save records when the draft changed, so saving
  // at each render changed the draft at each render and rendered again; on a slow phone, whose
  // clock moved between two renders, until React gave up and showed the error page.
  const answerSaved = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!answer || answerSaved.current === answer.idempotencyKey) return;
    answerSaved.current = answer.idempotencyKey;
    for (const [name, value] of Object.entries(answer.values)) saveValue(name, value);
    storeKey(kind, answer.idempotencyKey);
  }, [answer, kind, saveValue]);

  // Choices carried in the URL, those of this form's fields.
  const presetKey = JSON.stringify(presets ?? {});
  const presetValues = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(JSON.parse(presetKey) as Record<string, string | undefined>).filter(
          (entry): entry is [string, string] => !!entry[1] && names.includes(entry[0]),
        ),
      ),
    [presetKey, names],
  );
  // They fill their fields once the page runs, once for each link (its query): after a reload or
  // in another language (the switch keeps the query, and words the choices anew) what was typed
  // since stays; a new link fills its choices again, but not a text field the visitor wrote in
  // (the quote form's requirements). A form the visitor cleared stays empty.
  const { fill } = draft;
  const words = useMemo(
    () =>
      fields
        .filter((field) => field.kind === "text" || field.kind === "textarea")
        .map((field) => field.name as string),
    [fields],
  );
  /** The fields typed in before the page's script ran (below): a link's choice is not put back. */
  const typedEarly = useRef(new Set<string>());
  useEffect(() => {
    if (cleared || Object.keys(presetValues).length === 0) return;
    const fresh = Object.entries(presetValues).filter(([name]) => !typedEarly.current.has(name));
    fill(Object.fromEntries(fresh), location.search, words);
  }, [presetValues, location.search, cleared, fill, words]);

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  // An enquiry of this form saved offline, now accepted by the server; or one the outbox sent
  // while this form was not on the page (or not running yet): its confirmation shows here, once.
  useEffect(() => onEnquirySent(kind, setSent), [kind]);

  // Before hydration (and on the answer page's server render) the answer's values show. So do
  // the choices carried in the URL: the server renders an address with a query
  // (scripts/server-pages.mjs), so its first HTML has them, with scripts or without; once the
  // page runs, they are in the draft (above).
  const values = useMemo((): Record<string, string> => {
    const shown: Record<string, string> = ready
      ? draft.values
      : { ...draft.values, ...presetValues };
    return answer && !cleared
      ? {
          ...shown,
          ...Object.fromEntries(Object.entries(answer.values).filter(([name]) => !shown[name])),
        }
      : shown;
  }, [answer, cleared, draft.values, ready, presetValues]);

  // What was typed before the page's script ran (a slow phone shows the form long before it
  // hydrates) is in the fields but not in the draft: kept, before the draft's first render
  // would put the fields back as the draft has them.
  useLayoutEffect(() => {
    for (const form of document.querySelectorAll<HTMLFormElement>(`form[data-enquiry="${kind}"]`)) {
      for (const name of names) {
        const element = form.elements.namedItem(name);
        const value = element && "value" in element ? element.value : undefined;
        // `values` as the hydration rendered them: a field that differs was typed in meanwhile.
        if (value !== undefined && value !== (values[name] ?? "")) {
          saveValue(name, value);
          typedEarly.current.add(name);
        }
      }
    }
    // Once, at hydration: from then on the fields follow the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // This form's enquiry in the offline queue: waiting, or refused by the server when resent.
  const queue = useSyncExternalStore(subscribeOutbox, queuedEnquiries, serverQueue);
  const queued = queue.find((item) => item.kind === kind);
  const status: EnquiryStatus = sent
    ? "sent"
    : queued && !queued.refusal
      ? "queued"
      : submitting
        ? "submitting"
        : "editing";
  const refusedErrors = queued?.refusal && errors.length === 0 ? queued.refusal.errors : errors;
  const refusal =
    formError ??
    (queued?.refusal && queued.refusal.errors.length === 0 ? queued.refusal : undefined);
  /**
   * The form's problems, as the server will find them: it checks the values as it keeps them,
   * cleaned (`plainValues`: a phone number pasted between direction marks is a phone number).
   */
  const check = useCallback(
    (source: Record<string, string>) => checkEnquiry(form, plainValues(fields, source)),
    [form, fields],
  );
  // Messages are worded as the form shows them, in its language then: the language switch keeps
  // the form (decision 0042). A field's is the one the check gives its value now; the server's own
  // words stay only where the check has none (a rule only the server knows).
  const shownErrors = useMemo(() => {
    if (refusedErrors.length === 0) return refusedErrors;
    const now = new Map(check(values));
    return refusedErrors.map(([name, message]) => [name, now.get(name) ?? message] as const);
  }, [refusedErrors, check, values]);
  const shownFormError = refusal
    ? (refusal.reason && form.words.messages[refusal.reason]) || refusal.message
    : "";

  // What was sent as the company has it: cleaned as the server cleans it at intake (a pasted
  // bidi override or control character is not repeated).
  const entriesOf = useCallback(
    (source: Record<string, string>): SentEntry[] => {
      const plain = plainValues(fields, source);
      return fields
        .filter((field) => (plain[field.name] ?? "").trim() !== "")
        .map((field) => ({
          name: field.name,
          label: field.label,
          value: displayValue(field, plain[field.name] ?? ""),
        }));
    },
    [fields],
  );

  function setValue(name: string, value: string) {
    draft.setValue(name, value);
    // A message goes away once its field is fixed; new ones only appear on submit.
    if (errors.some(([errorName]) => errorName === name)) {
      const next = check({ ...values, [name]: value });
      setErrors(errors.filter(([errorName]) => next.some(([other]) => other === errorName)));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting" || status === "queued") return;
    if (queued) forget(queued.key);
    const honeypot = new FormData(event.currentTarget).get("website");
    const problems = check(values);
    setErrors(problems);
    setFormError(undefined);
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
      page: answer?.page ?? location.pathname + location.search,
      language: document.documentElement.lang || "en",
      // From the draft's first keystroke (a restored draft was typed before this page load).
      fillMs: String(
        Math.round(
          Math.max(
            performance.now() - shownAt.current,
            Date.now() - (draft.startedAt ?? Date.now()),
          ),
        ),
      ),
      website: typeof honeypot === "string" ? honeypot : "",
    }).toString();
    setSubmitting(true);
    const result = await sendEnquiry(body);
    setSubmitting(false);
    switch (result.type) {
      case "sent":
        setSent({ reference: result.reference, values });
        storeKey(kind, null);
        draft.clear();
        return;
      case "unavailable":
        // Saved with its key; the outbox sends it (exactly once) when the connection returns.
        storeKey(kind, null);
        enqueue(
          waiting(
            { key, kind, body, entries: entriesOf(values), draftKey, savedAt: Date.now() },
            result,
          ),
        );
        return;
      case "invalid":
        setErrors(result.errors);
        break;
      case "refused":
        setFormError(result);
        break;
    }
    setFailedSubmits((count) => count + 1);
  }

  /** Back to an empty form for another enquiry. */
  function startOver() {
    if (queued) forget(queued.key);
    setErrors([]);
    setFormError(undefined);
    setSent(undefined);
  }

  /**
   * Empties the form and forgets everything it kept on the device: the draft, a refused
   * enquiry's copy and its key (on a shared phone, the next person sees nothing).
   */
  function clear() {
    if (queued) forget(queued.key);
    storeKey(kind, null);
    draft.clear();
    setCleared(true);
    setErrors([]);
    setFormError(undefined);
  }

  const errorOf = (name: string) => shownErrors.find(([errorName]) => errorName === name)?.[1];

  return {
    kind,
    ready,
    definition: form,
    values,
    setValue,
    errors: shownErrors,
    errorOf,
    formError: shownFormError,
    status,
    sent: sent && {
      reference: sent.reference,
      entries: sent.values ? entriesOf(sent.values) : (sent.entries ?? []),
      language: sent.language,
    },
    summaryRef,
    onSubmit,
    startOver,
    clear,
    /** Whether any field holds something (the Clear button shows then). */
    filled: names.some((name) => (values[name] ?? "") !== ""),
    queuedMessage:
      form.words.messages[
        queued?.wait === "busy"
          ? "savedBusy"
          : queued?.wait === "failed"
            ? "savedServerError"
            : "savedOffline"
      ],
    page: answer?.page,
    /** The form is the answer page's, the server's reply to a post without JavaScript. */
    answered: answer !== undefined,
  };
}

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
