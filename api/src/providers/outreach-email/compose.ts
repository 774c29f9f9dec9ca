import { renderTemplate } from '@outreach/core/outreach';
import { html, raw } from 'hono/html';
import { compile } from 'html-to-text';
import type { ProspectRow } from '../../db/schema';

/** The prospect's values under the placeholder names of @outreach/core/outreach (`prospectPlaceholders`). */
export function prospectFields(prospect: Partial<ProspectRow>): Record<string, string | null> {
  return {
    first_name: prospect.firstName ?? null,
    last_name: prospect.lastName ?? null,
    full_name: prospect.fullName ?? null,
    position: prospect.position ?? null,
    company_name: prospect.companyName ?? null,
    company_domain: prospect.companyDomain ?? null,
    location: prospect.location ?? null,
    industry: prospect.industry ?? null,
    personal_email: prospect.personalEmail ?? null,
    work_email: prospect.workEmail ?? null,
    phone: prospect.phone ?? null,
    website: prospect.website ?? null,
    twitter: prospect.twitter ?? null,
  };
}

/** The text of an email step with the prospect's values filled in (A's renderTemplate: fallbacks, custom fields). */
export function renderForProspect(text: string, prospect: Partial<ProspectRow>): string {
  return renderTemplate(text, prospectFields(prospect), prospect.customFields ?? {});
}

/** Sample values for POST /workflows/steps/send_email/test (outreach §7). */
export const sampleProspect: Partial<ProspectRow> = {
  firstName: 'John',
  lastName: 'Doe',
  fullName: 'John Doe',
  companyName: 'Acme Inc.',
  position: 'Head of Sales',
  location: 'Berlin, Germany',
  industry: 'Software',
  workEmail: 'john.doe@example.com',
  customFields: {},
};

const looksLikeHtml = /<(p|div|br|a|span|b|i|strong|em|ul|ol|li|table|img)\b[^>]*>/i;

/**
 * How the plain part shows the HTML part (html-to-text, its options compiled once): no wrapping
 * (mail clients wrap), a paragraph on its own line, a link as `text (url)` or the URL alone when
 * the text is the URL, a `mailto:` (any case) as its address, headings as written, images left out
 * (a logo or a pixel says nothing in text).
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    {
      selector: 'a',
      options: {
        linkBrackets: ['(', ')'],
        hideLinkHrefIfSameAsText: true,
        pathRewrite: (href: string) => href.replace(/^mailto:/i, ''),
      },
    },
    { selector: 'p', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'img', format: 'skip' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

/** The plain part of an HTML body: line breaks kept, links as `text (url)`, tags dropped. */
export function htmlToText(markup: string): string {
  return toPlainText(markup);
}

/** The step's text as both parts: the editor may give HTML or plain text. */
export function bodyParts(content: string): { text: string; html: string } {
  if (looksLikeHtml.test(content)) return { text: htmlToText(content), html: content };
  return { text: content, html: String(html`${content}`).replace(/\r?\n/g, '<br>\n') };
}

/** The visible unsubscribe link (with_unsubscribe_button), in both parts. */
export function withUnsubscribeLink(body: { text: string; html: string }, url: string) {
  return {
    text: `${body.text}\n\n--\nUnsubscribe: ${url}`,
    html: String(
      html`${raw(body.html)}\n<p style="font-size:12px;color:#888"><a href="${url}">Unsubscribe</a></p>`,
    ),
  };
}

export function withSignature(body: { text: string; html: string }, signature: string | null) {
  if (!signature) return body;
  const part = bodyParts(signature);
  return { text: `${body.text}\n\n${part.text}`, html: `${body.html}\n<br><br>\n${part.html}` };
}
