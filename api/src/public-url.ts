/**
 * Where links point (issue 23 item 8): the links a server puts in emails (activation, restore,
 * invites, unsubscribe and tracking) never come from a request's Host header, which a client
 * chooses; they start at the server's own origin (serverOrigin) or at the user's brand's
 * registered domain (brandOrigin, chosen by whitelabels/brand-mail.ts mailBrand).
 */

/** The server's own origin: PUBLIC_URL (without a trailing slash), else the address it listens on. */
export function serverOrigin(publicUrl: string | undefined, listenOrigin: string): string {
  return (publicUrl ?? listenOrigin).replace(/\/+$/, '');
}

/** localhost, *.localhost and the loopback addresses: names only this machine answers to. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * The origin of a brand's links on one of its registered `domains`, from the server's origin
 * `base`; null when none fits (the caller then uses `base`). A server on this machine (a loopback
 * base: development, tests) uses the brand's first loopback domain (e.g. partner.localhost) on the
 * base's scheme and port; a public server uses the brand's first public domain, always over https
 * (a reset code never travels in clear, whatever PUBLIC_URL says).
 */
export function brandOrigin(base: string, domains: readonly string[]): string | null {
  const url = new URL(base);
  const local = isLoopbackHost(url.hostname);
  const domain = domains.find((candidate) => isLoopbackHost(candidate) === local);
  if (!domain) return null;
  return local ? `${url.protocol}//${domain}${url.port ? `:${url.port}` : ''}` : `https://${domain}`;
}

/**
 * The origin a request came in on, from its Host header. Only for answers to the same browser
 * (OAuth redirect URIs, checkout return pages): never for a link that is emailed or shown to
 * someone else (serverOrigin, brandOrigin).
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
