import { notificationModals } from '@outreach/core/outreach';
import type { Account, AccountNotification, NotificationModal } from '@outreach/sdk/account';

/**
 * A notice as the shell shows it: the API's (per credential, AccountNotification) or one derived
 * from the workspace, which has no credential, kind of the API's list, or modal.
 */
export interface ShellNotification {
  _id: string;
  type: AccountNotification['type'] | 'success';
  title: string;
  text?: string;
  action?: {
    type: 'modal' | 'router' | 'link';
    meta: { modal?: NotificationModal; to?: string; href?: string; credential_id?: string };
  };
  withoutDuration?: boolean;
  hasClosedButton?: boolean;
  /** The credential the notice is about (the API's notices carry it; workspace ones have none). */
  credential_id?: string;
  kind?: string;
}

/** spec platform §9: "Local storage keeps … closed notifications (shownNotifications)". */
export const SHOWN_NOTIFICATIONS_KEY = 'shownNotifications';
const MAX_REMEMBERED = 200;

/** The shell's own wording of the workspace notices. */
export interface WorkspaceNoticeText {
  unpaidTitle: string;
  unpaidText: string;
  crmExpiredTitle: string;
  crmExpiredText: string;
}

type NoticeAccount = Pick<Account, '_id' | 'is_paid' | 'is_billing_enabled'> &
  Partial<Pick<Account, 'notifications'>>;

/**
 * Workspace-level notices the API does not attach to a credential: an unpaid workspace (outreach
 * paused, platform §8) when no credential notice says so already, e.g. before any account is
 * connected; and an expired HubSpot token (outreach §8 "CRM token expired produces a notification",
 * ai-telephony §8 "Expired CRM token"), which sends to the CRM integrations to reconnect.
 */
export function workspaceNotifications(
  account: NoticeAccount | undefined,
  credentialNotices: readonly ShellNotification[],
  text: WorkspaceNoticeText,
): ShellNotification[] {
  if (!account) return [];
  const notices: ShellNotification[] = [];
  const unpaidSaid = credentialNotices.some(
    (notice) => notice.kind === 'unpaid' || notice._id.endsWith(':unpaid'),
  );
  // Both stay until their cause is gone, and send to the page that fixes it.
  const workspaceNotice = (kind: string, title: string, body: string, to: string): ShellNotification => ({
    _id: `${account._id}:${kind}`,
    kind,
    type: 'danger',
    title,
    text: body,
    action: { type: 'router', meta: { to } },
    withoutDuration: true,
    hasClosedButton: true,
  });
  if (account.is_paid === false && account.is_billing_enabled !== false && !unpaidSaid)
    notices.push(workspaceNotice('unpaid', text.unpaidTitle, text.unpaidText, '/billing/overview'));
  if (account.notifications?.is_expired_hubspot_token === true)
    notices.push(
      workspaceNotice(
        'crm_token_expired',
        text.crmExpiredTitle,
        text.crmExpiredText,
        '/integrations?type=crm',
      ),
    );
  return notices;
}

/** The notices of the current account: the selected credential's, then the workspace's. */
export function currentNotifications(
  selected: { notifications?: readonly ShellNotification[] } | undefined,
  account: NoticeAccount | undefined,
  text: WorkspaceNoticeText,
): ShellNotification[] {
  const ofCredential = selected?.notifications ?? [];
  return [...ofCredential, ...workspaceNotifications(account, ofCredential, text)];
}

/** The repair modal a notice opens (ai-telephony §8 "Each opens one of the repair modals … or routes to a page"). */
export function modalForNotification(notice: Pick<ShellNotification, 'action'>): NotificationModal | null {
  const action = notice.action;
  if (action?.type !== 'modal') return null;
  const modal = action.meta.modal;
  return modal && notificationModals.includes(modal) ? modal : null;
}

/** Where a notice's action goes: a modal, a page of the app, an external link, or nowhere. */
export type NotificationTarget =
  | { type: 'modal'; modal: NotificationModal; credentialId: string | null }
  | { type: 'router'; to: string }
  | { type: 'link'; href: string }
  | null;

export function notificationTarget(notice: ShellNotification, selectedId: string | null): NotificationTarget {
  const modal = modalForNotification(notice);
  const meta = (notice.action?.meta ?? {}) as { to?: string; href?: string; credential_id?: string };
  if (modal)
    return { type: 'modal', modal, credentialId: meta.credential_id ?? notice.credential_id ?? selectedId };
  if (notice.action?.type === 'router' && meta.to) return { type: 'router', to: meta.to };
  if (notice.action?.type === 'link' && meta.href) return { type: 'link', href: meta.href };
  return null;
}

/**
 * Identical notices (ai-telephony §8: "Notifications with identical text that were already closed are not
 * shown again"): same type, title and text.
 */
export function notificationKey(notice: Pick<ShellNotification, 'type' | 'title' | 'text'>): string {
  return `${notice.type}|${notice.title}|${notice.text ?? ''}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readShownNotifications(): string[] {
  try {
    const parsed = JSON.parse(storage()?.getItem(SHOWN_NOTIFICATIONS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a closed notice; the newest 200 are kept. */
export function rememberShownNotification(notice: Pick<ShellNotification, 'type' | 'title' | 'text'>): void {
  const key = notificationKey(notice);
  const shown = readShownNotifications().filter((item) => item !== key);
  shown.push(key);
  try {
    storage()?.setItem(SHOWN_NOTIFICATIONS_KEY, JSON.stringify(shown.slice(-MAX_REMEMBERED)));
  } catch {
    // storage may be blocked: the notice then shows again next time, which is harmless
  }
}

/** spec platform §8: danger notices also appear as non-expiring warnings on load, unless closed before. */
export function noticesToPopUp(
  notices: readonly ShellNotification[],
  shown: readonly string[],
): ShellNotification[] {
  const closed = new Set(shown);
  return notices.filter(
    (notice) =>
      (notice.type === 'danger' || (notice.type as string) === 'error') &&
      !closed.has(notificationKey(notice)),
  );
}
