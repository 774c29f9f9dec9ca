import { QueryStates } from '../shared/QueryStates';
import { Button, TableHead } from '@outreach/design-system';
import { Link, useT } from '@outreach/sdk';
import { useEffect, useState } from 'react';
import { ensureAutomationStyles } from './automation.styles';
import type { Webhook } from './automation.types';
import { DeliveryLog } from './components/DeliveryLog';
import { DeliveryStatus } from './components/DeliveryStatus';
import { errorText, formatTime } from './format';
import { useWebhooks } from './hooks/useWebhooks';
import { isTriggerEvent, triggerEvents } from './trigger-events';

/** Where the Zapier app calls (docs/webhooks.md "Zapier"): this server's /api/zapier. */
function zapierBaseUrl(): string {
  return typeof window === 'undefined' ? '/api/zapier' : `${window.location.origin}/api/zapier`;
}

/**
 * Integrations › Automation › Zapier (issue 15): how to connect with the workspace API key, the
 * triggers, and the Zaps subscribed now (webhooks with source 'zapier') with their deliveries.
 */
export function ZapierPanel() {
  const t = useT('automation');
  useEffect(() => ensureAutomationStyles(), []);
  const webhooks = useWebhooks();
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const subscriptions = (webhooks.data ?? []).filter((webhook) => webhook.source === 'zapier');

  return (
    <div>
      <section className="automation-section" aria-labelledby="zapier-connect">
        <h2 id="zapier-connect">{t('zapier.connectTitle')}</h2>
        <p className="automation-muted">{t('zapier.connectIntro')}</p>
        <ol className="automation-steps">
          <li>
            {t('zapier.stepKey')} <Link to="/integrations/api">{t('zapier.stepKeyLink')}</Link>
          </li>
          <li>{t('zapier.stepAuth')}</li>
          <li>
            {t('zapier.stepBase')} <code className="automation-mono">{zapierBaseUrl()}</code>
          </li>
          <li>{t('zapier.stepTrigger')}</li>
        </ol>
      </section>

      <section className="automation-section" aria-labelledby="zapier-triggers">
        <h2 id="zapier-triggers">{t('zapier.triggersTitle')}</h2>
        <div className="automation-table-wrap">
          <table className="automation-table" aria-labelledby="zapier-triggers">
            <TableHead columns={['zapier.triggerLabel', 'zapier.triggerKey']} label={t} scope="col" />
            <tbody>
              {triggerEvents.map((key) => (
                <tr key={key}>
                  <td>{t(`triggers.${key}`)}</td>
                  <td className="automation-mono" translate="no">
                    {key}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="automation-section" aria-labelledby="zapier-subscriptions">
        <h2 id="zapier-subscriptions">{t('zapier.subscriptionsTitle')}</h2>
        <QueryStates
          query={webhooks}
          loadingLabel={t('webhooks.loading')}
          errorTitle={t('webhooks.loadError')}
          errorText={errorText}
        >
          {() =>
            subscriptions.length === 0 ? (
              <p className="automation-muted">{t('zapier.subscriptionsEmpty')}</p>
            ) : (
              <div className="automation-table-wrap">
                <table className="automation-table" aria-labelledby="zapier-subscriptions">
                  <TableHead
                    columns={[
                      'webhooks.table.triggers',
                      'webhooks.table.url',
                      'zapier.created',
                      'webhooks.table.lastDelivery',
                      'webhooks.table.actions',
                    ]}
                    label={t}
                    scope="col"
                  />
                  <tbody>
                    {subscriptions.map((webhook) => (
                      <tr key={webhook._id}>
                        <td>
                          {webhook.update_types
                            .map((key) => (isTriggerEvent(key) ? t(`triggers.${key}`) : key))
                            .join(', ')}
                        </td>
                        <td className="automation-url">{webhook.url}</td>
                        <td>{formatTime(webhook.created_at)}</td>
                        <td>
                          {webhook.last_delivery ? (
                            <DeliveryStatus status={webhook.last_delivery.status} />
                          ) : (
                            <span className="automation-muted">{t('webhooks.never')}</span>
                          )}
                        </td>
                        <td>
                          <Button size="sm" variant="secondary" onClick={() => setLogOf(webhook)}>
                            {t('webhooks.deliveries')}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryStates>
      </section>
      {logOf ? <DeliveryLog webhook={logOf} onClose={() => setLogOf(null)} /> : null}
    </div>
  );
}
