import type { ApiSchema } from '@outreach/core/contract';
import { sessionStore } from '@outreach/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inboxLocales } from '../../../i18n';
import { MessageList } from './MessageList';

function callMessage(
  id: string,
  call: Partial<NonNullable<ApiSchema<'InboxMessage'>['call']>>,
): ApiSchema<'InboxMessage'> {
  return {
    _id: id,
    direction: call.direction === 'incoming' ? 'in' : 'out',
    channel: 'call',
    kind: 'call',
    subject: null,
    text: call.note ?? '',
    sent_at: '2026-11-02T10:00:00.000Z',
    status: 'sent',
    call: {
      id: `call-${id}`,
      direction: 'outgoing',
      result: 'answered',
      duration_seconds: 134,
      disposition: null,
      note: null,
      number: null,
      our_number: null,
      ...call,
    },
  };
}

function renderList(messages: ApiSchema<'InboxMessage'>[]) {
  return render(
    <div data-ds-root="">
      <MessageList
        messages={messages}
        hasEarlier={false}
        loadingEarlier={false}
        onLoadEarlier={() => {}}
        locale="en"
      />
    </div>,
  );
}

beforeAll(() => inboxLocales.load('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a call in the inbox thread (the sdk call card)', () => {
  it('shows a compact card: direction, talk time, result, disposition, note, and Play for a connected call', () => {
    renderList([
      callMessage('a', { disposition: 'Interested', note: 'Call back Tuesday', number: '+14155550123' }),
      callMessage('b', { direction: 'incoming', result: 'no_answer', duration_seconds: 0 }),
    ]);
    const [answered, missed] = screen.getAllByRole('listitem');
    const card = within(answered as HTMLElement);
    expect(card.getByText('Outgoing call · +14155550123 · 2 min · Answered')).toBeTruthy();
    expect(card.getByText('Interested')).toBeTruthy();
    expect(card.getByText('Call back Tuesday')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Play' })).toBeTruthy();
    // Never connected: no talk time and nothing to play.
    const other = within(missed as HTMLElement);
    expect(other.getByText('Incoming call · No answer')).toBeTruthy();
    expect(other.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('plays the recording fetched with the session token; says so when there is none', async () => {
    vi.spyOn(sessionStore, 'getState').mockReturnValue({
      ...sessionStore.getState(),
      apiBase: 'https://app.test',
      token: 'tok-1',
      space: null,
    });
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('call-a')
        ? new Response(new Blob(['RIFF'], { type: 'audio/wav' }))
        : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rec'), revokeObjectURL: vi.fn() }),
    );
    renderList([callMessage('a', {}), callMessage('b', { result: 'voicemail', duration_seconds: 20 })]);
    const [first, second] = screen.getAllByRole('listitem');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Play' }));
    const audio = await waitFor(() => {
      const found = (first as HTMLElement).querySelector('audio');
      if (!found) throw new Error('no audio yet');
      return found;
    });
    expect(audio.getAttribute('src')).toBe('blob:rec');
    expect(fetchMock).toHaveBeenCalledWith('https://app.test/api/dialer/calls/call-a/recording', {
      headers: { Authorization: 'Bearer tok-1' },
    });
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Play' }));
    expect(await within(second as HTMLElement).findByText('No recording for this call')).toBeTruthy();
  });
});
