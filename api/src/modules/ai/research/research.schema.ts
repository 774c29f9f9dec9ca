import { z } from '@hono/zod-openapi';
import { companyResearchStatuses } from '../../../db/schema';
import { dateTime } from '../../../openapi/json-fields';
import { blankAsUnset } from '../../../paging';
import { strictObject } from '../../../strict-object';

/** Company researches a workspace may start per day (UTC): the spec leaves the count to us (§9). */
export const dailyResearchAttempts = 10;
export const maxObjectiveLength = 500;

export const researchMessages = {
  hostRequired: 'host_name is required',
  badHost: 'host_name must be a domain name such as acme.com',
  objectiveRequired: 'research_objective is required',
  objectiveTooLong: `research_objective can not be longer than ${maxObjectiveLength} characters`,
  noAttemptsLeft: `You have used today's ${dailyResearchAttempts} company researches: try again tomorrow`,
  interrupted: 'The research was interrupted: start it again',
  modelFailed: 'The summary could not be written: try again later',
} as const;

/**
 * The host of what a person typed: a domain (acme.com), or a URL whose host is taken
 * (https://www.acme.com/about -> www.acme.com). Null when it is no public domain name: an IP
 * address, a single label, a port, or anything a host can not hold.
 */
export function normalHost(value: string): string | null {
  const typed = value.trim().toLowerCase();
  if (!typed) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(typed) ? typed : `http://${typed}`);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.port || url.username || url.password) return null;
  const host = url.hostname.replace(/\.$/, '');
  const labels = host.split('.');
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  if (host.length > 253 || labels.length < 2 || !labels.every((part) => label.test(part))) return null;
  // The last label is a top-level domain: letters (or an IDN's xn--), never digits (an IP address).
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(labels[labels.length - 1] ?? '')) return null;
  return host;
}

/** POST /ai/company_researches. */
export const createResearchInput = strictObject(
  {
    host_name: z
      .preprocess(
        blankAsUnset,
        z.string({ error: researchMessages.hostRequired }).transform((value, context) => {
          const host = normalHost(value);
          if (!host) {
            context.addIssue({ code: 'custom', message: researchMessages.badHost });
            return z.NEVER;
          }
          return host;
        }),
      )
      .openapi({
        type: 'string',
        example: 'acme.com',
        description: "The company's site: a domain, or a URL whose host is taken",
      }),
    research_objective: z
      .preprocess(
        blankAsUnset,
        z
          .string({ error: researchMessages.objectiveRequired })
          .trim()
          .min(1, researchMessages.objectiveRequired)
          .max(maxObjectiveLength, researchMessages.objectiveTooLong),
      )
      .openapi({
        type: 'string',
        maxLength: maxObjectiveLength,
        example: 'Book demos with heads of sales at B2B software companies',
      }),
  },
  { notAnObject: 'Body must be a JSON object' },
);
export type CreateResearchInput = z.infer<typeof createResearchInput>;

export const ResearchFactSchema = z
  .object({
    text: z.string(),
    source_url: z.string().openapi({ description: 'The page of the site the fact was read on' }),
  })
  .openapi('CompanyResearchFact');

export const CompanyResearchSchema = z
  .object({
    _id: z.string(),
    host_name: z.string(),
    research_objective: z.string(),
    status: z.enum(companyResearchStatuses).openapi({
      description: 'pending while the site is read and summarised; done or failed (see `error`) after',
    }),
    summary: z.string().nullable(),
    value_proposition: z.string().nullable(),
    audience: z.string().nullable(),
    products: z.array(z.string()),
    proof_points: z.array(z.string()),
    facts: z.array(ResearchFactSchema).openapi({
      description: 'Facts of the summary, each found in the text of its source page',
    }),
    sources: z.array(z.string()).openapi({ description: 'The pages read' }),
    error: z.string().nullable(),
    user_id: z.string().nullable(),
    created_at: dateTime,
    finished_at: dateTime.nullable(),
  })
  .openapi('CompanyResearch');
export type CompanyResearchJson = z.infer<typeof CompanyResearchSchema>;

export const CompanyResearchesSchema = z
  .object({
    remaining_attempts: z
      .number()
      .int()
      .openapi({
        description: `Researches the workspace may still start today (UTC), of ${dailyResearchAttempts}`,
      }),
    company_researches: z.array(CompanyResearchSchema).openapi({ description: 'Newest first' }),
  })
  .openapi('CompanyResearches');
export type CompanyResearchesJson = z.infer<typeof CompanyResearchesSchema>;

/** What the model is asked for (structured output); every part is checked against the pages read. */
export const ResearchAnswer = z.object({
  summary: z.string(),
  value_proposition: z.string().optional().default(''),
  audience: z.string().optional().default(''),
  products: z.array(z.string()).optional().default([]),
  proof_points: z.array(z.string()).optional().default([]),
  facts: z.array(z.string()),
});
export type ResearchAnswer = z.infer<typeof ResearchAnswer>;
