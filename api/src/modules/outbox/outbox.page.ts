import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { SentMail } from '../../providers/system-mail/mail.provider';

const styles = `
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 960px; padding: 0 1rem; color: #1f2933; }
  h1 { font-size: 1.4rem; } table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e4e7eb; vertical-align: top; }
  th { font-size: .8rem; text-transform: uppercase; color: #52606d; }
  .kind { font-size: .8rem; background: #e3f9e5; border-radius: 4px; padding: 0 .4rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f5f7fa; padding: 1rem; border-radius: 6px; font: inherit; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; } dt { color: #52606d; }
  form { margin: 1rem 0; display: flex; gap: .5rem; } .empty { color: #52606d; }
`;

function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>${styles}</style>
  </head>
  <body>
    ${body}
  </body>
</html>`;
}

/** http(s) URLs in plain text; trailing punctuation belongs to the sentence, not the link. */
const urlPattern = /https?:\/\/[^\s<>"']+/g;

/** Escaped plain text with every URL as a link. */
export function linkify(text: string) {
  const parts: (string | HtmlEscapedString | Promise<HtmlEscapedString>)[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    parts.push(text.slice(last, start));
    parts.push(html`<a href="${url}">${url}</a>`);
    last = start + url.length;
  }
  parts.push(text.slice(last));
  return html`${parts}`;
}

export function outboxListPage(options: { messages: SentMail[]; to: string; kind: string }) {
  const rows = options.messages.map(
    (mail) => html`<tr>
      <td>${mail.sentAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
      <td>${mail.to}</td>
      <td><span class="kind">${mail.kind}</span></td>
      <td><a href="/outbox/${mail.id}">${mail.subject}</a></td>
    </tr>`,
  );
  return layout(
    'Outbox',
    html`<h1>Outbox</h1>
    <p>Emails the server would have sent. They stay here because SMTP_URL is not set.</p>
    <form method="get" action="/outbox">
      <input name="to" placeholder="to" value="${options.to}" />
      <input name="kind" placeholder="kind (activation, restore, invite)" value="${options.kind}" />
      <button type="submit">Filter</button>
    </form>
    ${
      options.messages.length === 0
        ? html`<p class="empty">No messages yet.</p>`
        : html`<table>
            <thead><tr><th>Sent (UTC)</th><th>To</th><th>Kind</th><th>Subject</th></tr></thead>
            <tbody>${rows}</tbody>
          </table>`
    }`,
  );
}

export function outboxMessagePage(mail: SentMail) {
  return layout(
    mail.subject,
    html`<p><a href="/outbox">← Outbox</a></p>
    <h1>${mail.subject}</h1>
    <dl>
      <dt>From</dt><dd>${mail.from}</dd>
      <dt>To</dt><dd>${mail.to}</dd>
      <dt>Kind</dt><dd>${mail.kind}</dd>
      <dt>Sent</dt><dd>${mail.sentAt.toISOString()}</dd>
    </dl>
    <pre>${linkify(mail.text)}</pre>
    ${mail.html ? html`<p><a href="/outbox/${mail.id}/html" target="_blank" rel="noopener">HTML version</a></p>` : ''}`,
  );
}
