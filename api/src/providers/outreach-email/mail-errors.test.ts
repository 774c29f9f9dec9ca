import { describe, expect, it } from 'vitest';
import { mailFailure, securityMismatch } from './mail-errors';

const plain = { host: 'mail.example.test', port: 2525, secure: false };
const tls = { ...plain, secure: true };

describe('mailFailure: what a mail server refusal means, in words a user can act on', () => {
  it.each([
    [
      'SMTP 535',
      { code: 'EAUTH', responseCode: 535, response: '535 5.7.8 nope' },
      plain,
      'smtp',
      'password',
      'The SMTP server refused the user name or password',
    ],
    [
      'IMAP AUTHENTICATIONFAILED',
      { authenticationFailed: true, serverResponseCode: 'AUTHENTICATIONFAILED', message: 'Command failed' },
      plain,
      'imap',
      'password',
      'The IMAP server refused the user name or password',
    ],
    [
      'SSL on against a plain port',
      { code: 'ESOCKET', message: 'C0:ssl3_get_record:wrong version number' },
      tls,
      'smtp',
      'secure',
      'Port 2525 uses STARTTLS: turn SSL off',
    ],
    [
      'SSL off against an SSL port (SMTP): the second connection completed a TLS handshake',
      { code: 'ETIMEDOUT', message: 'Greeting never received', mailProbe: 'tls' },
      plain,
      'smtp',
      'secure',
      'Port 2525 uses SSL: turn SSL on',
    ],
    [
      'SSL off against an SSL port (IMAP)',
      {
        code: 'GREETING_TIMEOUT',
        message: 'Failed to receive greeting from server in required time',
        mailProbe: 'tls',
      },
      plain,
      'imap',
      'secure',
      'Port 2525 uses SSL: turn SSL on',
    ],
    [
      'unknown host',
      { code: 'EDNS', message: 'getaddrinfo ENOTFOUND mail.example.test' },
      plain,
      'smtp',
      'host',
      'Could not connect to mail.example.test:2525: host not found',
    ],
    [
      'refused',
      { code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:2525' },
      plain,
      'imap',
      'port',
      'Could not connect to mail.example.test:2525: connection refused',
    ],
    [
      'no greeting, and no TLS either: a silent server, not "turn SSL on" (issue 26 item 10)',
      { code: 'ETIMEDOUT', message: 'Greeting never received', mailProbe: 'silent' },
      plain,
      'smtp',
      'port',
      'mail.example.test:2525 accepted the connection but sent nothing in 10 seconds: check the port (is it the SMTP port of this server?)',
    ],
    [
      'the host never answered (no TCP connection)',
      { code: 'ETIMEDOUT', message: 'Connection timeout' },
      tls,
      'smtp',
      'host',
      'Could not connect to mail.example.test:2525: no answer in 10 seconds. Check the host and port, and that the server accepts connections from outside',
    ],
    [
      'a certificate past its date',
      { code: 'ESOCKET', message: 'certificate has expired' },
      tls,
      'smtp',
      'host',
      "The TLS certificate of mail.example.test has expired: the server's owner must renew it",
    ],
  ] as const)('%s', (_name, error, server, protocol, field, message) => {
    expect(mailFailure(error, server, protocol, 10_000)).toEqual({ field, message });
  });

  it('a send failure without the server at hand still says it in words (the stored last error)', () => {
    expect(
      mailFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 10.0.0.1:25' }, null, 'smtp'),
    ).toEqual({
      field: 'port',
      message: 'Could not connect to the SMTP server: connection refused',
    });
  });

  it('keeps an unknown failure short and without a stack', () => {
    expect(mailFailure(new Error('something odd\n   at x.js:1'), plain, 'smtp').message).toBe(
      'Could not connect to mail.example.test:2525: something odd at x.js:1',
    );
  });
});

describe('securityMismatch: TLS choices that cannot work on a standard port', () => {
  it.each([
    [{ host: 'h', port: 465, secure: false }, 'smtp', 'Port 465 uses SSL: turn SSL on'],
    [{ host: 'h', port: 587, secure: true }, 'smtp', 'Port 587 uses STARTTLS: turn SSL off'],
    [{ host: 'h', port: 993, secure: false }, 'imap', 'Port 993 uses SSL: turn SSL on'],
    [{ host: 'h', port: 143, secure: true }, 'imap', 'Port 143 uses STARTTLS: turn SSL off'],
  ] as const)('%o on %s', (server, protocol, message) => {
    expect(securityMismatch(server, protocol)).toEqual({ field: 'secure', message });
  });

  it('says nothing on a matching or a non-standard port', () => {
    expect(securityMismatch({ host: 'h', port: 465, secure: true }, 'smtp')).toBeNull();
    expect(securityMismatch({ host: 'h', port: 587, secure: false }, 'smtp')).toBeNull();
    expect(securityMismatch({ host: 'h', port: 2525, secure: true }, 'smtp')).toBeNull();
  });
});
