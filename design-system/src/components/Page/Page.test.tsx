import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Page, PageHeader } from './Page';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

describe('Page', () => {
  it('is a region named by its h1 title, with subtitle, actions and body', () => {
    render(
      <Page title="Campaigns" subtitle="12 running" actions={<button type="button">Create campaign</button>}>
        <p>Campaign list</p>
      </Page>,
    );
    const region = screen.getByRole('region', { name: 'Campaigns' });
    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeTruthy();
    expect(region.textContent).toContain('12 running');
    expect(
      screen.getByRole('button', { name: 'Create campaign' }).closest('.ds-page-header__actions'),
    ).not.toBeNull();
    expect(screen.getByText('Campaign list').closest('.ds-page__body')).not.toBeNull();
  });

  it('leaves out an empty subtitle and actions', () => {
    const { container } = render(<Page title="Inbox">Body</Page>);
    expect(container.querySelector('.ds-page-header__subtitle')).toBeNull();
    expect(container.querySelector('.ds-page-header__actions')).toBeNull();
  });
});

describe('PageHeader', () => {
  it('renders the header part alone', () => {
    render(<PageHeader title="Billing" actions={<button type="button">Buy credits</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy credits' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
