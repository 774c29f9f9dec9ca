import { ConfirmDialog } from '@outreach/design-system';
import { useNavigate, useT } from '@outreach/sdk';
import { useState } from 'react';
import { clearOnboarding, readOnboardingState } from './onboarding-storage';

/**
 * spec ai-telephony §2: a saved onboarding state brings "Do you want to create AI Employee?":
 * Create goes back to the onboarding where it stopped, Cancel clears the stored state.
 */
export function ResumeOnboardingDialog() {
  const t = useT('aiEmployees');
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => {
    const state = readOnboardingState();
    return state && state.step !== 'intro' ? state : null;
  });
  if (!saved) return null;
  return (
    <ConfirmDialog
      title={t('resume.title')}
      cancelLabel={t('resume.cancel')}
      confirmLabel={t('resume.create')}
      onClose={() => {
        clearOnboarding();
        setSaved(null);
      }}
      confirm={{ onClick: () => navigate(`/onboarding/ai-employee/${saved.step}`) }}
    >
      <p>{t('resume.text')}</p>
    </ConfirmDialog>
  );
}
