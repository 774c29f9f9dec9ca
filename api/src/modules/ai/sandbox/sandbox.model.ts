/**
 * The sandbox model (issue 28 "The default install's provider"): what the app's own
 * OpenAI-compatible route answers when LLM_BASE_URL is unset. Deterministic: it writes from
 * templates and the inputs block of the request (prompts/prompt.ts), never inventing a fact: every
 * name, link and number in its answers is one of the inputs, so its drafts pass the grounding check.
 * Structured answers are shaped to the JSON schema the request names.
 */
import { fallbackClassification, ruleLabelOf } from '../safety/reply-rules';
import type {
  CampaignMessages,
  LlmInputs,
  ReplyClassification,
  ResearchSummary,
} from '../prompts/llm-inputs';
import { readTaskInputs } from '../prompts/prompt';
import { sandboxAssistAnswer } from '../assist/assist-tasks';

export const sandboxModelName = 'reachly-sandbox';

/** The answer to a request that follows no task convention: a fixed sentence, no facts. */
export const noTaskAnswer =
  "This is the sandbox model of the default install. It writes only from the inputs of the app's own tasks, and this request named none.";

const interestSignals =
  /\b(?:interested|sounds (?:good|great|interesting)|tell me more|let'?s (?:talk|chat|meet|book)|happy to (?:talk|chat|meet)|book a (?:call|meeting|demo)|send (?:me )?(?:a |the )?(?:link|invite|times?)|yes\b|sure\b|why not)/i;

function lastProspectText(inputs: LlmInputs): string {
  return (
    [...(inputs.conversation ?? [])].reverse().find((message) => message.from === 'prospect')?.text ?? ''
  );
}

/** The sandbox's own reading of a reply: the rules, and plain words of interest (a model may say 'interested'). */
export function sandboxClassification(replyText: string): ReplyClassification {
  if (!ruleLabelOf(replyText) && interestSignals.test(replyText))
    return { label: 'interested', reason: 'says yes or asks for a call' };
  return fallbackClassification(replyText);
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

/** The FAQ answer whose question shares the most words (at least two) with the prospect's text. */
function faqAnswer(inputs: LlmInputs, replyText: string): string | undefined {
  const asked = wordsOf(replyText);
  let best: { answer: string; score: number } | undefined;
  for (const entry of inputs.employee?.faq ?? []) {
    const score = [...wordsOf(entry.question)].filter((word) => asked.has(word)).length;
    if (score >= 2 && (!best || score > best.score)) best = { answer: entry.answer, score };
  }
  return best?.answer;
}

function replyDraft(inputs: LlmInputs): string {
  const reply = lastProspectText(inputs);
  const { label } = sandboxClassification(reply);
  const link = inputs.employee?.calendar_link;
  const meeting = link
    ? `If a short call suits you, you can pick a time here: ${link}`
    : 'If a short call suits you, tell me when you are free.';
  const bodies: Record<string, string> = {
    interested: `Thank you for your reply, I am glad to hear it. ${meeting}`,
    question:
      faqAnswer(inputs, reply) ?? 'Thank you for your question. I will come back to you with an answer.',
    not_now: 'Thank you for letting me know. I will get back in touch later.',
    hard_no: 'Thank you for your answer. I will not contact you again about this.',
    wrong_person: 'Thank you for letting me know, and sorry for the trouble.',
    out_of_office: 'Thank you, I will write again when you are back.',
    unsubscribe: 'You will not hear from us again.',
  };
  const name = inputs.prospect?.first_name?.trim();
  const signature =
    inputs.employee?.signature ??
    [inputs.employee?.name, inputs.employee?.company].filter(Boolean).join('\n');
  return [name ? `Hi ${name},` : 'Hello,', bodies[label], signature].filter(Boolean).join('\n\n');
}

function campaignMessages(inputs: LlmInputs): CampaignMessages {
  const type = inputs.campaign?.type ?? 'email';
  const steps = inputs.campaign?.steps ?? 3;
  const employee = inputs.employee ?? {};
  const channels: Array<'linkedin' | 'email'> =
    type === 'linkedin' ? ['linkedin'] : type === 'email' ? ['email'] : ['linkedin', 'email'];
  const introduction = [
    employee.name && `I am ${employee.name}`,
    employee.company && `from ${employee.company}`,
  ]
    .filter(Boolean)
    .join(' ');
  const texts = [
    [introduction && `${introduction}.`, employee.value_proposition].filter(Boolean).join(' ') ||
      'I would like to show you what we do.',
    employee.free_value ?? inputs.research?.facts?.[0] ?? 'I thought this could be useful for {{company}}.',
    employee.calendar_link
      ? `Would a short call be useful? You can pick a time here: ${employee.calendar_link}`
      : 'Would a short call be useful?',
  ];
  const messages = Array.from({ length: steps }, (_, index) => {
    const channel = channels[index % channels.length] ?? 'email';
    const body = `Hi {{first_name}},\n\n${texts[Math.min(index, texts.length - 1)]}${employee.name ? `\n\n${employee.name}` : ''}`;
    const subject =
      channel === 'email' && index === 0 ? `${employee.company ?? 'A question'} and {{company}}` : '';
    return { channel, subject, body };
  });
  return { messages };
}

function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?\n]+[.!?]?/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((s) => s.length > 20);
}

function researchSummary(inputs: LlmInputs): ResearchSummary {
  const research = inputs.research ?? {};
  const sentences = sentencesOf([research.summary, research.text].filter(Boolean).join('\n'));
  const objective = wordsOf(inputs.employee?.objective ?? '');
  // Sentences that share words with the objective first, then the page's order.
  const ranked = sentences
    .map((sentence, index) => ({
      sentence,
      index,
      score: [...wordsOf(sentence)].filter((w) => objective.has(w)).length,
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.sentence);
  const facts = research.facts?.length ? research.facts : ranked.slice(0, 5);
  return { summary: ranked.slice(0, 3).join(' '), facts };
}

/** The task's answer as a value (structured tasks) or text. */
export function sandboxAnswerOf(inputs: LlmInputs): unknown {
  switch (inputs.task) {
    case 'reply_draft':
      return replyDraft(inputs);
    case 'classify_reply':
      return sandboxClassification(lastProspectText(inputs));
    case 'campaign_messages':
      return campaignMessages(inputs);
    case 'research_summary':
      return researchSummary(inputs);
    case 'assistant_text':
    case 'personalized_message':
    case 'ai_comment':
    case 'personality_type':
      return sandboxAssistAnswer({ ...inputs, task: inputs.task });
  }
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** A value of a scalar type, or the type's empty value (null where allowed). */
function conformScalar(value: unknown, types: Array<string | undefined>): unknown {
  const empty = (fallback: unknown) => (types.includes('null') ? null : fallback);
  if (types.includes('string')) return typeof value === 'string' ? value : empty('');
  if (types.includes('number') || types.includes('integer'))
    return typeof value === 'number' ? value : empty(0);
  if (types.includes('boolean')) return typeof value === 'boolean' ? value : empty(false);
  return value ?? null;
}

/** `value` shaped to `schema`: its fields kept where they fit, the others empty (never made up). */
export function conformToSchema(value: unknown, schema: JsonSchema | undefined): unknown {
  if (!schema || typeof schema !== 'object') return value ?? null;
  if (schema.anyOf)
    return conformToSchema(value, schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum)
    return schema.enum.includes(value) ? value : types.includes('null') ? null : schema.enum[0];
  if (types.includes('object') || schema.properties) {
    const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, property]) => [
        key,
        conformToSchema(record[key], property),
      ]),
    );
  }
  if (types.includes('array'))
    return Array.isArray(value) ? value.map((item) => conformToSchema(item, schema.items)) : [];
  return conformScalar(value, types);
}

export interface SandboxRequest {
  messages: ReadonlyArray<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { schema?: unknown } };
}

/** The content of the sandbox model's answer to one request. */
export function writeSandboxAnswer(request: SandboxRequest): string {
  const inputs = readTaskInputs(request.messages);
  const answer = inputs ? sandboxAnswerOf(inputs) : noTaskAnswer;
  const format = request.response_format?.type;
  if (format === 'json_schema')
    return JSON.stringify(
      conformToSchema(answer, request.response_format?.json_schema?.schema as JsonSchema),
    );
  if (format === 'json_object') return JSON.stringify(typeof answer === 'string' ? { text: answer } : answer);
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}
