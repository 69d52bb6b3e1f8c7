/**
 * A staff page with several forms (a photo's descriptions and focal point, the company's contact
 * details and figures, a lead's note and its correction) is rendered anew when one of them is
 * sent: the others come back as stored, and what was typed into them and not sent was gone. Staff
 * pages run no other script, so the browser cannot keep them as they are; this one, inline at the
 * end of every staff page (`UnsentForms`), keeps them across the send. Without JavaScript nothing
 * can (docs/decisions/0071-unsent-forms-kept-by-the-tab.md), unless the parts are one form, as a
 * lead's status, owner and note are (0078).
 *
 * As a form is sent, every other form of the page with something typed into it is kept in the
 * tab's session storage, never one with a password or a code. The page that answers at the same
 * address puts each back:
 * - where the form shows the same fields with the same values as when the typing began (the
 *   usual case: the form sent saved something else), only what was typed, so the form keeps the
 *   revision the page now has (a photo's description typed while its focal point was saved is
 *   saved after);
 * - otherwise (rows added before, a refused answer's messages, a colleague's change meanwhile),
 *   the whole form as it was left, with the revision it was opened at: a save of it over a
 *   colleague's change is merged or refused by the server like any stale form, never taken.
 *
 * Leaving the page any other way (a link, the address bar, closing the tab, a form that answers
 * at another address: Sign out) with typing no form has sent, or with a form the server gave
 * back unsaved (`data-unsaved`: refused, or a list changed by its buttons), asks first: the
 * browser's own "Leave site?" question. Only forms that send with a POST count (a filter's typing
 * is not work), never one with a password or a code.
 *
 * The function is written out into the page as it is (`String(keepUnsentForms)`): it uses only
 * its arguments and the browser's own objects.
 */
export function keepUnsentForms(doc: Document, store: Storage, secret: RegExp): void {
  const KEY = "staff-unsent-forms";
  type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  /** A form kept: its name on the page, each field's [name, value shown, value typed], its markup. */
  type Kept = { key: string; fields: [string, string, string][]; html: string };

  /** The fields of a form that hold what someone typed or chose, in the form's order. */
  const controls = (form: HTMLFormElement): Control[] =>
    [...form.elements].filter(
      (element): element is Control =>
        /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) &&
        Boolean((element as Control).name) &&
        !/^(hidden|submit|image|button|reset|file|password)$/.test((element as Control).type),
    );
  const isSelect = (control: Control): control is HTMLSelectElement => control.tagName === "SELECT";
  const isBox = (control: Control): control is HTMLInputElement =>
    control.type === "checkbox" || control.type === "radio";
  const chosen = (select: HTMLSelectElement, by: "selected" | "defaultSelected") =>
    [...select.options]
      .filter((option) => option[by])
      .map((option) => option.value)
      .join("\n");
  /** What a field showed when the page came. */
  const shown = (control: Control) =>
    isSelect(control)
      ? chosen(control, "defaultSelected")
      : isBox(control)
        ? String(control.defaultChecked)
        : control.defaultValue;
  /** What it holds now. */
  const held = (control: Control) =>
    isSelect(control)
      ? chosen(control, "selected")
      : isBox(control)
        ? String(control.checked)
        : control.value;
  const put = (control: Control, value: string) => {
    if (isSelect(control))
      for (const option of control.options)
        option.selected = value.split("\n").includes(option.value);
    else if (isBox(control)) control.checked = value === "true";
    else control.value = value;
  };
  const hidden = (form: HTMLFormElement, name: string) =>
    form.querySelector<HTMLInputElement>(`input[type=hidden][name=${name}]`)?.value ?? "";
  /**
   * Each form's name on the page: where it sends (without the query, which an answer's address
   * changes: "?done=role"), its id, its intent, the row it is for (an account's `id`), and which
   * of the like.
   */
  const keys = (forms: readonly HTMLFormElement[]) => {
    const seen = new Map<string, number>();
    return forms.map((form) => {
      const action = (form.getAttribute("action") ?? "").replace(/\?[^#]*/, "");
      const name = [
        action,
        form.getAttribute("id") ?? "",
        hidden(form, "intent"),
        hidden(form, "id"),
      ].join(" ");
      const count = seen.get(name) ?? 0;
      seen.set(name, count + 1);
      return `${name} ${count}`;
    });
  };
  /** Whether a form asks for a password or a code: never kept, and leaving it never asks. */
  const secretForm = (form: HTMLFormElement) =>
    [...form.elements].some((element) => secret.test((element as Control).name ?? ""));
  /** Whether a form holds something typed into it since the page came. */
  const typedInto = (form: HTMLFormElement) =>
    controls(form).some((control) => shown(control) !== held(control));
  /** A form's markup with what its fields hold now as their values. */
  const markup = (form: HTMLFormElement) => {
    const copy = form.cloneNode(true) as HTMLFormElement;
    const copies = controls(copy);
    controls(form).forEach((control, index) => {
      const into = copies[index];
      if (!into) return;
      if (isSelect(control) && isSelect(into))
        [...control.options].forEach((option, at) =>
          into.options[at]?.toggleAttribute("selected", option.selected),
        );
      else if (isBox(control)) into.toggleAttribute("checked", control.checked);
      else if (into.tagName === "TEXTAREA") into.textContent = control.value;
      else into.setAttribute("value", control.value);
    });
    return copy.outerHTML;
  };

  try {
    const saved = JSON.parse(store.getItem(KEY) ?? "null") as {
      path: string;
      kept: Kept[];
    } | null;
    store.removeItem(KEY);
    if (saved?.path === doc.location.pathname) {
      const forms = [...doc.forms];
      const formKeys = keys(forms);
      for (const { key, fields, html } of saved.kept) {
        const form = forms[formKeys.indexOf(key)];
        if (!form) continue;
        const here = controls(form);
        const same =
          here.length === fields.length &&
          here.every((control, index) => {
            const [name, value] = fields[index] ?? [];
            return control.name === name && shown(control) === value;
          });
        if (same) here.forEach((control, index) => put(control, fields[index]?.[2] ?? ""));
        else {
          const template = doc.createElement("template");
          template.innerHTML = html;
          const before = template.content.firstElementChild;
          if (!before) continue;
          // The session's token as the page has it now.
          const token = form.querySelector<HTMLInputElement>("input[name=csrf]")?.value;
          if (token !== undefined)
            before.querySelector("input[name=csrf]")?.setAttribute("value", token);
          // Given back as it was left: not saved, though its fields now show it as their own.
          before.setAttribute("data-unsaved", "");
          form.replaceWith(before);
        }
      }
    }
  } catch {
    // No storage (turned off, full): the page is as the server sent it.
  }

  /**
   * What the form being sent leaves the page for: its answer at this page's address, which puts
   * the other forms' typing back (above), so leaving loses nothing; a file to download
   * (`data-download`), the page staying as it is; or an answer elsewhere (Sign out), which leaves
   * the other forms' typing behind, and the page asks first.
   */
  let sending:
    { readonly form: HTMLFormElement; readonly to: "here" | "file" | "elsewhere" } | undefined;
  doc.addEventListener("submit", (event) => {
    const sent = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    // A preview opens in a new tab: this page stays as it is.
    if ((submitter?.getAttribute("formtarget") ?? sent.target) === "_blank") return;
    const action = submitter?.getAttribute("formaction") || sent.action;
    sending = {
      form: sent,
      to: sent.hasAttribute("data-download")
        ? "file"
        : new URL(action, doc.baseURI).pathname === doc.location.pathname
          ? "here"
          : "elsewhere",
    };
    if (sending.to === "file") return;
    const forms = [...doc.forms];
    const formKeys = keys(forms);
    const kept: Kept[] = [];
    forms.forEach((form, index) => {
      if (form === sent) return;
      const fields = controls(form).map((control): [string, string, string] => [
        control.name,
        shown(control),
        held(control),
      ]);
      const typed = fields.some(([, before, now]) => before !== now);
      if (typed && !secretForm(form))
        kept.push({ key: formKeys[index] ?? "", fields, html: markup(form) });
    });
    try {
      if (kept.length > 0)
        store.setItem(KEY, JSON.stringify({ path: doc.location.pathname, kept }));
      else store.removeItem(KEY);
    } catch {
      // Too much to keep, or no storage: the send goes on as without this.
    }
  });

  doc.defaultView?.addEventListener("beforeunload", (event) => {
    const sent = sending;
    // A send is one leaving. A download's navigation ends in a file, and a navigation can be
    // stopped (Esc, the Stop button): the page stays, and asks again at the next.
    sending = undefined;
    if (sent && sent.to !== "elsewhere") return;
    const unsaved = [...doc.forms].some(
      (form) =>
        form !== sent?.form &&
        form.method === "post" &&
        !secretForm(form) &&
        (form.hasAttribute("data-unsaved") || typedInto(form)),
    );
    if (!unsaved) return;
    event.preventDefault();
    // Browsers before the standard's `preventDefault` ask only when this is set.
    event.returnValue = true;
  });
}
