/** Live reads of the connected CRM (owners, currencies, pipelines, stages) and its deal writes. */
import type { ExternalCrmPlatform } from '../../db/schema/crm-connections';
import type { RemoteDeal, RemoteDealInput } from '../../providers/crm/crm-adapter';
import type {
  RemoteDealBody,
  RemoteDealJson,
  RemoteDealUpdateBody,
  RemoteStageJson,
} from './crm-sync.schema';
import { type CrmSyncContext, withCrm } from './crm-connection';

export function listOwners(context: CrmSyncContext) {
  return withCrm(context, async (crm) =>
    (await crm.owners()).map((owner) => ({ _id: owner.id, name: owner.name, email: owner.email })),
  );
}

export function listCurrencies(context: CrmSyncContext) {
  return withCrm(context, (crm) => crm.currencies());
}

export function listPipelines(context: CrmSyncContext) {
  return withCrm(context, async (crm) =>
    (await crm.pipelines()).map((pipeline) => ({
      _id: pipeline.id,
      name: pipeline.name,
      position: pipeline.position,
    })),
  );
}

function dealJson(
  platform: ExternalCrmPlatform,
  deal: RemoteDeal,
  position: number,
  owners: Map<string, string>,
  probability: number | null,
): RemoteDealJson {
  return {
    _id: deal.id,
    platform,
    name: deal.name,
    pipeline: deal.pipelineId,
    crm_stage: deal.stageId,
    amount: deal.amount,
    currency: deal.currency,
    crm_owner: deal.ownerId ? { _id: deal.ownerId, name: owners.get(deal.ownerId) ?? deal.ownerId } : null,
    probability,
    position,
    status: deal.status,
  };
}

/** The board: a pipeline's stages in order, each with its deals, read live from the service. */
export function listStages(
  context: CrmSyncContext,
  pipelineId: string | undefined,
): Promise<RemoteStageJson[]> {
  return withCrm(context, async (crm) => {
    const pipeline = pipelineId ?? (await crm.pipelines())[0]?.id;
    if (!pipeline) return [];
    const [stages, deals, owners] = await Promise.all([
      crm.stages(pipeline),
      crm.deals(pipeline),
      crm.owners(),
    ]);
    const ownerNames = new Map(owners.map((owner) => [owner.id, owner.name]));
    return stages.map((stage, index) => {
      const inStage = deals.filter((deal) => deal.stageId === stage.id);
      return {
        _id: stage.id,
        name: stage.name,
        pipeline_id: stage.pipelineId,
        order: index,
        probability: stage.probability,
        data: { order: index },
        crm_deals: inStage.map((deal, position) =>
          dealJson(context.platform, deal, position, ownerNames, stage.probability),
        ),
      };
    });
  });
}

/** A deal body of the API under the adapter's names (a partial body stays partial). */
function adapterDeal(input: RemoteDealBody): RemoteDealInput;
function adapterDeal(input: RemoteDealUpdateBody): Partial<RemoteDealInput>;
function adapterDeal(input: RemoteDealUpdateBody): Partial<RemoteDealInput> {
  return {
    name: input.name,
    pipelineId: input.pipeline,
    stageId: input.crm_stage,
    amount: input.amount,
    currency: input.currency,
    ownerId: input.crm_owner,
    status: input.status,
  };
}

export function createDeal(context: CrmSyncContext, input: RemoteDealBody) {
  return withCrm(context, async (crm) => {
    const deal = await crm.createDeal(adapterDeal(input));
    return dealJson(context.platform, deal, 0, new Map(), null);
  });
}

export function updateDeal(context: CrmSyncContext, id: string, input: RemoteDealUpdateBody) {
  return withCrm(context, async (crm) => {
    const deal = await crm.updateDeal(id, adapterDeal(input));
    return dealJson(context.platform, deal, 0, new Map(), null);
  });
}
