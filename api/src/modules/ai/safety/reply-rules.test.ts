import { describe, expect, it } from 'vitest';
import { fallbackClassification } from './reply-rules';

describe('fallbackClassification: the rules when the model fails', () => {
  it.each([
    ['Please unsubscribe me', 'unsubscribe'],
    ['Automatic reply: I am out of the office until May', 'out_of_office'],
    ['I am on vacation, limited access to email', 'out_of_office'],
    ['I am not the right person, you should contact our CTO', 'wrong_person'],
    ['She left the company last year', 'wrong_person'],
    ['Not interested, thanks', 'hard_no'],
    ['No thank you', 'hard_no'],
    ['Not right now, maybe next quarter', 'not_now'],
    ['What does it do?', 'question'],
  ])('reads "%s" as %s', (reply, label) => {
    expect(fallbackClassification(reply).label).toBe(label);
  });

  it.each(["Sounds great, let's talk!", 'Yes, I am interested, book a call', 'Tell me more'])(
    'never guesses interested: "%s" is left for a person (question)',
    (reply) => {
      expect(fallbackClassification(reply).label).toBe('question');
    },
  );
});
