import { createElement, type ReactNode } from 'react';

export interface TableHeadProps {
  /**
   * The header cells, in column order. `null` or `false` leaves a conditional column out (a
   * column only some users see); an empty string is an empty cell (a row-actions column).
   */
  columns: readonly (ReactNode | false)[];
  /** The `scope` of every cell, where the table says it. */
  scope?: 'col';
}

/** A table's header row, `<thead><tr><th>…</th></tr></thead>`: one cell a column. */
export function TableHead({ columns, scope }: TableHeadProps) {
  const cells = columns
    .filter((column) => column !== null && column !== false)
    .map((column) => createElement('th', { scope }, column === '' ? undefined : column));
  // The cells are positional: given as separate children, so they need no keys.
  return <thead>{createElement('tr', null, ...cells)}</thead>;
}
