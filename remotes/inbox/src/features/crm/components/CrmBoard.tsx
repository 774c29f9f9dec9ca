import { useDesignSystemStrings } from '@outreach/design-system';
import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useT } from '@outreach/sdk';
import { type DealMove, resolveDrop } from '../board-moves';
import type { DealJson, StageJson } from '@outreach/core/outreach';
import { StageColumn } from './StageColumn';

interface CrmBoardProps {
  stages: StageJson[];
  onMoveDeal: (move: DealMove) => void;
  onOpenDeal: (deal: DealJson) => void;
  onEditStage: (stage: StageJson) => void;
  onDeleteStage: (stage: StageJson) => void;
}

/** The kanban: one column per stage; deals dragged within and between columns (pointer or keyboard). */
export function CrmBoard({ stages, onMoveDeal, onOpenDeal, onEditStage, onDeleteStage }: CrmBoardProps) {
  const t = useT('inbox');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const move = resolveDrop(stages, String(event.active.id), event.over ? String(event.over.id) : null);
    if (move) onMoveDeal(move);
  };
  const { dragInstructions } = useDesignSystemStrings();
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: dragInstructions } }}
    >
      <section className="crm-board" aria-label={t('crmBoard.board')}>
        {stages.map((stage) => (
          <StageColumn
            key={stage._id}
            stage={stage}
            onOpenDeal={onOpenDeal}
            onEdit={onEditStage}
            onDelete={onDeleteStage}
          />
        ))}
      </section>
    </DndContext>
  );
}
