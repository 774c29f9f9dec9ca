import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { dialerLocales } from '../i18n';
import { RecordingPlayer } from '../recordings/RecordingPlayer';
import { recordingFileName } from '../recordings/useRecordingUrl';
import type { CallEntry } from './call-history-api';
import { CallHistory } from './CallHistory';

/** The realtime events the history listens to, by name: a test sends one with `receive`. */
const realtime = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('@outreach/sdk', async (original) => ({
  ...(await original<typeof import('@outreach/sdk')>()),
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    realtime.set(event, handler);
  },
}));

function call(index: number, extra: Partial<CallEntry> = {}): CallEntry {
  return {
    id: `call-${index}`,
    direction: 'outgoing',
    result: 'answered',
    prospect_phone_number: `+1415555${String(1000 + index)}`,
    phone_number: '+15125550101',
    duration: 65,
    start_date: '2026-12-01T10:00:00.000Z',
    record_url: index % 2 === 0 ? `/api/dialer/calls/call-${index}/recording` : null,
    profile: null,
    user_id: 'u1',
    disposition: null,
    note: null,
    ...extra,
  };
}

const allCalls = Array.from({ length: 120 }, (_, index) => call(index));

/** GET /dialer/calls as the API answers it: skip and limit, result and search applied. */
function callsApi() {
  return mockApi({
    'GET /dialer/calls': ({ query }) => {
      const skip = Number(query.get('skip') ?? 0);
      const limit = Number(query.get('limit') ?? 100);
      const result = query.get('result') ?? 'all';
      const search = query.get('query') ?? '';
      const matching = allCalls.filter(
        (entry) =>
          (result === 'all' || entry.result === result) &&
          (!search || entry.prospect_phone_number.includes(search)) &&
          (query.get('recorded') !== 'true' || entry.record_url !== null),
      );
      return { payload: { items: matching.slice(skip, skip + limit), total: matching.length, skip, limit } };
    },
  });
}

beforeAll(async () => {
  await dialerLocales.load('en');
});

afterEach(() => {
  cleanup();
  realtime.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('call history', () => {
  it('puts a call that just ended on top when dialer_call_updated comes, keeping the pages loaded', async () => {
    const calls = [call(1), call(2)];
    mockApi({
      'GET /dialer/calls': () => ({ payload: { items: calls, total: calls.length, skip: 0, limit: 50 } }),
    });
    render(<CallHistory onPlay={() => {}} />);
    expect(await screen.findByText('+14155551001')).toBeTruthy();
    calls.unshift(call(3, { result: 'busy', duration: 0 }));
    act(() =>
      realtime.get('dialer_call_updated')?.({
        call_id: 'call-3',
        prospect_id: null,
        dialog_id: null,
        status: 'busy',
      }),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.querySelector('strong')?.textContent),
      ).toEqual(['+14155551003', '+14155551001', '+14155551002']),
    );
  });

  it('asks 50 at a time, newest first, and loads the next page at the end of the list', async () => {
    const api = callsApi();
    render(<CallHistory onPlay={() => undefined} />);
    await screen.findByText('+14155551000');
    expect(screen.getAllByRole('row')).toHaveLength(51);
    const first = api.callsTo('GET', '/dialer/calls')[0];
    expect(first?.query.get('limit')).toBe('50');
    expect(first?.query.get('skip')).toBe('0');
    expect(first?.query.get('result')).toBe('all');
    fireEvent.click(screen.getByRole('button', { name: 'Show more calls' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(101));
    expect(api.callsTo('GET', '/dialer/calls')[1]?.query.get('skip')).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: 'Show more calls' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(121));
    expect(screen.queryByRole('button', { name: 'Show more calls' })).toBeNull();
  });

  it('filters by result with the spec’s values and searches after typing pauses', async () => {
    const api = callsApi();
    render(<CallHistory onPlay={() => undefined} />);
    await screen.findByText('+14155551000');
    const filter = screen.getByLabelText('Result');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['all', 'answered', 'no_answer', 'busy', 'failed', 'voicemail']);
    fireEvent.change(filter, { target: { value: 'busy' } });
    await screen.findByText('No calls yet');
    expect(api.callsTo('GET', '/dialer/calls').at(-1)?.query.get('result')).toBe('busy');
    fireEvent.change(filter, { target: { value: 'all' } });
    await screen.findByText('+14155551000');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '5551007' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/dialer/calls').at(-1)?.query.get('query')).toBe('5551007'),
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it('shows each entry’s direction, result, duration, disposition and note, and plays a recording', async () => {
    allCalls[0] = call(0, {
      direction: 'incoming',
      result: 'voicemail',
      duration: 3725,
      profile: { id: 'p1', full_name: 'Jane Doe' },
      disposition: 'Interested',
      note: 'Call back Tuesday',
    });
    callsApi();
    const onPlay = vi.fn();
    render(<CallHistory onPlay={onPlay} />);
    const row = (await screen.findByText('Jane Doe')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Incoming');
    expect(row.textContent).toContain('Voicemail');
    expect(row.textContent).toContain('62 min');
    expect(row.textContent).toContain('Interested · Call back Tuesday');
    fireEvent.click(within(row).getByRole('button', { name: 'Play' }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 'call-0' }));
    const unrecorded = screen.getByText('+14155551001').closest('tr') as HTMLElement;
    expect(within(unrecorded).queryByRole('button', { name: 'Play' })).toBeNull();
    expect(unrecorded.textContent).toContain('No recording');
  });

  it('lists only recorded calls on the recordings page', async () => {
    const api = callsApi();
    render(<CallHistory recordedOnly onPlay={() => undefined} />);
    await screen.findByText('+14155551000');
    expect(api.callsTo('GET', '/dialer/calls')[0]?.query.get('recorded')).toBe('true');
    expect(screen.queryByText('+14155551001')).toBeNull();
  });

  it('shows durations as §9 words them: seconds under a minute, else rounded minutes', async () => {
    mockApi({
      'GET /dialer/calls': () => ({
        payload: {
          items: [call(1, { duration: 42 }), call(2, { duration: 150 })],
          total: 2,
          skip: 0,
          limit: 50,
        },
      }),
    });
    render(<CallHistory onPlay={() => undefined} />);
    const row = async (number: string) =>
      ((await screen.findByText(number)).closest('tr') as HTMLElement).textContent ?? '';
    expect(await row('+14155551001')).toContain('42 s');
    expect(await row('+14155551002')).toContain('3 min');
  });
});

describe('recording player and call-info popup', () => {
  it('fetches the recording with the session, plays it, and opens a 500 px popup with download', async () => {
    const bytes = new Uint8Array([82, 73, 70, 70]);
    const fetchMock = vi.fn(
      async () => new Response(new Blob([bytes], { type: 'audio/wav' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rec'), revokeObjectURL: vi.fn() }),
    );
    const onClose = vi.fn();
    render(<RecordingPlayer call={call(0, { disposition: 'Interested' })} onClose={onClose} />);
    const audio = await screen.findByTestId('recording-audio');
    expect(audio.getAttribute('src')).toBe('blob:rec');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/dialer/calls/call-0/recording');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Call details' });
    expect(dialog.textContent).toContain('Interested');
    const download = await within(dialog).findByRole('link', { name: 'Download the recording' });
    expect(download.getAttribute('href')).toBe('blob:rec');
    expect(download.getAttribute('download')).toBe('call-2026-12-01-14155551000.wav');
    fireEvent.click(screen.getByRole('button', { name: 'Close the player' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the recording can not be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    render(<RecordingPlayer call={call(0)} onClose={() => undefined} />);
    await screen.findByText('The recording could not be loaded.');
  });

  it('names downloads by date, number and type', () => {
    const entry = { start_date: '2026-12-01T10:00:00.000Z', prospect_phone_number: '+44 20 7946 0018' };
    expect(recordingFileName(entry, 'audio/webm;codecs=opus')).toBe('call-2026-12-01-442079460018.webm');
    expect(recordingFileName(entry, 'audio/mpeg')).toBe('call-2026-12-01-442079460018.mp3');
  });
});
