import type { ReactNode } from "react";
import { cn } from "@/lib/class-names";

export interface DataColumn<Row> {
  key: string;
  label: string;
  /** Free text (a message, a reason) wraps; the other columns keep to one line. */
  text?: boolean;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's least width (a literal Tailwind class); narrower screens scroll it inside its box. */
  minWidth: string;
}

/**
 * A read-only list of the panel: a table from the small breakpoint up (scrolling inside its own box when
 * it is wider), and one card per row on a phone, where five columns do not fit (no page-wide scroll).
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, minWidth }: DataTableProps<Row>) {
  return (
    <>
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring max-sm:hidden"
      >
        <table className={cn("w-full text-sm", minWidth)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 text-start font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t align-top">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn(
                      "px-3 py-2",
                      column.text ? "wrap-anywhere min-w-48 max-w-xs whitespace-pre-wrap" : "whitespace-nowrap",
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border p-3">
            <dl className="grid gap-1 text-sm">
              {columns.map((column) => (
                <div key={column.key} className="flex min-w-0 gap-2">
                  <dt className="shrink-0 text-muted-foreground">{column.label}:</dt>
                  <dd className="wrap-anywhere min-w-0 whitespace-pre-wrap">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
