import type { IncomingCallEvent } from '@outreach/core/events';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi } from '../../../mock-api.test-support';
import type { CallEntry } from '../calls/dialer-api';
import { dialerLocales } from '../i18n';
import { DialerPanel } from './DialerPanel';
import { FakeCallClient } from './fake-call-client.test-support';
import { panelPhone, sandboxToken } from './panel-fixtures.test-support';
import { RING_GRACE_MS } from './useCallSession';

/** Incoming calls rung by the API (sandbox carrier): the `incoming_call` event rings the panel. */
const phones = [panelPhone('ph-ny', '+12125550100'), panelPhone('ph-sf', '+14155550100')];

function setup(handlers: Record<string, MockHandler> = {}) {
  const client = new FakeCallClient();
  vi.spyOn(client, 'ring');
  let listener: ((event: IncomingCallEvent) => void) | null = null;
  const api = mockApi({
    'GET /dialer/phones': () => ({ payload: phones }),
    'GET /dialer/calls': () => ({ payload: { items: [], skip: 0, limit: 10, total: 0 } }),
    'GET /dialer/token': () => ({ payload: sandboxToken }),
    'POST /dialer/calls/incoming': () => ({ payload: { id: 'browser-log' } }),
    'POST /dialer/calls/*/answer': (call) => ({
      payload: { id: call.path.split('/')[3], answered_at: '2026-12-03T14:00:00.000Z' },
    }),
    'PUT /dialer/calls/*': (call) => {
      const body = call.body as { result: CallEntry['result']; duration_seconds: number };
      return {
        payload: {
          id: call.path.split('/')[3],
          direction: 'incoming',
          duration: body.duration_seconds,
          phone_number: '+14155550100',
          prospect_phone_number: '+13105550111',
          profile: null,
          record_url: null,
          result: body.result,
          start_date: '2026-12-03T14:00:00.000Z',
          user_id: 'u1',
          disposition: null,
          note: null,
        } as CallEntry,
      };
    },
    ...handlers,
  });
  const unsubscribe = vi.fn();
  const onRequestOpen = vi.fn();
  const deps = {
    createClient: vi.fn(async () => client),
    playTone: vi.fn(),
    startRecording: () => null,
    supportsCalls: () => true,
    onIncomingCall: (next: (event: IncomingCallEvent) => void) => {
      listener = next;
      return unsubscribe;
    },
  };
  const view = render(
    <MemoryRouter>
      <DialerPanel deps={deps} onRequestOpen={onRequestOpen} />
    </MemoryRouter>,
  );
  const emit = (event: IncomingCallEvent) =>
    act(async () => {
      listener?.(event);
    });
  return { client, api, emit, unsubscribe, onRequestOpen, view };
}

const event: IncomingCallEvent = {
  call_id: 'srv-1',
  phone_id: 'ph-sf',
  from: '+13105550111',
  to: '+14155550100',
  ring_ms: 20_000,
};

beforeAll(async () => {
  await dialerLocales.load('en');
});

afterEach(() => {
  cleanup();
});

describe('dialer panel: calls rung by the API', () => {
  it('rings on incoming_call; Answer tells the API and connects; hanging up reports the same call', async () => {
    const { client, api, emit, onRequestOpen } = setup();
    await waitFor(() => expect(client.started).toBe(true));
    await emit(event);
    expect(onRequestOpen).toHaveBeenCalled();
    // The number called, and a ring a little longer than the API's, whose voicemail decides.
    expect(client.ring).toHaveBeenCalledWith('+13105550111', '+14155550100', 20_000 + RING_GRACE_MS);
    expect(screen.getByText('Incoming call')).toBeTruthy();
    expect(screen.getByText('+13105550111')).toBeTruthy();
    // Already in the history: the browser logs nothing more.
    expect(api.callsTo('POST', '/dialer/calls/incoming')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(api.callsTo('POST', '/dialer/calls/srv-1/answer')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Connected');
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    await waitFor(() => expect(api.callsTo('PUT', '/dialer/calls/srv-1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/dialer/calls/srv-1')[0]?.body).toEqual({
      result: 'answered',
      duration_seconds: 0,
    });
    expect(client.calls).toHaveLength(0);
  });

  it('Decline ends the call here and reports nothing: the API sends it to voicemail', async () => {
    const { client, api, emit } = setup();
    await waitFor(() => expect(client.started).toBe(true));
    await emit({ ...event, call_id: 'srv-2' });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByText('Incoming call')).toBeNull();
    await screen.findByText('Last call: No answer');
    expect(api.callsTo('PUT', '/dialer/calls/srv-2')).toHaveLength(0);
    expect(api.callsTo('POST', '/dialer/calls/srv-2/answer')).toHaveLength(0);
    expect(api.callsTo('POST', '/dialer/calls/incoming')).toHaveLength(0);
  });

  it('a ring that already went to voicemail hangs up when answered', async () => {
    const { client, api, emit } = setup({
      'POST /dialer/calls/*/answer': () => ({ error: 'This call is no longer ringing', status: 409 }),
    });
    await waitFor(() => expect(client.started).toBe(true));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await emit({ ...event, call_id: 'srv-3' });
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    // Hung up by the panel, not by the member; taken elsewhere or gone to voicemail, it is not
    // this browser's to report.
    await waitFor(() => expect(errors).toHaveBeenCalled());
    await screen.findByText('Last call: Answered');
    expect(screen.queryByRole('button', { name: 'Hang up' })).toBeNull();
    expect(api.callsTo('PUT', '/dialer/calls/srv-3')).toHaveLength(0);
    errors.mockRestore();
  });

  it('the sandbox offers to simulate a call: the API forwards it and the panel says where', async () => {
    const { client, api } = setup({
      'POST /dialer/phones/*/simulate_incoming': (call) => ({
        payload: {
          route: 'forwarded',
          call_id: 'srv-4',
          from: (call.body as { from: string }).from,
          to: '+12125550100',
          forwarded_to: '+15555550100',
          ring_ms: null,
        },
      }),
    });
    await waitFor(() => expect(client.started).toBe(true));
    fireEvent.click(await screen.findByText('Simulate an incoming call'));
    fireEvent.change(screen.getByLabelText('Caller'), { target: { value: '+13105550199' } });
    fireEvent.change(screen.getByLabelText('Number called'), { target: { value: 'ph-sf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ring' }));
    await screen.findByText('Forwarded to +15555550100: it is in the call history.');
    expect(api.callsTo('POST', '/dialer/phones/ph-sf/simulate_incoming')[0]?.body).toEqual({
      from: '+13105550199',
    });
  });

  it('unsubscribes from the event when the panel goes away', async () => {
    const { client, unsubscribe, view } = setup();
    await waitFor(() => expect(client.started).toBe(true));
    view.unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
