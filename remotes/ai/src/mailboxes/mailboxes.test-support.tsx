/**
 * The AI email service as /ai_email answers it, for the pages' tests: a workspace's domains
 * (domains.test-support.ts) and hosted mailboxes kept in memory, changed by POST and DELETE as the
 * API would, and the mailboxes page rendered as the shell mounts it.
 */
import { PlanFeaturesProvider } from '@outreach/sdk';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type MockHandler, mockApi } from '../../../mock-api.test-support';
import { Location } from '../../../test-support';
import MailboxesPage from '../pages/MailboxesPage';
import type { HostedMailbox, MailboxList } from './hosted-mailboxes-api';
import { type FakeDomains, fakeDomainsApi } from './domains.test-support';
import type { SendingDomain } from './mailboxes-api';

export function mailbox(id: string, on: SendingDomain, local: string): HostedMailbox {
  return {
    id,
    address: `${local}@${on.name}`,
    local_part: local,
    domain_id: on.id,
    domain: on.name,
    from_name: `${local[0]?.toUpperCase()}${local.slice(1)} Lopez`,
    credentials_id: `cred-${id}`,
    integration_id: `int-${id}`,
    host: 'sandbox',
    price: 20,
    created_at: '2026-12-02T09:00:00.000Z',
  };
}

export interface FakeWorkspace extends FakeDomains {
  mailboxes: HostedMailbox[];
  /** The plan's mailbox slots (null: unlimited). */
  slotLimit: number | null;
}

/** GET/POST/DELETE /ai_email/* and GET /space/info over `state`, plus `handlers` (which win). */
export function fakeEmailApi(state: FakeWorkspace, handlers: Record<string, MockHandler> = {}) {
  const list = (): MailboxList => ({
    mailboxes: [...state.mailboxes],
    slots: {
      limit: state.slotLimit,
      used: state.mailboxes.length,
      available: state.slotLimit === null ? null : state.slotLimit - state.mailboxes.length,
    },
    per_domain: 3,
    price: 20,
  });
  return mockApi({
    ...fakeDomainsApi(state),
    'GET /ai_email/mailboxes': () => ({ payload: list() }),
    'POST /ai_email/mailboxes': ({ body }) => {
      const input = body as { domain_id: string; local_part: string; from_name: string };
      const on = state.domains.find((row) => row.id === input.domain_id);
      if (!on) return { error: 'Domain not found', status: 404 };
      const { available, limit } = list().slots;
      if (available !== null && available <= 0)
        return {
          error: `Not enough mailbox slots: your plan allows ${limit} mailboxes and email integrations. Remove one or upgrade to add more`,
          status: 402,
        };
      if (state.mailboxes.some((row) => row.address === `${input.local_part}@${on.name}`))
        return { error: 'A mailbox with this name already exists', status: 409 };
      const created = {
        ...mailbox(`m${state.mailboxes.length + 1}`, on, input.local_part),
        from_name: input.from_name,
      };
      state.mailboxes.unshift(created);
      state.balance -= 20;
      return { payload: { mailbox: created, balance: state.balance } };
    },
    'DELETE /ai_email/mailboxes/*': ({ path }) => {
      const id = path.split('/')[3];
      state.mailboxes = state.mailboxes.filter((row) => row.id !== id);
      return { payload: { id } };
    },
    ...handlers,
  });
}

/** The mailboxes page at `url`, in a router, with the plan's features as the shell hands them. */
export function renderMailboxes(url: string, features?: readonly string[]) {
  return render(
    <PlanFeaturesProvider value={features}>
      <MemoryRouter initialEntries={[url]}>
        <MailboxesPage />
        <Location />
      </MemoryRouter>
    </PlanFeaturesProvider>,
  );
}

/** Every feature of the AI email service. */
export const allMailFeatures = ['ai_domain', 'mailbox_slot', 'email_warming'] as const;
