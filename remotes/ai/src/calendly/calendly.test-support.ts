/**
 * Calendly as /integrations/calendly answers it, for the tests of the blocks that connect it (the
 * settings block of the builder, the card of /integrations): a workspace user, and the connect
 * flow's routes and what Connect Calendly must have done.
 */
import { waitFor } from '@testing-library/react';
import { expect, type MockInstance } from 'vitest';
import type { MockHandler, mockApi } from '../../../mock-api.test-support';
import type { SchedulingUser } from './calendly-api';

/** A user of the workspace, "First Last", with a Calendly token when `connected`. */
export function schedulingUser(id: string, name: string, connected: boolean): SchedulingUser {
  const [first = '', last = ''] = name.split(' ');
  return {
    id,
    first_name: first,
    last_name: last,
    user_avatar: null,
    calendly_token: connected
      ? { id: `conn-${id}`, calendly_user_id: `https://api.calendly.com/users/${id}` }
      : null,
    calendly_error: null,
  };
}

/** Where POST /integrations/calendly/connect sends the user to allow access. */
export const authorizationUrl = 'https://auth.calendly.com/oauth/authorize?state=s';

/**
 * The connect flow's routes: the users (only `id`, "`name`", connected once `connected()` says so,
 * as the other tab's consent does) and the authorisation URL.
 */
export function connectRoutes(
  id: string,
  name: string,
  connected: () => boolean,
): Record<string, MockHandler> {
  return {
    'GET /integrations/calendly/users': () => ({ payload: [schedulingUser(id, name, connected())] }),
    'POST /integrations/calendly/connect': () => ({ payload: { url: authorizationUrl } }),
  };
}

/** Connect Calendly opened the authorisation URL in a new tab, asked for with credentials cred-1. */
export async function expectAuthorizationOpened(
  opened: MockInstance<typeof window.open>,
  api: ReturnType<typeof mockApi>,
): Promise<void> {
  await waitFor(() => expect(opened).toHaveBeenCalledWith(authorizationUrl, '_blank', 'noopener'));
  expect(api.callsTo('POST', '/integrations/calendly/connect')[0]?.query.get('credentials_id')).toBe(
    'cred-1',
  );
}
