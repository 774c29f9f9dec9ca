import { campaignsLocales } from '../../i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderArea, setUpAreaPageTests } from '../../../../test-support';
import ProspectFinderPage from '../../pages/ProspectFinderPage';
import { mockApi } from '../../../../mock-api.test-support';
import type { ApiSchema } from '@outreach/core/contract';
import { filtersOf } from './ProspectFinder';

function person(id: string, name: string): ApiSchema<'FinderPerson'> {
  const [first_name = '', last_name = ''] = name.split(' ');
  return {
    id,
    first_name,
    last_name,
    full_name: name,
    position: 'CEO',
    company_name: 'Acme',
    company_domain: 'acme.test',
    location: 'Austin, United States',
    industry: 'Retail',
    profile_url: `https://www.linkedin.com/in/${id}`,
    email: null,
    work_email: `${id}@acme.test`,
    phone: null,
    enriched_email: null,
    is_enriched: false,
    is_fresh: true,
    is_social_only: false,
    age: 44,
    gender: 'female',
    married: true,
    children: false,
    homeowner: true,
    net_worth: '1m_5m',
    income_range: '100k_150k',
  };
}

setUpAreaPageTests(campaignsLocales);

function finderApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /v2/looch/profiles': () => ({
      payload: {
        items: [person('fp-1', 'Ann Lee'), person('fp-2', 'Bo Chen')],
        count: 2,
        page: 1,
        page_size: 25,
      },
    }),
    'GET /looch/filters/*': () => ({ payload: [{ string_value: '$1M - $5M', saved_value: '1m_5m' }] }),
    'GET /workflows': () => ({
      payload: { items: [{ _id: 'w1', name: 'Spring' }], total: 1, offset: 0, limit: 100 },
    }),
    ...extra,
  });
}

describe('Prospect Finder (outreach §3 finder filters)', () => {
  it('turns the form into the filters JSON, leaving unset filters out', () => {
    expect(
      filtersOf({
        query: ' cto ',
        homeowner: 'true',
        married: '',
        children: 'false',
        gender: 'female',
        netWorth: '1m_5m',
        income: '',
        ageMin: '30',
        ageMax: '',
        email: false,
        workEmail: true,
        phone: true,
        enrichedOnly: true,
        freshOnly: false,
        socialOnly: false,
      }),
    ).toEqual({
      query: 'cto',
      homeowner: true,
      children: false,
      gender: ['female'],
      net_worth: ['1m_5m'],
      age_range: { min: 30 },
      contact_info: ['work_email', 'phone'],
      enriched_only: true,
    });
  });

  it('searches with the chosen filters and shows the count', async () => {
    const api = finderApi();
    renderArea(ProspectFinderPage, '/profiles/search-prospects?space=s-1');
    expect(await screen.findByText('2 people found')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Homeowner'), { target: { value: 'true' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option', { name: '$1M - $5M' }).length).toBeGreaterThan(0),
    );
    fireEvent.change(screen.getByLabelText('Net worth'), { target: { value: '1m_5m' } });
    fireEvent.click(screen.getByLabelText('Fresh only'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = api.callsTo('GET', '/v2/looch/profiles').at(-1);
      expect(JSON.parse(last?.query.get('filters') ?? '{}')).toEqual({
        homeowner: true,
        net_worth: ['1m_5m'],
        fresh_only: true,
      });
    });
  });

  it('adds the selected people to a campaign and shows what happened; the server refusal is shown', async () => {
    let refuse = false;
    const api = finderApi({
      'POST /v2/looch/profiles/add_to_workflow': () =>
        refuse
          ? { error: 'You can not add profiles to email only campaign', status: 400 }
          : { payload: { added: 1, already_in_campaign: 0, skipped_existing: 0, prospects_created: 1 } },
    });
    renderArea(ProspectFinderPage, '/profiles/search-prospects?space=s-1');
    fireEvent.click(await screen.findByLabelText('Select Ann Lee'));
    await screen.findByRole('option', { name: 'Spring' });
    fireEvent.change(screen.getByLabelText('Campaign'), { target: { value: 'w1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to campaign' }));
    expect(await screen.findByText('1 added to the campaign, 0 already in your prospects')).toBeTruthy();
    const call = api.callsTo('POST', '/v2/looch/profiles/add_to_workflow')[0];
    expect(call?.query.get('ids')).toBe('fp-1');
    expect(call?.body).toEqual({ workflow_id: 'w1', is_existing_people: false });

    refuse = true;
    fireEvent.click(screen.getByLabelText('Select Bo Chen'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to campaign' }));
    expect(await screen.findByText('You can not add profiles to email only campaign')).toBeTruthy();
  });
});
