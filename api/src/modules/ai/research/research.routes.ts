/**
 * /ai/company_researches (issue 28, spec ai-telephony §3 and §7 "Company research"): start a
 * research of a company's site for an objective, and list the workspace's researches with the
 * attempts left today. Gated by the plan feature ai_company_researches (§6).
 */
import { failure, jsonBody, success } from '../../../openapi/contract';
import { featureRoute } from '../../../openapi/route-kinds';
import { ssrfMessages } from '../../../ssrf';
import { CompanyResearchesSchema, createResearchInput, researchMessages } from './research.schema';

const tags = ['AI'] as const;

const researchRoute = featureRoute('ai_company_researches', 'scale');

export const createCompanyResearch = researchRoute({
  operationId: 'createCompanyResearch',
  method: 'post',
  path: '/company_researches',
  tags,
  summary:
    "Start a research of a company's public site for an objective: the research is pending while the site is read and summarised (poll GET, or listen for refetch_data with company_research_id)",
  request: { body: jsonBody(createResearchInput) },
  responses: {
    201: success(CompanyResearchesSchema, 'Started: the new research first, pending'),
    400: failure(
      [
        researchMessages.hostRequired,
        researchMessages.badHost,
        researchMessages.objectiveRequired,
        researchMessages.objectiveTooLong,
        ssrfMessages.unresolvable('{host}'),
        ssrfMessages.privateAddress,
      ].join('; '),
    ),
    429: failure(researchMessages.noAttemptsLeft),
  },
});

export const listCompanyResearches = researchRoute({
  operationId: 'listCompanyResearches',
  method: 'get',
  path: '/company_researches',
  tags,
  summary: "The workspace's company researches, newest first, and the attempts left today (UTC)",
  responses: { 200: success(CompanyResearchesSchema, 'Researches') },
});
