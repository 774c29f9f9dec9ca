/**
 * The origin that links in emails (activation, restore, invites) point at:
 * PUBLIC_URL when set, else the origin the request came in on. Set PUBLIC_URL in
 * production: the request's origin comes from its Host header, which a client
 * chooses.
 */
export function publicOrigin(publicUrl: string | undefined, requestUrl: string): string {
  return (publicUrl ?? new URL(requestUrl).origin).replace(/\/+$/, '');
}
