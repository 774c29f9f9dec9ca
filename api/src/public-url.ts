/**
 * The origin that links in emails (activation, restore, invites) point at:
 * PUBLIC_URL when set, else the origin the request came in on. Set PUBLIC_URL in
 * production: the request's origin comes from its Host header, which a client
 * chooses.
 */
export function publicOrigin(publicUrl: string | undefined, requestUrl: string): string {
  return (publicUrl ?? new URL(requestUrl).origin).replace(/\/+$/, '');
}

/**
 * The start-up warning (logged once by server.ts) when the links put in outreach emails
 * (unsubscribe, click and open tracking) would not reach recipients as they should: without
 * PUBLIC_URL they point at this machine (`fallback`, e.g. http://localhost:3000); with a PUBLIC_URL
 * that is not https they go out unencrypted, and a plain-http one-click unsubscribe is refused by
 * mail providers (RFC 8058 asks for https). Null when PUBLIC_URL is an https URL.
 */
export function publicUrlWarning(publicUrl: string | undefined, fallback: string): string | null {
  const links = 'unsubscribe and tracking links in outreach emails';
  if (!publicUrl) {
    return `PUBLIC_URL is not set: ${links} will point at this machine (${fallback}), which recipients cannot reach; set PUBLIC_URL to this server's public https address`;
  }
  let protocol: string;
  try {
    protocol = new URL(publicUrl).protocol;
  } catch {
    protocol = '';
  }
  if (protocol === 'https:') return null;
  return `PUBLIC_URL (${publicUrl}) is not https: ${links} will point at it without encryption and one-click unsubscribe needs https; set PUBLIC_URL to this server's public https address`;
}
