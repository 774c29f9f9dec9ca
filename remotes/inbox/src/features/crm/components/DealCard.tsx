import { useSortable } from '@dnd-kit/sortable';
import { useT, Link } from '@outreach/sdk';
import { useLocation } from 'react-router';
import type { DealJson } from '@outreach/core/outreach';
import { formatAmount } from './formatAmount';

interface DealCardProps {
  deal: DealJson;
  onOpen: (deal: DealJson) => void;
}

/** A deal on the board: name, amount and currency, owner, the prospect's page; dragged by its handle. */
export function DealCard({ deal, onOpen }: DealCardProps) {
  const t = useT('inbox');
  const { search } = useLocation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: deal._id,
  });
  return (
    <li
      ref={setNodeRef}
      className="crm-deal"
      data-testid={`deal-${deal._id}`}
      data-dragging={isDragging ? 'true' : undefined}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      <button
        type="button"
        className="crm-deal__handle"
        aria-label={t('crmBoard.dragDeal', { name: deal.name })}
        {...attributes}
        {...listeners}
      >
        ⋮⋮
      </button>
      <button
        type="button"
        className="crm-deal__name"
        aria-label={t('crmBoard.openDeal', { name: deal.name })}
        onClick={() => onOpen(deal)}
      >
        {deal.name}
      </button>
      <span className="crm-deal__line">
        {deal.amount !== null ? formatAmount(deal.amount, deal.currency) : '—'}
        {deal.status !== 'open' && (
          <span className={`crm-deal__status--${deal.status}`}>
            {' '}
            · {t(`crmBoard.statuses.${deal.status}`)}
          </span>
        )}
      </span>
      {deal.crm_owner && <span className="crm-deal__line">{deal.crm_owner.name}</span>}
      {deal.prospect && (
        <span className="crm-deal__line">
          <Link to={`/profiles/${deal.prospect._id}${search}`}>{deal.prospect.full_name}</Link>
        </span>
      )}
    </li>
  );
}
