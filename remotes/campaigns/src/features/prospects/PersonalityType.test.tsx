import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../mock-api.test-support';
import { renderWithQueries } from '../../../../test-support';
import { campaignsLocales } from '../../i18n';
import { PersonalityType } from './PersonalityType';

await campaignsLocales.load('en');
afterEach(cleanup);

describe("the prospect page's personality type (issue 28)", () => {
  it('shows the revealed type with its traits and advice', async () => {
    const api = mockApi({
      'GET /ai/personality_types/p1': () => ({
        payload: {
          personality: {
            prospect_id: 'p1',
            type: 'conscientious',
            traits: ['analytical', 'precise'],
            advice: 'Be exact and structured.',
            created_at: '2026-11-02T10:00:00.000Z',
          },
        },
      }),
    });
    renderWithQueries(<PersonalityType prospectId="p1" />);
    expect(await screen.findByText('Conscientious')).toBeTruthy();
    expect(screen.getByText(/analytical, precise/)).toBeTruthy();
    expect(screen.getByText('Be exact and structured.')).toBeTruthy();
    expect(api.callsTo('GET', '/ai/personality_types/p1')).toHaveLength(1);
  });

  it('shows nothing before a step has revealed it', async () => {
    const api = mockApi({ 'GET /ai/personality_types/p2': () => ({ payload: { personality: null } }) });
    renderWithQueries(<PersonalityType prospectId="p2" />);
    await waitFor(() => expect(api.callsTo('GET', '/ai/personality_types/p2')).toHaveLength(1));
    expect(screen.queryByText('Personality type')).toBeNull();
  });
});
