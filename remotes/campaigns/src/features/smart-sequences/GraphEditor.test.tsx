import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { type Call, credentials, serveApi } from '../builder/builder.test-helpers';
import { setUpGraphEditorTests, smart } from './graph-editor.test-support';

setUpGraphEditorTests();

async function openEditor() {
  const calls = serveApi({
    'GET /credentials/fetch': credentials,
    'GET /workflows/wf-s': smart,
    'PUT /workflows/wf-s/update/async': (call: Call) => ({ ...smart, ...(call.body as object), revision: 2 }),
  });
  renderArea(App, '/smart-sequences/edit/wf-s?space=space-1');
  await screen.findByRole('heading', { name: 'Edit smart sequence' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(3), { timeout: 10_000 });
  return calls;
}

describe('smart sequence editor (spec outreach §2 /smart-sequences/edit/:id, §5 graph)', () => {
  it('draws each step as a node, the start first', async () => {
    await openEditor();
    const nodes = screen.getAllByTestId('smart-node').map((node) => node.textContent);
    expect(nodes).toEqual(['StartSend message', 'Follow', 'View profile']);
  });

  it('refuses to save unconnected elements: "Please, fix all unconnected elements!"', async () => {
    const calls = await openEditor();
    fireEvent.change(screen.getByLabelText('Add a step'), { target: { value: 'follow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please, fix all unconnected elements!');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // Deleting the loose node makes the graph whole again, and it saves.
    fireEvent.click(screen.getByRole('button', { name: 'Delete step' }));
    await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  });

  it('saves the steps with their links and the node positions as sequences_nodes', async () => {
    const calls = await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as {
      sequence: { key: string; positive_key?: string | null; negative_key?: string | null }[];
      sequences_nodes: { id: string; x: number; y: number }[];
      sequences_type: string;
    };
    expect(body.sequences_type).toBe('smart');
    expect(body.sequence.find((step) => step.key === 'a')).toMatchObject({
      positive_key: 'b',
      negative_key: 'c',
    });
    expect(body.sequences_nodes.map((node) => node.id).sort()).toEqual(['a', 'b', 'c']);
    expect(body.sequences_nodes.find((node) => node.id === 'a')).toEqual({ id: 'a', x: 10, y: 20 });
  });

  it('the list shows only smart sequences and opens one', async () => {
    serveApi({
      'GET /workflows': {
        items: [
          { _id: 'wf-s', name: 'Branching', status: 'draft', type: 'smart' },
          { _id: 'wf-1', name: 'Plain', status: 'draft', type: 'simple' },
        ],
        total: 2,
        offset: 0,
        limit: 100,
      },
    });
    renderArea(App, '/smart-sequences?space=space-1');
    const list = await screen.findByRole('list', { name: 'Smart sequences' }, { timeout: 10_000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['BranchingEdit']);
    fireEvent.click(within(list).getByRole('link', { name: 'Edit' }));
    // The sdk's Link carries space and the session's selected credential (platform §4).
    expect(screen.getByTestId('location').textContent).toBe(
      '/smart-sequences/edit/wf-s?space=space-1&selectedCred=cred-1',
    );
  });
});
