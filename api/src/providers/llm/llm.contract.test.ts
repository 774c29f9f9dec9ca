/**
 * The LLM contract (issue 28 "Done when": contract tests for the adapter). The same suite runs on
 * (a) the sandbox model, the app's own route, through the real adapter as createLlm builds it with
 * no LLM_BASE_URL, and (b) a local stand-in of an OpenAI-compatible server over node:http
 * (testing/openai-standin.ts), which also plays what real servers do wrong: 429 with Retry-After,
 * 5xx, a hang, malformed JSON. Timers are manual: no test sleeps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  buildTaskMessages,
  CampaignMessages,
  checkGrounding,
  classifyReply,
  type LlmInputs,
  ReplyClassification,
  sandboxModelName,
} from '../../modules/ai';
import { writeSandboxAnswer } from '../../modules/ai/sandbox/sandbox.model';
import { createLlm } from './create-llm';
import { LlmError, type LlmProvider } from './llm.provider';
import { createOpenAiCompatibleLlm, type OpenAiCompatibleSettings } from './openai-compatible.adapter';
import { defaultBackoff } from './retry-policy';
import { createManualTimers, type ManualTimers } from './testing/manual-timers';
import { type OpenAiStandIn, startOpenAiStandIn } from './testing/openai-standin';

const space = 'space-a';
const timeoutMs = 60_000;

const replyInputs: LlmInputs = {
  task: 'reply_draft',
  prospect: { first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Engines', title: 'CTO' },
  employee: {
    name: 'Sam Reed',
    company: 'Reachly',
    calendar_link: 'https://calendly.com/sam-reed/intro',
    faq: [{ question: 'Do you integrate with HubSpot?', answer: 'Yes, deals sync both ways with HubSpot.' }],
  },
  conversation: [
    { from: 'employee', text: 'Hi Ada, would you like to see how Reachly books meetings?' },
    { from: 'prospect', text: "Sounds good, let's talk next week." },
  ],
};

interface Target {
  name: string;
  sandbox: boolean;
  open(timers: ManualTimers, overrides?: Partial<OpenAiCompatibleSettings>): LlmProvider;
}

let ctx: TestContext;
let standin: OpenAiStandIn;
const sandboxKey = 'sandbox-key-of-this-test';

beforeAll(async () => {
  ctx = await createTestContext();
  // The stand-in writes what the sandbox would: the shared assertions hold on both.
  standin = await startOpenAiStandIn((request) => writeSandboxAnswer(request));
});
afterAll(async () => {
  await standin?.close();
  await ctx?.close();
});

const deterministicBackoff = { ...defaultBackoff, random: () => 1 };

const targets: Target[] = [
  {
    name: 'the sandbox model (the app route, through createLlm without LLM_BASE_URL)',
    sandbox: true,
    open: (timers, overrides) => {
      const { app } = ctx.withApp({ llmSandboxKey: sandboxKey });
      return createLlm({
        env: {},
        sandbox: { key: sandboxKey, model: sandboxModelName, fetch: (request) => app.fetch(request) },
        overrides: { timers, backoff: deterministicBackoff, ...overrides },
      });
    },
  },
  {
    name: 'an OpenAI-compatible server (local stand-in over HTTP)',
    sandbox: false,
    open: (timers, overrides) =>
      createOpenAiCompatibleLlm({
        baseURL: standin.baseURL,
        apiKey: 'sk-standin',
        model: 'standin-model',
        isSandbox: false,
        timers,
        backoff: deterministicBackoff,
        timeoutMs,
        ...overrides,
      }),
  },
];

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe.each(targets)('LLM contract on $name', (target) => {
  it('says whether it is the sandbox model', () => {
    expect(target.open(createManualTimers()).isSandbox).toBe(target.sandbox);
  });

  it('completes a reply draft from the inputs alone: every fact grounded', async () => {
    const llm = target.open(createManualTimers());
    const text = await llm.complete({ space, messages: buildTaskMessages(replyInputs) });
    expect(text.startsWith('Hi Ada,')).toBe(true);
    expect(text).toContain('https://calendly.com/sam-reed/intro');
    expect(text).toContain('Sam Reed');
    expect(checkGrounding(text, replyInputs)).toEqual({ grounded: true, offending: [] });
  });

  it('answers structured output as JSON of the schema, parsed and validated', async () => {
    const llm = target.open(createManualTimers());
    const classification = await llm.structured({
      space,
      messages: buildTaskMessages({ ...replyInputs, task: 'classify_reply' }),
      schema: ReplyClassification,
      name: 'classify_reply',
    });
    expect(classification.label).toBe('interested');
    const campaign = await llm.structured({
      space,
      messages: buildTaskMessages({
        ...replyInputs,
        task: 'campaign_messages',
        campaign: { type: 'linkedin_email', steps: 4 },
      }),
      schema: CampaignMessages,
      name: 'campaign_messages',
    });
    expect(campaign.messages.map((message) => message.channel)).toEqual([
      'linkedin',
      'email',
      'linkedin',
      'email',
    ]);
    for (const message of campaign.messages) {
      expect(message.body.startsWith('Hi {{first_name}},')).toBe(true);
      expect(checkGrounding(`${message.subject}\n${message.body}`, replyInputs).offending).toEqual([]);
    }
  });

  it('streams the same text in pieces', async () => {
    const llm = target.open(createManualTimers());
    const whole = await llm.complete({ space, messages: buildTaskMessages(replyInputs) });
    const pieces = await collect(llm.stream({ space, messages: buildTaskMessages(replyInputs) }));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(whole);
  });

  it('ends a call whose signal is already aborted with "aborted", sending nothing', async () => {
    const llm = target.open(createManualTimers());
    const before = standin.requests.length;
    const controller = new AbortController();
    controller.abort();
    const error = await llm
      .complete({ space, messages: buildTaskMessages(replyInputs), signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe('aborted');
    expect(standin.requests.length).toBe(before);
  });

  it('classifies a reply through the model', async () => {
    const llm = target.open(createManualTimers());
    const result = await classifyReply(llm, { space, replyText: 'Yes, tell me more about it.' });
    expect(result).toMatchObject({ label: 'interested', source: 'model' });
  });
});

/** The error a call ends with (the test fails if it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<LlmError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected an LlmError, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(LlmError);
  return outcome.error as LlmError;
}

describe('LLM adapter against what real servers do wrong (stand-in)', () => {
  const stand = targets[1] as Target;
  const messages = buildTaskMessages(replyInputs);
  const notTheTimeout = (milliseconds: number) => milliseconds !== timeoutMs;

  it('waits as long as Retry-After says after a 429, then answers', async () => {
    const timers = createManualTimers();
    const llm = stand.open(timers);
    standin.script({ kind: 'rate_limited', retryAfterSeconds: 7 });
    const start = standin.requests.length;
    const waited = timers.nextTimer(notTheTimeout);
    const answer = llm.complete({ space, messages });
    expect(await waited).toBe(7_000);
    expect(standin.requests.length).toBe(start + 1);
    timers.advance(6_999);
    expect(standin.requests.length).toBe(start + 1);
    timers.advance(1);
    expect((await answer).startsWith('Hi Ada,')).toBe(true);
    expect(standin.requests.length).toBe(start + 2);
  });

  it('gives up as rate_limited after the attempts, with exponential backoff between them', async () => {
    const timers = createManualTimers();
    const llm = stand.open(timers, { maxAttempts: 3 });
    standin.script({ kind: 'rate_limited' }, { kind: 'rate_limited' }, { kind: 'rate_limited' });
    const start = standin.requests.length;
    const answer = failureOf(llm.complete({ space, messages }));
    expect(await timers.nextTimer(notTheTimeout)).toBe(500);
    const second = timers.nextTimer(notTheTimeout);
    timers.advance(500);
    expect(await second).toBe(1_000);
    timers.advance(1_000);
    const error = await answer;
    expect(error.kind).toBe('rate_limited');
    expect(error.details).toMatchObject({ status: 429, attempts: 3 });
    expect(standin.requests.length).toBe(start + 3);
  });

  it("does not wait for a Retry-After beyond the call's time: rate_limited at once", async () => {
    const llm = stand.open(createManualTimers());
    standin.script({ kind: 'rate_limited', retryAfterSeconds: 600 });
    const start = standin.requests.length;
    const error = await failureOf(llm.complete({ space, messages }));
    expect(error.kind).toBe('rate_limited');
    expect(standin.requests.length).toBe(start + 1);
  });

  it('retries a 500 and answers', async () => {
    const timers = createManualTimers();
    const llm = stand.open(timers);
    standin.script({ kind: 'server_error', status: 500 });
    const waited = timers.nextTimer(notTheTimeout);
    const answer = llm.complete({ space, messages });
    expect(await waited).toBe(500);
    timers.advance(500);
    expect((await answer).startsWith('Hi Ada,')).toBe(true);
  });

  it('does not retry a refusal (400): unavailable after one attempt', async () => {
    const llm = stand.open(createManualTimers());
    standin.script({ kind: 'server_error', status: 400 });
    const start = standin.requests.length;
    const error = await failureOf(llm.complete({ space, messages }));
    expect(error.kind).toBe('unavailable');
    expect(error.details.status).toBe(400);
    expect(standin.requests.length).toBe(start + 1);
  });

  it('ends a hanging call with timeout when its time runs out, and nothing comes after', async () => {
    const timers = createManualTimers();
    const llm = stand.open(timers);
    standin.script({ kind: 'hang' });
    const start = standin.requests.length;
    const answer = failureOf(llm.complete({ space, messages }));
    await standin.received(start + 1);
    timers.advance(timeoutMs - 1);
    timers.advance(1);
    expect((await answer).kind).toBe('timeout');
    expect(standin.requests.length).toBe(start + 1);
  });

  it('ends a stream that stops sending with timeout', async () => {
    const timers = createManualTimers();
    const llm = stand.open(timers);
    standin.script({ kind: 'hang' });
    const start = standin.requests.length;
    const pieces = failureOf(collect(llm.stream({ space, messages })));
    await standin.received(start + 1);
    timers.advance(timeoutMs);
    expect((await pieces).kind).toBe('timeout');
  });

  it('refuses malformed JSON and JSON of another shape: malformed_output, never passed on', async () => {
    const llm = stand.open(createManualTimers());
    const classify = () =>
      llm.structured({
        space,
        messages: buildTaskMessages({ ...replyInputs, task: 'classify_reply' }),
        schema: ReplyClassification,
        name: 'classify_reply',
      });
    standin.script({ kind: 'malformed' });
    const start = standin.requests.length;
    const malformed = await failureOf(classify());
    expect(malformed.kind).toBe('malformed_output');
    expect(standin.requests.length).toBe(start + 1);
    standin.script({ kind: 'content', content: '{"label": "very_interested", "reason": "!"}' });
    const wrongShape = await failureOf(classify());
    expect(wrongShape.kind).toBe('malformed_output');
    expect(wrongShape.message).toContain('label');
  });

  it('falls back to the rules when the model fails, never guessing interested', async () => {
    const llm = stand.open(createManualTimers());
    standin.script({ kind: 'malformed' });
    const result = await classifyReply(llm, { space, replyText: "Sounds great, let's talk!" });
    expect(result).toMatchObject({ label: 'question', source: 'rules', modelError: 'malformed_output' });
    standin.script({ kind: 'malformed' });
    const later = await classifyReply(llm, { space, replyText: 'Not right now, maybe next quarter.' });
    expect(later).toMatchObject({ label: 'not_now', source: 'rules' });
  });

  it("runs at most the workspace's limit of calls at once; other workspaces are not held up", async () => {
    const timers = createManualTimers();
    const llm = stand.open(timers, { concurrencyPerSpace: 1 });
    standin.script({ kind: 'hang' });
    const start = standin.requests.length;
    const first = failureOf(llm.complete({ space: 'busy', messages }));
    await standin.received(start + 1);
    const second = llm.complete({ space: 'busy', messages });
    const other = await llm.complete({ space: 'quiet', messages });
    expect(other.startsWith('Hi Ada,')).toBe(true);
    // The second call of 'busy' has not reached the server: it waits for the first one's slot.
    expect(standin.requests.length).toBe(start + 2);
    timers.advance(timeoutMs);
    expect((await first).kind).toBe('timeout');
    expect((await second).startsWith('Hi Ada,')).toBe(true);
    expect(standin.requests.length).toBe(start + 3);
  });
});
