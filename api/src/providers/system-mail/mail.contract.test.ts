import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseModes, type TestDatabase } from '../../../test/helpers';
import { createManualClock } from '../../clock';
import type { MailMessage, MailProvider } from './mail.provider';
import { createOutboxProvider } from './outbox.provider';
import { createSmtpProvider } from './smtp.provider';

/** What a recipient sees: the same fields whichever provider carried the message. */
interface Received {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | undefined;
  kind: string | undefined;
}

/** A provider under contract, with a way to read back what it delivered. */
interface ProviderUnderTest {
  provider: MailProvider;
  received(id: string, to: string): Promise<Received>;
  close(): Promise<void>;
}

// --- a minimal MIME reader for what nodemailer writes (enough for this contract) ---

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index += 1) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(soft[index] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parseMime(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) {
    const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    const decoded =
      encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : encoding === 'base64'
          ? Buffer.from(body, 'base64').toString('utf8')
          : body;
    return [{ headers, body: decoded.replace(/\r\n/g, '\n').replace(/\n$/, '') }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => parseMime(part.replace(/^\r?\n/, '')));
}

function readMessage(raw: string): Received {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const parts = parseMime(raw);
  const partOf = (type: string) =>
    parts.find((part) => (part.headers.get('content-type') ?? '').startsWith(type))?.body;
  return {
    to: headers.get('to') ?? '',
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: partOf('text/plain') ?? '',
    html: partOf('text/html'),
    kind: headers.get('x-mail-kind'),
  };
}

// --- the two providers ---

async function smtpUnderTest(password = 's3cret'): Promise<ProviderUnderTest> {
  const inbox: { recipients: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const provider = createSmtpProvider({
    url: `smtp://mailer:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    from: 'Reachly <no-reply@reachly.test>',
  });
  return {
    provider,
    async received(_id, to) {
      const delivered = inbox.filter((message) => message.recipients.includes(to)).at(-1);
      if (!delivered) throw new Error(`nothing delivered to ${to}`);
      return readMessage(delivered.raw);
    },
    async close() {
      provider.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function outboxUnderTest(database: TestDatabase): Promise<ProviderUnderTest> {
  const provider = createOutboxProvider(database.database.db, {
    from: 'Reachly <no-reply@reachly.test>',
    clock: createManualClock(),
  });
  return {
    provider,
    async received(id) {
      const mail = await provider.find(id);
      if (!mail) throw new Error(`no outbox message ${id}`);
      return {
        to: mail.to,
        from: mail.from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        kind: mail.kind,
      };
    },
    close: async () => {},
  };
}

const message: MailMessage = {
  to: 'ana.silva@example.test',
  kind: 'restore',
  subject: 'Réinitialisez votre mot de passe ✓',
  text: [
    'Bonjour Ana,',
    '',
    'Choose a new password: https://app.reachly.io/auth/restore-password?restore_code=Ab_9-xyz&from=mail',
    '',
    'A line that is rather long so that a mail encoder would have to wrap it somewhere along the way, ok.',
  ].join('\n'),
  html: '<p>Bonjour Ana,</p><p><a href="https://app.reachly.io/auth/restore-password?restore_code=Ab_9-xyz&amp;from=mail">Choose a new password</a></p>',
};

describe.each(databaseModes())('mail provider contract (outbox on %s)', (mode) => {
  let database: TestDatabase;
  const providers: Record<string, () => Promise<ProviderUnderTest>> = {
    smtp: () => smtpUnderTest(),
    outbox: () => outboxUnderTest(database),
  };

  beforeAll(async () => {
    database = await createTestDatabase(mode);
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe.each(['smtp', 'outbox'])('%s', (name) => {
    let underTest: ProviderUnderTest;
    beforeAll(async () => {
      underTest = await (providers[name] as () => Promise<ProviderUnderTest>)();
    });
    afterAll(async () => {
      await underTest?.close();
    });

    it('reports its mode', () => {
      expect(underTest.provider.mode).toBe(name);
    });

    it('delivers recipient, sender, subject, text, HTML and kind unchanged', async () => {
      const sent = await underTest.provider.send(message);
      expect(sent).toMatchObject({ ...message, from: 'Reachly <no-reply@reachly.test>' });
      expect(sent.id).toBeTruthy();
      expect(sent.sentAt).toBeInstanceOf(Date);

      const received = await underTest.received(sent.id, message.to);
      expect(received).toEqual({
        to: message.to,
        from: 'Reachly <no-reply@reachly.test>',
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: 'restore',
      });
    });

    it('delivers a text-only message', async () => {
      const textOnly: MailMessage = {
        to: 'text.only@example.test',
        kind: 'invite',
        subject: 'Join us',
        text: 'Plain words.',
      };
      const sent = await underTest.provider.send(textOnly);
      const received = await underTest.received(sent.id, textOnly.to);
      expect(received).toMatchObject({ subject: 'Join us', text: 'Plain words.', kind: 'invite' });
      expect(received.html).toBeUndefined();
    });
  });

  it('SMTP: a refused login rejects the send (the caller decides what to tell the user)', async () => {
    const refused = await smtpUnderTest('not the password');
    try {
      await expect(refused.provider.send(message)).rejects.toThrow(/Invalid username or password/);
    } finally {
      await refused.close();
    }
  });
});
