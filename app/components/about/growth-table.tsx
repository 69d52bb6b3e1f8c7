import type { structure } from "~/content/about";

/** How the company has grown: a small table, founding year against today. */
export function GrowthTable({ rows }: { rows: (typeof structure)["growth"] }) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-left">
        <caption className="px-6 pt-5 pb-2 text-left text-lg font-bold text-stone-900">
          Growth since 2023
        </caption>
        <thead>
          <tr className="text-sm text-stone-600">
            <th scope="col" className="px-6 py-2 font-semibold">
              <span className="sr-only">Measure</span>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              At founding
            </th>
            <th scope="col" className="px-6 py-2 font-semibold">
              2025
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 border-t border-stone-200">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-6 py-3 font-medium text-stone-700">
                {row.label}
              </th>
              <td className="px-3 py-3 text-stone-600">{row.from}</td>
              <td className="px-6 py-3 font-bold text-field-800">{row.to}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
