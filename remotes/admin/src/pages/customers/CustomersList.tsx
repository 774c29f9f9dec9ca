import { ListStates } from './ListStates';
import { Button, Checkbox, Input, Select, TableHead } from '@outreach/design-system';
import { type TranslationKey, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { customersPageSize, useAdminConfig, useCustomers } from './customers-api';
import { type CustomerFilters, filtersFromSearch, filtersToSearch, type ListFilterName } from './filters';
import { HealthBadge } from './HealthBadge';
import { MultiFilter } from './MultiFilter';
import { Pager } from './Pager';

type Key = TranslationKey<'adminCustomers'>;

/** spec platform §2 /admin/customers, §7 GET /admin/customers: filters in the URL, 25 a page. */
export function CustomersList() {
  const t = useT('adminCustomers');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [text, setText] = useState(filters.q);
  const config = useAdminConfig();
  const list = useCustomers(filters);

  const apply = (next: Partial<CustomerFilters>) =>
    setSearch(filtersToSearch({ ...filters, offset: 0, ...next }, search));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: text });
  };
  const valueLabel = (group: string, value: string) =>
    t(`values.${group}.${value}` as Key, { defaultValue: value });
  const options = (group: string, values: readonly string[] = []) =>
    values.map((value) => ({ value, label: valueLabel(group, value) }));
  const data = config.data;
  const multi = (name: ListFilterName, opts: { value: string; label: string }[]) => (
    <MultiFilter
      key={name}
      label={t(`filters.${name}` as Key)}
      options={opts}
      selected={filters[name]}
      onChange={(selected) => apply({ [name]: selected })}
    />
  );

  const page = list.data;
  const total = page?.total ?? 0;
  const counts = page?.counts.by_status ?? {};

  return (
    <section aria-label={t('list.label')}>
      <form onSubmit={submitSearch} style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
        <Input
          label={t('filters.q')}
          placeholder={t('filters.qPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('filters.search')}</Button>
        <Select
          label={t('filters.order')}
          value={filters.order}
          options={options('order', data?.orders ?? ['newest', 'oldest', 'name', 'health'])}
          onChange={(event) => apply({ order: event.target.value as CustomerFilters['order'] })}
        />
        <Checkbox
          label={t('filters.with_credentials')}
          checked={filters.with_credentials}
          onChange={(event) => apply({ with_credentials: event.target.checked })}
        />
      </form>
      <fieldset
        aria-label={t('filters.label')}
        style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '8px 0', border: 0, padding: 0 }}
      >
        {multi('statuses', options('statuses', data?.statuses))}
        {multi(
          'brands',
          (data?.brands ?? []).map((brand) => ({ value: brand.id, label: brand.name })),
        )}
        {multi('types', options('types', data?.types))}
        {multi('subscription_types', options('subscription_types', data?.subscription_types))}
        {multi('triggers', options('triggers', data?.triggers))}
        {multi('note_filters', options('note_filters', data?.note_filters))}
        {multi('tier', options('tier', data?.tiers))}
        {multi(
          'labels',
          (data?.labels ?? []).map((label) => ({ value: label, label })),
        )}
        {multi(
          'managers',
          (data?.managers ?? []).map((manager) => ({
            value: manager.id,
            label: `${manager.name} (${valueLabel('managerTypes', manager.type)}, ${manager.brand})`,
          })),
        )}
        <Button
          variant="secondary"
          onClick={() => setSearch(filtersToSearch(filtersFromSearch(new URLSearchParams()), search))}
        >
          {t('filters.clear')}
        </Button>
      </fieldset>

      <ListStates
        list={list}
        total={total}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription') }}
      >
        <p>
          {t('list.total', { count: total })}{' '}
          {Object.entries(counts)
            .map(([status, count]) => `${valueLabel('statuses', status)}: ${count}`)
            .join(' · ')}
        </p>
        <CustomersTable items={page?.items ?? []} />
        <Pager
          offset={filters.offset}
          pageSize={customersPageSize}
          total={total}
          onOffset={(offset) => apply({ offset })}
        />
      </ListStates>
    </section>
  );
}

type CustomerItem = NonNullable<ReturnType<typeof useCustomers>['data']>['items'][number];

/** One page of customers; a row opens the customer. */
function CustomersTable({ items }: { items: CustomerItem[] }) {
  const t = useT('adminCustomers');
  const navigate = useNavigate();
  const valueLabel = (group: string, value: string) =>
    t(`values.${group}.${value}` as Key, { defaultValue: value });
  return (
    <table aria-label={t('list.label')}>
      <TableHead
        columns={[
          'columns.name',
          'columns.brand',
          'columns.status',
          'columns.tier',
          'columns.admins',
          'columns.users',
          'columns.credentials',
          'columns.health',
          'columns.managers',
          'columns.labels',
          'columns.created',
        ]}
        label={t}
      />
      <tbody>
        {items.map((item) => (
          <tr
            key={item.id}
            onClick={() => navigate(`/admin/customers/${item.id}`)}
            style={{ cursor: 'pointer' }}
          >
            <td>
              <a
                href={`/admin/customers/${item.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(`/admin/customers/${item.id}`);
                }}
              >
                {item.name}
              </a>
              {item.has_note ? ` ${t('list.hasNote')}` : ''}
            </td>
            <td>{item.brand}</td>
            <td>{valueLabel('statuses', item.status)}</td>
            <td>{valueLabel('tier', item.tier)}</td>
            <td>{item.admin_emails.join(', ')}</td>
            <td>{item.users_count}</td>
            <td>{item.credentials_count}</td>
            <td>
              <HealthBadge index={item.health_index} />
            </td>
            <td>{[item.sales_manager?.name, item.success_manager?.name].filter(Boolean).join(', ')}</td>
            <td>{item.labels.join(', ')}</td>
            <td>{item.created_at.slice(0, 10)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
