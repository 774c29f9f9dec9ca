import { campaignKinds } from '@outreach/core/ai';
import { clientEvents, serverEvents } from '@outreach/core/events';
import { Button, Modal, Spinner } from '@outreach/design-system';
import { api, getRealtime, useRealtimeEvent, useT } from '@outreach/sdk';
import { campaignKeys } from '@outreach/sdk/live-queries';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export type CampaignKind = (typeof campaignKinds)[number];
/** How many campaigns of each type were asked for (spec ai-telephony §9, the save payload's generate_campaigns). */
export type CampaignCounts = Partial<Record<CampaignKind, number>>;

export interface CreateOutreachCampaignsModalProps {
  open: boolean;
  /** The campaigns asked for, per type. */
  requested: CampaignCounts;
  /** How many the server confirmed it started (the answer's campaigns); all requested when left out. */
  confirmed?: number;
  onClose: () => void;
}

/** A campaign the AI room announced: built, or failed with the server's reason. */
interface Announced {
  id: string;
  error: string | null;
}

export function requestedTotal(requested: CampaignCounts): number {
  return campaignKinds.reduce((sum, kind) => sum + (requested[kind] ?? 0), 0);
}

/** The campaign's editor in a new tab, the current query string kept (§2). */
export function reviewHref(id: string, search: string): string {
  return `/campaign/edit/${encodeURIComponent(id)}${search}`;
}

/**
 * Joins the workspace's AI room now and waits for the server's answer (at most 5 s), so a campaign
 * built right after its request is not announced before this page listens (announcements are not
 * replayed). Waits for the connection first: a join sent before it would reach the server ahead of
 * the socket's sign-in and be refused.
 */
export async function joinAiRoomNow(): Promise<void> {
  const joined = (async () => {
    const socket = await getRealtime();
    if (!socket) return;
    if (!socket.connected) await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await socket.timeout(5000).emitWithAck(clientEvents.joinAiRoom, {});
  })().catch(() => undefined);
  await Promise.race([joined, new Promise<void>((resolve) => setTimeout(resolve, 5000))]);
}

/** Joins the workspace's AI room while open (again after each reconnect, once authorized). */
function useAiRoom(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const pending = getRealtime();
    let socket: Awaited<NonNullable<typeof pending>> | null = null;
    let cancelled = false;
    const join = () => socket?.emit(clientEvents.joinAiRoom, {});
    void pending?.then((opened) => {
      if (cancelled) return;
      socket = opened;
      opened.on('connect', join);
      if (opened.connected) join();
    });
    return () => {
      cancelled = true;
      socket?.off('connect', join);
    };
  }, [open]);
}

function GeneratedCampaign({ item }: { item: Announced }) {
  const t = useT('magic');
  const campaign = useQuery({
    queryKey: campaignKeys.detail(item.id),
    queryFn: () => api.GET('/workflows/{id}', { path: { id: item.id } }),
    enabled: item.error === null,
  });
  if (item.error !== null) {
    return (
      <li data-testid="magic-failed">
        <strong>{t('failed')}</strong> <span role="alert">{item.error}</span>
      </li>
    );
  }
  return (
    <li data-testid="magic-campaign">
      <span>{campaign.data?.name ?? t('loading')}</span>{' '}
      <a href={reviewHref(item.id, window.location.search)} target="_blank" rel="noopener noreferrer">
        {t('review')}
      </a>
    </li>
  );
}

/**
 * spec ai-telephony §2 "Create Outreach Campaigns modal" and §4 "Campaign generation": it begins
 * with one placeholder; each ai_workflow_has_been_generated adds the real campaign and another
 * placeholder follows until min(requested, confirmed) campaigns are in; a failure takes its place
 * with the reason. The campaigns list is reloaded on each; "Got it!" closes and resets the counts.
 */
export function CreateOutreachCampaignsModal({
  open,
  requested,
  confirmed,
  onClose,
}: CreateOutreachCampaignsModalProps) {
  const t = useT('magic');
  const queryClient = useQueryClient();
  const [items, setItems] = useState<Announced[]>([]);
  const total = requestedTotal(requested);
  const expected = Math.min(total, confirmed ?? total);
  useAiRoom(open);

  const add = (item: Announced) => {
    if (!open) return;
    setItems((current) =>
      current.some((known) => known.id === item.id) || current.length >= expected
        ? current
        : [...current, item],
    );
    void queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
  };
  useRealtimeEvent<{ workflow_id: string }>(serverEvents.aiWorkflowHasBeenGenerated, (payload) =>
    add({ id: payload.workflow_id, error: null }),
  );
  useRealtimeEvent<{ workflow_id: string; error: string }>(
    serverEvents.aiWorkflowGenerationFailed,
    (payload) => add({ id: payload.workflow_id, error: payload.error }),
  );

  const close = () => {
    setItems([]);
    onClose();
  };
  const waiting = items.length < expected;
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('title')}
      width={725}
      footer={<Button onClick={close}>{t('gotIt')}</Button>}
    >
      <p>{t('progress', { done: items.length, total: expected })}</p>
      <ul aria-label={t('title')}>
        {items.map((item) => (
          <GeneratedCampaign key={item.id} item={item} />
        ))}
        {waiting && (
          <li data-testid="magic-placeholder" aria-busy="true">
            <Spinner size="sm" /> {t('placeholder')}
          </li>
        )}
      </ul>
    </Modal>
  );
}
