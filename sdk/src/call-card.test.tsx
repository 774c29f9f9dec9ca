import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CallCard, type CallSummary, callDurationKey, SmsLine } from './call-card';
import { callStrings, defineLocales, i18n } from './i18n';

const locales = defineLocales({ calls: callStrings });

function call(overrides: Partial<CallSummary>): CallSummary {
  return {
    id: 'call-1',
    direction: 'outgoing',
    result: 'answered',
    duration_seconds: 45,
    disposition: null,
    note: null,
    number: '+14155550123',
    our_number: '+15125550101',
    ...overrides,
  };
}

beforeAll(() => locales.load('en'));
afterEach(cleanup);

describe('the call card (issue 27)', () => {
  it('reads a duration as seconds under a minute, else rounded minutes (ai-telephony §9)', () => {
    expect([0, 59, 60, 89, 90, 134, 3725].map(callDurationKey)).toEqual([
      { key: 'call.seconds', count: 0 },
      { key: 'call.seconds', count: 59 },
      { key: 'call.minutes', count: 1 },
      { key: 'call.minutes', count: 1 },
      { key: 'call.minutes', count: 2 },
      { key: 'call.minutes', count: 2 },
      { key: 'call.minutes', count: 62 },
    ]);
  });

  it('says the direction, the number, the talk time, the result, the disposition and the note', () => {
    render(
      <div data-ds-root="">
        <CallCard call={call({ disposition: 'Interested', note: 'Call back Tuesday' })} />
        <CallCard call={call({ id: 'call-2', direction: 'incoming', result: 'busy', duration_seconds: 0 })} />
        <CallCard call={call({ id: 'call-3', number: null, duration_seconds: 134 })} />
      </div>,
    );
    expect(screen.getByText('Outgoing call · +14155550123 · 45 s · Answered')).toBeTruthy();
    expect(screen.getByText('Interested')).toBeTruthy();
    expect(screen.getByText('Call back Tuesday')).toBeTruthy();
    // Never connected: no talk time, nothing to play.
    expect(screen.getByText('Incoming call · +14155550123 · Busy')).toBeTruthy();
    // An entry written before numbers were kept.
    expect(screen.getByText('Outgoing call · 2 min · Answered')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Play' })).toHaveLength(2);
    expect(document.head.querySelector('style[data-call-card-styles]')).not.toBeNull();
  });

  it("names a text's direction and the prospect's number, in the page's language", async () => {
    render(
      <>
        <SmsLine direction="out" sms={{ from: '+15125550101', to: '+14155550123' }} />
        <SmsLine direction="in" sms={{ from: '+14155550123', to: '+15125550101' }} />
      </>,
    );
    expect(screen.getByText('SMS to +14155550123')).toBeTruthy();
    expect(screen.getByText('SMS from +14155550123')).toBeTruthy();
    await locales.load('de');
    await i18n.changeLanguage('de');
    cleanup();
    render(<CallCard call={call({ duration_seconds: 300 })} />);
    expect(screen.getByText('Ausgehender Anruf · +14155550123 · 5 Min. · Angenommen')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
