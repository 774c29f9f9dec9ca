import { campaignsLocales } from '../../i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Location } from '../../../../test-support';
import { withCarriedQuery } from './campaign-paths';
import { CampaignTabs } from './CampaignTabs';

await campaignsLocales.load('en');

afterEach(cleanup);

function renderTabs(url: string, current: 'steps' | 'prospects' | 'settings' | 'stats') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <CampaignTabs workflowId="wf-1" current={current} />
      <Location />
    </MemoryRouter>,
  );
}

describe('CampaignTabs', () => {
  it('shows Steps, Prospects, Settings and Stats with the current one selected', () => {
    renderTabs('/campaign/edit/wf-1/settings', 'settings');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Steps',
      'Prospects',
      'Settings',
      'Stats',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Settings');
  });

  it('links carry selectedCred and space and nothing else of the query', () => {
    renderTabs('/campaign/edit/wf-1?selectedCred=c-1&space=s-1&state=paused', 'steps');
    fireEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/campaign/edit/wf-1/stats?selectedCred=c-1&space=s-1',
    );
  });

  it('the Steps tab leads back to the builder', () => {
    renderTabs('/campaign/edit/wf-1/stats?space=s-1', 'stats');
    fireEvent.click(screen.getByRole('tab', { name: 'Steps' }));
    expect(screen.getByTestId('location').textContent).toBe('/campaign/edit/wf-1?space=s-1');
  });

  it('withCarriedQuery keeps a path without query as it is', () => {
    expect(withCarriedQuery('/campaign/edit/x', '')).toBe('/campaign/edit/x');
    expect(withCarriedQuery('/campaign/edit/x?tab=1', '?space=s')).toBe('/campaign/edit/x?tab=1&space=s');
  });
});
