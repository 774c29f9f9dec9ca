import { Button, EmptyState, Input, Spinner, showSnackbar } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { PreferencesPanel } from '../PreferencesPanel';
import { PreferencesTable, RowButtons } from '../PreferencesTable';
import { ConfirmDelete, useConfirmedDelete } from './ConfirmDelete';

/** A tracking domain as GET /tracking/custom_domains answers it (outreach §7 Tracking domains). */
export type TrackingDomain = ApiSchema<'TrackingDomain'>;

const domainsKey = (space: string) => ['space', space, 'tracking-domains'] as const;

/**
 * /preferences/workspace/domains/:id — the workspace's tracking domains: add one, see the CNAME
 * record to create, verify it (the API looks the record up), use it for every campaign's links or
 * videos, delete it.
 */
export default function DomainsPage() {
  const t = useT('account');
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const domains = useQuery({
    queryKey: domainsKey(id),
    queryFn: () => api.GET('/tracking/custom_domains', { query: { space: id } }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: domainsKey(id) });
  const [host, setHost] = useState('');
  const [hostError, setHostError] = useState<string>();

  const add = useMutation({
    mutationFn: (value: string) =>
      api.POST('/tracking/custom_domains', { query: { space: id }, body: { host: value } }),
    onSuccess: () => {
      setHost('');
      void refresh();
      showSnackbar({ type: 'success', text: t('domains.added') });
    },
    onError: (failure) => setHostError(failure.message),
  });
  const confirm = useConfirmedDelete(
    (domain: TrackingDomain) =>
      api.DELETE('/tracking/custom_domains/{id}', { path: { id: domain._id }, query: { space: id } }),
    () => void refresh(),
    t('domains.deleted'),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = host.trim();
    if (!value) return setHostError(t('domains.hostRequired'));
    setHostError(undefined);
    add.mutate(value);
  }

  return (
    <PreferencesPanel title={t('preferences.workspace.domains')} description={t('domains.subtitle')}>
      <form
        onSubmit={submit}
        noValidate
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end', maxWidth: 560 }}
      >
        <Input
          label={t('domains.host')}
          hint={t('domains.hostHint')}
          value={host}
          onChange={(event) => setHost(event.target.value)}
          error={hostError}
        />
        <Button type="submit" loading={add.isPending}>
          {t('domains.add')}
        </Button>
      </form>
      {domains.isError ? (
        <p role="alert">{domains.error.message}</p>
      ) : !domains.data ? (
        <Spinner />
      ) : domains.data.length === 0 ? (
        <EmptyState title={t('upcoming.domains.title')} description={t('domains.empty')} />
      ) : (
        <DomainsTable
          space={id}
          domains={domains.data}
          refresh={() => void refresh()}
          setDeleting={confirm.ask}
        />
      )}
      <ConfirmDelete
        {...confirm.dialog}
        title={t('domains.deleteTitle')}
        text={t('domains.deleteText', { host: confirm.deleting?.host ?? '' })}
        cancelLabel={t('domains.cancel')}
        deleteLabel={t('domains.delete')}
      />
    </PreferencesPanel>
  );
}

/** The workspace's domains: their DNS record, state and use, and their actions. */
function DomainsTable({
  space,
  domains,
  refresh,
  setDeleting,
}: {
  space: string;
  domains: TrackingDomain[];
  refresh: () => void;
  setDeleting: (domain: TrackingDomain) => void;
}) {
  const t = useT('account');
  const verify = useMutation({
    mutationFn: (domain: TrackingDomain) =>
      api.POST('/tracking/custom_domains/{id}/verify', { path: { id: domain._id }, query: { space } }),
    onSuccess: (result) => {
      refresh();
      showSnackbar({ type: result.status === 'verified' ? 'success' : 'error', text: result.message });
    },
    onError: (failure) => showSnackbar({ type: 'error', text: failure.message }),
  });
  const setForAll = useMutation({
    mutationFn: ({
      domain,
      target,
    }: {
      domain: TrackingDomain;
      target: 'link_tracking' | 'video_scenario';
    }) =>
      api.POST('/tracking/custom_domains/{id}/set_for_all', {
        path: { id: domain._id },
        query: { space },
        body: { target_type: target },
      }),
    onSuccess: () => {
      refresh();
      showSnackbar({ type: 'success', text: t('domains.setForAllDone') });
    },
    onError: (failure) => showSnackbar({ type: 'error', text: failure.message }),
  });
  return (
    <PreferencesTable
      columns={[t('domains.host'), t('domains.record'), t('domains.status'), t('domains.usedFor')]}
      actionsColumn={t('domains.actions')}
    >
      {domains.map((domain) => (
        <tr key={domain._id}>
          <td>{domain.host}</td>
          <td>
            <code>{`${domain.host} CNAME ${domain.value}`}</code>
          </td>
          <td>{t(`domains.statuses.${domain.status}`)}</td>
          <td>
            {[
              domain.is_default_for_link_tracking ? t('domains.links') : null,
              domain.is_default_for_video_scenario ? t('domains.videos') : null,
            ]
              .filter(Boolean)
              .join(', ') || '—'}
          </td>
          <td>
            <span style={{ display: 'inline-flex', gap: 6, flexWrap: 'wrap' }}>
              <RowButtons
                actions={[
                  {
                    label: t('domains.verify'),
                    ariaLabel: t('domains.verifyOf', { host: domain.host }),
                    loading: verify.isPending && verify.variables?._id === domain._id,
                    onClick: () => verify.mutate(domain),
                  },
                  {
                    label: t('domains.linksForAll'),
                    ariaLabel: t('domains.linksForAllOf', { host: domain.host }),
                    onClick: () => setForAll.mutate({ domain, target: 'link_tracking' }),
                  },
                  {
                    label: t('domains.videosForAll'),
                    ariaLabel: t('domains.videosForAllOf', { host: domain.host }),
                    onClick: () => setForAll.mutate({ domain, target: 'video_scenario' }),
                  },
                  {
                    label: t('domains.delete'),
                    ariaLabel: t('domains.deleteOf', { host: domain.host }),
                    onClick: () => setDeleting(domain),
                  },
                ]}
              />
            </span>
          </td>
        </tr>
      ))}
    </PreferencesTable>
  );
}
