import { useDragSensors } from '../../dnd/useDragSensors';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  type AvatarPerson,
  AvatarStack,
  Badge,
  Dropdown,
  DropdownItem,
  useDesignSystemStrings,
} from '@outreach/design-system';
import { useT, type TranslationKey, Link, useNavigate } from '@outreach/sdk';
import { useLocation } from 'react-router';
import { campaignSectionPath, withCarriedQuery } from '../../campaign-nav/campaign-paths';
import { movedIds } from '../hooks/useWorkflowActions';
import { availableActions, type Workflow, type WorkflowAction } from '../workflows.types';

const statusTone = {
  active: 'primary',
  paused: 'neutral',
  draft: 'neutral',
  archived: 'neutral',
  deleted: 'danger',
} as const;

export interface WorkflowListProps {
  workflows: Workflow[];
  /** Sender names and photos by credential id (the avatars of each row). */
  senders?: ReadonlyMap<string, AvatarPerson>;
  /** Set when the list may be reordered (the whole list, no search): receives the new order of ids. */
  onReorder?: (ids: string[]) => void;
  onAction?: (workflow: Workflow, action: WorkflowAction) => void;
  /** Campaigns with an action on its way to the server. */
  busyIds?: ReadonlySet<string>;
}

/** outreach §2 My Campaigns: one row per campaign, its actions, drag-to-reorder. */
export function WorkflowList({ workflows, senders, onReorder, onAction, busyIds }: WorkflowListProps) {
  const t = useT('campaigns');
  const sensors = useDragSensors();
  const ids = workflows.map((workflow) => workflow._id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!onReorder || !over || active.id === over.id) return;
    onReorder(movedIds(ids, String(active.id), String(over.id)));
  };
  const move = (id: string, by: -1 | 1) => {
    const target = ids[ids.indexOf(id) + by];
    if (onReorder && target) onReorder(movedIds(ids, id, target));
  };

  const { dragInstructions } = useDesignSystemStrings();
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: dragInstructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!onReorder}>
        <ul className="campaigns-list" aria-label={t('myCampaigns.listLabel')}>
          {workflows.map((workflow, index) => (
            <WorkflowRow
              key={workflow._id}
              workflow={workflow}
              senders={senders}
              reorderable={Boolean(onReorder)}
              busy={busyIds?.has(workflow._id) ?? false}
              onAction={(action) => onAction?.(workflow, action)}
              onMove={
                onReorder
                  ? {
                      up: index > 0 ? () => move(workflow._id, -1) : undefined,
                      down: index < workflows.length - 1 ? () => move(workflow._id, 1) : undefined,
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

const actionLabel: Record<WorkflowAction, TranslationKey<'campaigns'>> = {
  pause: 'workflowActions.pause',
  resume: 'workflowActions.resume',
  archive: 'workflowActions.archive',
  restore: 'workflowActions.restore',
  delete: 'workflowActions.delete',
  duplicate: 'workflowActions.duplicate',
};

function WorkflowRow({
  workflow,
  senders,
  reorderable,
  busy,
  onAction,
  onMove,
}: {
  workflow: Workflow;
  senders?: ReadonlyMap<string, AvatarPerson>;
  reorderable: boolean;
  busy: boolean;
  onAction: (action: WorkflowAction) => void;
  onMove?: { up?: () => void; down?: () => void };
}) {
  const t = useT('campaigns');
  const location = useLocation();
  const navigate = useNavigate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: workflow._id,
    disabled: !reorderable,
  });
  const people = (workflow.credentials ?? []).flatMap((id) => senders?.get(id) ?? []);
  const percent = Math.max(0, Math.min(100, Math.round(workflow.percent_complete)));
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
      className={`campaigns-list__item${isDragging ? ' campaigns-list__item--dragging' : ''}`}
      data-workflow-id={workflow._id}
      aria-busy={busy || undefined}
    >
      {reorderable ? (
        <button
          type="button"
          className="campaigns-list__handle"
          aria-label={t('workflowActions.dragHandle', { name: workflow.name })}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
      ) : null}
      <span className="campaigns-list__main">
        <Link
          className="campaigns-list__name"
          to={withCarriedQuery(campaignSectionPath(workflow._id, 'steps'), location.search)}
        >
          {workflow.name}
        </Link>
        <span className="campaigns-list__meta">
          {t(`workflowType.${workflow.type}`)}
          {workflow.is_email_only ? ` · ${t('myCampaigns.emailOnly')}` : ''}
        </span>
      </span>
      {people.length > 0 ? <AvatarStack people={people} size="sm" /> : null}
      <span
        className="campaigns-list__progress"
        role="progressbar"
        aria-label={t('myCampaigns.percentComplete')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="campaigns-list__progress-bar" style={{ width: `${percent}%` }} />
        <span className="campaigns-list__progress-text">{percent}%</span>
      </span>
      <Badge tone={statusTone[workflow.status]}>{t(`workflowStatus.${workflow.status}`)}</Badge>
      <Dropdown
        trigger="⋯"
        aria-label={t('workflowActions.menu', { name: workflow.name })}
        align="end"
        disabled={busy}
      >
        {availableActions(workflow.status).map((action) => (
          <DropdownItem key={action} onSelect={() => onAction(action)}>
            {action === 'resume' && workflow.status === 'draft'
              ? t('workflowActions.start')
              : t(actionLabel[action])}
          </DropdownItem>
        ))}
        {workflow.status === 'deleted'
          ? null
          : (['prospects', 'settings', 'stats'] as const).map((section) => (
              <DropdownItem
                key={section}
                onSelect={() =>
                  navigate(withCarriedQuery(campaignSectionPath(workflow._id, section), location.search))
                }
              >
                {t(`campaignTabs.${section}`)}
              </DropdownItem>
            ))}
        {onMove?.up ? <DropdownItem onSelect={onMove.up}>{t('workflowActions.moveUp')}</DropdownItem> : null}
        {onMove?.down ? (
          <DropdownItem onSelect={onMove.down}>{t('workflowActions.moveDown')}</DropdownItem>
        ) : null}
      </Dropdown>
    </li>
  );
}
