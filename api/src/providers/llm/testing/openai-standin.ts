/**
 * A local stand-in of an OpenAI-compatible server (issue 28 contract tests): POST
 * /v1/chat/completions on a free loopback port, answering JSON or, with `stream: true`, SSE chunks
 * in OpenAI's format, written here by hand (not by the app's code). Each request takes the next
 * scripted behaviour, if any: 429 with Retry-After, 500, a hang, malformed JSON; then `answer`.
 * `latencyMs` holds every answer that long (real time) before it starts: a model's own latency,
 * fixed, for the conversations bench (bench/ai-conversations.bench.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name: string; schema?: unknown } };
}

export type Behaviour =
  | { kind: 'rate_limited'; retryAfterSeconds?: number }
  | { kind: 'server_error'; status?: number }
  | { kind: 'hang' }
  /** Content that is no JSON, though JSON was asked for. */
  | { kind: 'malformed' }
  /** This content, whatever was asked (e.g. a "malicious" model's). */
  | { kind: 'content'; content: string };

export interface OpenAiStandIn {
  /** The base URL to give the client: http://127.0.0.1:<port>/v1 */
  baseURL: string;
  /** Behaviours for the next requests, in order (one each). */
  script(...behaviours: Behaviour[]): void;
  requests: ChatRequest[];
  /** Resolves when the stand-in has received `count` requests in all. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

const chunkOf = (model: string, delta: Record<string, string>, finish: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-standin',
    object: 'chat.completion.chunk',
    created: 1767603600,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

function answerJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function answerContent(response: ServerResponse, request: ChatRequest, content: string) {
  if (request.stream) {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunkOf(request.model, { role: 'assistant', content: '' }, null));
    // A few pieces, split on spaces, as a model writes.
    for (const piece of content.match(/\S+\s*/g) ?? [content])
      response.write(chunkOf(request.model, { content: piece }, null));
    response.write(chunkOf(request.model, {}, 'stop'));
    response.end('data: [DONE]\n\n');
    return;
  }
  answerJson(response, 200, {
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    created: 1767603600,
    model: request.model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

export interface StandInOptions {
  /** How long each completion takes before its first byte (ms of real time); none by default. */
  latencyMs?: number;
}

export async function startOpenAiStandIn(
  answer: (request: ChatRequest) => string,
  options: StandInOptions = {},
): Promise<OpenAiStandIn> {
  const latencyMs = options.latencyMs ?? 0;
  /** The model's own time before an answer (a hang never answers). */
  const modelLatency = (behaviour: Behaviour | undefined) =>
    latencyMs > 0 && behaviour?.kind !== 'hang'
      ? new Promise((resolve) => setTimeout(resolve, latencyMs))
      : Promise.resolve();
  const script: Behaviour[] = [];
  const requests: ChatRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let waiters: Array<{ count: number; resolve: () => void }> = [];

  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    if (incoming.method !== 'POST' || incoming.url !== '/v1/chat/completions') {
      answerJson(response, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      return;
    }
    const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
    requests.push(request);
    const ready = waiters.filter((waiter) => requests.length >= waiter.count);
    waiters = waiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.resolve();
    const behaviour = script.shift();
    await modelLatency(behaviour);
    if (behaviour?.kind === 'rate_limited') {
      const headers: Record<string, string> =
        behaviour.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(behaviour.retryAfterSeconds) };
      answerJson(
        response,
        429,
        { error: { message: 'Rate limit reached', type: 'rate_limit_error' } },
        headers,
      );
    } else if (behaviour?.kind === 'server_error') {
      answerJson(response, behaviour.status ?? 500, {
        error: { message: 'The server had an error', type: 'server_error' },
      });
    } else if (behaviour?.kind === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
    } else if (behaviour?.kind === 'malformed') {
      answerContent(response, request, '{"label": "interested", "reason": ');
    } else {
      answerContent(response, request, behaviour?.kind === 'content' ? behaviour.content : answer(request));
    }
  };

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch(() => answerJson(response, 400, { error: { message: 'Bad request' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    script: (...behaviours) => script.push(...behaviours),
    requests,
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
