import { Button, EmptyState, ErrorPanel, Input, Page, Select, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { WorkflowList } from '../features/workflows/components/WorkflowList';
import { useWorkflows, useWorkflowsLiveUpdates } from '../features/workflows/hooks/useWorkflows';
import { WORKFLOWS_PAGE_SIZE, type WorkflowFilter } from '../features/workflows/workflows.types';
import { ensureCampaignsStyles } from '../styles';
import { CampaignsMenu } from './CampaignsMenu';

ensureCampaignsStyles();

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** outreach §2 "My Campaigns": paged 8, text query, deleted-only and archived-only filters. */
export default function MyCampaignsPage() {
  const t = useT('campaigns');
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const location = useLocation();
  // outreach §2: /campaigns accepts an optional :filter (deleted-only, archived-only).
  const { filter: filterParam } = useParams();
  const filter: WorkflowFilter =
    filterParam === 'archived' || filterParam === 'deleted' ? filterParam : 'all';
  const setFilter = (next: WorkflowFilter) =>
    navigate(`/campaigns/my-campaigns${next === 'all' ? '' : `/${next}`}${location.search}`);
  const [page, setPage] = useState(0);
  const query = useDebounced(search.trim(), 250);
  useEffect(() => setPage(0), [query, filter]);

  const workflows = useWorkflows({ page, query, filter });
  useWorkflowsLiveUpdates();

  const total = workflows.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / WORKFLOWS_PAGE_SIZE));
  const first = total === 0 ? 0 : page * WORKFLOWS_PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * WORKFLOWS_PAGE_SIZE);

  return (
    <Page title={t('myCampaigns.title')}>
      <CampaignsMenu />
      <div className="campaigns-toolbar">
        <Input
          aria-label={t('myCampaigns.search')}
          placeholder={t('myCampaigns.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          aria-label={t('myCampaigns.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value as WorkflowFilter)}
          options={[
            { value: 'all', label: t('myCampaigns.filterAll') },
            { value: 'archived', label: t('myCampaigns.filterArchived') },
            { value: 'deleted', label: t('myCampaigns.filterDeleted') },
          ]}
        />
      </div>
      {workflows.isPending ? (
        <Spinner />
      ) : workflows.isError ? (
        <ErrorPanel message={workflows.error.message} onRetry={() => void workflows.refetch()} />
      ) : workflows.data.items.length === 0 ? (
        <EmptyState
          title={query ? t('myCampaigns.noMatches') : t('myCampaigns.emptyTitle')}
          description={query ? t('myCampaigns.noMatchesHint') : t('myCampaigns.emptyDescription')}
        />
      ) : (
        <>
          <WorkflowList workflows={workflows.data.items} />
          <nav className="campaigns-pager" aria-label={t('myCampaigns.pagination')}>
            <span>{t('myCampaigns.range', { first, last, total })}</span>
            <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('myCampaigns.previous')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('myCampaigns.next')}
            </Button>
          </nav>
        </>
      )}
    </Page>
  );
}
