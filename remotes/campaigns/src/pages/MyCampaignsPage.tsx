import {
  type AvatarPerson,
  Button,
  showNotification,
  EmptyState,
  Input,
  Page,
  Select,
  useDebounced,
} from '@outreach/design-system';
import { useNavigate, useStateFor, useT } from '@outreach/sdk';
import { Pager } from '../features/pager/Pager';
import { useCredentials } from '@outreach/sdk/account';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { withCarriedQuery } from '../features/campaign-nav/campaign-paths';
import { campaignKey, fetchCampaign } from '../features/campaign-nav/useCampaign';
import {
  DeleteCampaignModal,
  PauseCampaignModal,
} from '../features/workflows/components/CampaignActionModals';
import { GenerateWithAiButton } from '../features/workflows/components/GenerateWithAiButton';
import { NewCampaignButton, opensNewCampaign } from '../features/workflows/components/NewCampaign';
import { WorkflowList } from '../features/workflows/components/WorkflowList';
import {
  type StatusChange,
  showServerError,
  useChangeWorkflowStatus,
  useDuplicateWorkflow,
  useReorderWorkflows,
} from '../features/workflows/hooks/useWorkflowActions';
import {
  useWorkflows,
  useWorkflowsLiveUpdates,
  workflowsPageKey,
} from '../features/workflows/hooks/useWorkflows';
import { ensureWorkflowListStyles } from '../features/workflows/workflows.styles';
import {
  type Workflow,
  type WorkflowAction,
  WORKFLOWS_PAGE_SIZE,
  type WorkflowFilter,
} from '../features/workflows/workflows.types';
import { ensureCampaignsStyles } from '../styles';
import { CampaignsMenu } from './CampaignsMenu';
import { QueryStates } from '../features/query/QueryStates';

ensureCampaignsStyles();
ensureWorkflowListStyles();

/** Sender names and photos by credential id, for the avatars of each row. */
function useSenderPeople(): Map<string, AvatarPerson> {
  const credentials = useCredentials();
  return useMemo(
    () =>
      new Map(
        (credentials.data ?? []).map((credential) => [
          credential._id,
          {
            id: credential._id,
            name:
              credential.full_name ||
              `${credential.first_name} ${credential.last_name}`.trim() ||
              credential.username,
            src: credential.photo_link ?? undefined,
          },
        ]),
      ),
    [credentials.data],
  );
}

/**
 * outreach §2 "My Campaigns": paged 8, text query, deleted-only and archived-only filters; per
 * campaign pause (keeping or pausing the AI Employee), resume, archive, restore, delete,
 * duplicate, reorder.
 */
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
  const query = useDebounced(search.trim(), 250);
  // back to the first page when the search or the filter changes
  const [page, setPage] = useStateFor(JSON.stringify([query, filter]), 0);

  const workflows = useWorkflows({ page, query, filter });
  useWorkflowsLiveUpdates();
  const senders = useSenderPeople();

  const reorder = useReorderWorkflows(workflowsPageKey({ page, query, filter }));
  const [pausing, setPausing] = useState<Workflow | null>(null);
  const [deleting, setDeleting] = useState<Workflow | null>(null);

  const { change, onAction } = useWorkflowActions(setPausing, setDeleting);

  const total = workflows.data?.total ?? 0;
  // The manual order is the order of the whole list: it is changed only there, not in a search.
  const reorderable = filter === 'all' && !query;

  return (
    <Page
      title={t('myCampaigns.title')}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => navigate(withCarriedQuery('/campaigns/duplicate', location.search))}
          >
            {t('duplicate.forAnotherAccount')}
          </Button>
          <GenerateWithAiButton />
          <NewCampaignButton initiallyOpen={opensNewCampaign(location.search)} />
        </>
      }
    >
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
      <QueryStates query={workflows}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              title={query ? t('myCampaigns.noMatches') : t('myCampaigns.emptyTitle')}
              description={query ? t('myCampaigns.noMatchesHint') : t('myCampaigns.emptyDescription')}
              action={query || filter !== 'all' ? undefined : <NewCampaignButton />}
            />
          ) : (
            <>
              <WorkflowList
                workflows={data.items}
                senders={senders}
                onAction={onAction}
                onReorder={
                  reorderable
                    ? (ids) =>
                        reorder.mutate({
                          page: data.items.map((workflow) => workflow._id),
                          reordered: ids,
                        })
                    : undefined
                }
              />
              <Pager
                label={t('myCampaigns.pagination')}
                page={page}
                pageSize={WORKFLOWS_PAGE_SIZE}
                total={total}
                onPage={setPage}
              />
            </>
          )
        }
      </QueryStates>
      <PauseCampaignModal
        workflow={pausing}
        onClose={() => setPausing(null)}
        onChoose={(pauseAiEmployee) => {
          if (pausing) change(pausing, { action: 'pause', pauseAiEmployee });
          setPausing(null);
        }}
      />
      <DeleteCampaignModal
        workflow={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) change(deleting, { action: 'delete' });
          setDeleting(null);
        }}
      />
    </Page>
  );
}

/**
 * What a campaign's menu does: pause (asking about the AI Employee only when the campaign has one),
 * delete (after the confirmation), duplicate, or another status change.
 */
function useWorkflowActions(
  setPausing: (workflow: Workflow | null) => void,
  setDeleting: (workflow: Workflow | null) => void,
) {
  const t = useT('campaigns');
  const changeStatus = useChangeWorkflowStatus();
  const duplicate = useDuplicateWorkflow();
  const queryClient = useQueryClient();
  /** From the list row when it says; otherwise from the campaign itself (GET /workflows/{id}). */
  const hasAiEmployee = async (workflow: Workflow): Promise<boolean> => {
    if (workflow.is_ai_employee !== undefined)
      return workflow.is_ai_employee || Boolean(workflow.ai_employee_id);
    try {
      const campaign = await queryClient.fetchQuery({
        queryKey: campaignKey(workflow._id),
        queryFn: ({ signal }) => fetchCampaign(workflow._id, signal),
      });
      return campaign.is_ai_employee || Boolean(campaign.ai_employee_id);
    } catch (error) {
      showServerError(error);
      return false;
    }
  };
  const change = (workflow: Workflow, statusChange: StatusChange) =>
    changeStatus.mutate({ id: workflow._id, change: statusChange });
  const onAction = (workflow: Workflow, action: WorkflowAction) => {
    switch (action) {
      case 'pause':
        void hasAiEmployee(workflow).then((asks) => {
          // outreach §2: the AI Employee choice is asked only when the campaign has one.
          if (asks) setPausing(workflow);
          else change(workflow, { action: 'pause', pauseAiEmployee: false });
        });
        return;
      case 'delete':
        setDeleting(workflow);
        return;
      case 'duplicate':
        duplicate.mutate(workflow._id, {
          onSuccess: () => showNotification({ type: 'success', title: t('workflowActions.duplicated') }),
        });
        return;
      default:
        change(workflow, { action });
    }
  };
  return { change, onAction };
}
