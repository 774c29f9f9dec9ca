import { Button } from '@outreach/design-system';
import type { ReactNode } from 'react';

/**
 * A preferences list as a table (domains, labels, rules, members, invites): the column names, an
 * optional last column for the row actions whose name only screen readers hear, and the rows.
 */
export function PreferencesTable({
  columns,
  actionsColumn,
  children,
}: {
  columns: string[];
  /** The actions column's name, read to screen readers only; none: no actions column. */
  actionsColumn?: string;
  children: ReactNode;
}) {
  return (
    <table className="account-prefs__table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {actionsColumn === undefined ? null : (
            <th scope="col">
              <span className="ds-visually-hidden">{actionsColumn}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** One button of a row: its text, and an accessible name that says which row it acts on. */
export interface RowAction {
  label: string;
  /** e.g. "Delete Hot lead": the rows' buttons share their text, so each names its row. */
  ariaLabel: string;
  onClick: () => void;
  loading?: boolean;
  variant?: 'secondary' | 'danger';
}

/** A row's small action buttons, in order (the caller's wrapper lays them out). */
export function RowButtons({ actions }: { actions: RowAction[] }) {
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={action.variant ?? 'secondary'}
          aria-label={action.ariaLabel}
          loading={action.loading}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </>
  );
}
