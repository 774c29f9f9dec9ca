import { Button, EmptyState, ErrorPanel, Input, Select, Spinner } from '@outreach/design-system';
import { ApiError, useSession, useStateFor, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type SyncedCrm,
  useConnectCrm,
  useCrmInfo,
  useDisconnectCrm,
  useMoveRemoteDeal,
  useOauthStart,
  useRemotePipelines,
  useRemoteStages,
  useSyncNow,
} from './useCrmSync';

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : null;

/**
 * /crm/manage/hubspot and /crm/manage/pipedrive (issue 15 item 5): a connect card when not
 * connected (a token, or the CRM's sign-in when the server has an OAuth app), the expired
 * notice with "Reconnect", else the account, "Sync now" and the live board.
 */
export function CrmSyncPanel({ platform }: { platform: SyncedCrm }) {
  const t = useT('crm-sync');
  const info = useCrmInfo(platform);
  const [reconnecting, setReconnecting] = useStateFor(platform, false);

  if (info.isPending) return <Spinner />;
  if (info.isError) return <ErrorPanel message={messageOf(info.error)} onRetry={() => info.refetch()} />;
  const connection = info.data;
  const name = t(`platform.${platform}`);
  const panel = (() => {
    if (connection.status === 'expired' && !reconnecting) {
      return (
        <section className="crm-sync" role="alert">
          <EmptyState
            title={t('expired.title', { platform: name })}
            description={t('expired.description', { platform: name })}
          />
          <Button onClick={() => setReconnecting(true)}>{t('expired.reconnect')}</Button>
        </section>
      );
    }
    if (!connection.connected) return <ConnectCard platform={platform} oauth={connection.oauth_available} />;
    return <ConnectedView platform={platform} />;
  })();
  return (
    <>
      <OAuthError platform={platform} />
      {panel}
    </>
  );
}

/**
 * The reason the CRM's sign-in came back with (?error= of the OAuth callback: refused, expired,
 * begun in another browser, the plan without the CRM), until dismissed.
 */
function OAuthError({ platform }: { platform: SyncedCrm }) {
  const t = useT('crm-sync');
  const [query, setQuery] = useSearchParams();
  const reason = query.get('error');
  if (!reason) return null;
  const dismiss = () =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      next.delete('error');
      return next;
    });
  return (
    <div className="crm-sync" role="alert">
      <strong>{t('connect.oauthError', { platform: t(`platform.${platform}`) })}</strong>
      <div>{reason}</div>
      <Button size="sm" variant="secondary" onClick={dismiss}>
        {t('connect.dismiss')}
      </Button>
    </div>
  );
}

function ConnectCard({ platform, oauth }: { platform: SyncedCrm; oauth: boolean }) {
  const t = useT('crm-sync');
  const name = t(`platform.${platform}`);
  const [token, setToken] = useState('');
  const connect = useConnectCrm(platform);
  const start = useOauthStart(platform, oauth);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) connect.mutate(token.trim());
  };
  return (
    <section className="crm-sync" aria-label={t('connect.title', { platform: name })}>
      <h2>{t('connect.title', { platform: name })}</h2>
      {oauth && start.data?.oauth_url ? (
        <p>
          <Button onClick={() => window.location.assign(start.data.oauth_url ?? '')}>
            {t('connect.oauth', { platform: name })}
          </Button>
        </p>
      ) : null}
      <form onSubmit={onSubmit}>
        <Input
          label={t(`connect.tokenLabel.${platform}`)}
          hint={t(`connect.help.${platform}`)}
          type="password"
          autoComplete="off"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          error={messageOf(connect.error) ?? undefined}
        />
        <Button type="submit" disabled={!token.trim() || connect.isPending}>
          {t('connect.submit')}
        </Button>
      </form>
    </section>
  );
}

function ConnectedView({ platform }: { platform: SyncedCrm }) {
  const t = useT('crm-sync');
  const locale = useSession((state) => state.locale);
  const info = useCrmInfo(platform);
  const sync = useSyncNow(platform);
  const disconnect = useDisconnectCrm(platform);
  const pipelines = useRemotePipelines(platform, true);
  const [pipelineId, setPipelineId] = useState<string | undefined>();
  const chosen = pipelineId ?? pipelines.data?.[0]?._id;
  const stages = useRemoteStages(platform, chosen);
  const move = useMoveRemoteDeal(platform);
  const connection = info.data;
  const lastSync = connection?.last_synced_at
    ? t('connected.lastSync', { time: new Date(connection.last_synced_at).toLocaleString(locale ?? 'en') })
    : t('connected.never');

  return (
    <section className="crm-sync">
      <header className="crm-sync__header">
        <p>{t('connected.account', { name: connection?.account?.name ?? t(`platform.${platform}`) })}</p>
        <p>{lastSync}</p>
        {sync.data ? (
          <p role="status">{t('connected.synced', { count: sync.data.pushed_contacts })}</p>
        ) : null}
        {sync.error ? <p role="alert">{messageOf(sync.error)}</p> : null}
        <Button onClick={() => sync.mutate()} disabled={sync.isPending}>
          {sync.isPending ? t('connected.syncing') : t('connected.syncNow')}
        </Button>
        <Button variant="secondary" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
          {t('connected.disconnect')}
        </Button>
      </header>
      {pipelines.isError ? (
        <ErrorPanel message={messageOf(pipelines.error)} onRetry={() => pipelines.refetch()} />
      ) : null}
      {pipelines.data && pipelines.data.length > 1 ? (
        <Select
          label={t('board.pipeline')}
          value={chosen}
          onChange={(event) => setPipelineId(event.target.value)}
          options={pipelines.data.map((pipeline) => ({ value: pipeline._id, label: pipeline.name }))}
        />
      ) : null}
      {stages.isPending && chosen ? <Spinner /> : null}
      {stages.isError ? (
        <ErrorPanel message={messageOf(stages.error)} onRetry={() => stages.refetch()} />
      ) : null}
      {move.error ? <p role="alert">{messageOf(move.error)}</p> : null}
      {stages.data ? (
        <section className="crm-board" aria-label={t('board.title')}>
          {stages.data.map((stage) => (
            <ul key={stage._id} className="crm-board__column" aria-label={stage.name}>
              <li className="crm-board__heading">{stage.name}</li>
              {stage.crm_deals.length === 0 ? <li>{t('board.noDeals')}</li> : null}
              {stage.crm_deals.map((deal) => (
                <li key={deal._id} className="crm-deal">
                  <strong>{deal.name}</strong>
                  {deal.amount !== null ? (
                    <span>
                      {' '}
                      {deal.amount} {deal.currency ?? ''}
                    </span>
                  ) : null}
                  <Select
                    label={t('board.moveTo', { deal: deal.name })}
                    value={deal.crm_stage}
                    onChange={(event) => move.mutate({ dealId: deal._id, stageId: event.target.value })}
                    options={stages.data.map((option) => ({ value: option._id, label: option.name }))}
                  />
                </li>
              ))}
            </ul>
          ))}
        </section>
      ) : null}
    </section>
  );
}
