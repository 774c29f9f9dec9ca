/**
 * The socket's off switch, loaded by SessionErrors only when a 401 ends the session: realtime is
 * signed-in code and stays off the sign-in page's bundle (issue 25).
 */
export { disconnectRealtime } from '@outreach/sdk';
