import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CallButton } from './call-button';
import { onOpenDialer, type OpenDialerRequest } from './dialer';
import { PlanFeaturesProvider } from './plan-features';

afterEach(cleanup);

function renderButton(features: string[] | undefined, phone: string | null) {
  return render(
    <PlanFeaturesProvider value={features}>
      <CallButton phone={phone} prospectId="p-1" label="Call Pat" />
    </PlanFeaturesProvider>,
  );
}

describe('CallButton', () => {
  it('asks the shell to open the dialer with the phone and the prospect', () => {
    const requests: OpenDialerRequest[] = [];
    const stop = onOpenDialer((request) => requests.push(request));
    renderButton(['calling'], ' +33 6 12 34 56 78 ');
    fireEvent.click(screen.getByRole('button', { name: 'Call Pat' }));
    stop();
    expect(requests).toEqual([{ to: '+33 6 12 34 56 78', prospectId: 'p-1' }]);
  });

  it.each([
    ['the plan has no calling', ['sms'], '+33612345678'],
    ['the features are not known yet', undefined, '+33612345678'],
    ['the prospect has no phone', ['calling'], null],
    ['the phone is blank', ['calling'], '  '],
  ])('is not shown when %s', (_, features, phone) => {
    renderButton(features, phone);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
