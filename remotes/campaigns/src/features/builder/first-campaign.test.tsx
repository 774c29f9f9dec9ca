/**
 * issue 26 items 2, 3 and 6, as the pages show them: the smart-sequence editor picks its senders
 * as the builder does; the From list names usable mailboxes and disables a failed one; a refused
 * start names the step and links to the fix; and on every plan the palettes lock exactly the
 * steps core's rule locks (the rule the API's start refuses by: api start-rules.test.ts).
 */
import { useNotifications } from '@outreach/design-system';
import {
  addedByTier,
  defaultTierOf,
  type FeatureFlag,
  featureFlags,
  tierNames,
} from '@outreach/core/features';
import { lockedKindFeature, stepKinds } from '@outreach/core/outreach';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderArea } from '../../../../test-support';
import englishBuilder from '../../../locales/en/builder.json';
import App from '../../expose/App';
import { campaignJson, stepJson } from '../campaign-nav/campaign.test-fixtures';
import { setUpGraphEditorTests, smart } from '../smart-sequences/graph-editor.test-support';
import { workflow } from '../workflows/workflows.test-fixtures';
import { type Call, credentials, serveApi } from './builder.test-helpers';

setUpGraphEditorTests(() => useNotifications.setState({ notifications: [] }));

/** GET /space/features of each default plan: every flag of its tier and the tiers below. */
function planFeatures(tier: keyof typeof addedByTier): Record<FeatureFlag, boolean> {
  const tiers = Object.keys(addedByTier) as (keyof typeof addedByTier)[];
  const included = new Set(tiers.slice(0, tiers.indexOf(tier) + 1).flatMap((name) => addedByTier[name]));
  return Object.fromEntries(featureFlags.map((flag) => [flag, included.has(flag)])) as Record<
    FeatureFlag,
    boolean
  >;
}

/** A refused start as the API answers it (api start-rules.ts). */
const noMailbox = {
  status: 400,
  body: {
    error: 'Step 2 (send email): You need to add integration',
    code: 'start_refused',
    step_number: 2,
    step_kind: 'send_email',
    fix: '/integrations',
  },
};

async function openSmartEditor(routes: Record<string, unknown>) {
  const calls = serveApi({ 'GET /credentials/fetch': credentials, ...routes });
  renderArea(App, '/smart-sequences/edit/wf-s?space=space-1');
  await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(3), { timeout: 10_000 });
  return calls;
}

describe('the smart-sequence editor picks its senders (issue 26 item 2)', { timeout: 30_000 }, () => {
  it('shows the senders, and Start saves the chosen one before starting', async () => {
    let stored = { ...smart, credentials: [] as string[] };
    const calls = await openSmartEditor({
      'GET /workflows/wf-s': () => stored,
      'PUT /workflows/wf-s/update/async': (call: Call) => {
        stored = { ...stored, ...(call.body as object) };
        return stored;
      },
      'POST /workflows/wf-s/update_status': () => ({ ...stored, status: 'active' }),
    });
    const senders = screen.getByRole('group', { name: 'Senders' });
    const ada = (await within(senders).findByRole('checkbox', { name: 'Ada Lovelace' })) as HTMLInputElement;
    expect(ada.checked).toBe(false);
    fireEvent.click(ada);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((n) => n.title)).toContain('Campaign started'),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ credentials: ['cred-1'] });
  });
});

describe('a refused start names the step and links to the fix (issue 26 item 3)', { timeout: 30_000 }, () => {
  it('in the smart-sequence editor', async () => {
    await openSmartEditor({
      'GET /workflows/wf-s': smart,
      'PUT /workflows/wf-s/update/async': smart,
      'POST /workflows/wf-s/update_status': noMailbox,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const notice = await screen.findByTestId('start-refusal');
    expect(notice.textContent).toContain('Step 2: Send email: You need to add integration');
    const link = within(notice).getByRole('link', { name: 'Open integrations' });
    expect(link.getAttribute('href')).toMatch(/^\/integrations/);
  });

  it('in the campaign builder', async () => {
    const draft = campaignJson({ sequence: [stepJson('a', 1)] });
    serveApi({
      'GET /credentials/fetch': credentials,
      'GET /workflows/wf-1': draft,
      'PUT /workflows/wf-1/update/async': draft,
      'POST /workflows/wf-1/update_status': {
        status: 400,
        body: {
          ...noMailbox.body,
          fix: '/campaign/edit/wf-1#senders',
          step_kind: 'view_profile',
          step_number: 1,
        },
      },
    });
    renderArea(App, '/campaign/edit/wf-1?space=space-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 10_000 }));
    const notice = await screen.findByTestId('start-refusal');
    expect(notice.textContent).toContain('Step 1: View profile');
    expect(within(notice).getByRole('link', { name: 'Choose a sender' }).getAttribute('href')).toMatch(
      /^\/campaign\/edit\/wf-1/,
    );
  });

  it("in the list's Start: a notification with the step and a button to the fix", async () => {
    const row = workflow('wf-1', 'Autumn', { status: 'draft', position: 1 });
    serveApi({
      'GET /credentials/fetch': credentials,
      'GET /workflows': { items: [row], total: 1, offset: 0, limit: 8 },
      'POST /workflows/wf-1/update_status': noMailbox,
    });
    renderArea(App, '/campaigns/my-campaigns?space=space-1');
    await screen.findByRole('link', { name: 'Autumn' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Autumn' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => {
      const shown = useNotifications.getState().notifications.at(-1);
      expect(shown).toMatchObject({ title: 'Step 2: Send email', text: 'You need to add integration' });
      expect(shown?.actionButton?.title).toBe('Open integrations');
    });
  });
});

describe('the From list names usable mailboxes (issue 26 item 3)', { timeout: 30_000 }, () => {
  const draftWith = (config: Record<string, unknown> = {}) =>
    campaignJson({
      is_email_only: true,
      sequence: [
        stepJson('a', 1, { kind: 'send_email', subject: 'Hi', text: 'Hello', email_type: 'work', config }),
      ],
    });
  const mailbox = (
    id: string,
    status: string,
    email: string | null,
    fromName: string | null,
    readsReplies: { reads_replies: boolean; follow_ups_without_replies: 'stop' | 'send' } = {
      reads_replies: true,
      follow_ups_without_replies: 'stop',
    },
  ) => ({
    _id: id,
    type: 'smtp',
    category: 'email',
    status,
    email,
    from_name: fromName,
    credentials_id: 'cred-1',
    smtp: null,
    imap: null,
    last_error: null,
    last_error_from: null,
    ...readsReplies,
  });

  // issue 26 item 8: a step sending from a mailbox without IMAP says what that means for its prospects.
  it.each([
    ['stop', 'prospects get only the first email, no follow-ups'],
    ['send', 'follow-ups go out even to prospects who answered'],
  ] as const)(
    'a mailbox whose replies are not read (follow-ups: %s) says so under From',
    async (choice, words) => {
      const noImap = 'b1f3c5d7-1111-4222-8333-944455566677';
      serveApi({
        'GET /credentials/fetch': credentials,
        'GET /workflows/wf-1': draftWith({ integration_id: noImap }),
        'GET /credentials/integrations': [
          mailbox('7d0c3a52-52d3-4f0e-9d0a-1c1b2b3c4d5e', 'connected', 'ada@example.test', 'Ada Lovelace'),
          mailbox(noImap, 'connected', 'bob@example.test', null, {
            reads_replies: false,
            follow_ups_without_replies: choice,
          }),
        ],
      });
      renderArea(App, '/campaign/edit/wf-1?space=space-1');
      await screen.findByRole('combobox', { name: 'From' }, { timeout: 10_000 });
      expect(
        await screen.findByText(new RegExp(`Replies to this mailbox are not read.*${words}`)),
      ).toBeTruthy();
    },
  );

  it('by name and address, a failed one disabled with its state, never an id', async () => {
    const draft = draftWith();
    serveApi({
      'GET /credentials/fetch': credentials,
      'GET /workflows/wf-1': draft,
      'GET /credentials/integrations': [
        mailbox('7d0c3a52-52d3-4f0e-9d0a-1c1b2b3c4d5e', 'connected', 'ada@example.test', 'Ada Lovelace'),
        mailbox('0f8e6c1a-8a55-4c37-b0a6-3d6f2f3b9e11', 'disconnected', 'old@example.test', null),
      ],
    });
    renderArea(App, '/campaign/edit/wf-1?space=space-1');
    const from = (await screen.findByRole(
      'combobox',
      { name: 'From' },
      { timeout: 10_000 },
    )) as HTMLSelectElement;
    const options = [...from.options].filter((option) => option.value !== '');
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['Ada Lovelace (ada@example.test)', false],
      ['old@example.test: not connected', true],
    ]);
    expect(options.some((option) => /[0-9a-f]{8}-[0-9a-f]{4}/.test(option.textContent ?? ''))).toBe(false);
  });
});

describe('one rule locks steps on every plan (issue 26 item 6)', { timeout: 30_000 }, () => {
  it.each(Object.keys(addedByTier) as (keyof typeof addedByTier)[])(
    'on the %s plan the palette locks exactly the kinds core locks, naming the plan that has each',
    async (tier) => {
      const features = planFeatures(tier);
      serveApi({ 'GET /credentials/fetch': credentials, 'GET /space/features': features });
      renderArea(App, '/campaign/add?space=space-1');
      const palette = await screen.findByRole('navigation', { name: 'Add a step' }, { timeout: 10_000 });
      const expected = stepKinds.map((kind) => {
        const flag = lockedKindFeature(kind, features);
        const name = englishBuilder.kinds[kind];
        return flag
          ? `${name}: on the ${tierNames[defaultTierOf(flag)]} plan, upgrade to use it`
          : `Add ${name}`;
      });
      await waitFor(() =>
        expect(
          within(palette)
            .getAllByRole('button')
            .map((button) => button.getAttribute('aria-label'))
            .sort(),
        ).toEqual([...expected].sort()),
      );
    },
  );
});
