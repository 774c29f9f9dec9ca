import { describe, expect, it } from 'vitest';
import {
  findPlaceholderErrors,
  hasBalancedBrackets,
  renderTemplate,
  textLengthAfterRender,
} from './placeholders';

describe('placeholders (spec outreach §5)', () => {
  it.each([
    ['Hi {first_name}', []],
    ['Hi {first_name:there}, how is {company_name}?', []],
    ['Hi {First_Name}', ['placeholder_not_lower_case']],
    ['Hi {nickname}', ['placeholder_unknown']],
    ['Hi {budget}', []],
    ['Hi {Budget}', ['placeholder_not_lower_case']],
    ['Hi {first_name', ['unbalanced']],
    ['Hi (there', ['unbalanced']],
    ['Hi (there})', ['unbalanced']],
    ['Hi {first_{name}}', ['unbalanced']],
    ['Hi {}', ['placeholder_empty']],
    ['(Hi) {first_name} (again)', []],
    [`{first_name:${'x'.repeat(240)}}`, ['placeholders_too_long']],
  ])('placeholders must be lower case and known, balanced parentheses: %s', (text, codes) => {
    expect(findPlaceholderErrors(text, ['Budget']).map((error) => error.code)).toEqual(codes);
  });

  it('keep placeholders under 250 characters: the message says so', () => {
    const [error] = findPlaceholderErrors(`{first_name:${'x'.repeat(240)}}`);
    expect(error?.message).toBe('Keep placeholders under 250 characters');
  });

  it('an unknown placeholder is named in the message', () => {
    expect(findPlaceholderErrors('{nickname}')[0]?.message).toBe('Unknown placeholder: {nickname}');
  });

  it.each([
    ['a(b{c}d)e', true],
    [')(', false],
    ['Thanks :) see you (soon) ;-(', true],
    ['Thanks :)) ', false],
    ['{a}}', false],
  ])('hasBalancedBrackets(%s) = %s', (text, expected) => {
    expect(hasBalancedBrackets(text)).toBe(expected);
  });

  it.each([
    ['Hi {first_name}!', { first_name: 'Ada' }, {}, 'Hi Ada!'],
    ['Hi {first_name:there}!', { first_name: '' }, {}, 'Hi there!'],
    ['Hi {first_name:there}!', { first_name: '  ' }, {}, 'Hi there!'],
    ['Hi {first_name:there}!', {}, {}, 'Hi there!'],
    ['Hi {first_name}!', {}, {}, 'Hi !'],
    ['{full_name}', { first_name: 'Ada', last_name: 'Lovelace' }, {}, 'Ada Lovelace'],
    ['Budget: {budget:unknown}', {}, { Budget: '10k' }, 'Budget: 10k'],
    ['{nickname:friend} {Nope}', {}, {}, 'friend '],
    ['Fallback with colon {position:CEO: founder}', {}, {}, 'Fallback with colon CEO: founder'],
  ])(
    'renderTemplate fills values and uses the fallback when the value is empty: %s',
    (text, prospect, custom, expected) => {
      expect(renderTemplate(text, prospect, custom)).toBe(expected);
    },
  );

  it('renderTemplate never leaves a raw {...}', () => {
    const rendered = renderTemplate('{a} {B:x} {first_name} {:y} {}', {}, {});
    expect(rendered).not.toMatch(/\{[^}]*\}/);
  });

  it('textLengthAfterRender counts the filled text', () => {
    expect(textLengthAfterRender('Hi {first_name}', { first_name: 'Ada' })).toBe(6);
  });
});
