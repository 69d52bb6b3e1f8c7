import { useCallback, useMemo, useSyncExternalStore } from "react";

/**
 * Drafts live in `localStorage` so what a visitor typed survives a reload. This session's copy
 * in memory is the source of truth: when storage is unavailable (private mode, quota, disabled),
 * the form keeps working and only the reload survival is lost. A draft untouched for
 * `DRAFT_MAX_AGE_MS` is discarded when read: on a shared phone, the next person should not find
 * it (the privacy page promises 7 days at most).
 */
const memory = new Map<string, string | null>();
const listeners = new Set<() => void>();

function storageKey(key: string): string {
  return `draft:${key}`;
}

/** Where a draft keeps when its first value was typed (Date.now()), beside the fields. */
const STARTED = "startedAt";
/** Where it keeps when it last changed (Date.now()): it expires from then. */
const CHANGED = "changedAt";
/** Where it keeps the link whose choices filled it (`fill`): the same link fills it no more. */
const FILLED_FROM = "filledFrom";
/** Where it keeps what the links put into their fields (a JSON object, by field name). */
const FILLED_WITH = "filledWith";

/** How long a draft is kept after its last change. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

function read(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    const raw = window.localStorage.getItem(storageKey(key));
    if (raw === null || !draftExpired(raw, Date.now())) return raw;
    window.localStorage.removeItem(storageKey(key));
  } catch {
    // Storage unreadable: no draft.
  }
  return null;
}

/**
 * Whether a stored draft was last changed `DRAFT_MAX_AGE_MS` or more ago. One without a time
 * (saved before drafts kept their last change) counts from its first value; one with neither is
 * of unknown age, and goes.
 */
export function draftExpired(raw: string, now: number): boolean {
  const times = parseDraft(raw, [CHANGED, STARTED]);
  const last = Number(times[CHANGED] ?? times[STARTED]);
  return !(last > 0) || now - last >= DRAFT_MAX_AGE_MS;
}

function write(key: string, raw: string | null): void {
  memory.set(key, raw);
  try {
    if (raw === null) window.localStorage.removeItem(storageKey(key));
    else window.localStorage.setItem(storageKey(key), raw);
  } catch {
    // Storage refused: the in-memory copy still holds the draft for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads a stored draft, keeping only string values of known fields; anything else is ignored. */
export function parseDraft<Name extends string>(
  raw: string | null,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  if (!raw) return {};
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== "object" || data === null) return {};
    const draft: Partial<Record<Name, string>> = {};
    for (const name of names) {
      const value = (data as Record<string, unknown>)[name];
      if (typeof value === "string") draft[name] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export interface FormDraft<Name extends string> {
  /** Every field's current value ("" when empty). */
  values: Record<Name, string>;
  /** When the first value of this draft was typed (kept with it across reloads), or undefined. */
  startedAt: number | undefined;
  /** Changes one field and saves the draft. */
  setValue: (name: Name, value: string) => void;
  /**
   * Puts the choices a link carries (`from`: its query) into their fields. When this draft was
   * filled from that link already (a reload, another language), only the fields that still hold
   * what it put there take its values, which may be worded in another language now: what was
   * typed since stays. A field of `words` (one the visitor writes in, such as a note) is filled
   * only when it is empty or still holds what an earlier link put there: the visitor's own words
   * are never lost.
   */
  fill: (values: Partial<Record<Name, string>>, from: string, words?: readonly Name[]) => void;
  /** Forgets the draft (after the enquiry is confirmed). */
  clear: () => void;
}

/**
 * The values of a form, saved on every change under `key` and restored after a reload.
 * The prerendered HTML and the hydration render show empty fields; the saved draft appears
 * right after hydration.
 */
export function useFormDraft<Name extends string>(
  key: string,
  names: readonly Name[],
): FormDraft<Name> {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const values = useMemo(() => {
    const draft = parseDraft(raw, names);
    return Object.fromEntries(names.map((name) => [name, draft[name] ?? ""])) as Record<
      Name,
      string
    >;
  }, [raw, names]);

  const save = useCallback(
    (changes: Readonly<Record<string, string | undefined>>) => {
      const stored = read(key);
      const current = parseDraft<string>(stored, [...names, FILLED_FROM, FILLED_WITH]);
      const startedAt = parseDraft(stored, [STARTED])[STARTED] ?? String(Date.now());
      write(
        key,
        JSON.stringify({
          ...current,
          ...changes,
          [STARTED]: startedAt,
          [CHANGED]: String(Date.now()),
        }),
      );
    },
    [key, names],
  );
  const setValue = useCallback((name: Name, value: string) => save({ [name]: value }), [save]);
  const fill = useCallback(
    (values: Partial<Record<Name, string>>, from: string, words: readonly Name[] = []) => {
      const stored = parseDraft<string>(read(key), [...names, FILLED_FROM, FILLED_WITH]);
      const again = stored[FILLED_FROM] === from;
      const earlier = parseDraft<string>(stored[FILLED_WITH] ?? null, names);
      const filled = Object.fromEntries(
        Object.entries(values).filter(([name, value]) => {
          const now = stored[name] ?? "";
          // The same link again (a reload, another language): only a field that still holds
          // what the link put there takes its words, in the page's language now.
          if (again) return now === earlier[name] && value !== now;
          return !words.includes(name as Name) || now === "" || now === earlier[name];
        }),
      );
      if (again && Object.keys(filled).length === 0) return;
      save({
        ...filled,
        [FILLED_FROM]: from,
        [FILLED_WITH]: JSON.stringify({ ...earlier, ...filled }),
      });
    },
    [key, names, save],
  );
  const clear = useCallback(() => write(key, null), [key]);
  const started = Number(parseDraft(raw, [STARTED])[STARTED]);

  return { values, setValue, fill, clear, startedAt: started > 0 ? started : undefined };
}

/** Test helper: forgets the in-memory drafts so each test starts from storage. */
export function resetDraftMemory(): void {
  memory.clear();
}

/** Forgets a saved draft from outside its form (an enquiry sent later from the offline queue). */
export function clearDraft(key: string): void {
  write(key, null);
}
