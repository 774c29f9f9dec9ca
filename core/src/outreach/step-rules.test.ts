import { describe, expect, it } from 'vitest';
import type { StepJson } from './campaign.types';
import {
  minimumStepDelayHours,
  searchUrlError,
  stepTextErrors,
  urlError,
  validateCampaign,
} from './step-rules';

let counter = 0;
function step(kind: StepJson['kind'], extra: Partial<StepJson> = {}): StepJson {
  counter += 1;
  return { key: `s${counter}`, number: counter, kind, wait_days: 2, wait_hours: 0, ...extra };
}
const validEmail = (extra: Partial<StepJson> = {}) =>
  step('send_email', {
    subject: 'Hello {first_name}',
    text: 'Hi {first_name:there}',
    email_type: 'work',
    config: { integration_id: 'int1' },
    ...extra,
  });

function errorsOf(steps: StepJson[], options: { isEmailOnly?: boolean; minimumDelayHours?: number } = {}) {
  return validateCampaign({
    isEmailOnly: options.isEmailOnly ?? false,
    sequenceType: 'simple',
    steps,
    ...(options.minimumDelayHours !== undefined ? { minimumDelayHours: options.minimumDelayHours } : {}),
    knownCustomFields: ['budget'],
  }).map((error) => `${error.field ?? '-'}: ${error.message}`);
}

describe('step rules (spec outreach §5)', () => {
  it('a valid campaign has no errors', () => {
    expect(
      errorsOf([step('view_profile'), step('connection_by_email'), step('connection_request'), validEmail()]),
    ).toEqual([]);
  });

  it('an empty draft is valid (steps are added later)', () => {
    expect(errorsOf([])).toEqual([]);
  });

  it.each([
    ['Only one InMail step', 'send_inmail', 'kind: Only one InMail step per campaign'],
    [
      'one connection request step',
      'connection_request',
      'kind: Only one connection request step per campaign',
    ],
    [
      'one connection-by-email step',
      'connection_by_email',
      'kind: Only one connection-by-email step per campaign',
    ],
  ] as const)('%s per campaign', (_name, kind, message) => {
    const extra = kind === 'send_inmail' ? { subject: 'Hi', text: 'Hello' } : {};
    expect(errorsOf([step(kind, extra), step(kind, extra)])).toEqual([message]);
  });

  it('the connection-by-email step must come before the connection request step', () => {
    expect(errorsOf([step('connection_request'), step('connection_by_email')])).toEqual([
      'kind: The connection-by-email step must come before the connection request step',
    ]);
  });

  it('the connection-by-email order in a smart sequence follows the links', () => {
    const request = step('connection_request', { key: 'r', number: 1, positive_key: 'e', negative_key: 'e' });
    const byEmail = step('connection_by_email', { key: 'e', number: 2 });
    const errors = validateCampaign({ isEmailOnly: false, sequenceType: 'smart', steps: [request, byEmail] });
    expect(errors.map((error) => error.message)).toEqual([
      'The connection-by-email step must come before the connection request step',
    ]);
  });

  it.each([['view_profile'], ['send_message'], ['connection_request'], ['ai_comment']] as const)(
    'no social steps in email-only campaigns: %s',
    (kind) => {
      const s = step(kind, { text: 'Hi', config: { tone: 'positive' } });
      expect(errorsOf([s], { isEmailOnly: true })).toContain(
        'kind: This step is not available in email-only campaigns',
      );
    },
  );

  it('no video in email-only campaigns', () => {
    expect(errorsOf([validEmail({ video_id: 'v1' })], { isEmailOnly: true })).toEqual([
      'video_id: No video in email-only campaigns',
    ]);
  });

  it('only one video pattern', () => {
    const messageStep = (video: string) => step('send_message', { text: 'Hi', video_id: video });
    expect(errorsOf([messageStep('v1'), messageStep('v1')])).toEqual([]);
    expect(errorsOf([messageStep('v1'), messageStep('v2')])).toEqual([
      'video_id: Only one video pattern per campaign',
    ]);
  });

  it('{video} is a known placeholder: an email step with a video may place its link anywhere in the text', () => {
    expect(errorsOf([validEmail({ video_id: 'v1', text: 'Hi {first_name}, watch this: {video}' })])).toEqual(
      [],
    );
  });

  it('only one video pattern per message', () => {
    expect(errorsOf([validEmail({ video_id: 'v1', text: '{video} and again {video:here}' })])).toEqual([
      'text: Only one video pattern per message',
    ]);
  });

  it('the video pattern goes in the message, not the subject', () => {
    expect(errorsOf([validEmail({ video_id: 'v1', subject: 'For you {video}' })])).toEqual([
      'subject: The video pattern goes in the message, not the subject',
    ]);
  });

  it('a {video} pattern needs a chosen video', () => {
    expect(errorsOf([validEmail({ text: 'Watch {video}' })])).toEqual([
      'video_id: Choose a video for the {video} pattern',
    ]);
  });

  it('no video in email-only campaigns: neither a chosen video nor a {video} pattern', () => {
    expect(errorsOf([validEmail({ text: 'Watch {video}' })], { isEmailOnly: true })).toEqual([
      'text: No video in email-only campaigns',
    ]);
    expect(errorsOf([validEmail({ video_id: 'v1', text: 'Watch {video}' })], { isEmailOnly: true })).toEqual([
      'video_id: No video in email-only campaigns',
      'text: No video in email-only campaigns',
    ]);
  });

  it.each([
    ['subject', { subject: '' }, 'subject: Fill this field'],
    ['from', { config: {} }, 'config.integration_id: Fill this field'],
    ['to address', { email_type: null }, 'email_type: Fill this field'],
    ['a known to address', { email_type: 'other' as never }, 'email_type: Fill this field'],
    ['text', { text: '   ' }, 'text: Fill this field'],
  ])('email step needs subject, from and to address: %s', (_name, extra, message) => {
    expect(errorsOf([validEmail(extra)])).toEqual([message]);
  });

  it('a threaded email reuses the thread subject; an AI message needs no text', () => {
    expect(errorsOf([validEmail({ subject: '', thread: true, text: '', is_ai_message: true })])).toEqual([]);
  });

  it('SMS needs a sender', () => {
    expect(errorsOf([step('send_sms', { text: 'Hi' })])).toEqual(['config.from_number: Fill this field']);
    expect(errorsOf([step('send_sms', { text: 'Hi', config: { from_number: '+15550001' } })])).toEqual([]);
  });

  it('a label step needs a label', () => {
    expect(errorsOf([step('add_label')])).toEqual(['config.label_id: Fill this field']);
    expect(errorsOf([step('add_label', { config: { label_id: 'l1' } })])).toEqual([]);
  });

  it.each([
    ['https://hooks.example.com/in', []],
    ['hooks.example.com/in?x=1', []],
    ['http://example.travel', []],
    ['not a url', ['config.url: This field should be a valid URL']],
    ['https://example.c', ['config.url: This field should be a valid URL']],
    ['https://example.abcdefghi', ['config.url: This field should be a valid URL']],
    [' https://example.com', ['config.url: Remove leading and trailing spaces']],
    ['', ['config.url: Fill this field']],
  ])('webhook URL must be valid: %s', (url, expected) => {
    expect(errorsOf([step('send_webhook', { config: { url } })])).toEqual(expected);
  });

  it('event URL must be valid', () => {
    expect(errorsOf([step('invite_to_event', { config: { event_url: 'nope' } })])).toEqual([
      'config.event_url: This field should be a valid URL',
    ]);
  });

  it('The URL must have {protocol} protocol', () => {
    expect(urlError('example.com', { protocol: 'https' })?.message).toBe('The URL must have https protocol');
    expect(urlError('https://example.com', { protocol: 'https' })).toBeNull();
  });

  it.each([
    ['post', 'https://www.linkedin.com/posts/abc', null],
    ['group', 'linkedin', 'This field should be a valid URL'],
    ['event', '', 'Fill this field'],
    ['api', null, null],
    ['csv', null, null],
  ])('search URLs (%s) must be valid', (linkType, url, message) => {
    expect(searchUrlError(linkType, url)?.message ?? null).toBe(message);
  });

  it('minimum delay: a too-small delay between two messages gives "Can not add action"', () => {
    const first = step('send_message', { text: 'Hi', wait_days: 0, wait_hours: 0 });
    const second = step('send_email', { ...validEmail(), wait_days: 0, wait_hours: 1 });
    expect(errorsOf([first, second], { minimumDelayHours: 2 })).toEqual(['wait: Can not add action']);
    expect(
      errorsOf([first, step('send_message', { text: 'Hi again', wait_days: 0, wait_hours: 0 })], {
        minimumDelayHours: minimumStepDelayHours,
      }),
    ).toEqual(['wait: Can not add action']);
    expect(
      errorsOf([first, step('send_email', { ...validEmail(), wait_days: 0, wait_hours: 2 })], {
        minimumDelayHours: 2,
      }),
    ).toEqual([]);
  });

  it('minimum delay: steps that do not message after a message, and a message after them, may follow at once', () => {
    const now = { wait_days: 0, wait_hours: 0 };
    expect(
      errorsOf(
        [
          step('view_profile', now),
          step('connection_request', now),
          step('send_message', { text: 'Thanks for connecting', ...now }),
          step('follow', now),
          step('send_message', { text: 'Hi again', ...now }),
        ],
        { minimumDelayHours: minimumStepDelayHours },
      ),
    ).toEqual([]);
  });

  it('minimum delay in a smart sequence: checked against every step that links to the message', () => {
    const now = { wait_days: 0, wait_hours: 0 };
    const view = step('view_profile', now);
    const email = step('send_email', { ...validEmail(), ...now });
    const message = step('send_message', { text: 'Hi', ...now });
    const startedWithView = { ...view, positive_key: email.key };
    const emailLinks = { ...email, positive_key: message.key, negative_key: message.key };
    const errors = validateCampaign({
      isEmailOnly: false,
      sequenceType: 'smart',
      steps: [startedWithView, emailLinks, message],
      minimumDelayHours: minimumStepDelayHours,
    });
    expect(errors.map((error) => [error.stepKey, error.code])).toEqual([[message.key, 'delay_too_small']]);
  });

  it.each([[{ wait_hours: 24 }], [{ wait_days: -1 }], [{ wait_hours: 1.5 }]])(
    'wait hours are 0 to 23: %o',
    (extra) => {
      expect(errorsOf([step('follow', extra)])).toEqual([
        'wait: Wait hours must be 0 to 23 and days 0 to 365',
      ]);
    },
  );

  it('placeholder errors are shown on the field', () => {
    expect(errorsOf([step('send_message', { text: 'Hi {First_name} {budget} {nickname}' })])).toEqual([
      'text: Placeholders must be lower case: {First_name}',
      'text: Unknown placeholder: {nickname}',
    ]);
  });

  it('no leading or trailing space in a subject', () => {
    expect(errorsOf([validEmail({ subject: ' Hello' })])).toEqual([
      'subject: Remove leading and trailing spaces',
    ]);
  });

  it.each([
    ['subject', validEmail({ subject: 'x'.repeat(201) }), 'subject: message can not be longer than 200'],
    [
      'message',
      step('send_message', { text: 'x'.repeat(8001) }),
      'text: message can not be longer than 8000',
    ],
    [
      'task name',
      step('manual_task', { config: { task_name: 'x'.repeat(101) } }),
      'config.task_name: message can not be longer than 100',
    ],
  ])('message can not be longer than {count}: %s', (_name, s, message) => {
    expect(errorsOf([s])).toEqual([message]);
  });

  it('connection note over 200 and InMail over 1900 characters after rendering are not save errors', () => {
    expect(errorsOf([step('connection_request', { text: 'x'.repeat(250) })])).toEqual([]);
  });

  it('each step needs its own key', () => {
    expect(errorsOf([step('follow', { key: 'k' }), step('view_profile', { key: 'k' })])).toEqual([
      'key: Each step needs its own key',
    ]);
  });

  it('smart: Please, fix all unconnected elements! and loops are refused', () => {
    const a = step('send_message', { key: 'a', number: 1, text: 'Hi', positive_key: 'b', negative_key: 'a' });
    const b = step('follow', { key: 'b', number: 2 });
    const lost = step('follow', { key: 'lost', number: 3 });
    const errors = validateCampaign({ isEmailOnly: false, sequenceType: 'smart', steps: [a, b, lost] });
    expect(errors.map((error) => `${error.stepKey}: ${error.message}`)).toEqual([
      'lost: Please, fix all unconnected elements!',
      'a: A sequence can not loop back to an earlier step',
    ]);
  });
});

describe('stepTextErrors (texts kept outside a campaign: message templates)', () => {
  it("keeps the step kind's limits and placeholder messages", () => {
    expect(stepTextErrors('connection_request', { text: 'x'.repeat(301) }).map((e) => e.message)).toEqual([
      'message can not be longer than 300',
    ]);
    expect(stepTextErrors('send_message', { text: 'Hi {Name}' }).map((e) => [e.field, e.code])).toEqual([
      ['text', 'placeholder_not_lower_case'],
    ]);
  });

  it('presence overrides whether a field is required', () => {
    expect(stepTextErrors('connection_request', { text: '' })).toEqual([]);
    expect(
      stepTextErrors('connection_request', { text: '' }, { presence: { text: 'required' } }).map(
        (e) => e.message,
      ),
    ).toEqual(['Fill this field']);
    expect(stepTextErrors('send_inmail', { text: 'Hi' }, { presence: { subject: 'optional' } })).toEqual([]);
    expect(stepTextErrors('send_inmail', { text: 'Hi' }).map((e) => e.field)).toEqual(['subject']);
  });
});
