import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../test/helpers';
import { type HostedMail, startHostedMail } from '../../../test/hosted-mailboxes';
import { skipWithoutMailServers } from '../../../test/mail-servers';

/**
 * Issue 29 end to end, with real Postfix and Dovecot (api/test/mail-servers.ts) reading the test's
 * Postgres and a loopback DNS server publishing the domains' records (api/test/hosted-mailboxes.ts):
 * two workspaces buy a domain each and create a mailbox on it through the API (MAIL_HOSTING=postfix).
 * A's campaign email (the step's test send, through the product's SMTP transport) leaves through
 * Postfix's submission with A's mailbox login (Dovecot SASL), is delivered to B's mailbox, and B
 * reads it over Dovecot's IMAP with the login its integration holds: its DKIM signature verifies
 * with mailauth against the published key, and the same message changed after signing does not.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || skipWithoutMailServers())(
  'hosted mailboxes over real Postfix and Dovecot',
  () => {
    let hosted: HostedMail;
    let a: Member;
    let b: Member;

    beforeAll(async () => {
      hosted = await startHostedMail();
      a = await hosted.fundedMember();
      b = await hosted.fundedMember();
    }, 90_000);

    afterAll(async () => {
      await hosted?.close();
    });

    /** The newest mail of a mailbox as the inbox reads it: IMAP with the login its integration holds. */
    async function newestMail(integrationId: string): Promise<string> {
      const imap = await hosted.imapOf(integrationId);
      let raw = '';
      // Postfix queues the mail and hands it to Dovecot's LMTP: look until it is there.
      for (let attempt = 0; attempt < 100 && !raw; attempt += 1) {
        const status = await imap.status('INBOX', { messages: true });
        if (status && (status.messages ?? 0) > 0) {
          const lock = await imap.getMailboxLock('INBOX');
          try {
            const message = await imap.fetchOne('*', { source: true });
            raw = message ? (message.source?.toString() ?? '') : '';
          } finally {
            lock.release();
          }
        }
        if (!raw) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await imap.logout();
      return raw;
    }

    it('sends a DKIM-signed campaign mail from one workspace’s mailbox to another’s', async () => {
      const domainA = await hosted.buyDomain(a, 'acme-mail.com');
      const domainB = await hosted.buyDomain(b, 'bravo-mail.com');
      await hosted.domainsReady();
      const ana = await hosted.createMailbox(a, domainA, 'ana', 'Ana Lopez');
      const bob = await hosted.createMailbox(b, domainB, 'bob', 'Bob Stone');
      expect(ana).toMatchObject({ address: 'ana@acme-mail.com', host: 'postfix' });

      const sent = await hosted.api.post('/workflows/steps/send_email/test', {
        body: {
          receiver: 'bob@bravo-mail.com',
          subject: 'A quick question',
          text: 'Hello from Ana, over real Postfix.',
          integration_id: ana.integrationId,
          credentials_id: ana.credentialsId,
        },
        token: a.token,
      });
      expect(sent.status, hosted.servers.log()).toBe(200);

      const raw = await newestMail(bob.integrationId);
      expect(raw, hosted.servers.log()).toMatch(/^Subject: A quick question/m);
      expect(raw).toMatch(/^DKIM-Signature: [\s\S]*?d=acme-mail\.com/m);

      const verify = (message: string) => hosted.verifyDkim(message, 'ana@acme-mail.com');
      expect(await verify(raw)).toMatchObject([{ result: 'pass', domain: 'acme-mail.com' }]);
      // Changed after signing: a body that is not the one signed, then a signed header.
      const body = raw.replace('Hello from Ana', 'Hello from Eve');
      expect(body).not.toBe(raw);
      const [bodyResult] = await verify(body);
      expect(bodyResult).toMatchObject({
        domain: 'acme-mail.com',
        comment: expect.stringMatching(/body hash/),
      });
      expect(bodyResult?.result).not.toBe('pass');
      const header = raw.replace(/^Subject: A quick question/m, 'Subject: A different question');
      expect(header).not.toBe(raw);
      expect(await verify(header)).toMatchObject([{ result: 'fail', domain: 'acme-mail.com' }]);
    }, 90_000);
  },
);
