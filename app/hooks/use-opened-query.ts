import { useCallback, useState } from "react";

/**
 * The address a form that writes what is typed into the address started from (`opened`), told
 * apart from the addresses it wrote itself (`wrote`): a form keyed by `opened` goes on through
 * its own writes and starts anew only for another address (a link followed). Every address it
 * wrote counts, not only the last: on a slow phone one can land after the next was written, and
 * taking it for a link followed would start the form anew over what is being typed. `query` is
 * the address's query as `URLSearchParams` writes it.
 */
export function useOpenedQuery(query: string): {
  readonly opened: string;
  readonly wrote: (query: string) => void;
} {
  const [written, setWritten] = useState<readonly string[]>([]);
  const [opened, setOpened] = useState(query);
  if (query !== opened && !written.includes(query)) setOpened(query);
  const wrote = useCallback((own: string) => {
    // As the router gives it back (`URLSearchParams`): a space comes back "+", not "%20".
    const canonical = new URLSearchParams(own).toString();
    setWritten((queries) => (queries.includes(canonical) ? queries : [...queries, canonical]));
  }, []);
  return { opened, wrote };
}
