import { useNotifications } from '@outreach/design-system';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { campaignsLocales } from '../../i18n';
import { campaignJson, stepJson } from '../campaign-nav/campaign.test-fixtures';
import { type Call, credentials, serveApi } from './builder.test-helpers';

await campaignsLocales.load('en');

beforeAll(() => vi.stubGlobal('__BUILD_ID__', 'test'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('__BUILD_ID__', 'test');
});

const draft = campaignJson({ sequence: [stepJson('a', 1)] });
const writes = (calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

async function openEditor(routes: Record<string, unknown>) {
  const calls = serveApi({ 'GET /credentials/fetch': credentials, ...routes });
  renderArea(App, '/campaign/edit/wf-1?space=space-1');
  await screen.findByRole('button', { name: 'Remove step: View profile' }, { timeout: 10_000 });
  return calls;
}

describe('Start in the editor (issue 26 item 1)', () => {
  it('saves the draft, then starts it; a started campaign offers no Start', async () => {
    let stored = draft;
    const calls = await openEditor({
      'GET /workflows/wf-1': () => stored,
      'PUT /workflows/wf-1/update/async': (call: Call) => {
        stored = { ...stored, ...(call.body as object) };
        return stored;
      },
      'POST /workflows/wf-1/update_status': () => {
        stored = { ...stored, status: 'active' };
        return stored;
      },
      'GET /workflows/wf-1/progress': [],
    });
    fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Autumn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((n) => n.title)).toContain('Campaign started'),
    );
    expect(writes(calls)).toEqual(['PUT /workflows/wf-1/update/async', 'POST /workflows/wf-1/update_status']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'Autumn' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'active' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start' })).toBeNull());
  });

  it("shows the server's refusal to start, and the campaign stays a draft", async () => {
    await openEditor({
      'GET /workflows/wf-1': draft,
      'PUT /workflows/wf-1/update/async': draft,
      'POST /workflows/wf-1/update_status': { status: 400, body: 'Please, add social account first' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findAllByText('Please, add social account first')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('refuses to start a draft the rules reject, without a call', async () => {
    const calls = await openEditor({
      'GET /workflows/wf-1': campaignJson({ name: '', sequence: [stepJson('a', 1)] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(
      (await screen.findAllByRole('alert')).some((alert) =>
        alert.textContent?.includes('Resolve errors before saving'),
      ),
    ).toBe(true);
    expect(writes(calls)).toEqual([]);
  });

  it('a running campaign has Save but no Start', async () => {
    await openEditor({
      'GET /workflows/wf-1': { ...draft, status: 'active' },
      'GET /workflows/wf-1/progress': [],
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });
});

describe('New campaign kinds reach the builder (issue 26 item 1)', () => {
  it('/campaign/add?outreach=email starts an email-only campaign', async () => {
    serveApi({ 'GET /credentials/fetch': credentials });
    renderArea(App, '/campaign/add?outreach=email&space=space-1');
    await screen.findByRole('heading', { name: 'New campaign' }, { timeout: 10_000 });
    expect((screen.getByLabelText('Outreach type') as HTMLSelectElement).value).toBe('email');
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('/campaign/add without a kind is a social and email campaign', async () => {
    serveApi({ 'GET /credentials/fetch': credentials });
    renderArea(App, '/campaign/add?space=space-1');
    await screen.findByRole('heading', { name: 'New campaign' }, { timeout: 10_000 });
    expect((screen.getByLabelText('Outreach type') as HTMLSelectElement).value).toBe('social');
  });
});
