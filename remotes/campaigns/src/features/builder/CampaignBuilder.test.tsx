import { closeUpgradePrompt, currentUpgradeRequest } from '@outreach/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { campaignsLocales } from '../../i18n';
import { campaignJson, stepJson } from '../campaign-nav/campaign.test-fixtures';
import { type Call, credentials, serveApi } from './builder.test-helpers';

await campaignsLocales.load('en');

beforeAll(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('__BUILD_ID__', 'test');
});

const stepTexts = () => screen.queryAllByTestId('builder-step').map((item) => item.textContent ?? '');

async function openNewBuilder(extra: Record<string, unknown> = {}) {
  const calls = serveApi({ 'GET /credentials/fetch': credentials, ...extra });
  renderArea(App, '/campaign/add?space=space-1');
  await screen.findByRole('heading', { name: 'New campaign' }, { timeout: 10_000 });
  return calls;
}

const add = (kind: string) => fireEvent.click(screen.getByRole('button', { name: `Add ${kind}` }));

describe('campaign builder (spec outreach §2 /campaign/add, §5 step rules)', () => {
  it('adds steps from the catalogue, reorders and removes them', async () => {
    await openNewBuilder();
    add('View profile');
    add('Follow');
    add('Endorse top 5 skills');
    expect(stepTexts()).toHaveLength(3);
    expect(stepTexts()[0]).toContain('Step 1: View profile');
    expect(stepTexts()[1]).toContain('Step 2: Follow');
    // spec §9: default follow-up delay 2 days; the first step waits nothing.
    expect(stepTexts()[0]).toContain('Same day');
    expect(stepTexts()[1]).toContain('2 days');

    fireEvent.click(screen.getByRole('button', { name: 'Move up: Endorse top 5 skills' }));
    expect(stepTexts()[1]).toContain('Step 2: Endorse top 5 skills');
    expect(stepTexts()[2]).toContain('Step 3: Follow');

    fireEvent.click(screen.getByRole('button', { name: 'Remove step: View profile' }));
    expect(stepTexts()).toHaveLength(2);
    expect(stepTexts()[0]).toContain('Step 1: Endorse top 5 skills');
  });

  it('an email step without subject, from and to address shows "Fill this field" and saving says "Resolve errors before saving"', async () => {
    const calls = await openNewBuilder({ 'GET /credentials/integrations': [] });
    fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Q4' } });
    add('Send email');
    const editor = screen.getByRole('region', { name: 'Step 1' });
    fireEvent.change(within(editor).getByLabelText('To address'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      (await screen.findAllByRole('alert')).some((alert) =>
        alert.textContent?.includes('Resolve errors before saving'),
      ),
    ).toBe(true);
    const subject = within(editor).getByLabelText('Subject');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(within(editor).getAllByText('Fill this field').length).toBeGreaterThanOrEqual(4);
    expect(calls.some((call: Call) => call.method === 'POST')).toBe(false);

    // Filled in, the errors go and the preview renders the sample prospect.
    fireEvent.change(subject, { target: { value: 'Hello {first_name}' } });
    fireEvent.change(within(editor).getByLabelText('Message'), {
      target: { value: 'Hi {first_name:there} at {company_name}' },
    });
    expect(screen.getByTestId('step-preview').textContent).toContain('Hi Alex at Northwind');
  });

  it('placeholders must be lower case and known: the error shows on the message field', async () => {
    await openNewBuilder();
    add('Send message');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi {First_Name}' } });
    expect(screen.getByText('Placeholders must be lower case: {First_Name}')).toBeTruthy();
  });

  it('the placeholder picker inserts {name} into the message', async () => {
    await openNewBuilder();
    add('Send message');
    const message = screen.getByLabelText('Message');
    fireEvent.change(message, { target: { value: 'Hi ' } });
    fireEvent.change(screen.getByLabelText('Insert placeholder'), { target: { value: 'first_name' } });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hi {first_name}');
  });

  it('follow-up presets set the wait (spec §9: same day, 1, 2, 3 days; 1, 2 weeks; 1, 3, 6 months)', async () => {
    await openNewBuilder();
    add('View profile');
    add('Follow');
    fireEvent.change(screen.getByLabelText('Follow-up'), { target: { value: 'weeks2' } });
    expect((screen.getByLabelText('Days') as HTMLInputElement).value).toBe('14');
    const options = Array.from((screen.getByLabelText('Follow-up') as HTMLSelectElement).options).map(
      (o) => o.text,
    );
    expect(options).toEqual([
      'Same day',
      '1 day',
      '2 days',
      '3 days',
      '1 week',
      '2 weeks',
      '1 month',
      '3 months',
      '6 months',
      'Custom',
    ]);
  });

  it('a message right after another message needs the minimum delay: "Can not add action" on the hours', async () => {
    await openNewBuilder();
    add('View profile');
    add('Send message');
    const second = screen.getByRole('region', { name: 'Step 2' });
    fireEvent.change(within(second).getByLabelText('Follow-up'), { target: { value: 'sameDay' } });
    // A message may follow a step that wrote nothing at once.
    expect(screen.queryByText('Can not add action')).toBeNull();

    add('Send message');
    const third = screen.getByRole('region', { name: 'Step 3' });
    fireEvent.change(within(third).getByLabelText('Follow-up'), { target: { value: 'sameDay' } });
    const hours = within(third).getByLabelText('Hours');
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(within(third).getByText('Can not add action')).toBeTruthy();

    fireEvent.change(hours, { target: { value: '1' } });
    expect(within(third).queryByText('Can not add action')).toBeNull();
  });

  it('the catalogue shows kinds the plan lacks locked (opening the upgrade prompt) and hides social kinds in email-only campaigns', async () => {
    await openNewBuilder({
      'GET /space/features': {
        campaigns: true,
        sms: false,
        calling: true,
        voicemail: true,
        enrichment: true,
        webhook_integration: true,
      },
    });
    const locked = await screen.findByRole('button', {
      name: 'Send SMS: on the Scale plan, upgrade to use it',
    });
    // Issue 26 item 26: the lock is an SVG icon, not an emoji that renders as a box without an emoji font.
    expect(locked.querySelector('svg')).not.toBeNull();
    expect(locked.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(locked.textContent?.trim()).toBe('Send SMS');
    expect(screen.queryByRole('button', { name: 'Add Send SMS' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Make a call' })).toBeTruthy();
    fireEvent.click(locked);
    expect(currentUpgradeRequest()).toEqual({ code: 'feature_locked', feature: 'sms', tier: 'scale' });
    closeUpgradePrompt();
    fireEvent.change(screen.getByLabelText('Outreach type'), { target: { value: 'email' } });
    expect(screen.queryByRole('button', { name: 'Add View profile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Send email' })).toBeTruthy();
  });

  it('saves a new campaign with POST /workflows and opens it for editing', async () => {
    const calls = await openNewBuilder({
      'POST /workflows': (call: Call) => campaignJson({ _id: 'wf-9', ...(call.body as object) }),
      'GET /workflows/wf-9': campaignJson({ _id: 'wf-9' }),
    });
    fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Q4 push' } });
    fireEvent.click(await screen.findByLabelText('Ada Lovelace'));
    add('View profile');
    add('Follow');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      // The sdk's navigate carries the session's selected credential too (platform §4).
      expect(screen.getByTestId('location').textContent).toMatch(
        /^\/campaign\/edit\/wf-9\?space=space-1&selectedCred=/,
      ),
    );
    const post = calls.find((call) => call.method === 'POST' && call.path === '/workflows');
    expect(post?.body).toMatchObject({
      name: 'Q4 push',
      sequences_type: 'simple',
      is_email_only: false,
      credentials: ['cred-1'],
      sequence: [
        { number: 1, kind: 'view_profile', wait_days: 0 },
        { number: 2, kind: 'follow', wait_days: 2 },
      ],
    });
  });

  it('a running campaign shows the live-edit plan, with the step that will be skipped, before saving', async () => {
    const running = campaignJson({
      status: 'active',
      sequence: [stepJson('a', 1), stepJson('b', 2, { kind: 'follow' })],
    });
    const calls = serveApi({
      'GET /credentials/fetch': credentials,
      'GET /workflows/wf-1': running,
      'GET /workflows/wf-1/progress': [
        { key: 'a', completed: 5, waiting: 0 },
        { key: 'b', completed: 2, waiting: 3 },
      ],
      'PUT /workflows/wf-1/update/async': (call: Call) => ({
        ...running,
        ...(call.body as object),
        revision: 2,
      }),
    });
    renderArea(App, '/campaign/edit/wf-1?space=space-1');
    await screen.findByRole('heading', { name: 'Edit campaign' }, { timeout: 10_000 });
    await screen.findByRole('button', { name: 'Remove step: Follow' }, { timeout: 10_000 });

    add('Like last 3 posts');
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Like last 3 posts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save changes to a running campaign?' });
    const rows = within(dialog)
      .getAllByTestId('live-edit-change')
      .map((row) => row.textContent);
    // spec §4: the new step sits before the completed "Follow": prospects past it skip it.
    expect(rows).toEqual([
      'UnchangedStep 1: View profile',
      'AddedStep 2: Like last 3 postsWill be skipped by prospects past a completed step',
      'UnchangedStep 3: Follow',
    ]);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(
      (put?.body as { sequence: { key: string }[] } | undefined)?.sequence.map((step) => step.key),
    ).toEqual(['a', expect.any(String), 'b']);
  });

  it('removing a completed step of a running campaign retires it: kept in the history, the save goes on', async () => {
    serveApi({
      'GET /credentials/fetch': credentials,
      'GET /workflows/wf-1': campaignJson({
        status: 'paused',
        sequence: [stepJson('a', 1), stepJson('b', 2, { kind: 'follow' })],
      }),
      'GET /workflows/wf-1/progress': [{ key: 'a', completed: 1, waiting: 0 }],
    });
    renderArea(App, '/campaign/edit/wf-1?space=space-1');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove step: View profile' }, { timeout: 10_000 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/stays in their history, runs for nobody else/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows the server error of an invalid update', async () => {
    serveApi({
      'GET /credentials/fetch': credentials,
      'GET /workflows/wf-1': campaignJson({ sequence: [stepJson('a', 1)] }),
      'PUT /workflows/wf-1/update/async': { status: 400, body: 'Can not add action' },
    });
    renderArea(App, '/campaign/edit/wf-1?space=space-1');
    await screen.findByRole('button', { name: 'Remove step: View profile' }, { timeout: 10_000 });
    // The campaign's tabs sit on top, Steps selected.
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Steps');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Can not add action')).toBeTruthy();
  });
});
