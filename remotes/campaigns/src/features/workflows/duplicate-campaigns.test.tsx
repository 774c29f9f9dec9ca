import { setUpCampaignPageTests } from '../campaign-nav/campaign-page.test-support';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import DuplicateCampaignPage from '../../pages/DuplicateCampaignPage';
import { socketIoMock } from '../campaign-nav/fake-socket.test-support';
import { credentialJson } from '../campaign-nav/campaign.test-fixtures';
import { mockApi } from '../../../../mock-api.test-support';

vi.mock('socket.io-client', () => socketIoMock());

function mockServer() {
  return mockApi({
    'GET /workflows/fetch': () => ({
      payload: [
        { _id: 'w1', name: 'Alpha', status: 'active' },
        { _id: 'w2', name: 'Beta', status: 'paused' },
      ],
    }),
    'GET /credentials/fetch': () => ({
      payload: [credentialJson('cred-2', 'bo', 'Bo', 'Lind')],
    }),
    'POST /workflows/*/duplicate': (call) => ({
      payload: { _id: `${call.path.split('/')[2]}-copy`, name: 'Alpha (copy)' },
    }),
    'POST /credentials/cred-2/duplicate_workflows': () => ({
      payload: [{ _id: 'w1-bo', name: 'Alpha (Bo Lind)' }],
    }),
  });
}

setUpCampaignPageTests();

describe('/campaigns/duplicate (outreach §2)', () => {
  it('copies the campaign a link names in this workspace, with the same senders', async () => {
    const api = mockServer();
    renderArea(DuplicateCampaignPage, '/campaigns/duplicate?space=s-1&workflow_id=w1');
    expect(((await screen.findByRole('checkbox', { name: /^Alpha/ })) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(api.callsTo('POST', '/workflows/w1/duplicate')).toHaveLength(1));
    expect((await screen.findByRole('link', { name: 'Alpha (copy)' })).getAttribute('href')).toBe(
      '/campaign/edit/w1-copy?space=s-1',
    );
  });

  it('copies for another account with POST /credentials/{id}/duplicate_workflows', async () => {
    const api = mockServer();
    renderArea(DuplicateCampaignPage, '/campaigns/duplicate?space=s-1');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Alpha/ }));
    const target = screen.getByLabelText('Copy for');
    await screen.findByRole('option', { name: /^Bo Lind/ });
    fireEvent.change(target, { target: { value: 'cred-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/credentials/cred-2/duplicate_workflows')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/credentials/cred-2/duplicate_workflows')[0]?.body).toEqual({
      workflow_ids: ['w1'],
    });
    expect(await screen.findByRole('link', { name: 'Alpha (Bo Lind)' })).toBeTruthy();
  });

  it('asks for a campaign before copying nothing', async () => {
    const api = mockServer();
    renderArea(DuplicateCampaignPage, '/campaigns/duplicate?space=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one campaign');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
