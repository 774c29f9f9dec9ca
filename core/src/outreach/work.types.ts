import type { ApiSchema } from '../contract';

/**
 * The JSON of the inbox area's work lists: tasks (/api/tasks, outreach §3 Task) and the built-in
 * CRM (/api/integrations/crm/default, outreach §3 CRM). Each is the API's own schema, generated
 * from its declaration (contract.gen.ts); the names stay for the code that reads them.
 */

export type TaskJson = ApiSchema<'Task'>;
export type TaskPage = ApiSchema<'TaskPage'>;
export type TaskSummary = ApiSchema<'TaskSummary'>;

export type PipelineJson = ApiSchema<'CrmPipeline'>;
export type DealJson = ApiSchema<'CrmDeal'>;
export type DealStatus = DealJson['status'];
export type StageJson = ApiSchema<'CrmStage'>;
export type OwnerJson = ApiSchema<'CrmOwner'>;
export type CrmProfileJson = ApiSchema<'CrmProfile'>;
