import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a stand-in handler sees it. */
export interface StandInRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** Parsed JSON, or the fields of a form body, or null. */
  body: unknown;
}

export interface StandInResponse {
  status: number;
  body: unknown;
}

export interface RunningStandIn {
  url: string;
  /** Every request, in order (what a test asserts was called). */
  calls: StandInRequest[];
  close(): Promise<void>;
}

/** A node:http server on a free loopback port that answers JSON from `handle`. */
export async function startJsonServer(
  handle: (request: StandInRequest) => StandInResponse | Promise<StandInResponse>,
): Promise<RunningStandIn> {
  const calls: StandInRequest[] = [];
  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    if (text) {
      body = incoming.headers['content-type']?.includes('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(text))
        : JSON.parse(text);
    }
    const request: StandInRequest = {
      method: incoming.method ?? 'GET',
      url: new URL(incoming.url ?? '/', 'http://stand-in'),
      headers: incoming.headers,
      body,
    };
    calls.push(request);
    let response: StandInResponse;
    try {
      response = await handle(request);
    } catch (error) {
      response = { status: 500, body: { message: String(error) } };
    }
    outgoing.writeHead(response.status, { 'Content-Type': 'application/json' });
    outgoing.end(JSON.stringify(response.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** OAuth tokens both stand-ins hand out: code → tokens, refresh_token → new tokens. */
export function createTokenIssuer(prefix: string, tokens: Set<string>) {
  const codes = new Map<string, string>();
  const refreshTokens = new Set<string>();
  let sequence = 0;
  function issue() {
    sequence += 1;
    const access = `${prefix}-access-${sequence}`;
    const refresh = `${prefix}-refresh-${sequence}`;
    tokens.add(access);
    refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, expires_in: 1800, token_type: 'bearer' };
  }
  return {
    /** A code the authorize page would hand to the redirect URI. */
    code(): string {
      sequence += 1;
      const code = `${prefix}-code-${sequence}`;
      codes.set(code, code);
      return code;
    },
    answer(form: Record<string, string>, extra: Record<string, unknown> = {}): StandInResponse {
      if (form.grant_type === 'authorization_code' && form.code && codes.delete(form.code)) {
        return { status: 200, body: { ...issue(), ...extra } };
      }
      if (
        form.grant_type === 'refresh_token' &&
        form.refresh_token &&
        refreshTokens.delete(form.refresh_token)
      ) {
        return { status: 200, body: { ...issue(), ...extra } };
      }
      return { status: 400, body: { status: 'BAD_REFRESH_TOKEN', message: 'invalid grant' } };
    },
  };
}
