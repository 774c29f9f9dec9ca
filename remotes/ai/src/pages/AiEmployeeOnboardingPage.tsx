import { Button, EmptyState, Page } from '@outreach/design-system';
import { useT, type TranslationKey, Navigate, useNavigate } from '@outreach/sdk';
import { useLocation, useParams } from 'react-router';
import { isOnboardingStep, onboardingSteps, stepKey } from './onboardingSteps';

/** spec ai-telephony §2: /onboarding/ai-employee/{step}; an unknown step goes back to the intro. */
export default function AiEmployeeOnboardingPage() {
  const t = useT('ai');
  const { step } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  if (!isOnboardingStep(step)) return <Navigate to={`/onboarding/ai-employee/intro${search}`} replace />;

  const index = onboardingSteps.indexOf(step);
  const previous = onboardingSteps[index - 1];
  const next = onboardingSteps[index + 1];
  const key = stepKey(step);
  const go = (target: string) => navigate(`/onboarding/ai-employee/${target}${search}`);
  return (
    <Page
      title={t('onboarding.title')}
      subtitle={t('onboarding.stepOf', {
        current: index + 1,
        total: onboardingSteps.length,
        name: t(`onboarding.steps.${key}.name` as TranslationKey<'ai'>),
      })}
      actions={
        <>
          {previous ? (
            <Button variant="secondary" onClick={() => go(previous)}>
              {t('onboarding.back')}
            </Button>
          ) : null}
          {next ? <Button onClick={() => go(next)}>{t('onboarding.next')}</Button> : null}
        </>
      }
    >
      <EmptyState
        title={t(`onboarding.steps.${key}.emptyTitle` as TranslationKey<'ai'>)}
        description={t(`onboarding.steps.${key}.emptyDescription` as TranslationKey<'ai'>)}
      />
    </Page>
  );
}
