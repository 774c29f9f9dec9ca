import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import {
  databaseUrlOf,
  type RunningMailServers,
  skipWithoutMailServers,
  startMailServers,
} from '../../../test/mail-servers';
import { mailHostContract } from './testing/mail-host.contract';
import { createPostfixMailHost } from './postfix.host';

/**
 * The Postfix host (MAIL_HOSTING=postfix, issue 29) on Postgres: the mail-host contract, and real
 * Postfix and Dovecot (api/test/mail-servers.ts) reading its rows: a mailbox it adds logs in over
 * IMAP and to submission, sends to another, and is refused once removed.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || skipWithoutMailServers())('the Postfix mail host', () => {
  let test: TestDatabase;
  let servers: RunningMailServers;

  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    servers = await startMailServers({ databaseUrl: databaseUrlOf(test.database) });
  }, 60_000);
  afterAll(async () => {
    await servers?.stop();
    await test?.drop();
  });

  mailHostContract(async () => createPostfixMailHost(test.database.db, servers.hostServers));

  it('gives Postfix and Dovecot mailboxes that log in, send and receive', async () => {
    const host = createPostfixMailHost(test.database.db, servers.hostServers);
    await host.addDomain('real-a.test');
    await host.addDomain('real-b.test');
    await host.addMailbox('ana@real-a.test', 'ana-secret-1');
    await host.addMailbox('bob@real-b.test', 'bob-secret-2');
    const transport = nodemailer.createTransport({
      ...servers.hostServers.smtp,
      auth: { user: 'ana@real-a.test', pass: 'ana-secret-1' },
    });
    const sent = await transport.sendMail({
      from: 'ana@real-a.test',
      to: 'bob@real-b.test',
      subject: 'Hello from Ana',
      text: 'Over real Postfix.',
    });
    expect(sent.accepted).toEqual(['bob@real-b.test']);
    // Another address than the login's is refused (reject_sender_login_mismatch).
    await expect(
      transport.sendMail({ from: 'bob@real-b.test', to: 'bob@real-b.test', subject: 'x', text: 'x' }),
    ).rejects.toThrow(/Sender address rejected/);
    // A wrong password is refused by Dovecot's SASL.
    const wrong = nodemailer.createTransport({
      ...servers.hostServers.smtp,
      auth: { user: 'ana@real-a.test', pass: 'not-it' },
    });
    await expect(wrong.verify()).rejects.toThrow(/535/);
    transport.close();

    const imap = new ImapFlow({
      ...servers.hostServers.imap,
      auth: { user: 'bob@real-b.test', pass: 'bob-secret-2' },
      logger: false,
    });
    await imap.connect();
    let subject: string | undefined;
    // Delivery is queued: poll the INBOX until Postfix has handed it to Dovecot's LMTP.
    for (let attempt = 0; attempt < 100 && !subject; attempt += 1) {
      const lock = await imap.getMailboxLock('INBOX');
      try {
        for await (const message of imap.fetch('1:*', { envelope: true }))
          subject = message.envelope?.subject;
      } catch {
        // an empty INBOX has no 1:*
      } finally {
        lock.release();
      }
      if (!subject) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await imap.logout();
    expect(subject, servers.log()).toBe('Hello from Ana');

    await host.removeMailbox('bob@real-b.test');
    const gone = new ImapFlow({
      ...servers.hostServers.imap,
      auth: { user: 'bob@real-b.test', pass: 'bob-secret-2' },
      logger: false,
    });
    await expect(gone.connect()).rejects.toThrow();
  }, 60_000);
});
