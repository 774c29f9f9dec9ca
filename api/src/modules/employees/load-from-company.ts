/**
 * GET /employees/load_from_company (issue 28, spec ai-telephony §7): predefined employee settings
 * from the workspace's latest finished company research, for the builder to start from: the
 * objective from its summary, case studies from its proof points, Q&A from its text. The builder
 * checks them like any input; nothing here is saved.
 */
import { employeeLimits, type EmployeeSettings } from '@outreach/core/ai';
import { and, desc, eq } from 'drizzle-orm';
import { type CompanyResearchRow, companyResearches } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { employeesMessages } from './employees.schema';

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= employeeLimits.fieldLength
    ? flat
    : `${flat.slice(0, employeeLimits.fieldLength - 1)}…`;
};

/** The first sentence of a text (its whole when it has one). */
const firstSentence = (text: string) => text.match(/^.*?[.!?](\s|$)/)?.[0] ?? text;

export function settingsFromResearch(research: CompanyResearchRow): EmployeeSettings {
  const summary = research.summary ?? '';
  const details = research.details;
  const company = research.hostName;
  const audience = details?.audience ?? '';
  const solution = details?.value_proposition || summary;
  const sourceOf = (text: string) =>
    research.facts.find((fact) => fact.text.includes(text) || text.includes(fact.text))?.source_url ?? null;
  const cases = (details?.proof_points ?? []).slice(0, employeeLimits.cases).map((point) => ({
    whom: clip(audience || company),
    problem: clip(point),
    solution: clip(solution),
    link: sourceOf(point),
  }));
  const faq = [
    { question: `What does ${company} do?`, answer: summary },
    { question: 'Who is it for?', answer: audience },
    { question: 'What does it offer?', answer: (details?.products ?? []).join(', ') },
    ...research.facts.map((fact) => ({
      question: `What should I know about ${company}?`,
      answer: fact.text,
    })),
  ]
    .filter((item) => item.answer.trim() !== '')
    .slice(0, employeeLimits.faq)
    .map((item) => ({ question: clip(item.question), answer: clip(item.answer) }));
  return {
    objective: {
      problem: clip(firstSentence(summary)),
      solution: clip(solution),
      contact_reason: clip(research.objective),
      language: 'english',
      tone: 'professional',
    },
    cases,
    free_value: [],
    faq,
  };
}

export async function loadFromCompany(scope: Pick<SpaceScope, 'db' | 'spaceId'>) {
  const [research] = await scope.db
    .select()
    .from(companyResearches)
    .where(and(inSpace(companyResearches, scope), eq(companyResearches.status, 'done')))
    .orderBy(desc(companyResearches.createdAt), desc(companyResearches.id))
    .limit(1);
  if (!research) throw new AppError(404, employeesMessages.noResearch);
  return {
    research_id: research.id,
    host_name: research.hostName,
    employee_settings: settingsFromResearch(research),
  };
}
