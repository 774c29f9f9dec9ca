import { sessionStore } from '@outreach/sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { type Call, credentials, serveApi } from '../builder/builder.test-helpers';
import { campaignJson, stepJson } from '../campaign-nav/campaign.test-fixtures';
import { setUpGraphEditorTests, smart } from './graph-editor.test-support';
import { estimatedNodeSize } from './graph-layout';
import { smartDraftKey } from './smart-draft';

// The canvas's own fitView waits for measured nodes, which happy-dom never has: the test watches
// the call instead (zoom and pan are real: their effect is read from the drawn viewport).
const fitView = vi.hoisted(() => ({ calls: [] as unknown[] }));
vi.mock('@xyflow/react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@xyflow/react')>();
  return {
    ...actual,
    useReactFlow: () => {
      const flow = actual.useReactFlow();
      return {
        ...flow,
        fitView: (options?: unknown) => {
          fitView.calls.push(options);
          return flow.fitView(options as never);
        },
      };
    },
  };
});

setUpGraphEditorTests(() => {
  localStorage.clear();
  sessionStore.setState({ embedded: false });
  fitView.calls = [];
});

async function openEditor(campaign = smart) {
  const calls = serveApi({
    'GET /credentials/fetch': credentials,
    'GET /workflows/wf-s': campaign,
    'PUT /workflows/wf-s/update/async': (call: Call) => ({
      ...campaign,
      ...(call.body as object),
      revision: 2,
    }),
  });
  renderArea(App, '/smart-sequences/edit/wf-s?space=space-1');
  await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(3), { timeout: 10_000 });
  return calls;
}

/** React Flow draws the pan and zoom as the viewport's transform: translate(x, y) scale(zoom). */
function drawnViewport() {
  const style = document.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '';
  const [x = 0, y = 0, zoom = 1] = (style.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  return { x, y, zoom };
}

function drawnNode(id: string) {
  const style =
    document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`)?.style.transform ?? '';
  const [x = Number.NaN, y = Number.NaN] = (style.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  return { x, y };
}

const drawnIds = () =>
  [...document.querySelectorAll<HTMLElement>('.react-flow__node')].map((node) => node.dataset.id ?? '');

function addStep(kind: string) {
  fireEvent.change(screen.getByLabelText('Add a step'), { target: { value: kind } });
  fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
}

describe('the smart-sequence canvas view (issue 15 item 7)', () => {
  it('zooms in and out from the toolbar', async () => {
    await openEditor();
    const start = drawnViewport().zoom;
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(drawnViewport().zoom).toBeGreaterThan(start));
    const zoomedIn = drawnViewport().zoom;
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(drawnViewport().zoom).toBeLessThan(zoomedIn));
  });

  it('fits the graph in view on "Fit view", never above its real size', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Fit view' }));
    expect(fitView.calls).toEqual([expect.objectContaining({ maxZoom: 1 })]);
  });

  it('puts a new step inside what the user sees, after zooming in on part of the graph', async () => {
    await openEditor();
    for (let press = 0; press < 3; press++) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(drawnViewport().zoom).toBeGreaterThan(1.5));
    addStep('follow');
    await waitFor(() => expect(drawnIds()).toHaveLength(4));
    const added = drawnIds().find((id) => !['a', 'b', 'c'].includes(id)) ?? '';
    const view = drawnViewport();
    const node = drawnNode(added);
    // On screen: the canvas pane (happy-dom measures none, so React Flow takes 500 x 500).
    const left = node.x * view.zoom + view.x;
    const top = node.y * view.zoom + view.y;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(left + estimatedNodeSize.width * view.zoom).toBeLessThanOrEqual(500);
    expect(top + estimatedNodeSize.height * view.zoom).toBeLessThanOrEqual(500);
  });

  it('pans to a new step that could not be placed in view', async () => {
    // The selected step sits at the bottom of the view: the step added after it goes below, out
    // of view, so the view follows it.
    await openEditor({ ...smart, sequences_nodes: [{ id: 'a', x: 150, y: 430 }] });
    fireEvent.click(document.querySelector('.react-flow__node[data-id="a"]') as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete step' })).toHaveProperty('disabled', false),
    );
    const before = drawnViewport();
    addStep('follow');
    await waitFor(() => expect(drawnIds()).toHaveLength(4));
    const added = drawnIds().find((id) => !['a', 'b', 'c'].includes(id)) ?? '';
    const node = drawnNode(added);
    expect(node.y).toBeGreaterThan(430 + estimatedNodeSize.height);
    // The view moved up just enough: the new step is whole on screen (the 500 x 500 pane).
    await waitFor(() => expect(drawnViewport().y).toBeLessThan(before.y));
    const view = drawnViewport();
    expect(view.zoom).toBe(before.zoom);
    expect(view.x).toBe(before.x);
    expect((node.y + estimatedNodeSize.height) * view.zoom + view.y).toBeLessThanOrEqual(500);
    expect(node.y * view.zoom + view.y).toBeGreaterThanOrEqual(0);
  });

  it('auto-layout sets the steps top to bottom, yes and no side by side, and Save keeps it', async () => {
    const calls = await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Auto-layout' }));
    await waitFor(() => expect(drawnNode('b').y).toBeGreaterThan(drawnNode('a').y));
    expect(fitView.calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as {
      sequences_nodes: { id: string; x: number; y: number }[];
    };
    const at = (id: string) => body.sequences_nodes.find((node) => node.id === id) ?? { x: 0, y: 0 };
    expect(at('b').y).toBe(at('c').y);
    expect(at('a').y).toBeLessThan(at('b').y);
    expect(at('b').x).toBeLessThan(at('c').x);
  });
});

describe('"New smart sequence" keeps a local draft until the first save (issue 15 item 7)', () => {
  const created = campaignJson({ _id: 'wf-new', name: 'Nurture', type: 'smart', sequences_type: 'smart' });
  function serve() {
    return serveApi({
      'GET /credentials/fetch': credentials,
      'GET /workflows': { items: [], total: 0, offset: 0, limit: 100 },
      'POST /workflows': (call: Call) => ({ ...created, ...(call.body as object) }),
      'GET /workflows/wf-new': created,
    });
  }
  const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

  it('opens the editor on a draft, keeps it across a remount and creates nothing before Save', async () => {
    const calls = serve();
    renderArea(App, '/smart-sequences?space=space-1');
    fireEvent.click(await screen.findByRole('button', { name: 'New smart sequence' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { name: 'New smart sequence' }, { timeout: 10_000 });
    expect(screen.getByTestId('location').textContent).toMatch(/^\/smart-sequences\/edit\/new\?/);
    fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Nurture' } });
    addStep('view_profile');
    await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(smartDraftKey('space-1'))).toContain('Nurture'));

    // The editor is left and opened again ("New" once more): the draft is back.
    cleanup();
    renderArea(App, '/smart-sequences/edit/new?space=space-1');
    await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(1), { timeout: 10_000 });
    expect(screen.getByLabelText<HTMLInputElement>('Campaign name').value).toBe('Nurture');
    expect(screen.getByText(/Your unsaved draft was restored/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('the first Save creates the campaign with its graph once, opens it and forgets the draft', async () => {
    const calls = serve();
    renderArea(App, '/smart-sequences/edit/new?space=space-1');
    await screen.findByRole('heading', { name: 'New smart sequence' }, { timeout: 10_000 });
    addStep('view_profile');
    await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(1));
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save); // a double click must not create two campaigns
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/smart-sequences\/edit\/wf-new\?/),
    );
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /workflows']);
    const body = writes(calls)[0]?.body as {
      type: string;
      sequences_type: string;
      sequence: { kind: string }[];
      sequences_nodes: { id: string }[];
    };
    expect(body).toMatchObject({ type: 'smart', sequences_type: 'smart', name: 'New smart sequence' });
    expect(body.sequence.map((step) => step.kind)).toEqual(['view_profile']);
    expect(body.sequences_nodes).toHaveLength(1);
    expect(localStorage.getItem(smartDraftKey('space-1'))).toBeNull();
  });

  it('"Discard draft" empties the canvas and forgets the draft', async () => {
    serve();
    renderArea(App, '/smart-sequences/edit/new?space=space-1');
    await screen.findByRole('heading', { name: 'New smart sequence' }, { timeout: 10_000 });
    addStep('view_profile');
    await waitFor(() => expect(localStorage.getItem(smartDraftKey('space-1'))).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.queryAllByTestId('smart-node')).toHaveLength(0));
    expect(localStorage.getItem(smartDraftKey('space-1'))).toBeNull();
  });

  it('keeps drafts per workspace', async () => {
    localStorage.setItem(
      smartDraftKey('space-2'),
      JSON.stringify({ name: 'Other workspace', steps: [stepJson('x', 1)], positions: [] }),
    );
    serve();
    renderArea(App, '/smart-sequences/edit/new?space=space-1');
    await screen.findByRole('heading', { name: 'New smart sequence' }, { timeout: 10_000 });
    expect(screen.queryAllByTestId('smart-node')).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('Campaign name').value).toBe('New smart sequence');
  });

  it('a partner portal (embedded session) stores no draft', async () => {
    serve();
    sessionStore.setState({ embedded: true });
    renderArea(App, '/smart-sequences/edit/new?space=space-1');
    await screen.findByRole('heading', { name: 'New smart sequence' }, { timeout: 10_000 });
    addStep('view_profile');
    await waitFor(() => expect(screen.getAllByTestId('smart-node')).toHaveLength(1));
    expect(localStorage.length).toBe(0);
  });
});
