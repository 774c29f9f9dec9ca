import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/helpers';
import { buildTaskMessages } from '../prompts/prompt';
import { conformToSchema, noTaskAnswer, sandboxClassification, writeSandboxAnswer } from './sandbox.model';

const key = 'sandbox-route-test-key';
const path = '/api/llm-sandbox/v1/chat/completions';
const body = { model: 'reachly-sandbox', messages: [{ role: 'user', content: 'Hello' }] };

describe('the sandbox model route', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 404, as for an unknown path, to a caller without the key, or with a session token', async () => {
    const member = await ctx.createMember();
    const { request } = ctx.withApp({ llmSandboxKey: key });
    expect((await request(path, { method: 'POST', body })).status).toBe(404);
    expect((await request(path, { method: 'POST', body, token: 'wrong-key' })).status).toBe(404);
    expect((await request(path, { method: 'POST', body, token: member.token })).status).toBe(404);
    // The app's default key is random: a guess of the test's key opens nothing there.
    expect((await ctx.request(path, { method: 'POST', body, token: key })).status).toBe(404);
  });

  it('refuses a body that is no chat completion request with 400', async () => {
    const { request } = ctx.withApp({ llmSandboxKey: key });
    const empty = await request(path, { method: 'POST', body: { model: 'm', messages: [] }, token: key });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ ok: false, error: 'messages: messages must not be empty' });
    const many = await request(path, { method: 'POST', body: { ...body, n: 2 }, token: key });
    expect(many.status).toBe(400);
  });

  it('answers with the key in OpenAI chat.completion format, content in parts accepted', async () => {
    const { app } = ctx.withApp({ llmSandboxKey: key });
    const response = await app.request(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...body,
        messages: [{ role: 'user', content: [{ type: 'text', text: 'Hello' }] }],
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      object: 'chat.completion',
      model: 'reachly-sandbox',
      choices: [{ index: 0, message: { role: 'assistant', content: noTaskAnswer }, finish_reason: 'stop' }],
    });
  });
});

describe('the sandbox model', () => {
  const messages = buildTaskMessages({
    task: 'classify_reply',
    conversation: [{ from: 'prospect', text: 'Please unsubscribe me' }],
  });

  it('shapes structured answers to the requested JSON schema, filling nothing in', () => {
    const schema = {
      type: 'object',
      properties: {
        label: { type: 'string', enum: ['interested', 'unsubscribe'] },
        reason: { type: 'string' },
        confidence: { type: ['number', 'null'] },
        tags: { type: 'array', items: { type: 'string' } },
      },
    };
    const answer = writeSandboxAnswer({
      messages,
      response_format: { type: 'json_schema', json_schema: { schema } },
    });
    expect(JSON.parse(answer)).toEqual({
      label: 'unsubscribe',
      reason: 'asks to be removed from the list',
      confidence: null,
      tags: [],
    });
  });

  it('answers json_object with the task result, and plain text for text tasks', () => {
    expect(
      JSON.parse(writeSandboxAnswer({ messages, response_format: { type: 'json_object' } })),
    ).toMatchObject({
      label: 'unsubscribe',
    });
    expect(writeSandboxAnswer({ messages: [{ role: 'user', content: 'What is 2 + 2?' }] })).toBe(
      noTaskAnswer,
    );
  });

  it('conforms values of the wrong type to empty ones', () => {
    expect(
      conformToSchema(
        { a: 3, b: 'x' },
        { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } } },
      ),
    ).toEqual({ a: '', b: 0 });
  });

  it.each([
    ["Sounds good, let's talk", 'interested'],
    ['Not interested', 'hard_no'],
    ['Yes, but not right now', 'not_now'],
  ])('reads "%s" as %s', (reply, label) => {
    expect(sandboxClassification(reply).label).toBe(label);
  });
});
