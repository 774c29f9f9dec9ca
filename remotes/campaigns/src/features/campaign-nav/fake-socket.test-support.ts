/** The socket of every area's tests, where campaigns tests have always found it. */
export { fakeSocket, socketIoMock } from '../../../../mock-api.test-support';

/**
 * react-router with the campaign page's `:id` fixed to wf-1. This module imports no sdk, so a
 * test's react-router mock factory can load it (a dynamic import) while react-router is mocked.
 */
export async function campaignRouteMock(importOriginal: () => Promise<object>) {
  return { ...(await importOriginal()), useParams: () => ({ id: 'wf-1' }) };
}
