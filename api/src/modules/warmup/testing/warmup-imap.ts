import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { HoodiecrowServer } from '../../../providers/outreach-email/testing/mail-servers';

/**
 * A test IMAP server for one warm-up mailbox (hoodiecrow-imap): an INBOX and a Junk folder with
 * the \Junk special use, MOVE and UIDPLUS, so the receiver finds, moves and flags as on a real
 * server. `deliver` puts a message where a receiving server's filter would.
 */
export interface WarmupImapServer {
  port: number;
  deliver(raw: string, folder: 'INBOX' | 'Junk'): void;
  /** The flags of the messages of a folder, in order. */
  messages(folder: 'INBOX' | 'Junk'): { flags: string[]; raw: string }[];
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

export async function startWarmupImap(user: string, password: string): Promise<WarmupImapServer> {
  const hoodiecrow = require('hoodiecrow-imap') as (options: unknown) => HoodiecrowServer;
  const server = hoodiecrow({
    plugins: [
      'ID',
      'SASL-IR',
      'AUTH-PLAIN',
      'NAMESPACE',
      'ENABLE',
      'UNSELECT',
      'LITERALPLUS',
      'SPECIAL-USE',
      'MOVE',
      'UIDPLUS',
    ],
    users: { [user]: { password } },
    storage: {
      INBOX: { messages: [] },
      '': { separator: '/', folders: { Junk: { 'special-use': '\\Junk', messages: [] } } },
    },
  });
  // Answers go out at once: with Nagle's algorithm each command waits out the client's delayed ACK.
  server.server.on('connection', (socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    deliver: (raw, folder) => server.appendMessage(folder, [], new Date(), raw.replace(/\r?\n/g, '\r\n')),
    messages: (folder) => server.getMailbox(folder).messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
