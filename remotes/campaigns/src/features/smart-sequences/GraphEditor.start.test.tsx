import { useNotifications } from '@outreach/design-system';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { type Call, credentials, serveApi } from '../builder/builder.test-helpers';
import { setUpGraphEditorTests, smart } from './graph-editor.test-support';

setUpGraphEditorTests();

const writes = (calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

async function openEditor(routes: Record<string, unknown>) {
  const calls = serveApi({ 'GET /credentials/fetch': credentials, ...routes });
  renderArea(App, '/smart-sequences/edit/wf-s?space=space-1');
  await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(3), { timeout: 10_000 });
  return calls;
}

describe('Start in the smart-sequence editor (issue 26 item 1)', () => {
  it('saves the draft sequence, then starts it; a started one offers no Start', async () => {
    let stored = smart;
    const calls = await openEditor({
      'GET /workflows/wf-s': () => stored,
      'PUT /workflows/wf-s/update/async': (call: Call) => {
        stored = { ...stored, ...(call.body as object) };
        return stored;
      },
      'POST /workflows/wf-s/update_status': () => {
        stored = { ...stored, status: 'active' };
        return stored;
      },
      'GET /workflows/wf-s/progress': [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((n) => n.title)).toContain('Campaign started'),
    );
    expect(writes(calls)).toEqual(['PUT /workflows/wf-s/update/async', 'POST /workflows/wf-s/update_status']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('refuses to start a graph with loose steps, without a call', async () => {
    const calls = await openEditor({ 'GET /workflows/wf-s': smart });
    fireEvent.change(screen.getByLabelText('Add a step'), { target: { value: 'follow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please, fix all unconnected elements!');
    expect(writes(calls)).toEqual([]);
  });

  it("shows the server's refusal to start", async () => {
    await openEditor({
      'GET /workflows/wf-s': smart,
      'PUT /workflows/wf-s/update/async': smart,
      'POST /workflows/wf-s/update_status': { status: 400, body: 'Please, add social account first' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please, add social account first');
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('a new sequence has Save but no Start until it is saved', async () => {
    serveApi({ 'GET /credentials/fetch': credentials });
    renderArea(App, '/smart-sequences/edit/new?space=space-1');
    await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });
});
