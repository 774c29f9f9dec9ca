import { useDesignSystemStrings } from '@outreach/design-system';
import { useDragSensors } from '../dnd/useDragSensors';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useT, type Translate } from '@outreach/sdk';
import type { StepJson } from '@outreach/core/outreach';
import { presetOf } from './builder-model';

export interface StepListProps {
  steps: readonly StepJson[];
  selectedKey: string | null;
  invalidKeys: ReadonlySet<string>;
  completedKeys: ReadonlySet<string>;
  onSelect: (key: string) => void;
  onMove: (fromKey: string, toKey: string) => void;
  onRemove: (key: string) => void;
}

/** The wait as its follow-up preset (spec §9) when it is one, else days and hours. */
function waitLabel(step: StepJson, t: Translate) {
  const preset = presetOf(step);
  return preset
    ? t(`presets.${preset}`)
    : t('step.waitCustom', { days: step.wait_days, hours: step.wait_hours });
}

function SortableStep(props: {
  step: StepJson;
  index: number;
  count: number;
  selected: boolean;
  invalid: boolean;
  completed: boolean;
  neighbours: { previous: string | null; next: string | null };
  onSelect: (key: string) => void;
  onMove: (fromKey: string, toKey: string) => void;
  onRemove: (key: string) => void;
}) {
  const t = useT('builder');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.step.key,
  });
  const { step } = props;
  const name = t(`kinds.${step.kind}`);
  return (
    <li
      ref={setNodeRef}
      className={`builder__step${props.invalid ? ' builder__step--invalid' : ''}`}
      aria-current={props.selected ? 'true' : undefined}
      data-testid="builder-step"
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        opacity: isDragging ? 0.6 : undefined,
      }}
    >
      <button
        type="button"
        className="builder__handle"
        aria-label={t('step.drag')}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <button type="button" className="builder__step-main" onClick={() => props.onSelect(step.key)}>
        {t('step.number', { number: props.index + 1 })}: {name}
        {props.invalid ? ' ⚠' : ''}
        {props.completed ? ` · ${t('step.completed')}` : ''}
        <span className="builder__step-wait">{waitLabel(step, t)}</span>
      </button>
      <button
        type="button"
        className="builder__icon"
        aria-label={`${t('step.moveUp')}: ${name}`}
        disabled={!props.neighbours.previous}
        onClick={() => props.neighbours.previous && props.onMove(step.key, props.neighbours.previous)}
      >
        ↑
      </button>
      <button
        type="button"
        className="builder__icon"
        aria-label={`${t('step.moveDown')}: ${name}`}
        disabled={!props.neighbours.next}
        onClick={() => props.neighbours.next && props.onMove(step.key, props.neighbours.next)}
      >
        ↓
      </button>
      <button
        type="button"
        className="builder__icon"
        aria-label={`${t('step.remove')}: ${name}`}
        onClick={() => props.onRemove(step.key)}
      >
        ✕
      </button>
    </li>
  );
}

/** The steps in run order; drag (pointer or keyboard) or the arrows reorder them. */
export function StepList({
  steps,
  selectedKey,
  invalidKeys,
  completedKeys,
  onSelect,
  onMove,
  onRemove,
}: StepListProps) {
  const t = useT('builder');
  const sensors = useDragSensors();
  const onDragEnd = (event: DragEndEvent) => {
    if (event.over && event.active.id !== event.over.id)
      onMove(String(event.active.id), String(event.over.id));
  };
  const { dragInstructions } = useDesignSystemStrings();
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: dragInstructions } }}
    >
      <SortableContext items={steps.map((step) => step.key)} strategy={verticalListSortingStrategy}>
        <ol className="builder__steps" aria-label={t('steps.list')}>
          {steps.map((step, index) => (
            <SortableStep
              key={step.key}
              step={step}
              index={index}
              count={steps.length}
              selected={step.key === selectedKey}
              invalid={invalidKeys.has(step.key)}
              completed={completedKeys.has(step.key)}
              neighbours={{ previous: steps[index - 1]?.key ?? null, next: steps[index + 1]?.key ?? null }}
              onSelect={onSelect}
              onMove={onMove}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
