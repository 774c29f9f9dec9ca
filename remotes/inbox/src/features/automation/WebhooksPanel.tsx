import { ListTable } from '../shared/ListTable';
import { QueryStates } from '../shared/QueryStates';
import { Badge, Button, Checkbox, EmptyState, showSnackbar } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useEffect, useState } from 'react';
import { ensureAutomationStyles } from './automation.styles';
import type { Webhook, WebhookInput } from './automation.types';
import { DeliveryLog } from './components/DeliveryLog';
import { DeliveryStatus } from './components/DeliveryStatus';
import { WebhookFormModal } from './components/WebhookFormModal';
import { type WebhookConfirmKind, WebhookConfirmModal } from './components/WebhookConfirmModal';
import { WebhookSecretModal } from './components/WebhookSecretModal';
import { errorText, formatTime } from './format';
import { isTriggerEvent } from './trigger-events';
import {
  useCampaignOptions,
  useDeleteWebhook,
  useRotateSecret,
  useSaveWebhook,
  useSetWebhookActive,
  useTestWebhook,
  useWebhooks,
} from './hooks/useWebhooks';

/** The confirmation of `kind` for `webhook` while one is asked, with its mutation's state. */
function confirmModal(
  kind: WebhookConfirmKind,
  webhook: Webhook | null,
  mutation: { isPending: boolean; error: unknown },
  onConfirm: (webhook: Webhook) => void,
  onClose: () => void,
) {
  if (!webhook) return null;
  return (
    <WebhookConfirmModal
      kind={kind}
      webhook={webhook}
      busy={mutation.isPending}
      error={mutation.error ? errorText(mutation.error) : null}
      onConfirm={() => onConfirm(webhook)}
      onClose={onClose}
    />
  );
}

/**
 * Integrations › Automation › Webhooks (spec outreach §3 "Webhook: callback URL, trigger, update
 * types"; issue 15): list, create and edit, the secret shown once, on/off, delete, a test send and
 * each webhook's delivery log with replay. Zapier's subscriptions are listed read-only.
 */
export function WebhooksPanel() {
  const t = useT('automation');
  useEffect(() => ensureAutomationStyles(), []);
  const webhooks = useWebhooks();
  const campaigns = useCampaignOptions();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const {
    save,
    setActive,
    remove,
    rotate,
    test,
    submit,
    sendTest,
    rotateSecret,
    toggleActive,
    confirmDelete,
  } = useWebhookActions({ editing, setEditing, setSecret, setDeleting, setRotating });
  const [logOf, setLogOf] = useState<Webhook | null>(null);

  const campaignName = (id: string | null) =>
    id ? (campaigns.data?.items.find((item) => item._id === id)?.name ?? id) : t('webhooks.allCampaigns');

  return (
    <section aria-label={t('webhooks.table.label')}>
      <div className="automation-toolbar">
        <p>{t('webhooks.intro')}</p>
        <Button
          onClick={() => {
            save.reset();
            setEditing('new');
          }}
        >
          {t('webhooks.create')}
        </Button>
      </div>

      <QueryStates
        query={webhooks}
        loadingLabel={t('webhooks.loading')}
        errorTitle={t('webhooks.loadError')}
        errorText={errorText}
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('webhooks.emptyTitle')} description={t('webhooks.emptyDescription')} />
          ) : (
            <ListTable
              className="automation-table"
              label={t('webhooks.table.label')}
              columns={[
                'webhooks.table.name',
                'webhooks.table.url',
                'webhooks.table.triggers',
                'webhooks.table.campaign',
                'webhooks.table.active',
                'webhooks.table.lastDelivery',
                'webhooks.table.actions',
              ]}
              t={t}
            >
              {data.map((webhook) => (
                <WebhookRow
                  key={webhook._id}
                  webhook={webhook}
                  campaign={campaignName(webhook.workflow_id)}
                  busy={{ active: setActive.isPending, test: test.isPending, rotate: rotate.isPending }}
                  on={{
                    toggle: (active) => toggleActive(webhook, active),
                    edit: () => {
                      save.reset();
                      setEditing(webhook);
                    },
                    test: () => sendTest(webhook),
                    rotate: () => {
                      rotate.reset();
                      setRotating(webhook);
                    },
                    log: () => setLogOf(webhook),
                    delete: () => {
                      remove.reset();
                      setDeleting(webhook);
                    },
                  }}
                />
              ))}
            </ListTable>
          )
        }
      </QueryStates>

      {editing ? (
        <WebhookFormModal
          webhook={editing === 'new' ? null : editing}
          saving={save.isPending}
          error={save.error ? errorText(save.error) : null}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {secret ? <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} /> : null}
      {confirmModal('rotate', rotating, rotate, rotateSecret, () => setRotating(null))}
      {confirmModal('delete', deleting, remove, confirmDelete, () => setDeleting(null))}
      {logOf ? <DeliveryLog webhook={logOf} onClose={() => setLogOf(null)} /> : null}
    </section>
  );
}

/** One webhook: what it sends where, on/off, its last delivery and its actions (Zapier's are read-only). */
function WebhookRow({
  webhook,
  campaign,
  busy,
  on,
}: {
  webhook: Webhook;
  /** The campaign it is limited to, by name. */
  campaign: string;
  /** Which actions are under way (their buttons wait). */
  busy: { active: boolean; test: boolean; rotate: boolean };
  on: {
    toggle: (active: boolean) => void;
    edit: () => void;
    test: () => void;
    rotate: () => void;
    log: () => void;
    delete: () => void;
  };
}) {
  const t = useT('automation');
  const zapier = webhook.source === 'zapier';
  return (
    <tr data-webhook-id={webhook._id}>
      <td>
        {webhook.name || '—'}{' '}
        {zapier ? (
          <Badge tone="neutral" title={t('webhooks.zapierReadOnly')}>
            {t('webhooks.zapierBadge')}
          </Badge>
        ) : null}
      </td>
      <td className="automation-url">{webhook.url}</td>
      <td>
        {webhook.update_types.map((key) => (isTriggerEvent(key) ? t(`triggers.${key}`) : key)).join(', ')}
      </td>
      <td>{campaign}</td>
      <td>
        <Checkbox
          variant="switch"
          label={
            <span className="ds-visually-hidden">
              {t('webhooks.activeLabel', { name: webhook.name || webhook.url })}
            </span>
          }
          checked={webhook.is_active}
          disabled={zapier || busy.active}
          onChange={(event) => on.toggle(event.target.checked)}
        />
      </td>
      <td>
        {webhook.last_delivery ? (
          <>
            <DeliveryStatus status={webhook.last_delivery.status} /> {webhook.last_delivery.status_code ?? ''}
            <div className="automation-muted">{formatTime(webhook.last_delivery.created_at)}</div>
          </>
        ) : (
          <span className="automation-muted">{t('webhooks.never')}</span>
        )}
      </td>
      <td>
        <div className="automation-actions">
          {zapier ? null : (
            <>
              <Button size="sm" variant="secondary" onClick={on.edit}>
                {t('webhooks.edit')}
              </Button>
              <Button size="sm" variant="secondary" disabled={busy.test} onClick={on.test}>
                {t('webhooks.test')}
              </Button>
              <Button size="sm" variant="secondary" disabled={busy.rotate} onClick={on.rotate}>
                {t('webhooks.rotate')}
              </Button>
            </>
          )}
          <Button size="sm" variant="secondary" onClick={on.log}>
            {t('webhooks.deliveries')}
          </Button>
          {zapier ? null : (
            <Button size="sm" variant="ghost" onClick={on.delete}>
              {t('webhooks.delete')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The webhook mutations, and what each action says when it is done or fails. */
function useWebhookActions({
  editing,
  setEditing,
  setSecret,
  setDeleting,
  setRotating,
}: {
  editing: Webhook | 'new' | null;
  setEditing: (editing: Webhook | 'new' | null) => void;
  setSecret: (secret: string | null) => void;
  setDeleting: (webhook: Webhook | null) => void;
  setRotating: (webhook: Webhook | null) => void;
}) {
  const t = useT('automation');
  const save = useSaveWebhook();
  const setActive = useSetWebhookActive();
  const remove = useDeleteWebhook();
  const rotate = useRotateSecret();
  const test = useTestWebhook();
  const submit = (input: WebhookInput) =>
    save.mutate(
      { id: editing && editing !== 'new' ? editing._id : null, input },
      {
        onSuccess: (saved) => {
          setEditing(null);
          if (saved.secret) setSecret(saved.secret);
          else showSnackbar({ type: 'success', text: t('webhooks.saved') });
        },
      },
    );
  const sendTest = (webhook: Webhook) =>
    test.mutate(webhook._id, {
      onSuccess: (delivery) =>
        showSnackbar({
          type: 'success',
          text: t('webhooks.testDelivered', { code: delivery.status_code ?? '' }),
        }),
      onError: (error) => showSnackbar({ type: 'error', text: errorText(error) }),
    });
  const rotateSecret = (webhook: Webhook) =>
    rotate.mutate(webhook._id, {
      onSuccess: (rotated) => {
        setRotating(null);
        setSecret(rotated.secret ?? null);
      },
    });
  const toggleActive = (webhook: Webhook, active: boolean) =>
    setActive.mutate(
      { id: webhook._id, active },
      {
        onSuccess: () =>
          showSnackbar({
            type: 'success',
            text: active ? t('webhooks.activated') : t('webhooks.deactivated'),
          }),
        onError: (error) => showSnackbar({ type: 'error', text: errorText(error) }),
      },
    );
  const confirmDelete = (webhook: Webhook) =>
    remove.mutate(webhook._id, {
      onSuccess: () => {
        setDeleting(null);
        showSnackbar({ type: 'success', text: t('webhooks.deleted') });
      },
    });
  return {
    save,
    setActive,
    remove,
    rotate,
    test,
    submit,
    sendTest,
    rotateSecret,
    toggleActive,
    confirmDelete,
  };
}
