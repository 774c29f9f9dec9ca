import { TableHead, type TableHeadProps } from '@outreach/design-system';
import type { ReactNode } from 'react';

/**
 * A list as a table in an area's classes: `className` on the table and, unless `wrap` is false,
 * `${className}-wrap` on the box that scrolls it sideways; the header row from the column keys in
 * the area's words (`t`), each a column header; `children` are the body's rows.
 */
export function ListTable<K extends string>({
  className,
  label,
  columns,
  t,
  wrap = true,
  children,
}: {
  className: string;
  /** The table's accessible name. */
  label: string;
  columns: TableHeadProps<K>['columns'];
  t: (key: K) => string;
  wrap?: boolean;
  children: ReactNode;
}) {
  const table = (
    <table className={className} aria-label={label}>
      <TableHead columns={columns} label={t} scope="col" />
      <tbody>{children}</tbody>
    </table>
  );
  return wrap ? <div className={`${className}-wrap`}>{table}</div> : table;
}
