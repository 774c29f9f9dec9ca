import { Button, EmptyState, Page, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { Pager } from '../features/pager/Pager';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { CampaignTabs } from '../features/campaign-nav/CampaignTabs';
import { campaignKey, useCampaign } from '../features/campaign-nav/useCampaign';
import {
  type CampaignProspectState,
  campaignProspectStates,
  campaignProspectsPageSize,
} from '../features/campaign-prospects/campaign-prospects.types';
import { CampaignProspectsTable } from '../features/campaign-prospects/components/CampaignProspectsTable';
import {
  campaignProspectsKey,
  useCampaignProspects,
} from '../features/campaign-prospects/hooks/useCampaignProspects';
import { ensureCampaignPageStyles } from '../features/campaign-settings/campaign-settings.styles';
import { CsvImportPanel } from '../features/csv-import/components/CsvImportPanel';
import { ensureCampaignsStyles } from '../styles';
import { QueryStates } from '../features/query/QueryStates';

ensureCampaignsStyles();
ensureCampaignPageStyles();

/** A campaign's prospects (outreach §4 states, next step, wait and pause reasons) and the CSV import. */
export default function CampaignProspectsPage() {
  const t = useT('campaigns');
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const campaign = useCampaign(id);
  const [state, setState] = useState<CampaignProspectState | ''>('');
  const [page, setPage] = useState(0);
  const [importing, setImporting] = useState(false);
  const prospects = useCampaignProspects(id, page, state);

  const onImported = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: campaignProspectsKey(id) });
    void queryClient.invalidateQueries({ queryKey: campaignKey(id) });
  }, [queryClient, id]);

  const total = prospects.data?.total ?? 0;

  return (
    <Page
      title={t('campaignProspects.title')}
      subtitle={campaign.data?.name}
      actions={
        campaign.data && !importing ? (
          <Button onClick={() => setImporting(true)}>{t('csvImport.open')}</Button>
        ) : undefined
      }
    >
      <div className="campaign-page__tabs">
        <CampaignTabs workflowId={id} current="prospects" />
      </div>
      {importing && campaign.data ? (
        <CsvImportPanel
          campaign={campaign.data}
          onFinished={onImported}
          onClose={() => setImporting(false)}
        />
      ) : null}
      <div className="campaigns-toolbar">
        <Select
          label={t('campaignProspects.filter')}
          value={state}
          onChange={(event) => {
            setState(event.target.value as CampaignProspectState | '');
            setPage(0);
          }}
          options={[
            { value: '', label: t('campaignProspects.allStates') },
            ...campaignProspectStates.map((value) => ({
              value,
              label: t(`campaignProspects.state.${value}`),
            })),
          ]}
        />
      </div>
      <QueryStates query={prospects}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              title={state ? t('campaignProspects.noneInState') : t('campaignProspects.emptyTitle')}
              description={t('campaignProspects.emptyDescription')}
            />
          ) : (
            <>
              <CampaignProspectsTable rows={data.items} steps={campaign.data?.sequence ?? []} />
              <Pager
                label={t('campaignProspects.pagination')}
                page={page}
                pageSize={campaignProspectsPageSize}
                total={total}
                onPage={setPage}
              />
            </>
          )
        }
      </QueryStates>
    </Page>
  );
}
