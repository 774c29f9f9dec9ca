import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the receiver got it: the raw body, so a test can check its signature. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local webhook receiver (a customer's endpoint, or hooks.zapier.com): records every request and
 * answers with `state.status` and `reply(status)` as the body, on a free loopback port.
 */
export async function startHookReceiver(
  options: { path?: string; contentType?: string; reply?: (status: number) => string } = {},
) {
  const { path = '/hook', contentType = 'text/plain', reply = () => '' } = options;
  const received: ReceivedHook[] = [];
  const state = { status: 200 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(state.status, { 'Content-Type': contentType });
      response.end(reply(state.status));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type HookReceiver = Awaited<ReturnType<typeof startHookReceiver>>;
