import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HubspotStandIn, startHubspotStandIn } from '../api/test/stand-ins/hubspot';
import { api, apiSignIn, browserForFile, demo, openSignedIn } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * HubSpot in Chromium against the built app (issue 15 item 10): the app is pointed at the
 * HubSpot stand-in (HUBSPOT_API_URL); a user connects with a private-app token on
 * /crm/manage/hubspot, pushes a prospect from its page, the contact lands in the stand-in, and
 * the board shows HubSpot's stages.
 */
let hubspot: HubspotStandIn;
let server: RunningServer;
const browser = browserForFile();

beforeAll(async () => {
  hubspot = await startHubspotStandIn({ tokens: ['pat-e2e-token'] });
  server = await startServer({ HUBSPOT_API_URL: hubspot.url });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await hubspot?.close();
});

describe('HubSpot sync', () => {
  it('connects with a token, pushes a prospect to HubSpot and shows the board', async () => {
    const token = await apiSignIn(server.baseUrl, demo);
    const info = await api<{ _id: string }>(server.baseUrl, token, 'GET', '/space/info');
    const prospect = await api<{ _id: string }>(
      server.baseUrl,
      token,
      'POST',
      `/profiles?space=${info._id}`,
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        work_email: 'ada.e2e@example.test',
        company_name: 'Analytical Engines',
      },
    );

    const page = await openSignedIn(browser(), server.baseUrl, `/crm/manage/hubspot?space=${info._id}`);
    await page.getByLabel('Private app access token').fill('pat-e2e-token');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText('Connected to app.hubspot.com').waitFor();
    await page.getByRole('list', { name: 'Appointment Scheduled' }).waitFor();

    await page.goto(`${server.baseUrl}/profiles/${prospect._id}?space=${info._id}`);
    await page.getByRole('button', { name: 'Push to HubSpot' }).click();
    await page.getByText('Sent to HubSpot').waitFor();
    const contacts = [...hubspot.contacts.values()].map((contact) => contact.properties);
    expect(contacts).toEqual([
      expect.objectContaining({ email: 'ada.e2e@example.test', firstname: 'Ada', lastname: 'Lovelace' }),
    ]);
    await page.close();
  }, 120_000);
});
