import { type BuilderStep, builderSteps } from '@outreach/core/ai';
import { useT } from '@outreach/sdk';

/**
 * spec ai-telephony §2: the steps numbered 1..n, a check mark on the earlier ones; a title jumps
 * to its step (the wizard says whether it may).
 */
export function StepNav({ current, onJump }: { current: number; onJump: (step: BuilderStep) => void }) {
  const t = useT('aiEmployees');
  return (
    <ol className="ai-builder__nav" aria-label={t('builder.stepsLabel')}>
      {builderSteps.map((step, index) => {
        const done = index < current;
        return (
          <li key={step} aria-current={index === current ? 'step' : undefined}>
            <button type="button" className="ai-builder__nav-step" onClick={() => onJump(step)}>
              <span className={done ? 'ai-builder__mark ai-builder__mark--done' : 'ai-builder__mark'}>
                {done ? (
                  <span role="img" aria-label={t('builder.completed')}>
                    ✓
                  </span>
                ) : (
                  index + 1
                )}
              </span>
              {t(`builder.steps.${step}`)}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
