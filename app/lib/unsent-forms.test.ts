import { afterEach, describe, expect, it } from "vitest";
import { secretFieldName } from "./submitted-fields";
import { keepUnsentForms } from "./unsent-forms";

/**
 * A staff page as the server sends it, in a frame of its own (its own document and listeners),
 * with the script run at its end; the tab's session storage is shared, as a tab's pages share it.
 */
function staffPage(html: string): Document {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const doc = frame.contentDocument as Document;
  doc.open();
  doc.write(`<!doctype html><html><body>${html}</body></html>`);
  doc.close();
  keepUnsentForms(doc, sessionStorage, secretFieldName);
  return doc;
}

/** The button's form sent, as a press on it sends it; the browser then leaves the page. */
function press(doc: Document, button: string) {
  const pressed = [...doc.querySelectorAll("button")].find((each) => each.textContent === button);
  const form = pressed?.form;
  if (!pressed || !form) throw new Error(`No button “${button}”`);
  const event = new Event("submit", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "submitter", { value: pressed });
  form.dispatchEvent(event);
}

const field = (doc: Document, name: string) =>
  doc.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;

/** The company page: its contact details and its figures, each a form with its own revision. */
const companyPage = ({
  phone = "+251 11 555 0100",
  farmers = "12,500",
  figuresRevision = 4,
  offices = 1,
} = {}) => `
  <form method="post" action="/staff/content/company#contact">
    <input type="hidden" name="csrf" value="token-1">
    <input type="hidden" name="revision" value="7">
    <input name="phone" value="${phone}">
    ${Array.from({ length: offices }, (_, row) => `<input name="office.${row}.city.en" value="Adama">`).join("")}
    <button type="submit">Publish the contact details</button>
    <button type="submit" name="preview" formtarget="_blank">Preview</button>
  </form>
  <form method="post" action="/staff/content/company#figures">
    <input type="hidden" name="csrf" value="token-1">
    <input type="hidden" name="intent" value="figures">
    <input type="hidden" name="revision" value="${figuresRevision}">
    <input name="figure.farmers" value="${farmers}">
    <textarea name="figure.note">As published</textarea>
    <select name="figure.unit"><option value="a" selected>a</option><option value="b">b</option></select>
    <button type="submit">Publish the figures</button>
  </form>
  <form method="post" action="/staff/security">
    <input type="password" name="current" value="">
    <input name="code" value="">
    <button type="submit">Change the password</button>
  </form>`;

afterEach(() => {
  sessionStorage.clear();
  document.body.replaceChildren();
});

describe("keepUnsentForms", () => {
  it("keeps what was typed into the figures when the contact details are sent", () => {
    const before = staffPage(companyPage());
    field(before, "phone").value = "+251 11 555 0177";
    field(before, "figure.farmers").value = "13,000";
    field(before, "figure.note").value = "Counted again in May";
    field(before, "figure.unit").value = "b";
    press(before, "Publish the contact details");
    // The page comes back with the new phone published, the figures as stored.
    const after = staffPage(companyPage({ phone: "+251 11 555 0177" }));
    expect(field(after, "figure.farmers").value).toBe("13,000");
    expect(field(after, "figure.note").value).toBe("Counted again in May");
    expect(field(after, "figure.unit").value).toBe("b");
    // The form sent shows what the server answered; the figures keep the page's revision.
    expect(field(after, "phone").value).toBe("+251 11 555 0177");
    expect(after.querySelectorAll('[name="revision"]')[1]).toHaveValue("4");
    // Once only: the next page is as the server sends it.
    expect(field(staffPage(companyPage()), "figure.farmers").value).toBe("12,500");
  });

  it("gives the form back as it was left, with its revision, where the page shows it otherwise", () => {
    const before = staffPage(companyPage({ offices: 2 }));
    field(before, "office.1.city.en").value = "Hawassa";
    press(before, "Publish the figures");
    // A colleague's figures meanwhile, and the office added on this page only, not stored.
    const after = staffPage(
      companyPage({ farmers: "14,000", figuresRevision: 5 }).replace("token-1", "token-2"),
    );
    expect(field(after, "office.1.city.en").value).toBe("Hawassa");
    expect(after.querySelector('[name="revision"]')).toHaveValue("7");
    // The session's token as the new page has it.
    expect(after.querySelector('[name="csrf"]')).toHaveValue("token-2");
    expect(field(after, "figure.farmers").value).toBe("14,000");
  });

  it("finds each account's form again on the answer, whose address has a new query", () => {
    /** The accounts page at `address`: a role form and a status form for each account. */
    const accountsPage = (address: string, accounts: readonly string[]) =>
      accounts
        .map(
          (id) => `
      <form method="post" action="${address}">
        <input type="hidden" name="intent" value="role"><input type="hidden" name="id" value="${id}">
        <select name="role"><option value="sales" selected>Sales</option><option value="editor">Editor</option></select>
        <button type="submit">Change role ${id}</button>
      </form>
      <form method="post" action="${address}">
        <input type="hidden" name="intent" value="status"><input type="hidden" name="id" value="${id}">
        <button type="submit">Disable ${id}</button>
      </form>`,
        )
        .join("");
    const before = staffPage(accountsPage("/staff/accounts", ["2", "3"]));
    before.querySelectorAll<HTMLSelectElement>('[name="role"]')[0]!.value = "editor";
    press(before, "Disable 3");
    // The answer's address says what was done, and a colleague's new account is listed first.
    const after = staffPage(accountsPage("/staff/accounts?done=status", ["4", "2", "3"]));
    const roles = [...after.querySelectorAll<HTMLSelectElement>('[name="role"]')];
    expect(roles.map((role) => role.value)).toEqual(["sales", "editor", "sales"]);
    expect(
      [...after.querySelectorAll('[name="id"]')].map((id) => id.getAttribute("value")),
    ).toEqual(["4", "4", "2", "2", "3", "3"]);
  });

  it("keeps nothing for a preview in a new tab, nor a form with a password or a code", () => {
    const before = staffPage(companyPage());
    field(before, "figure.farmers").value = "13,000";
    press(before, "Preview");
    expect(sessionStorage.length).toBe(0);
    field(before, "code").value = "123456";
    press(before, "Publish the contact details");
    expect(sessionStorage.getItem("staff-unsent-forms")).not.toContain("123456");
    expect(sessionStorage.getItem("staff-unsent-forms")).toContain("13,000");
  });

  describe("leaving the page", () => {
    /** Whether leaving the page now asks first (the browser's "Leave site?"). */
    const asks = (doc: Document) => {
      const event = new Event("beforeunload", { cancelable: true });
      doc.defaultView?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const filters = `
      <form method="get" action="/staff"><input name="q" value=""><button>Filter</button></form>`;
    /**
     * The company page whose forms answer at its own address, as on the site: here the frame's,
     * which a form without an `action` names. A form with one answers elsewhere.
     */
    const answeringHere = () => companyPage().replaceAll(/ action="[^"]*"/g, "");

    it("asks once something is typed into a form that saves, until a form is sent", () => {
      const page = staffPage(answeringHere() + filters);
      expect(asks(page)).toBe(false);
      // A filter's typing, or a password's, is not work to lose.
      field(page, "q").value = "Adama";
      field(page, "current").value = "secret words";
      field(page, "code").value = "123456";
      expect(asks(page)).toBe(false);
      field(page, "figure.note").value = "Counted again in May";
      expect(asks(page)).toBe(true);
      // Typed back as it was: nothing to lose.
      field(page, "figure.note").value = "As published";
      expect(asks(page)).toBe(false);
      field(page, "figure.unit").value = "b";
      expect(asks(page)).toBe(true);
      // A preview leaves the page in place; a send leaves it for its answer.
      press(page, "Preview");
      expect(asks(page)).toBe(true);
      press(page, "Publish the figures");
      expect(asks(page)).toBe(false);
      // The navigation stopped (Esc, the Stop button): the typing is still on the page.
      expect(asks(page)).toBe(true);
    });

    it("asks when a form that answers elsewhere (Sign out) would leave typing behind", () => {
      const signOut = `
        <form method="post" action="/staff/sign-out"><button type="submit">Sign out</button></form>`;
      const page = staffPage(answeringHere() + signOut);
      press(page, "Sign out");
      expect(asks(page)).toBe(false);
      field(page, "figure.note").value = "Counted again in May";
      press(page, "Sign out");
      expect(asks(page)).toBe(true);
    });

    it("does not ask for a download, which leaves the page as it is, and asks again after it", () => {
      const exportForm = `
        <form method="post" action="/staff/people/7/export" data-download>
          <button type="submit">Export</button>
        </form>`;
      const page = staffPage(answeringHere() + exportForm);
      field(page, "figure.note").value = "Counted again in May";
      press(page, "Export");
      expect(asks(page)).toBe(false);
      expect(asks(page)).toBe(true);
      // Nothing is kept for a page that stays.
      expect(sessionStorage.length).toBe(0);
    });

    it("asks on a form the server gave back unsaved, and on one put back as it was left", () => {
      const refused = staffPage(
        companyPage().replace('action="/staff/content/company#figures"', "$& data-unsaved"),
      );
      expect(asks(refused)).toBe(true);

      const before = staffPage(companyPage({ offices: 2 }));
      field(before, "office.1.city.en").value = "Hawassa";
      press(before, "Publish the figures");
      // The page shows the contact form otherwise (one office): it is put back whole.
      const after = staffPage(companyPage({ farmers: "14,000", figuresRevision: 5 }));
      expect(field(after, "office.1.city.en").value).toBe("Hawassa");
      expect(asks(after)).toBe(true);
    });
  });
});
