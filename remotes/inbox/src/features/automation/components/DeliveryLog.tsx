import { ListTable } from '../../shared/ListTable';
import { QueryStates } from '../../shared/QueryStates';
import { Button, Modal, showSnackbar } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import type { Webhook } from '../automation.types';
import { errorText, formatTime } from '../format';
import { DELIVERIES_PAGE_SIZE, useDeliveries, useReplayDelivery } from '../hooks/useWebhooks';
import { DeliveryStatus } from './DeliveryStatus';

/**
 * A webhook's delivery log, newest first: status with attempts, HTTP status, time, the response's
 * first characters and the payload, with Replay (a new delivery of the same body and event id).
 */
export function DeliveryLog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const t = useT('automation');
  const [offset, setOffset] = useState(0);
  const deliveries = useDeliveries(webhook._id, offset);
  const replay = useReplayDelivery();

  const replayDelivery = (id: string) =>
    replay.mutate(id, {
      onSuccess: () => showSnackbar({ type: 'success', text: t('deliveries.replayed') }),
      onError: (error) => showSnackbar({ type: 'error', text: errorText(error) }),
    });

  return (
    <Modal
      open
      width={1140}
      onClose={onClose}
      title={t('deliveries.title', { name: webhook.name || webhook.url })}
      footer={<Button onClick={onClose}>{t('deliveries.close')}</Button>}
    >
      <QueryStates
        query={deliveries}
        loadingLabel={t('deliveries.loading')}
        errorTitle={t('deliveries.loadError')}
        errorText={errorText}
      >
        {(page) =>
          page.total === 0 ? (
            <p className="automation-muted">{t('deliveries.empty')}</p>
          ) : (
            <div className="automation-table-wrap">
              <ListTable
                className="automation-table"
                label={t('deliveries.table.label')}
                columns={[
                  'deliveries.table.status',
                  'deliveries.table.event',
                  'deliveries.table.attempts',
                  'deliveries.table.httpStatus',
                  'deliveries.table.time',
                  'deliveries.table.response',
                  'deliveries.table.payload',
                  'deliveries.table.actions',
                ]}
                t={t}
                wrap={false}
              >
                {page.items.map((delivery) => (
                  <DeliveryRow
                    key={delivery._id}
                    delivery={delivery}
                    replaying={replay.isPending}
                    onReplay={() => replayDelivery(delivery._id)}
                  />
                ))}
              </ListTable>
              {page.total > DELIVERIES_PAGE_SIZE ? (
                <div className="automation-pager">
                  <span className="automation-muted">
                    {t('deliveries.range', {
                      from: offset + 1,
                      to: Math.min(offset + DELIVERIES_PAGE_SIZE, page.total),
                      total: page.total,
                    })}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - DELIVERIES_PAGE_SIZE))}
                  >
                    {t('deliveries.previous')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={offset + DELIVERIES_PAGE_SIZE >= page.total}
                    onClick={() => setOffset(offset + DELIVERIES_PAGE_SIZE)}
                  >
                    {t('deliveries.next')}
                  </Button>
                </div>
              ) : null}
            </div>
          )
        }
      </QueryStates>
    </Modal>
  );
}

type Delivery = NonNullable<ReturnType<typeof useDeliveries>['data']>['items'][number];

/** One delivery: status, event, attempts, HTTP status, time, response, payload and Replay. */
function DeliveryRow({
  delivery,
  replaying,
  onReplay,
}: {
  delivery: Delivery;
  replaying: boolean;
  onReplay: () => void;
}) {
  const t = useT('automation');
  return (
    <tr data-delivery-status={delivery.status}>
      <td>
        <DeliveryStatus status={delivery.status} />
        {delivery.replay_of ? <div className="automation-muted">{t('deliveries.replayOf')}</div> : null}
      </td>
      <td className="automation-mono">{delivery.event}</td>
      <td>
        {delivery.attempts}
        {delivery.next_attempt_at && delivery.status === 'pending' ? (
          <div className="automation-muted">
            {t('deliveries.nextAttempt', { time: formatTime(delivery.next_attempt_at) })}
          </div>
        ) : null}
      </td>
      <td>{delivery.status_code ?? '—'}</td>
      <td>{formatTime(delivery.created_at)}</td>
      <td className="automation-mono">{(delivery.error ?? delivery.response_body ?? '').slice(0, 200)}</td>
      <td>
        <details>
          <summary>{t('deliveries.showPayload')}</summary>
          <pre className="automation-payload">{JSON.stringify(delivery.payload, null, 2)}</pre>
        </details>
      </td>
      <td>
        <Button size="sm" variant="secondary" disabled={replaying} onClick={onReplay}>
          {t('deliveries.replay')}
        </Button>
      </td>
    </tr>
  );
}
