/**
 * The public face of modules/ai/research (issue 28 "Company research"): its router for the
 * composition root, and what tests and the AI employee's onboarding use of it.
 */
export { researchRoutes } from './research.handlers';
export { researchesSettled } from './research.service';
export { dailyResearchAttempts, researchMessages } from './research.schema';
export type { SiteReaderSettings } from './site-reader';
