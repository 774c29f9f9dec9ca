import { describe, expect, it } from 'vitest';
import type { LlmInputs } from '../prompts/llm-inputs';
import { checkGrounding } from './grounding';

const inputs: LlmInputs = {
  task: 'reply_draft',
  prospect: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: 'Analytical Engines',
    email: 'ada@analytical.io',
    website: 'https://analytical.io',
  },
  research: {
    summary: 'Analytical Engines grew revenue by 30% in 2025 and raised $1,200,000 on March 3, 2026.',
    sources: ['https://analytical.io/about'],
  },
  employee: { name: 'Sam Reed', company: 'Reachly', calendar_link: 'https://calendly.com/sam-reed/intro' },
  conversation: [{ from: 'prospect', text: 'Could we talk on 12/05 at 10:30? Ask Grace Hopper too.' }],
};

const offending = (text: string) => checkGrounding(text, inputs).offending;

describe('checkGrounding: every fact of a message comes from its inputs', () => {
  it('passes a message made only of the inputs and ordinary words', () => {
    const text =
      "Hi Ada,\n\nThanks for your reply. Analytical Engines' growth of 30% in 2025 is impressive. Pick a time: https://calendly.com/sam-reed/intro\n\nBest,\nSam Reed\nReachly";
    expect(checkGrounding(text, inputs)).toEqual({ grounded: true, offending: [] });
  });

  it('refuses a person name the inputs do not have', () => {
    expect(offending('Hi Ada, Maria Lopez told me about you.')).toEqual([
      { kind: 'name', text: 'Maria Lopez' },
    ]);
  });

  it('refuses a company name the inputs do not have, even next to a known one', () => {
    expect(offending('Teams like Globex and Analytical Engines use it.')).toEqual([
      { kind: 'name', text: 'Globex' },
    ]);
  });

  it('accepts a name the prospect wrote in the conversation', () => {
    expect(offending('Happy to include Grace Hopper.')).toEqual([]);
  });

  it('refuses amounts and percentages that are not in the inputs, and accepts those that are', () => {
    expect(offending('You grew 30% and raised $1,200,000.')).toEqual([]);
    expect(offending('You raised 1200000 dollars.')).toEqual([]);
    expect(offending('Customers save 45% and $3,000 a month.')).toEqual([
      { kind: 'number', text: '45%' },
      { kind: 'number', text: '$3,000' },
    ]);
    expect(offending('A 15 minute call?')).toEqual([{ kind: 'number', text: '15' }]);
  });

  it('refuses dates that are not in the inputs, in any format, and accepts those that are', () => {
    expect(offending('Congrats on the round of March 3rd.')).toEqual([]);
    expect(offending('Congrats on the round of 2026-03-03.')).toEqual([]);
    expect(offending('See you on 12/05 at 10:30.')).toEqual([]);
    expect(offending('How about April 14, 2026?')).toEqual([{ kind: 'date', text: 'April 14, 2026' }]);
    expect(offending('How about 14/04?')).toEqual([{ kind: 'date', text: '14/04' }]);
    expect(offending('How about 11:00?')).toEqual([{ kind: 'number', text: '11:00' }]);
  });

  it('refuses an email address or a link the inputs do not have', () => {
    expect(offending('Write to ada@analytical.io or see https://analytical.io/about.')).toEqual([]);
    expect(offending('Your site analytical.io says so.')).toEqual([]);
    expect(offending('Write to maria@globex.com.')).toEqual([{ kind: 'email', text: 'maria@globex.com' }]);
    expect(offending('See https://analytical.io/pricing')).toEqual([
      { kind: 'link', text: 'https://analytical.io/pricing' },
    ]);
    expect(offending('Book at www.evil.example.com/book or globex.com')).toEqual([
      { kind: 'link', text: 'www.evil.example.com/book' },
      { kind: 'link', text: 'globex.com' },
    ]);
  });

  it('leaves {{first_name}}-style variables to the template, not to the check', () => {
    expect(offending('Hi {{first_name}}, how is {{company}} doing?')).toEqual([]);
  });

  it('reads names in other scripts and possessives', () => {
    expect(offending("Ada's team at Analytical Engines")).toEqual([]);
    expect(offending('Hi Ada, Zoë Élise said hello.')).toEqual([{ kind: 'name', text: 'Zoë Élise' }]);
  });

  it('catches a made-up name of two words or more at the start of a sentence, and mid-sentence', () => {
    expect(offending('Globex Corp uses it. I met Maria yesterday.')).toEqual([
      { kind: 'name', text: 'Globex Corp' },
      { kind: 'name', text: 'Maria' },
    ]);
    // A lone capitalised word before a lower-case one is read as an ordinary word (known gap).
    expect(offending('Customers like it.')).toEqual([]);
  });
});
