import { Button, EmptyState, Input, Select, Spinner, TableHead } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { creditCategories } from '@outreach/core/billing';
import { useState } from 'react';
import { type CreditsHistoryFilters, useAccount, useCreditsHistory } from './billing-api';
import { CreditsChartCard } from './CreditsChartCard';
import { day } from './money';
import { useLabel } from './labels';

export const historyPageSize = 25;

type HistoryItem = NonNullable<ReturnType<typeof useCreditsHistory>['data']>['items'][number];

/**
 * A ledger row's usage type in words (issue 26 item 26): a usage's credit category ("AI message"),
 * else what the change was ("Manual grant", "Credit pack"); never the ledger's internal `default`
 * category of grants.
 */
function usageType(label: ReturnType<typeof useLabel>, item: HistoryItem): string {
  return item.kind === 'usage' && item.category && item.category !== 'default'
    ? label('categories', item.category)
    : label('kinds', item.kind);
}

/** /billing/credits-history: the ledger, filtered by dates, member and usage type, paged; the chart above it. */
export function CreditsHistorySection() {
  const t = useT('billing');
  const label = useLabel();
  const account = useAccount().data;
  const [filters, setFilters] = useState<CreditsHistoryFilters>({ skip: 0, limit: historyPageSize });
  const history = useCreditsHistory(filters);
  const set = (change: Partial<CreditsHistoryFilters>) =>
    setFilters((current) => ({ ...current, ...change, skip: change.skip ?? 0 }));
  /** A filter field: its value, and a change that sets it (cleared when empty) from the first page. */
  const filter = (key: 'start_date' | 'end_date' | 'user_id' | 'usage_type') => ({
    value: filters[key] ?? '',
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value || undefined }),
  });
  const range: [string, string] | undefined =
    filters.start_date && filters.end_date ? [filters.start_date, filters.end_date] : undefined;
  const total = history.data?.total ?? 0;
  const users = account?.users ?? [];
  return (
    <>
      <CreditsChartCard range={range} />
      <search className="billing-row">
        <Input type="date" label={t('history.from')} {...filter('start_date')} />
        <Input type="date" label={t('history.to')} {...filter('end_date')} />
        <Select
          label={t('history.user')}
          placeholder={t('history.everyone')}
          options={users.map((user) => ({
            value: user._id,
            label: `${user.first_name} ${user.last_name}`.trim() || user.email,
          }))}
          {...filter('user_id')}
        />
        <Select
          label={t('history.usageType')}
          placeholder={t('history.allTypes')}
          options={creditCategories.map((category) => ({
            value: category,
            label: label('categories', category),
          }))}
          {...filter('usage_type')}
        />
      </search>
      {history.isError ? <p role="alert">{history.error.message}</p> : null}
      {!history.data && !history.isError ? <Spinner label={t('loading')} /> : null}
      {history.data && history.data.items.length === 0 ? (
        <EmptyState
          title={t('billing.creditsHistory.emptyTitle')}
          description={t('billing.creditsHistory.emptyDescription')}
        />
      ) : null}
      {history.data && history.data.items.length > 0 ? (
        <>
          <table className="billing-table">
            <TableHead
              columns={[
                'history.date',
                'history.user',
                'history.usageType',
                'history.description',
                'history.change',
                'history.balanceAfter',
              ]}
              label={t}
            />
            <tbody>
              {history.data.items.map((item) => (
                <tr key={item._id}>
                  <td>{day(item.created_at)}</td>
                  <td>{item.user?.full_name ?? '—'}</td>
                  <td>{usageType(label, item)}</td>
                  <td>{item.description ?? '—'}</td>
                  <td>{item.delta > 0 ? `+${item.delta}` : String(item.delta)}</td>
                  <td>{item.balance_after}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="billing-row">
            <Button
              size="sm"
              variant="secondary"
              disabled={filters.skip === 0}
              onClick={() => set({ skip: Math.max(0, filters.skip - filters.limit) })}
            >
              {t('history.previous')}
            </Button>
            <span className="billing-muted">
              {t('history.range', {
                from: filters.skip + 1,
                to: Math.min(total, filters.skip + filters.limit),
                total,
              })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={filters.skip + filters.limit >= total}
              onClick={() => set({ skip: filters.skip + filters.limit })}
            >
              {t('history.next')}
            </Button>
          </div>
        </>
      ) : null}
    </>
  );
}
