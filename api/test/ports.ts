import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A local port nothing listens on: opened on `host`, its number read, closed again. */
export async function closedPort(host = '127.0.0.1'): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, host, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
