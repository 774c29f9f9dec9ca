import type { BuilderStep } from '@outreach/core/ai';
import { FaqStep } from './FaqStep';
import { ItemsStep } from './ItemsStep';
import { ObjectiveStep } from './ObjectiveStep';
import { SettingsStep } from './SettingsStep';
import type { StepProps } from './step-props';
import { TargetingStep } from './TargetingStep';

/** The form of one builder step. */
export function BuilderStepBody({
  step,
  credentialsId,
  ...props
}: StepProps & { step: BuilderStep; credentialsId: string | null }) {
  switch (step) {
    case 'targeting':
      return <TargetingStep {...props} />;
    case 'objective':
      return <ObjectiveStep {...props} />;
    case 'cases':
      return <ItemsStep {...props} kind="cases" />;
    case 'free_value':
      return <ItemsStep {...props} kind="free_value" />;
    case 'faq':
      return <FaqStep {...props} />;
    case 'settings':
      return <SettingsStep {...props} credentialsId={credentialsId} />;
  }
}
