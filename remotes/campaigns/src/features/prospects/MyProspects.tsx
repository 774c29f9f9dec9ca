import { EmptyState, ErrorPanel, Input, Select, Spinner } from '@outreach/design-system';
import { api, useLabelName, useT, Link } from '@outreach/sdk';
import { Pager } from '../pager/Pager';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LabelChip } from '../labels/LabelsManager';
import { useLabels } from '../labels/useLabels';
import { lifecycles } from './prospects.types';
import { type ProspectFilters, useProspectList } from './useProspects';

const noFilters: ProspectFilters = {
  query: '',
  status: '',
  labelId: '',
  hasEmail: '',
  workflowId: '',
  createdFrom: '',
  createdTo: '',
};

/** spec outreach §2 My Prospects: the list with filters (query, status, label, email) and paging. */
export function MyProspects() {
  const t = useT('prospects');
  const { search } = useLocation();
  const [filters, setFilters] = useState<ProspectFilters>(noFilters);
  const [page, setPage] = useState(0);
  const list = useProspectList(filters, page);
  const change = (patch: Partial<ProspectFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);
  const data = list.data;

  return (
    <div className="prospects">
      <ProspectFiltersBar filters={filters} change={change} />

      {list.isPending ? <Spinner label={t('common.loading')} /> : null}
      {list.isError ? <ErrorPanel message={list.error.message} onRetry={() => void list.refetch()} /> : null}
      {data && data.total === 0 ? (
        filtered ? (
          <EmptyState title={t('prospects.noMatches')} />
        ) : (
          <EmptyState title={t('prospects.emptyTitle')} description={t('prospects.emptyDescription')} />
        )
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <ul
            aria-label={t('prospects.listLabel')}
            className="prospects__list"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {data.items.map((prospect) => (
              <li
                key={prospect._id}
                style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '8px 0' }}
              >
                <Link to={`/profiles/${prospect._id}${search}`}>
                  {prospect.full_name ||
                    prospect.work_email ||
                    prospect.personal_email ||
                    prospect.profile_url}
                </Link>
                <span>{[prospect.position, prospect.company_name].filter(Boolean).join(' · ')}</span>
                <span>{prospect.work_email ?? prospect.personal_email ?? prospect.enriched_email ?? ''}</span>
                <span>{t(`lifecycle.${prospect.lifecycle}`)}</span>
                <span style={{ display: 'flex', gap: 4 }}>
                  {prospect.labels.map((label) => (
                    <LabelChip key={label._id} label={label} />
                  ))}
                </span>
              </li>
            ))}
          </ul>
          <Pager
            label={t('prospects.pagination')}
            page={page}
            pageSize={data.limit}
            total={data.total}
            onPage={setPage}
          />
        </>
      ) : null}
    </div>
  );
}

/** The list's filters: search, status, label, email, campaign and creation dates. */
function ProspectFiltersBar({
  filters,
  change,
}: {
  filters: ProspectFilters;
  change: (patch: Partial<ProspectFilters>) => void;
}) {
  const t = useT('prospects');
  const nameOf = useLabelName();
  const labels = useLabels();
  const campaigns = useQuery({
    queryKey: ['prospects', 'campaigns'],
    queryFn: ({ signal }) => api.GET('/workflows', { signal, query: { limit: 100 } }),
  });
  return (
    <div
      className="prospects__filters"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}
    >
      <Input
        type="search"
        label={t('prospects.search')}
        value={filters.query}
        onChange={(event) => change({ query: event.target.value })}
      />
      <Select
        label={t('prospects.status')}
        value={filters.status}
        onChange={(event) => change({ status: event.target.value })}
        options={[
          { value: '', label: t('prospects.allStatuses') },
          ...lifecycles.map((value) => ({ value, label: t(`lifecycle.${value}`) })),
        ]}
      />
      <Select
        label={t('prospects.label')}
        value={filters.labelId}
        onChange={(event) => change({ labelId: event.target.value })}
        options={[
          { value: '', label: t('prospects.allLabels') },
          ...(labels.data ?? []).map((label) => ({ value: label._id, label: nameOf(label) })),
        ]}
      />
      <Select
        label={t('prospects.email')}
        value={filters.hasEmail}
        onChange={(event) => change({ hasEmail: event.target.value as ProspectFilters['hasEmail'] })}
        options={[
          { value: '', label: t('common.any') },
          { value: 'true', label: t('prospects.withEmail') },
          { value: 'false', label: t('prospects.withoutEmail') },
        ]}
      />
      <Select
        label={t('prospects.campaign')}
        value={filters.workflowId}
        onChange={(event) => change({ workflowId: event.target.value })}
        options={[
          { value: '', label: t('prospects.allCampaigns') },
          ...(campaigns.data?.items ?? []).map((item) => ({ value: item._id, label: item.name })),
        ]}
      />
      <Input
        type="date"
        label={t('prospects.createdFrom')}
        value={filters.createdFrom}
        onChange={(event) => change({ createdFrom: event.target.value })}
      />
      <Input
        type="date"
        label={t('prospects.createdTo')}
        value={filters.createdTo}
        onChange={(event) => change({ createdTo: event.target.value })}
      />
    </div>
  );
}
