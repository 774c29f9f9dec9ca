import { i18n } from '@outreach/sdk';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { untranslatedProblems } from '../../../untranslated.test-support';
import type { CallEntry, DialerPhone } from '../calls/dialer-api';
import { dialerLocales } from '../i18n';
import { DialerPanel } from './DialerPanel';
import { FakeCallClient } from './fake-call-client.test-support';

const phones = [
  { id: 'ph-1', number: '+12125550100', status: 'active', country: { country_code: 'US' } },
  { id: 'ph-2', number: '+14155550100', status: 'suspended', country: { country_code: 'US' } },
] as DialerPhone[];

const recent = [
  {
    id: 'c-1',
    direction: 'incoming',
    duration: 125,
    phone_number: '+12125550100',
    prospect_phone_number: '+13105550111',
    profile: null,
    record_url: null,
    result: 'no_answer',
    start_date: new Date(Date.now() - 3 * 3600_000).toISOString(),
    user_id: 'u1',
  },
] as CallEntry[];

// Issue 27: the panel's own strings in fr, de, es and pt (it is not on a route of the area).
describe('dialer panel in fr, de, es and pt', () => {
  beforeAll(() => {
    mockApi({
      'GET /dialer/phones': () => ({ payload: phones }),
      'GET /dialer/calls': () => ({ payload: { items: recent, skip: 0, limit: 10, total: 1 } }),
      'GET /dialer/token': () => ({ error: 'not in this test', status: 400 }),
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('the main state, with its messages, is in the language of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const problems = await untranslatedProblems(
      (language) => dialerLocales.load(language),
      () => () => {
        render(
          <MemoryRouter>
            <DialerPanel
              onClose={() => undefined}
              deps={{
                createClient: async () => new FakeCallClient(),
                playTone: () => undefined,
                startRecording: () => null,
                supportsCalls: () => true,
              }}
            />
          </MemoryRouter>,
        );
      },
      // The keypad's letters are the same on every phone; "min" is French, Spanish and Portuguese too.
      ['+12125550100', '+13105550111', 'ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ', '2 min'],
      () => {
        const callButton = screen
          .getAllByRole('button')
          .find((button) => button.className.includes('primary'));
        if (callButton) fireEvent.click(callButton);
      },
    );
    expect(problems.join('\n')).toBe('');
  }, 60_000);
});
