/**
 * JSON over HTTP as the adapters to outside APIs call it (Name.com's registrar, Calendly): the
 * request, and the answer's body read. Each adapter keeps its own words for what went wrong.
 */

/** One request: JSON asked for, `body` (when there is one) sent as JSON, with `authorization`. */
export function sendJson(
  doFetch: typeof fetch,
  url: string,
  request: { method: string; authorization: string; body?: unknown },
): Promise<Response> {
  const { method, authorization, body } = request;
  return doFetch(url, {
    method,
    headers: {
      Authorization: authorization,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The answer's body: its JSON, null when it is empty, the text itself when it is no JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
