import type { StageJson } from '@outreach/core/outreach';

/** Where a dragged deal lands: its stage and its index there (the PATCH body, new_position + crm_stage). */
export interface DealMove {
  dealId: string;
  stageId: string;
  position: number;
}

/** A droppable column's id, told apart from a deal's id. */
export const columnId = (stageId: string) => `stage:${stageId}`;

/**
 * Reads a drop: over a deal, the deal takes that deal's place; over a column (its
 * empty space), the end of it. Null when nothing would change.
 */
export function resolveDrop(stages: StageJson[], dealId: string, overId: string | null): DealMove | null {
  if (!overId || overId === dealId) return null;
  const from = stages.find((stage) => stage.crm_deals.some((deal) => deal._id === dealId));
  if (!from) return null;
  let move: DealMove | null = null;
  if (overId.startsWith('stage:')) {
    const stage = stages.find((candidate) => columnId(candidate._id) === overId);
    if (!stage) return null;
    const others = stage.crm_deals.filter((deal) => deal._id !== dealId);
    move = { dealId, stageId: stage._id, position: others.length };
  } else {
    const stage = stages.find((candidate) => candidate.crm_deals.some((deal) => deal._id === overId));
    if (!stage) return null;
    move = { dealId, stageId: stage._id, position: stage.crm_deals.findIndex((deal) => deal._id === overId) };
  }
  const current = from.crm_deals.findIndex((deal) => deal._id === dealId);
  if (move.stageId === from._id && move.position === current) return null;
  return move;
}

/** The board after a move, positions renumbered like the server does (the optimistic update). */
export function applyMove(stages: StageJson[], move: DealMove): StageJson[] {
  const deal = stages.flatMap((stage) => stage.crm_deals).find((candidate) => candidate._id === move.dealId);
  if (!deal) return stages;
  const target = stages.find((stage) => stage._id === move.stageId);
  return stages.map((stage) => {
    const rest = stage.crm_deals.filter((candidate) => candidate._id !== move.dealId);
    if (stage._id !== move.stageId) {
      return { ...stage, crm_deals: rest.map((candidate, position) => ({ ...candidate, position })) };
    }
    const at = Math.min(Math.max(move.position, 0), rest.length);
    const moved = {
      ...deal,
      crm_stage: stage._id,
      probability: deal.probability ?? target?.probability ?? null,
    };
    const deals = [...rest.slice(0, at), moved, ...rest.slice(at)];
    return { ...stage, crm_deals: deals.map((candidate, position) => ({ ...candidate, position })) };
  });
}

/** "1,250.50 EUR · 300 USD": a column's amounts summed per currency. */
export function totalsByCurrency(stage: StageJson): { currency: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const deal of stage.crm_deals) {
    if (deal.amount === null) continue;
    totals.set(deal.currency, (totals.get(deal.currency) ?? 0) + deal.amount);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: Math.round(amount * 100) / 100 }));
}
