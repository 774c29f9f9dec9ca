/**
 * The public face of modules/workflows: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { csvLine } from './csv-export';
export { linkProspects } from './workflow-prospects';
export {
  reportingSeries,
  type ReportingSeries,
  type SeriesCounts,
  WorkflowSeriesCountsSchema,
} from './workflows.schema';
export { announceWorkflow, campaignJson, requireWorkflow } from './workflows.service';
export { credentialWorkflowsRoutes, workflowsRoutes } from './workflows.handlers';
export {
  type GeneratingCampaignJson,
  kickMagicCampaigns,
  magicCampaignsSettled,
  magicJobDeps,
  type MagicRequest,
  runMagicCampaigns,
  startMagicCampaigns,
} from './generation/generation.service';
export { MagicCampaignStateSchema, magicCampaignCredits } from './generation/generation.schema';
