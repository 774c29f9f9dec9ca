import { seededRandom } from '@outreach/core/mail/warmup';

/**
 * The texts of warm-up mails: ordinary short notes between colleagues, put together from parts so
 * that no two days look alike (mail filters learn a repeated template). `template` (stored on the
 * send) seeds the choice, so a retried send carries the same words.
 */
const subjects = [
  'Quick question about next week',
  'Notes from our call',
  'Following up on the draft',
  'Lunch on Thursday?',
  'The numbers you asked for',
  'Agenda for Monday',
  'A thought on the proposal',
  'Thanks for the intro',
  'Catching up',
  'Small update on the project',
  'Can we move our meeting?',
  'Feedback on the slides',
] as const;

const greetings = ['Hi {name},', 'Hello {name},', 'Hey {name},', 'Good morning {name},', '{name},'] as const;

const openings = [
  'I hope your week is going well.',
  'Thanks again for your time earlier.',
  'Just picking up where we left off.',
  'I went through the notes this morning.',
  'Hope you had a good weekend.',
  'Sorry for the slow reply on this one.',
] as const;

const bodies = [
  'Could you send me the latest version when you get a chance? I would like to read it before we meet.',
  'I think the second option works best for us, but I am happy to talk it through if you see it differently.',
  'The team liked the plan. We only have a couple of small questions about the timeline.',
  'Would Thursday afternoon suit you for a short call? Any time after two works on my side.',
  'I added my comments to the document. Nothing major, mostly wording in the last section.',
  'We are a little behind on the first part, so I moved the review to the end of the month.',
  'Let me know if you need anything else from me before Friday.',
  'I spoke with the others and everyone is fine with the new dates.',
] as const;

const closings = ['Best,', 'Thanks,', 'Cheers,', 'Talk soon,', 'Kind regards,', 'All the best,'] as const;

const replies = [
  'Thanks, that works for me.',
  'Sounds good, I will take a look today.',
  'Great, thank you for the update!',
  'Perfect, see you then.',
  'Got it, I will get back to you by tomorrow.',
  'Thanks for sending this over.',
] as const;

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length) % list.length] as T;
}

/** The first name a text greets: the part of the address before a dot or the @, capitalised. */
export function firstNameOf(address: string, name: string | null): string {
  const fromName = name?.trim().split(/\s+/)[0];
  if (fromName) return fromName;
  const local = (address.split('@')[0] ?? '').split(/[._-]/)[0] ?? '';
  return local ? local.charAt(0).toUpperCase() + local.slice(1) : 'there';
}

export interface WarmupText {
  subject: string;
  text: string;
  html: string;
}

function htmlOf(text: string): string {
  return text
    .split('\n\n')
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

/** A warm-up mail from `sender` to `recipient` (first names), its words chosen by `template`. */
export function warmupText(template: number, recipient: string, sender: string): WarmupText {
  const random = seededRandom(template);
  const text = [
    pick(greetings, random).replace('{name}', recipient),
    `${pick(openings, random)} ${pick(bodies, random)}`,
    `${pick(closings, random)}\n${sender}`,
  ].join('\n\n');
  return { subject: pick(subjects, random), text, html: htmlOf(text) };
}

/** The answer to a warm-up mail: a line or two, quoting nothing. */
export function warmupReplyText(
  template: number,
  subject: string,
  recipient: string,
  sender: string,
): WarmupText {
  const random = seededRandom(template ^ 0x5bd1e995);
  const text = [
    pick(greetings, random).replace('{name}', recipient),
    pick(replies, random),
    `${pick(closings, random)}\n${sender}`,
  ].join('\n\n');
  return { subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`, text, html: htmlOf(text) };
}
