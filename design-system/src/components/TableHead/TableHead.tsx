import { createElement, type ReactNode } from 'react';

export interface TableHeadProps<K extends string = string> {
  /**
   * The header cells, in column order: labels, or with `label` the keys it turns into labels.
   * `null` or `false` leaves a conditional column out (a column only some users see); an empty
   * string is an empty cell (a row-actions column).
   */
  columns: readonly (ReactNode | K | false)[];
  /** Turns a column key into its label: the area's translate function, so keys stay checked. */
  label?: (key: K) => string;
  /** The `scope` of every cell, where the table says it. */
  scope?: 'col';
}

/** A table's header row, `<thead><tr><th>…</th></tr></thead>`: one cell a column. */
export function TableHead<K extends string = string>({ columns, label, scope }: TableHeadProps<K>) {
  const cells = columns
    .filter((column) => column !== null && column !== false)
    .map((column) => {
      const text = label && typeof column === 'string' && column !== '' ? label(column as K) : column;
      return createElement('th', { scope }, text === '' ? undefined : text);
    });
  // The cells are positional: given as separate children, so they need no keys.
  return <thead>{createElement('tr', null, ...cells)}</thead>;
}
