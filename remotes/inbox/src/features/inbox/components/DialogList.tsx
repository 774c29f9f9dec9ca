import { Button, EmptyState, ErrorPanel, Input, Select, Spinner, Tabs } from '@outreach/design-system';
import { useT, Link } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';

type DialogJson = ApiSchema<'InboxDialog'>;
import { type InboxFilter, type InboxPeriod, inboxFilters, inboxPeriods } from '../inbox.types';
import { formatRelativeTime } from '../relative-time';

export interface DialogListProps {
  period: InboxPeriod;
  onPeriodChange: (period: InboxPeriod) => void;
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  dialogs: DialogJson[];
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  selectedProspectId: string | undefined;
  /** The chat's URL for a prospect (keeps selectedCred and space). */
  hrefOf: (prospectId: string) => string;
  locale: string;
  now: Date;
}

/** spec outreach §2 Inbox: the dialogs of the selected sender, by period, filter and search. */
export function DialogList(props: DialogListProps) {
  const t = useT('inbox');
  const filtered = props.filter !== 'all' || props.search.trim() !== '';
  return (
    <>
      <div className="inbox-filters">
        <Select
          label={t('inbox.periodLabel')}
          value={props.period}
          onChange={(event) => props.onPeriodChange(event.target.value as InboxPeriod)}
          options={inboxPeriods.map((period) => ({ value: period, label: t(`inbox.periods.${period}`) }))}
        />
        <Tabs
          aria-label={t('inbox.filtersLabel')}
          items={inboxFilters.map((filter) => ({ id: filter, label: t(`inbox.filters.${filter}`) }))}
          value={props.filter}
          onChange={(filter) => props.onFilterChange(filter as InboxFilter)}
        />
        <Input
          type="search"
          label={t('inbox.searchLabel')}
          placeholder={t('inbox.searchPlaceholder')}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </div>
      {props.pending ? (
        <Spinner label={t('inbox.loading')} />
      ) : props.error ? (
        <ErrorPanel message={props.error.message} onRetry={props.onRetry} />
      ) : props.dialogs.length === 0 ? (
        filtered ? (
          <EmptyState title={t('inbox.list.noMatchTitle')} description={t('inbox.list.noMatchDescription')} />
        ) : (
          <EmptyState title={t('inbox.list.emptyTitle')} description={t('inbox.list.emptyDescription')} />
        )
      ) : (
        <>
          <ul className="inbox-dialogs" aria-label={t('inbox.list.label')}>
            {props.dialogs.map((dialog) => (
              <li key={dialog._id}>
                <DialogRow
                  dialog={dialog}
                  selected={dialog.prospect._id === props.selectedProspectId}
                  href={props.hrefOf(dialog.prospect._id)}
                  locale={props.locale}
                  now={props.now}
                />
              </li>
            ))}
          </ul>
          {props.hasMore ? (
            <div className="inbox-more">
              <Button variant="secondary" size="sm" loading={props.loadingMore} onClick={props.onLoadMore}>
                {t('inbox.list.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}

function DialogRow({
  dialog,
  selected,
  href,
  locale,
  now,
}: {
  dialog: DialogJson;
  selected: boolean;
  href: string;
  locale: string;
  now: Date;
}) {
  const t = useT('inbox');
  const tCalls = useT('calls');
  const last = dialog.last_message;
  // A call (issue 27) reads "Outgoing call · its note".
  const callSnippet =
    last?.channel === 'call'
      ? [tCalls(last.direction === 'in' ? 'call.incoming' : 'call.outgoing'), last.text]
          .filter(Boolean)
          .join(' · ')
      : null;
  const snippet = !last
    ? t('inbox.list.noMessage')
    : (callSnippet ??
      (last.direction === 'out'
        ? t('inbox.list.you', { text: last.text, interpolation: { escapeValue: false } })
        : last.text));
  const at = last?.sent_at ?? dialog.last_message_at;
  return (
    <Link
      to={href}
      aria-current={selected ? 'page' : undefined}
      data-unread={dialog.is_unread || undefined}
      className={`inbox-dialog${dialog.is_unread ? ' inbox-dialog--unread' : ''}`}
    >
      <span className="inbox-dialog__dot" aria-hidden="true" />
      <span className="inbox-dialog__name">
        {dialog.prospect.full_name}
        {dialog.is_unread ? <span className="ds-visually-hidden"> ({t('inbox.list.unread')})</span> : null}
        {dialog.is_starred ? (
          <span className="inbox-star" role="img" aria-label={t('inbox.list.starred')}>
            {' ★'}
          </span>
        ) : null}
      </span>
      <span className="inbox-dialog__time">{at ? formatRelativeTime(at, now, locale) : ''}</span>
      {dialog.prospect.company_name ? (
        <span className="inbox-dialog__company">{dialog.prospect.company_name}</span>
      ) : null}
      <span className="inbox-dialog__snippet">{snippet}</span>
    </Link>
  );
}
