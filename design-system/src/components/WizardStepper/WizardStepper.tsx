import type { ReactNode } from 'react';
import { classNames } from '../../classNames';
import { useComponentStyles } from '../../styles';
import { wizardStepperCss } from './WizardStepper.styles';

export interface WizardStep {
  id: string;
  title: ReactNode;
}

export interface WizardStepperProps {
  steps: readonly WizardStep[];
  /** Index of the current step. */
  current: number;
  /** Called with a step's index when its title is clicked; only earlier steps can be revisited. */
  onStepClick?: (index: number) => void;
  'aria-label'?: string;
  className?: string;
}

export function WizardStepper({
  steps,
  current,
  onStepClick,
  'aria-label': ariaLabel = 'Progress',
  className,
}: WizardStepperProps) {
  useComponentStyles('stepper', wizardStepperCss);
  return (
    <ol className={classNames('ds-stepper', className)} aria-label={ariaLabel}>
      {steps.map((step, index) => {
        const state = index < current ? 'completed' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={classNames('ds-stepper__step', `ds-stepper__step--${state}`)}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="ds-stepper__marker">
              {state === 'completed' ? (
                <svg role="img" aria-label="completed" viewBox="0 0 16 16" width="14" height="14">
                  <path
                    d="M3 8.5l3 3 7-7"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    fill="none"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            {state === 'completed' && onStepClick ? (
              <button type="button" className="ds-stepper__title" onClick={() => onStepClick(index)}>
                {step.title}
              </button>
            ) : (
              <span className="ds-stepper__title">{step.title}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
