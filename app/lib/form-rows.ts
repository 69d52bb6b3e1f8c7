/**
 * Lists edited with plain forms (offices, team members, questions): each row's fields are named
 * `{list}.{index}.{field}`, and the buttons that add, remove or move a row are submit buttons
 * named `rows` whose value says what to do (`office.add`, `office.2.up`, `faq.contact.0.remove`).
 * The server applies the change to what was typed and shows the form again: nothing typed is
 * lost and no script is needed.
 */

/** The button's name on every list form. */
export const ROWS_BUTTON = "rows";

/** What a rows button asks for. */
export type RowChange =
  | { readonly list: string; readonly kind: "add" }
  | { readonly list: string; readonly kind: "up" | "down" | "remove"; readonly index: number };

/** Reads a rows button's value: `office.add`, `office.2.up`; undefined when it is none. */
export function rowChange(value: string | undefined): RowChange | undefined {
  if (!value) return undefined;
  const add = /^([a-z][\w.-]*)\.add$/.exec(value);
  if (add?.[1]) return { list: add[1], kind: "add" };
  const move = /^([a-z][\w.-]*)\.(\d{1,3})\.(up|down|remove)$/.exec(value);
  if (move?.[1] && move[2] && move[3])
    return { list: move[1], kind: move[3] as "up" | "down" | "remove", index: Number(move[2]) };
  return undefined;
}

/** The indexes of a list's rows present in a form, in order. */
export function rowIndexes(form: Readonly<Record<string, string>>, list: string): number[] {
  const pattern = new RegExp(`^${list.replace(/[.]/g, "\\.")}\\.(\\d{1,3})\\.`);
  const found = new Set<number>();
  for (const name of Object.keys(form)) {
    const index = pattern.exec(name)?.[1];
    if (index !== undefined) found.add(Number(index));
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The form with the change applied: the list's rows renumbered 0, 1, 2… in their new order, a
 * new row (with `blank`'s fields empty) at the end, every other field as typed.
 */
export function applyRowChange(
  form: Readonly<Record<string, string>>,
  change: RowChange,
  blank: readonly string[],
): Record<string, string> {
  const prefix = `${change.list}.`;
  const others: Record<string, string> = {};
  const rows = new Map<number, Record<string, string>>();
  const indexes = rowIndexes(form, change.list);
  for (const [name, value] of Object.entries(form)) {
    const match = name.startsWith(prefix)
      ? /^(\d{1,3})\.(.+)$/.exec(name.slice(prefix.length))
      : null;
    if (!match?.[1] || !match[2] || !indexes.includes(Number(match[1]))) {
      if (name !== ROWS_BUTTON) others[name] = value;
      continue;
    }
    const row = rows.get(Number(match[1])) ?? {};
    row[match[2]] = value;
    rows.set(Number(match[1]), row);
  }
  const order = [...indexes];
  if (change.kind === "add") {
    const next = (order.at(-1) ?? -1) + 1;
    rows.set(next, Object.fromEntries(blank.map((field) => [field, ""])));
    order.push(next);
  } else {
    const at = order.indexOf(change.index);
    if (at >= 0) {
      if (change.kind === "remove") order.splice(at, 1);
      const swap = change.kind === "up" ? at - 1 : change.kind === "down" ? at + 1 : -1;
      if (swap >= 0 && swap < order.length) {
        const [a, b] = [order[at]!, order[swap]!];
        order[at] = b;
        order[swap] = a;
      }
    }
  }
  const result = { ...others };
  order.forEach((index, position) => {
    for (const [field, value] of Object.entries(rows.get(index) ?? {}))
      result[`${prefix}${position}.${field}`] = value;
  });
  return result;
}
