/**
 * The model's tasks of "AI in the rest of the product" (issue 28): the campaign step editor's
 * assistant, the AI message of a step, the AI comment and the personality type. Each is one task of
 * prompts/prompt.ts (its instructions below, its inputs as quoted data); the sandbox model answers
 * them here from the inputs alone, so its answers pass the grounding check.
 */
import { z } from 'zod';
import type { LlmInputs, LlmTask } from '../prompts/llm-inputs';

export const assistTasks = [
  'assistant_text',
  'personalized_message',
  'ai_comment',
  'personality_type',
] as const;
export type AssistTask = (typeof assistTasks)[number];

/** What the step editor's assistant does to a step's text. */
export const assistActions = ['write', 'improve', 'shorten'] as const;
export type AssistAction = (typeof assistActions)[number];

/** spec: outreach §3 "Post AI comment (tones: positive, disagree, question, joke, idea, formal)". */
export const commentTones = ['positive', 'disagree', 'question', 'joke', 'idea', 'formal'] as const;
export type CommentTone = (typeof commentTones)[number];

/** The personality types a reveal_personality step gives (DISC). */
export const personalityTypes = ['dominant', 'influential', 'steady', 'conscientious'] as const;
export type PersonalityType = (typeof personalityTypes)[number];

const placeholderRule =
  'Keep every placeholder in braces, such as {first_name} or {company_name:your team}, exactly as written, and add no placeholder that the text or the allowed list does not have.';

export const assistTaskInstructions: Record<AssistTask, string> = {
  assistant_text: `Rewrite or write the text of one outreach step as inputs.assist.action says: write (a new message from assist.instructions), improve (clearer and friendlier, same meaning), shorten (about half as long, same meaning). Answer with the message text only. ${placeholderRule} Allowed placeholders: inputs.assist.placeholders.`,
  personalized_message:
    "Personalise the step's message (inputs.message.text, already filled for this prospect) for the prospect in inputs.prospect: keep its offer and call to action, mention only facts of the inputs. Answer with the message text only.",
  ai_comment:
    "Write a short comment (one or two sentences) on the prospect's latest post, in the tone inputs.comment.tone (positive, disagree, question, joke, idea, formal), following inputs.comment.guidance when given. Answer with the comment text only.",
  personality_type:
    "From the prospect's profile text (position, industry, about), give their DISC personality type (dominant, influential, steady, conscientious), up to three traits the profile shows, and one sentence of advice on how to write to them. Answer with JSON only.",
};

/** personality_type's answer. */
export const PersonalityAnswer = z.object({
  type: z.enum(personalityTypes),
  traits: z.array(z.string()).max(5),
  advice: z.string(),
});
export type PersonalityAnswer = z.infer<typeof PersonalityAnswer>;

/** Words of a profile that point at each DISC type (the sandbox's reading, and nothing else). */
const personalitySignals: Record<PersonalityType, RegExp> = {
  dominant:
    /\b(ceo|cto|cfo|coo|founder|co-founder|owner|president|chief|director|head|vp|vice president|managing|partner|executive|lead)\b/gi,
  influential:
    /\b(sales|marketing|community|partnerships?|evangelist|communications?|brand|events?|business development|growth|public relations|speaker|creator)\b/gi,
  steady:
    /\b(support|success|hr|people|human resources|operations|care|nurse|teacher|assistant|coordinator|office|recruit(?:er|ing)|talent)\b/gi,
  conscientious:
    /\b(engineer(?:ing)?|analyst|developer|finance|accountant|accounting|data|scientist|quality|legal|compliance|architect|research(?:er)?|security|controller|auditor)\b/gi,
};

const personalityTraits: Record<PersonalityType, { traits: string[]; advice: string }> = {
  dominant: {
    traits: ['direct', 'decisive', 'results-driven'],
    advice: 'Be brief and lead with the result you offer; ask for one clear decision.',
  },
  influential: {
    traits: ['outgoing', 'enthusiastic', 'people-oriented'],
    advice: 'Be warm and personal; share the idea and the people it helps before the details.',
  },
  steady: {
    traits: ['patient', 'supportive', 'reliable'],
    advice: 'Be calm and friendly; explain the steps and reassure them that nothing changes abruptly.',
  },
  conscientious: {
    traits: ['analytical', 'precise', 'careful'],
    advice: 'Be exact and structured; give facts and how it works, and leave them time to check.',
  },
};

/** The profile text a personality is read from; empty when the prospect has none. */
export function profileTextOf(prospect: Record<string, unknown> | undefined): string {
  if (!prospect) return '';
  return ['title', 'industry', 'about', 'headline']
    .map((key) => prospect[key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join('\n');
}

function sandboxPersonality(inputs: LlmInputs): PersonalityAnswer {
  const text = profileTextOf(inputs.prospect);
  let best: PersonalityType = 'steady';
  let bestScore = 0;
  for (const type of personalityTypes) {
    const score = text.match(personalitySignals[type])?.length ?? 0;
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  return { type: best, ...personalityTraits[best] };
}

const sentencePattern = /[^.!?\n]+[.!?]*/g;

function sentencesOf(text: string): string[] {
  return (text.match(sentencePattern) ?? []).map((sentence) => sentence.trim()).filter(Boolean);
}

const capitalised = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);
const ended = (sentence: string) => (/[.!?:,]$/.test(sentence) ? sentence : `${sentence}.`);
const greetingPattern = /^(hi|hello|hey|dear|bonjour|hallo|hola|olá)\b/i;

/** write: the person's instructions as the message; improve: tidy sentences, greeting; shorten: the first half. */
function sandboxAssistant(inputs: LlmInputs): string {
  const assist = (inputs.assist ?? {}) as { action?: string; text?: string; instructions?: string };
  const text = (assist.text ?? '').trim();
  if (assist.action === 'write') {
    const asked = sentencesOf(assist.instructions ?? '').map((sentence) => ended(capitalised(sentence)));
    const body = asked.join(' ') || 'I would like to show you what we do.';
    return `Hi {first_name},\n\n${body}\n\nWould a short call be useful?`;
  }
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (assist.action === 'shorten') {
    const sentences = sentencesOf(paragraphs.join('\n'));
    const keep = Math.max(1, Math.ceil(sentences.length / 2));
    // Sentences with a placeholder are kept, so no variable is lost.
    const kept = sentences.filter((sentence, index) => index < keep || sentence.includes('{'));
    return kept.join(' ');
  }
  const improved = paragraphs.map((paragraph) =>
    sentencesOf(paragraph)
      .map((sentence) => ended(capitalised(sentence)))
      .join(' '),
  );
  if (!greetingPattern.test(improved[0] ?? '')) improved.unshift('Hi {first_name},');
  return improved.join('\n\n');
}

/** The step's text as written for the prospect, with one line on their role where the inputs have it. */
function sandboxPersonalised(inputs: LlmInputs): string {
  const message = (inputs.message ?? {}) as { text?: string };
  const prospect = inputs.prospect ?? {};
  const text = (message.text ?? '').trim();
  if (!prospect.title || text === '') return text;
  const role = prospect.company ? `${prospect.title} at ${prospect.company}` : prospect.title;
  const [first, ...rest] = text.split('\n');
  const line = `As ${role}, you may find this useful.`;
  return greetingPattern.test(first ?? '')
    ? [first, '', line, ...rest].join('\n').replace(/\n{3,}/g, '\n\n')
    : `${line}\n\n${text}`;
}

const commentTemplates: Record<CommentTone, string> = {
  positive: 'Great post{name}, thank you for sharing this.',
  disagree: 'Interesting view{name}, though I see it a little differently: the details matter here.',
  question: 'Thanks for sharing{name}. How did you arrive at this?',
  joke: 'Now I know what to read with my morning coffee{name}.',
  idea: 'Good point{name}. It would be interesting to see this tried in practice.',
  formal: 'Thank you for this insightful post{name}.',
};

function sandboxComment(inputs: LlmInputs): string {
  const comment = (inputs.comment ?? {}) as { tone?: string };
  const tone = (commentTones as readonly string[]).includes(comment.tone ?? '')
    ? (comment.tone as CommentTone)
    : 'positive';
  const name = inputs.prospect?.first_name?.trim();
  return commentTemplates[tone].replace('{name}', name ? `, ${name}` : '');
}

/** The sandbox's answer to one of these tasks. */
export function sandboxAssistAnswer(inputs: LlmInputs & { task: AssistTask }): unknown {
  switch (inputs.task) {
    case 'assistant_text':
      return sandboxAssistant(inputs);
    case 'personalized_message':
      return sandboxPersonalised(inputs);
    case 'ai_comment':
      return sandboxComment(inputs);
    case 'personality_type':
      return sandboxPersonality(inputs);
  }
}

export function isAssistTask(task: LlmTask): task is AssistTask {
  return (assistTasks as readonly string[]).includes(task);
}
