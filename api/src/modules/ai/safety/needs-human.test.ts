import { describe, expect, it } from 'vitest';
import { needsHuman } from './needs-human';

describe('needsHuman: replies a person answers', () => {
  it.each([
    ['How much does it cost per seat?', 'pricing'],
    ['Can you send me a quote?', 'pricing'],
    ['Quel est le prix ?', 'pricing'],
    ['Was kostet das?', 'pricing'],
    ['Our lawyer will be in touch about GDPR.', 'legal'],
    ['Is this compliant with data protection rules?', 'legal'],
    ['This is spam and I will report you.', 'complaint'],
    ['I want to file a complaint.', 'complaint'],
    ['Please unsubscribe me.', 'unsubscribe'],
    ['Remove me from your list.', 'unsubscribe'],
    ['Stop emailing me.', 'unsubscribe'],
    ['Merci de me désinscrire.', 'unsubscribe'],
    ['Bitte abmelden.', 'unsubscribe'],
    ['Can I talk to a real person?', 'asks_for_human'],
    ['Are you a bot?', 'asks_for_human'],
    ['Is this automated?', 'asks_for_human'],
  ])('escalates "%s" (%s)', (reply, reason) => {
    const result = needsHuman(reply);
    expect(result.escalate).toBe(true);
    expect(result.reasons).toContain(reason);
  });

  it.each([
    'Sounds good, send me a link to book a call.',
    'Not right now, maybe next quarter.',
    'Thanks! What does your tool do exactly?',
    'I am out of office until Monday.',
  ])('lets the employee answer "%s"', (reply) => {
    expect(needsHuman(reply)).toEqual({ escalate: false, reasons: [] });
  });

  it('gives every reason found', () => {
    expect(needsHuman('Stop spamming me or my lawyer will call. Unsubscribe!').reasons).toEqual([
      'unsubscribe',
      'legal',
      'complaint',
    ]);
  });
});
