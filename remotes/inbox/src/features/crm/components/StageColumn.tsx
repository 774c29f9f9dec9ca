import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { columnId, totalsByCurrency } from '../board-moves';
import type { DealJson, StageJson } from '@outreach/core/outreach';
import { seededName } from '../seeded-names';
import { DealCard } from './DealCard';
import { formatAmount } from './formatAmount';

interface StageColumnProps {
  stage: StageJson;
  onOpenDeal: (deal: DealJson) => void;
  onEdit: (stage: StageJson) => void;
  onDelete: (stage: StageJson) => void;
}

/** One column of the board: name, probability, number of deals, amounts per currency, the deals. */
export function StageColumn({ stage, onOpenDeal, onEdit, onDelete }: StageColumnProps) {
  const t = useT('inbox');
  const name = seededName(t, stage.name);
  const { setNodeRef } = useDroppable({ id: columnId(stage._id) });
  const totals = totalsByCurrency(stage);
  return (
    <section className="crm-column" aria-label={name} data-testid={`stage-${stage._id}`}>
      <header className="crm-column__header">
        <div>
          <h3 className="crm-column__name">{name}</h3>
          <div className="crm-column__meta">
            <span>{t('crmBoard.probability', { value: stage.probability })}</span>
            <span>{t('crmBoard.dealsCount', { count: stage.crm_deals.length })}</span>
            {totals.map((total) => (
              <span key={total.currency} data-testid="stage-total">
                {formatAmount(total.amount, total.currency)}
              </span>
            ))}
          </div>
        </div>
        <div className="crm-column__actions">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${t('crmBoard.editStage')} ${name}`}
            onClick={() => onEdit(stage)}
          >
            ✎
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${t('crmBoard.deleteStage')} ${name}`}
            onClick={() => onDelete(stage)}
          >
            ×
          </Button>
        </div>
      </header>
      <SortableContext items={stage.crm_deals.map((deal) => deal._id)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="crm-deals" aria-label={name}>
          {stage.crm_deals.map((deal) => (
            <DealCard key={deal._id} deal={deal} onOpen={onOpenDeal} />
          ))}
        </ul>
      </SortableContext>
      {stage.crm_deals.length === 0 && <p className="crm-column__meta">{t('crmBoard.noDeals')}</p>}
    </section>
  );
}
