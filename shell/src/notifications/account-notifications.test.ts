import { notificationModals } from '@outreach/core/outreach';
import type { AccountNotification } from '@outreach/sdk/account';
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentNotifications,
  modalForNotification,
  noticesToPopUp,
  notificationKey,
  notificationTarget,
  readShownNotifications,
  rememberShownNotification,
  SHOWN_NOTIFICATIONS_KEY,
  type ShellNotification,
  workspaceNotifications,
} from './account-notifications';

afterEach(() => localStorage.clear());

const text = {
  unpaidTitle: 'Outreach is paused',
  unpaidText: 'Pay to resume.',
  crmExpiredTitle: 'CRM connection expired',
  crmExpiredText: 'Reconnect HubSpot.',
};

function notice(overrides: Partial<ShellNotification>): ShellNotification {
  return { _id: 'c1:x', type: 'danger', title: 'Title', text: 'Text', ...overrides };
}

describe('each notice opens its repair modal (ai-telephony §2, §8)', () => {
  it.each(notificationModals)('%s', (modal) => {
    const withModal = notice({ action: { type: 'modal', meta: { modal } } });
    expect(modalForNotification(withModal)).toBe(modal);
    expect(notificationTarget({ ...withModal, credential_id: 'c1' }, 'c9')).toEqual({
      type: 'modal',
      modal,
      credentialId: 'c1',
    });
  });

  it.each([
    [
      'a page',
      { type: 'router', meta: { to: '/billing/overview' } },
      { type: 'router', to: '/billing/overview' },
    ],
    [
      'a link',
      { type: 'link', meta: { href: 'https://help.example.com' } },
      { type: 'link', href: 'https://help.example.com' },
    ],
    ['an unknown modal', { type: 'modal', meta: { modal: 'nope' } }, null],
    ['nothing', undefined, null],
  ])('or %s', (_case, action, target) => {
    const withAction = notice({ action: action as AccountNotification['action'] });
    expect(notificationTarget(withAction, 'c1')).toEqual(target);
  });

  it("a modal without a credential id repairs the selected credential (or the API's meta names one)", () => {
    expect(
      notificationTarget(notice({ action: { type: 'modal', meta: { modal: 'code' } } }), 'c9'),
    ).toMatchObject({
      credentialId: 'c9',
    });
    const meta = { modal: 'code', credential_id: 'c3' } as never;
    expect(notificationTarget(notice({ action: { type: 'modal', meta } }), 'c9')).toMatchObject({
      credentialId: 'c3',
    });
  });
});

describe('workspace notices', () => {
  const unpaid = { _id: 's1', is_paid: false, is_billing_enabled: true };

  it('an unpaid workspace gets an "outreach paused" danger notice to billing', () => {
    expect(workspaceNotifications(unpaid, [], text)).toEqual([
      expect.objectContaining({
        type: 'danger',
        title: 'Outreach is paused',
        action: { type: 'router', meta: { to: '/billing/overview' } },
      }),
    ]);
  });

  it.each([
    ['paid', { ...unpaid, is_paid: true }, []],
    ['billing disabled', { ...unpaid, is_billing_enabled: false }, []],
    ['already said by the credential', unpaid, [notice({ _id: 'c1:unpaid', kind: 'unpaid' })]],
  ])('none when %s', (_case, account, credentialNotices) => {
    expect(workspaceNotifications(account, credentialNotices, text)).toEqual([]);
  });

  it('an expired HubSpot token gets a danger notice to the CRM integrations, beside the unpaid one', () => {
    const expired = { ...unpaid, notifications: { is_expired_hubspot_token: true } };
    expect(workspaceNotifications(expired, [], text)).toEqual([
      expect.objectContaining({ _id: 's1:unpaid' }),
      expect.objectContaining({
        _id: 's1:crm_token_expired',
        type: 'danger',
        title: 'CRM connection expired',
        action: { type: 'router', meta: { to: '/integrations?type=crm' } },
      }),
    ]);
    const paid = { ...expired, is_paid: true };
    expect(workspaceNotifications(paid, [], text).map((item) => item.kind)).toEqual(['crm_token_expired']);
    expect(
      workspaceNotifications({ ...paid, notifications: { is_expired_hubspot_token: false } }, [], text),
    ).toEqual([]);
  });

  it("the current notices are the selected credential's, then the workspace's", () => {
    const own = notice({ _id: 'c1:code' });
    expect(currentNotifications({ notifications: [own] }, unpaid, text).map((item) => item._id)).toEqual([
      'c1:code',
      's1:unpaid',
    ]);
    expect(currentNotifications(undefined, { ...unpaid, is_paid: true }, text)).toEqual([]);
  });
});

describe('danger notices pop up on load unless an identical one was closed (shownNotifications)', () => {
  const danger = notice({
    _id: 'c1:code',
    type: 'danger',
    title: 'Security code needed',
    text: 'Enter the code for Ada.',
  });
  const warning = notice({ _id: 'c1:limited', type: 'warning' });

  it('pops only danger notices', () => {
    expect(noticesToPopUp([danger, warning], [])).toEqual([danger]);
  });

  it('remembers a closed notice in localStorage under shownNotifications', () => {
    rememberShownNotification(danger);
    expect(JSON.parse(localStorage.getItem(SHOWN_NOTIFICATIONS_KEY) ?? '[]')).toEqual([
      notificationKey(danger),
    ]);
    expect(noticesToPopUp([danger], readShownNotifications())).toEqual([]);
  });

  it('an identical notice (same type, title and text) is not shown again, a changed one is', () => {
    rememberShownNotification(danger);
    const identical = { ...danger, _id: 'other-id' };
    const changed = { ...danger, text: 'Enter the code for Bob.' };
    expect(noticesToPopUp([identical, changed], readShownNotifications())).toEqual([changed]);
  });

  it('keeps each key once, and survives broken storage', () => {
    rememberShownNotification(danger);
    rememberShownNotification(danger);
    expect(readShownNotifications()).toHaveLength(1);
    localStorage.setItem(SHOWN_NOTIFICATIONS_KEY, '{not json');
    expect(readShownNotifications()).toEqual([]);
  });
});
