/** The local outbox (no SMTP_URL) as tests read it: GET /api/outbox?to=&kind=. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** The newest message of `kind` sent to `to`, waiting up to 10 s for it. */
export async function lastMail(baseUrl: string, to: string, kind: string): Promise<OutboxMessage> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${baseUrl}/api/outbox?to=${encodeURIComponent(to)}&kind=${kind}`);
    const body = (await response.json()) as {
      ok: boolean;
      payload: OutboxMessage[] | { items: OutboxMessage[] };
    };
    const items = Array.isArray(body.payload) ? body.payload : (body.payload?.items ?? []);
    if (items[0]) return items[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} email for ${to}`);
}

/** The first link to `path` in an email's text, re-pointed at the server under test. */
export function linkIn(baseUrl: string, text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  const url = new URL(match[0]);
  return `${baseUrl}${url.pathname}${url.search}`;
}
