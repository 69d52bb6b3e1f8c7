import type { ReactNode } from "react";
import { ScrollingTable } from "~/components/ui/scrolling-table";
import type { LenderSheetText } from "~/content/lender-sheet";
import type { SheetRow, SheetText, SheetView } from "~/server/lender-sheet.server";

/** One block of the sheet: a heading and what is under it. */
function Block({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid">
      <h2
        id={id}
        className="border-b-2 border-field-700 pb-1 text-lg font-bold text-field-900 print:pb-0.5 print:text-[11pt]"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The label and value lines of a block. */
function Rows({ rows }: { rows: readonly SheetRow[] }) {
  return (
    <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1 text-sm print:mt-1.5 print:gap-y-0.5 print:text-[9pt] print:leading-snug">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-stone-600">{row.label}</dt>
          <dd
            // A worded value opens with a capital ("Qarshii …"); a unit keeps its case (kWp, m³).
            className={`font-semibold text-stone-900 ${row.measure ? "" : "first-letter:uppercase"}`}
            data-testid={row.id}
            lang={row.lang}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A short note under a block. */
function Note({ children }: { children: ReactNode }) {
  return (
    <p className="mt-2 text-xs text-stone-600 print:mt-1 print:text-[7.5pt] print:leading-snug">
      {children}
    </p>
  );
}

/** A worded line's pieces: a link or a text in another language keeps its own element. */
function Pieces({ pieces, className }: { pieces: readonly SheetText[]; className?: string }) {
  return pieces.map((piece, index) =>
    piece.href ? (
      <a key={index} href={piece.href} className={className}>
        {piece.text}
      </a>
    ) : (
      <span key={index} lang={piece.lang}>
        {piece.text}
      </span>
    ),
  );
}

/**
 * Who made the sheet, on screen and on paper: the brand's mark, name and tagline, and the
 * company's phone and head office as staff published them (worded by the server).
 */
function Letterhead({ company }: { company: SheetView["company"] }) {
  return (
    <div
      className="mb-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-b border-stone-200 pb-3 print:mb-1.5 print:pb-1.5"
      data-testid="sheet-company"
    >
      <p className="flex items-center gap-2.5">
        {/* The brand's mark as the site's icon file: the browser has it already, and the
            sheet's script carries no copy of it (LogoMark would be a chunk of its own). */}
        <img src="/favicon.svg" alt="" width={36} height={36} className="shrink-0 print:size-8" />
        <span className="flex flex-col leading-tight">
          <span className="text-lg font-extrabold text-field-900 print:text-[12pt]">
            {company.brand}
          </span>
          <span className="text-xs text-stone-600 print:text-[7.5pt]">{company.tagline}</span>
        </span>
      </p>
      <p className="text-sm text-stone-700 sm:text-right print:ml-auto print:text-right print:text-[8pt]">
        {company.contact.map((line, index) => (
          <span key={index} className="block">
            <Pieces pieces={line} className="font-semibold text-stone-900" />
          </span>
        ))}
      </p>
    </div>
  );
}

/**
 * The lender sheet: one A4 page when printed (app.css, `@page lender-sheet`), the same on screen.
 * Every figure comes worded and formatted from the server (`lenderSheetView`).
 */
export function LenderSheetView({ view, text }: { view: SheetView; text: LenderSheetText }) {
  const { blocks } = view;
  return (
    <article
      className="lender-sheet rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8 print:rounded-none print:p-0 print:shadow-none print:ring-0"
      aria-labelledby="sheet-title"
      data-testid="lender-sheet"
    >
      <header className="border-b border-stone-300 pb-3">
        <Letterhead company={view.company} />
        <p className="text-sm font-semibold tracking-wide text-sun-700 uppercase print:hidden">
          {text.eyebrow}
        </p>
        <h1
          id="sheet-title"
          className="mt-1 text-2xl font-bold tracking-tight print:mt-0 print:text-[16pt]"
        >
          {text.title}
        </h1>
        <p className="mt-2 text-sm text-stone-700 print:mt-1 print:text-[8pt] print:leading-snug">
          {view.prepared}
        </p>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 print:mt-1.5 print:grid-cols-2 print:gap-y-1 print:text-[9pt]">
          {Object.values(text.farmer).map((label) => (
            <div key={label} className="flex items-end gap-2">
              <dt className="shrink-0 text-stone-600">{label}</dt>
              {/* A line to write on, on paper. */}
              <dd className="h-6 flex-1 border-b border-dotted border-stone-500 print:h-5" />
            </div>
          ))}
        </dl>
      </header>

      {blocks ? (
        <>
          {/* Two columns read down, as on paper; each block stays whole. */}
          <div className="mt-5 gap-6 sm:columns-2 print:mt-2 print:columns-2 [&>section]:mb-5 print:[&>section]:mb-2">
            <Block title={text.farm.title} id="sheet-farm">
              <Rows rows={blocks.farm} />
            </Block>
            <Block title={text.system.title} id="sheet-system">
              <Rows rows={blocks.system} />
              <Note>{blocks.rateNote}</Note>
            </Block>
            <Block title={blocks.fuelTitle} id="sheet-fuel">
              <Rows rows={blocks.fuel} />
              {blocks.fuelNote ? <Note>{blocks.fuelNote}</Note> : null}
            </Block>
            <Block title={text.loan.title} id="sheet-loan">
              {blocks.loan ? (
                <>
                  <Rows rows={blocks.loan} />
                  <Note>{text.loan.termsNote}</Note>
                </>
              ) : (
                <p className="mt-2 text-sm font-semibold text-red-800">{text.cashFlow.noLoan}</p>
              )}
            </Block>
            <Block title={text.income.title} id="sheet-income">
              {Array.isArray(blocks.income) ? (
                <Rows rows={blocks.income} />
              ) : (
                <p
                  className={`mt-2 text-sm print:text-[9pt] ${blocks.income.invalid ? "font-semibold text-red-800" : "text-stone-700"}`}
                  data-testid="sheet-income-message"
                >
                  {blocks.income.message}
                </p>
              )}
            </Block>
          </div>
          <Block title={text.cashFlow.title} id="sheet-cash-flow">
            {blocks.cashFlow ? (
              <CashFlowTable caption={text.cashFlow.caption} flow={blocks.cashFlow} />
            ) : (
              <p
                className="mt-2 text-sm font-semibold text-red-800"
                data-testid="sheet-cash-flow-message"
              >
                {blocks.cashFlowMessage}
              </p>
            )}
            <Note>{text.cashFlow.note}</Note>
          </Block>
        </>
      ) : (
        <p
          role="alert"
          className="mt-6 rounded-xl bg-sun-50 p-4 text-stone-800 ring-1 ring-sun-200"
        >
          {text.invalidAnswers}
        </p>
      )}
      {/* On paper only (the screen has it in the address bar): where a lender finds the sheet. */}
      <footer
        className="mt-2 hidden border-t border-stone-300 pt-1 text-[7pt] leading-snug text-stone-700 print:block"
        data-testid="sheet-online"
      >
        <Pieces pieces={view.company.online} className="break-all text-stone-900" />
      </footer>
    </article>
  );
}

/**
 * Crop sales, fuel saved and the instalment a month, during the loan and after it. On a narrow
 * phone it scrolls sideways in its own box (Afaan Oromo's column heads need 290 px at 320);
 * on paper it fits the page.
 */
function CashFlowTable({
  caption,
  flow,
}: {
  caption: string;
  flow: NonNullable<NonNullable<SheetView["blocks"]>["cashFlow"]>;
}) {
  return (
    <ScrollingTable
      title={caption}
      titleClassName="pb-1 text-sm text-stone-600 print:text-[9pt]"
      className="mt-2 print:mt-1"
    >
      {(titleId) => (
        <table
          aria-labelledby={titleId}
          className="w-full text-sm tabular-nums print:text-[9pt] print:leading-snug print:[&_td]:py-0.5 print:[&_th]:py-0.5"
          data-testid="sheet-cash-flow"
        >
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-1 pr-2 text-left font-semibold">
                {flow.head.label}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-semibold">
                {flow.head.during}
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-semibold">
                {flow.head.after}
              </th>
            </tr>
          </thead>
          <tbody>
            {flow.rows.map((row) => (
              <tr key={row.label} className="border-b border-stone-100">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {row.label}
                </th>
                <td className="px-2 py-1 text-right">{row.during}</td>
                <td className="py-1 pl-2 text-right">{row.after}</td>
              </tr>
            ))}
            <tr className="border-t-2 border-stone-400 font-bold">
              <th scope="row" className="py-1 pr-2 text-left">
                {flow.net.label}
              </th>
              <td className="px-2 py-1 text-right" data-testid="net-during-loan">
                {flow.net.during}
              </td>
              <td className="py-1 pl-2 text-right" data-testid="net-after-loan">
                {flow.net.after}
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </ScrollingTable>
  );
}
