import { setUpInboxPageTests } from '../page-tests.test-support';
import type { ApiSchema } from '@outreach/core/contract';
import { onOpenDialer, type OpenDialerRequest, PlanFeaturesProvider } from '@outreach/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithQueries } from '../../../../test-support';
import { ProspectInfo } from './components/ProspectInfo';

setUpInboxPageTests();

const prospect = {
  _id: 'p1',
  full_name: 'Ada Lovelace',
  position: null,
  company_name: null,
  work_email: null,
  personal_email: null,
  enriched_email: null,
  profile_url: null,
  phone: '+33 6 12 34 56 78',
  labels: [],
  campaigns: [],
} as unknown as ApiSchema<'ProspectDetail'>;

function renderInfo(features: string[], detail = prospect) {
  renderWithQueries(
    <MemoryRouter>
      <PlanFeaturesProvider value={features}>
        <ProspectInfo prospect={detail} prospectHref="/profiles/p1" />
      </PlanFeaturesProvider>
    </MemoryRouter>,
  );
}

describe("the inbox thread's prospect panel (issue 27: one click to call)", () => {
  it('shows the phone with a Call button that opens the dialer on it, for the prospect', () => {
    const requests: OpenDialerRequest[] = [];
    const stop = onOpenDialer((request) => requests.push(request));
    renderInfo(['calling']);
    expect(screen.getByText('+33 6 12 34 56 78')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Call Ada Lovelace' }));
    stop();
    expect(requests).toEqual([{ to: '+33 6 12 34 56 78', prospectId: 'p1' }]);
  });

  it('shows the phone without a Call button when the plan has no calling', () => {
    renderInfo(['sms']);
    expect(screen.getByText('+33 6 12 34 56 78')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Call Ada Lovelace' })).toBeNull();
  });

  it('shows no phone row for a prospect without one', () => {
    renderInfo(['calling'], { ...prospect, phone: null });
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Call Ada Lovelace' })).toBeNull();
  });
});
