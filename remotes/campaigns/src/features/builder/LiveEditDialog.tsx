import { Badge, ConfirmDialog } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { LiveEditPlan, StepJson } from '@outreach/core/outreach';
import { useStepErrorText } from './useStepErrorText';

export interface LiveEditDialogProps {
  plan: LiveEditPlan;
  oldSteps: readonly StepJson[];
  newSteps: readonly StepJson[];
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const tones = {
  added: 'primary',
  removed: 'danger',
  moved: 'primary',
  edited: 'neutral',
  unchanged: 'neutral',
} as const;

/**
 * What saving a running campaign will do (spec: outreach §4 "completed steps
 * stay; uncompleted steps inserted before a completed one are skipped").
 * A refused change (a completed step changed in kind) blocks the save; a removed
 * completed step is retired: kept in the history of the prospects it ran for.
 */
export function LiveEditDialog({
  plan,
  oldSteps,
  newSteps,
  saving,
  onConfirm,
  onCancel,
}: LiveEditDialogProps) {
  const t = useT('builder');
  const errorText = useStepErrorText();
  const describe = (key: string) => {
    const step =
      newSteps.find((candidate) => candidate.key === key) ??
      oldSteps.find((candidate) => candidate.key === key);
    return step ? `${t('step.number', { number: step.number })}: ${t(`kinds.${step.kind}`)}` : key;
  };
  return (
    <ConfirmDialog
      onClose={onCancel}
      title={t('liveEdit.title')}
      width={725}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('liveEdit.confirm')}
      confirm={{ onClick: onConfirm, disabled: plan.errors.length > 0, loading: saving }}
    >
      <p>{t('liveEdit.intro')}</p>
      {plan.errors.length > 0 ? (
        <div className="builder__notice" role="alert">
          <ul>
            {plan.errors.map((error) => (
              <li key={`${error.stepKey}-${error.code}`}>
                {error.stepKey ? `${describe(error.stepKey)}: ` : ''}
                {errorText(error)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="builder__plan" aria-label={t('liveEdit.title')}>
        {plan.changes.map((change) => (
          <li key={change.key} data-testid="live-edit-change">
            <Badge tone={tones[change.change]}>{t(`liveEdit.${change.change}`)}</Badge>
            <span>{describe(change.key)}</span>
            {change.willBeSkipped ? <em>{t('liveEdit.skipped')}</em> : null}
            {change.retired ? <em>{t('liveEdit.retired')}</em> : null}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
