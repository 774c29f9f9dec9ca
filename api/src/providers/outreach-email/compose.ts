import { renderTemplate } from '@outreach/core/outreach';
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

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

const looksLikeHtml = /<(p|div|br|a|span|b|i|strong|em|ul|ol|li|table|img)\b[^>]*>/i;

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/&amp;/g, '&');
}

const anchor = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>([\s\S]*?)<\/a\s*>/gi;

/**
 * A link of the HTML part as the plain part shows it: `text (url)`, or the URL alone when the
 * text is the URL (or empty); a `mailto:` shows its address. Entities are left for `htmlToText`
 * to decode once.
 */
function linkAsText(href: string, inner: string): string {
  const url = href.trim();
  const label = inner
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!url) return label;
  const shown = url.replace(/^mailto:/i, '');
  const same = decodeEntities(label);
  if (!label || same === decodeEntities(url) || same === decodeEntities(shown)) return shown;
  return `${label} (${shown})`;
}

/** The plain part of an HTML body: line breaks kept, links as `text (url)`, tags dropped. */
export function htmlToText(html: string): string {
  const text = html
    .replace(anchor, (_match, double?: string, single?: string, bare?: string, inner = '') =>
      linkAsText(double ?? single ?? bare ?? '', inner),
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text).trim();
}

/** The step's text as both parts: the editor may give HTML or plain text. */
export function bodyParts(content: string): { text: string; html: string } {
  if (looksLikeHtml.test(content)) return { text: htmlToText(content), html: content };
  return { text: content, html: escapeHtml(content).replace(/\r?\n/g, '<br>\n') };
}

/** The visible unsubscribe link (with_unsubscribe_button), in both parts. */
export function withUnsubscribeLink(body: { text: string; html: string }, url: string) {
  return {
    text: `${body.text}\n\n--\nUnsubscribe: ${url}`,
    html: `${body.html}\n<p style="font-size:12px;color:#888"><a href="${escapeHtml(url)}">Unsubscribe</a></p>`,
  };
}

export function withSignature(body: { text: string; html: string }, signature: string | null) {
  if (!signature) return body;
  const part = bodyParts(signature);
  return { text: `${body.text}\n\n${part.text}`, html: `${body.html}\n<br><br>\n${part.html}` };
}
