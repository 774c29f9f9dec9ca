import type { ApiSchema } from '@outreach/core/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inboxLocales } from '../../../i18n';
import { ensureInboxStyles } from '../inbox.styles';
import { MessageList } from './MessageList';

const queued: ApiSchema<'InboxMessage'> = {
  _id: 'm-1',
  direction: 'out',
  channel: 'email',
  kind: 'message',
  subject: 'Intro',
  text: 'A long answer that fills the bubble so its meta line runs out of room',
  sent_at: '2026-11-02T10:00:00.000Z',
  status: 'queued',
  call: null,
};

beforeAll(() => inboxLocales.load('en'));
afterEach(cleanup);

describe('a message of ours in the conversation', () => {
  // Issue 26 item 26: the bubble lets words break anywhere (long links); its meta line must not,
  // or "Queued" wraps into "Queu / ed". The meta's parts wrap as wholes instead.
  it('never breaks its delivery status or any part of its meta line inside a word', () => {
    ensureInboxStyles(document);
    render(
      <div data-ds-root="">
        <MessageList
          messages={[queued]}
          hasEarlier={false}
          loadingEarlier={false}
          onLoadEarlier={() => {}}
          locale="en"
        />
      </div>,
    );
    const status = screen.getByText('Queued');
    const meta = status.parentElement as HTMLElement;
    expect(getComputedStyle(status).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(meta).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(meta).flexWrap).toBe('wrap');
    expect(getComputedStyle(meta).overflowWrap).toBe('normal');
  });
});
