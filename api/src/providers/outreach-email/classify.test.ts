import { describe, expect, it } from 'vitest';
import { classifyMail, type InboundMail, parseReturnDate, quotedMessageIds } from './classify';

const now = new Date('2026-11-23T10:00:00Z');

function mail(partial: Partial<InboundMail>): InboundMail {
  return {
    from: 'anna@acme.test',
    subject: 'Re: Quick question',
    headers: {},
    text: '',
    raw: '',
    ...partial,
  };
}

const postfixBounce = [
  'From: MAILER-DAEMON@mx.sender.test (Mail Delivery System)',
  'Subject: Undelivered Mail Returned to Sender',
  'Auto-Submitted: auto-replied',
  'Content-Type: multipart/report; report-type=delivery-status; boundary="B1"',
  '',
  '--B1',
  'Content-Type: text/plain',
  '',
  'This is the mail system at host mx.sender.test.',
  "I'm sorry to have to inform you that your message could not be delivered.",
  '<ghost@acme.test>: host mx.acme.test said: 550 5.1.1 <ghost@acme.test>: Recipient address rejected: User unknown',
  '',
  '--B1',
  'Content-Type: message/delivery-status',
  '',
  'Reporting-MTA: dns; mx.sender.test',
  '',
  'Final-Recipient: rfc822; ghost@acme.test',
  'Original-Recipient: rfc822;ghost@acme.test',
  'Action: failed',
  'Status: 5.1.1',
  'Diagnostic-Code: smtp; 550 5.1.1 <ghost@acme.test>: Recipient address rejected: User unknown',
  '',
  '--B1',
  'Content-Type: text/rfc822-headers',
  '',
  'From: Sam <sam@sender.test>',
  'To: ghost@acme.test',
  'Message-ID: <abc123@sender.test>',
  'Subject: Quick question',
  '',
  '--B1--',
].join('\r\n');

const gmailDelay = [
  'From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
  'Subject: Delivery Status Notification (Delay)',
  'Content-Type: multipart/report; report-type=delivery-status; boundary="x"',
  '',
  '--x',
  'Content-Type: message/delivery-status',
  '',
  'Final-Recipient: rfc822; full@acme.test',
  'Action: delayed',
  'Status: 4.2.2',
  'Diagnostic-Code: smtp; 452 4.2.2 The email account that you tried to reach is over quota.',
  '--x--',
].join('\r\n');

describe('classifyMail', () => {
  it('a DSN with status 5.1.1 is a hard bounce of the final recipient', () => {
    const result = classifyMail(
      mail({
        from: 'mailer-daemon@mx.sender.test',
        subject: 'Undelivered Mail Returned to Sender',
        headers: {
          'content-type': 'multipart/report; report-type=delivery-status; boundary="B1"',
          'auto-submitted': 'auto-replied',
        },
        text: "I'm sorry to have to inform you that your message could not be delivered.\n<ghost@acme.test>: 550 5.1.1 User unknown",
        raw: postfixBounce,
      }),
      now,
    );
    expect(result).toEqual({
      kind: 'bounce',
      hard: true,
      status: '5.1.1',
      recipient: 'ghost@acme.test',
      diagnostic: 'smtp; 550 5.1.1 <ghost@acme.test>: Recipient address rejected: User unknown',
    });
  });

  it('a DSN with status 4.x.x (mailbox over quota, delayed) is a soft bounce', () => {
    const result = classifyMail(
      mail({
        from: 'mailer-daemon@googlemail.com',
        subject: 'Delivery Status Notification (Delay)',
        headers: { 'content-type': 'multipart/report; report-type=delivery-status; boundary="x"' },
        raw: gmailDelay,
      }),
      now,
    );
    expect(result).toMatchObject({
      kind: 'bounce',
      hard: false,
      status: '4.2.2',
      recipient: 'full@acme.test',
    });
  });

  it('a MAILER-DAEMON notice without a report part is read from its text (qmail style)', () => {
    const result = classifyMail(
      mail({
        from: 'mailer-daemon@mail.acme.test',
        subject: 'failure notice',
        text: 'Hi. This is the qmail-send program.\n<nobody@acme.test>:\nSorry, no mailbox here by that name. (#5.1.1)\n550 5.1.1 no such user',
      }),
      now,
    );
    expect(result).toMatchObject({
      kind: 'bounce',
      hard: true,
      status: '5.1.1',
      recipient: 'nobody@acme.test',
    });
  });

  it('a bounce quotes the original Message-ID, so it is matched to the thread', () => {
    expect(quotedMessageIds(postfixBounce)).toEqual(['<abc123@sender.test>']);
  });

  it('Auto-Submitted: auto-replied is an out-of-office, with the return date it names', () => {
    const result = classifyMail(
      mail({
        subject: 'Re: Quick question',
        headers: { 'auto-submitted': 'auto-replied' },
        text: 'Thank you for your email. I am out of the office and will be back on December 1st. For urgent matters contact Tom.',
      }),
      now,
    );
    expect(result).toEqual({ kind: 'out_of_office', returnAt: new Date('2026-12-01T00:00:00Z') });
  });

  it('X-Autoreply and X-Autorespond headers are out-of-office replies', () => {
    expect(classifyMail(mail({ headers: { 'x-autoreply': 'yes' } }), now).kind).toBe('out_of_office');
    expect(classifyMail(mail({ headers: { 'x-autorespond': 'vacation' } }), now).kind).toBe('out_of_office');
  });

  it.each([
    ['Out of office: Quick question', 'I am away without access to email.'],
    ['Automatic reply: Quick question', 'I am currently travelling.'],
    ['Abwesenheitsnotiz: Quick question', 'Ich bin bis zum 04.12.2026 nicht im Büro.'],
    ['Absence', 'Je suis absent.'],
    ['Réponse automatique : Quick question', 'Je suis de retour le 2 décembre.'],
    ['Fuera de la oficina', 'Estoy de vacaciones hasta el 5 de diciembre.'],
    ['Ausente: Quick question', 'Estarei ausente.'],
  ])('the subject "%s" is an out-of-office', (subject, text) => {
    expect(classifyMail(mail({ subject, text }), now).kind).toBe('out_of_office');
  });

  it('a human reply is a reply, even when it mentions the office', () => {
    const result = classifyMail(
      mail({ text: 'Thanks Sam, happy to talk. I am back in the office on Monday, call me then.' }),
      now,
    );
    expect(result).toEqual({ kind: 'reply' });
  });

  it('an ARF feedback report is a complaint about the original recipient', () => {
    const raw = [
      'Content-Type: multipart/report; report-type=feedback-report; boundary="F"',
      '',
      '--F',
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: abuse',
      'User-Agent: Yahoo!-Mail-Feedback/2.0',
      'Original-Rcpt-To: angry@acme.test',
      '--F--',
    ].join('\r\n');
    const result = classifyMail(
      mail({
        from: 'feedback@arf.mail.yahoo.test',
        subject: 'FW: Quick question',
        headers: { 'content-type': 'multipart/report; report-type=feedback-report; boundary="F"' },
        raw,
      }),
      now,
    );
    expect(result).toEqual({ kind: 'complaint', recipient: 'angry@acme.test' });
  });

  it('the List-Unsubscribe mailto (subject "unsubscribe") is an unsubscribe', () => {
    expect(classifyMail(mail({ subject: 'unsubscribe' }), now)).toEqual({ kind: 'unsubscribe' });
    expect(classifyMail(mail({ subject: 'Re: how to unsubscribe?' }), now).kind).toBe('reply');
  });

  it('Auto-Submitted: no is not an auto-reply', () => {
    expect(classifyMail(mail({ headers: { 'auto-submitted': 'no' } }), now).kind).toBe('reply');
  });
});

describe('parseReturnDate', () => {
  it.each([
    ['I will be back on 2026-12-03.', '2026-12-03'],
    ['Returning Monday, December 7, 2026.', '2026-12-07'],
    ['Out until 12/02 with limited access.', '2026-12-02'],
    ['Ich bin bis zum 04.12.2026 nicht im Büro.', '2026-12-04'],
    ['Je suis de retour le 2 décembre.', '2026-12-02'],
    ['Estoy de vacaciones hasta el 5 de diciembre.', '2026-12-05'],
    ['Back on 5 January.', '2027-01-05'],
  ])('"%s" → %s', (text, iso) => {
    expect(parseReturnDate(text, now)?.toISOString().slice(0, 10)).toBe(iso);
  });

  it('no date, or a date in the past, gives null', () => {
    expect(parseReturnDate('I am out of the office with limited access.', now)).toBeNull();
    expect(parseReturnDate('I was back on 2025-01-02.', now)).toBeNull();
  });
});
