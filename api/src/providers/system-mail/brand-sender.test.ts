import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriesSecret, createMemoryOutbox, formatMailbox, mailAddressOf, senderOf } from './mail.provider';
import { createSmtpProvider, type SmtpProvider } from './smtp.provider';

/** A local SMTP server keeping each message's envelope sender and raw text. */
async function startServer() {
  const received: { mailFrom: string; raw: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const fromHeader = (raw: string) => /^From:\s*(.*)$/im.exec(raw)?.[1]?.trim();

describe("a message's own sender and SMTP server (white-labels, issue 14)", () => {
  let deployment: Awaited<ReturnType<typeof startServer>>;
  let brand: Awaited<ReturnType<typeof startServer>>;
  let provider: SmtpProvider;

  beforeAll(async () => {
    deployment = await startServer();
    brand = await startServer();
    provider = createSmtpProvider({
      url: `smtp://127.0.0.1:${deployment.port}`,
      from: 'Reachly <no-reply@reachly.test>',
      // The brand's server is a local one here (MAIL_SERVERS_ALLOW_PRIVATE; ssrf.test.ts refuses it otherwise).
      mailServersAllowPrivate: true,
    });
  });
  afterAll(async () => {
    provider?.close();
    await deployment?.close();
    await brand?.close();
  });

  const base = { subject: 'Hello', text: 'Hi', kind: 'activation' as const };

  it("goes through the message's SMTP server from its sender (a mail without a secret)", async () => {
    const sent = await provider.send({
      ...base,
      kind: 'test',
      to: 'a@example.test',
      from: 'Partner Team <hello@partner.test>',
      smtp: { host: '127.0.0.1', port: brand.port, secure: false },
    });
    expect(sent.from).toBe('Partner Team <hello@partner.test>');
    expect(brand.received).toHaveLength(1);
    expect(deployment.received).toHaveLength(0);
    expect(brand.received[0]?.mailFrom).toBe('hello@partner.test');
    expect(fromHeader(brand.received[0]?.raw ?? '')).toBe('Partner Team <hello@partner.test>');
  });

  it("keeps MAIL_FROM's address under the brand's name without a sender of its own", async () => {
    const sent = await provider.send({ ...base, to: 'b@example.test', fromName: 'Acme Outreach' });
    expect(sent.from).toBe('Acme Outreach <no-reply@reachly.test>');
    expect(deployment.received).toHaveLength(1);
    expect(fromHeader(deployment.received[0]?.raw ?? '')).toBe('Acme Outreach <no-reply@reachly.test>');
  });

  it("never sends a mail that carries a secret through a message's SMTP server (issue 23 item 4)", async () => {
    const own = { host: '127.0.0.1', port: brand.port, secure: false };
    const before = brand.received.length;
    for (const kind of [
      'activation',
      'restore',
      'invite',
      'email_change',
      'sign_in_link',
      'unknown',
    ] as const) {
      const message = { ...base, to: 'd@example.test', kind, smtp: own };
      // @ts-expect-error a secret kind's message has no smtp (an unknown kind counts as secret)
      await expect(provider.send(message)).rejects.toThrow(/carries a secret/);
      // @ts-expect-error the same for the in-memory outbox
      await expect(createMemoryOutbox().send(message)).rejects.toThrow(/carries a secret/);
    }
    expect(brand.received).toHaveLength(before);
    expect(carriesSecret('restore')).toBe(true);
    expect(carriesSecret('test')).toBe(false);
    expect(carriesSecret('health_index')).toBe(false);
    expect(carriesSecret('anything new')).toBe(true);
  });

  it('formats and reads senders safely', () => {
    expect(mailAddressOf('Reachly <no-reply@reachly.test>')).toBe('no-reply@reachly.test');
    expect(mailAddressOf('plain@example.test')).toBe('plain@example.test');
    expect(formatMailbox('Acme, Inc.', 'a@acme.test')).toBe('"Acme, Inc." <a@acme.test>');
    expect(formatMailbox('Evil\r\nBcc: x@y', 'a@acme.test')).not.toMatch(/[\r\n]/);
    expect(senderOf({}, 'R <r@r.test>')).toBe('R <r@r.test>');
  });

  it('the memory outbox records the sender too', async () => {
    const outbox = createMemoryOutbox('R <r@r.test>');
    await outbox.send({ ...base, to: 'c@example.test', fromName: 'Acme' });
    expect(outbox.sent[0]?.from).toBe('Acme <r@r.test>');
    expect(outbox.sent[0]).not.toHaveProperty('fromName');
  });
});
