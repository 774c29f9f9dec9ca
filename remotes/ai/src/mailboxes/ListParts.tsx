/**
 * What the domains and mailboxes tabs share around their tables: the list's states (loading, error
 * with Retry, empty, the rows), the table with its hidden Actions column, and the delete dialog.
 */
import {
  ConfirmDialog,
  ErrorPanel,
  showNotification,
  Spinner,
  TableHead,
  useBusyAction,
} from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { ReactNode } from 'react';
import { type Loaded, loadError } from './useLoaded';

/** The spinner, the error with Retry, `empty` when `isEmpty` says so, else `children(data)`. */
export function LoadedList<T>({
  loaded,
  isEmpty,
  empty,
  children,
}: {
  loaded: Loaded<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT('ai');
  if (loaded.status === 'loading') return <Spinner label={t('loading')} />;
  if (loaded.status === 'error' || loaded.data === undefined)
    return <ErrorPanel message={loadError(loaded)} onRetry={loaded.reload} />;
  if (isEmpty(loaded.data)) return <>{empty}</>;
  return <>{children(loaded.data)}</>;
}

/** A tab's table: `columns` then the row actions' column (named for screen readers only). */
export function MailTable({
  columns,
  label,
  children,
}: {
  columns: readonly string[];
  label?: string;
  children: ReactNode;
}) {
  const t = useT('ai');
  return (
    <table className="ai-mail__table" aria-label={label}>
      <TableHead
        scope="col"
        columns={[
          ...columns,
          <span key="actions" className="ds-visually-hidden">
            {t('mailboxes.columns.actions')}
          </span>,
        ]}
      />
      <tbody>{children}</tbody>
    </table>
  );
}

/** Delete a row after asking: busy while `remove` runs, its refusal in the dialog, `deleted` as a toast. */
export function DeleteDialog({
  title,
  text,
  deleted,
  remove,
  onClose,
  onDone,
}: {
  title: string;
  text: string;
  deleted: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT('ai');
  const action = useBusyAction();
  const confirm = async () => {
    if (!(await action.run(remove))) return;
    showNotification({ type: 'success', title: deleted });
    onDone();
  };
  return (
    <ConfirmDialog
      title={title}
      onClose={onClose}
      cancelLabel={t('mailboxes.cancel')}
      confirmLabel={t('mailboxes.remove')}
      confirm={{ variant: 'danger', loading: action.busy, onClick: () => void confirm() }}
    >
      <p>{text}</p>
      {action.error ? (
        <p className="ai-mail__error" role="alert">
          {action.error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
