import { renderTemplate } from '@outreach/sdk/outreach';
import type { ProspectRow } from '../../db/schema';

/** The prospect's values under the placeholder names of @outreach/sdk/outreach (`prospectPlaceholders`). */
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

/** The step's text as both parts: the editor may give HTML or plain text. */
export function bodyParts(content: string): { text: string; html: string } {
  if (looksLikeHtml.test(content)) {
    const text = content
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li)>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .trim();
    return { text, html: content };
  }
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
