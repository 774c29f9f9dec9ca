/**
 * /mailboxes/mailboxes (issue 29; named route ai-emails-mailboxes): the mailboxes the product hosts
 * on the workspace's domains, each with its domain, sender name and the way to its warm-up page
 * (ai-emails-mailboxes-warm-up); the mailbox slots used and left, the §8 "Not enough mailbox slots"
 * warning when none is, "Add mailbox" and delete.
 */
import { Button, EmptyState } from '@outreach/design-system';
import { formatDateTime, Link, LockedFeature, useT } from '@outreach/sdk';
import { useState } from 'react';
import { CreateMailboxModal } from './CreateMailboxModal';
import { fetchWarmups, type WarmupSummary } from '../warmup/warmup-api';
import { WarmUpCell } from '../warmup/WarmUpCell';
import { lockedBy, usePlanAllows } from './gates';
import {
  deleteMailbox,
  fetchMailboxes,
  type HostedMailbox,
  type MailboxList,
  warmUpPath,
} from './hosted-mailboxes-api';
import { DeleteDialog, LoadedList, MailTable } from './ListParts';
import { SlotsWarning, slotsRunOut } from './SlotsWarning';
import { useLoaded } from './useLoaded';
import { useDomains } from './useDomains';

export function MailboxesTab() {
  const t = useT('ai');
  const list = useLoaded('mailboxes', fetchMailboxes);
  const warmups = useWarmups();
  const domains = useDomains();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<HostedMailbox | null>(null);

  const locked = lockedBy(list.error);
  if (locked) return <LockedFeature feature={locked} />;

  return (
    <div className="ai-mail">
      {list.data ? <SlotsBar list={list.data} onAdd={() => setCreating(true)} /> : null}
      <section className="ai-mail__card" aria-label={t('mailboxes.mailboxes.listTitle')}>
        <LoadedList
          loaded={list}
          isEmpty={(data) => data.mailboxes.length === 0}
          empty={
            <EmptyState
              title={t('mailboxes.mailboxes.emptyTitle')}
              description={t('mailboxes.mailboxes.emptyDescription', { count: list.data?.per_domain ?? 0 })}
              action={<Button onClick={() => setCreating(true)}>{t('mailboxes.mailboxes.add')}</Button>}
            />
          }
        >
          {(data) => <MailboxesTable mailboxes={data.mailboxes} warmups={warmups} onDelete={setDeleting} />}
        </LoadedList>
      </section>
      {creating && list.data ? (
        <CreateMailboxModal
          open
          onClose={() => setCreating(false)}
          domains={domains.data ?? []}
          list={list.data}
          onCreated={() => {
            setCreating(false);
            list.reload();
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={t('mailboxes.mailboxes.deleteTitle', { address: deleting.address })}
          text={t('mailboxes.mailboxes.deleteText')}
          deleted={t('mailboxes.mailboxes.deleted', { address: deleting.address })}
          remove={() => deleteMailbox(deleting.id)}
          onClose={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            list.reload();
          }}
        />
      ) : null}
    </div>
  );
}

/** Slots used of the plan's, what a mailbox costs, "Add mailbox"; the warning once none is left. */
function SlotsBar({ list, onAdd }: { list: MailboxList; onAdd: () => void }) {
  const t = useT('ai');
  const { slots } = list;
  return (
    <>
      <div className="ai-mail__row">
        <p className="ai-mail__grow" data-testid="mailbox-slots">
          {slots.limit === null
            ? t('mailboxes.mailboxes.slotsUnlimited', { used: slots.used })
            : t('mailboxes.mailboxes.slots', { used: slots.used, limit: slots.limit })}
          {list.price > 0 ? (
            <span className="ai-mail__muted"> · {t('mailboxes.create.price', { count: list.price })}</span>
          ) : null}
        </p>
        <Button onClick={onAdd}>{t('mailboxes.mailboxes.add')}</Button>
      </div>
      {slotsRunOut(slots) ? <SlotsWarning slots={slots} /> : null}
    </>
  );
}

/**
 * GET /ai_email/warmup, each mailbox's warm-up by its integration id, for the Warm-up column: empty
 * without the plan feature email_warming (the link then leads to the upgrade placeholder) or when
 * the call fails (the column keeps its links).
 */
function useWarmups(): ReadonlyMap<string, WarmupSummary> {
  const allowed = usePlanAllows('email_warming');
  const loaded = useLoaded(`warmups:${allowed}`, () =>
    allowed ? fetchWarmups().catch(() => []) : Promise.resolve([]),
  );
  return new Map((loaded.data ?? []).map((row) => [row.mailbox_id, row]));
}

function MailboxesTable({
  mailboxes,
  warmups,
  onDelete,
}: {
  mailboxes: readonly HostedMailbox[];
  warmups: ReadonlyMap<string, WarmupSummary>;
  onDelete: (mailbox: HostedMailbox) => void;
}) {
  const t = useT('ai');
  return (
    <MailTable
      columns={[
        t('mailboxes.mailboxes.columns.address'),
        t('mailboxes.mailboxes.columns.domain'),
        t('mailboxes.mailboxes.columns.fromName'),
        t('mailboxes.mailboxes.columns.created'),
        t('mailboxes.mailboxes.columns.warmUp'),
      ]}
    >
      {mailboxes.map((mailbox) => (
        <tr key={mailbox.id} data-mailbox-id={mailbox.id}>
          <td>
            <strong>{mailbox.address}</strong>
          </td>
          <td>{mailbox.domain}</td>
          <td>{mailbox.from_name}</td>
          <td>{formatDateTime(mailbox.created_at)}</td>
          <td>
            <WarmUpLink
              mailbox={mailbox}
              warmup={mailbox.integration_id ? warmups.get(mailbox.integration_id) : undefined}
            />
          </td>
          <td>
            <div className="ai-mail__actions">
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('mailboxes.mailboxes.delete', { address: mailbox.address })}
                onClick={() => onDelete(mailbox)}
              >
                {t('mailboxes.remove')}
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </MailTable>
  );
}

function WarmUpLink({ mailbox, warmup }: { mailbox: HostedMailbox; warmup: WarmupSummary | undefined }) {
  const t = useT('ai');
  const path = warmUpPath(mailbox);
  if (!path) return <span className="ai-mail__muted">—</span>;
  return (
    <>
      <Link to={path} aria-label={t('mailboxes.mailboxes.warmUpOf', { address: mailbox.address })}>
        {t('mailboxes.mailboxes.warmUp')}
      </Link>
      {warmup ? <WarmUpCell warmup={warmup} /> : null}
    </>
  );
}
