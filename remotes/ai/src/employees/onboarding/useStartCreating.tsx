import { useNavigate, useSession } from '@outreach/sdk';
import { type ReactNode, useState } from 'react';
import type { BuilderRequest } from '../builder/BuilderHost';
import { newDraft } from '../builder/builder-state';
import { IntroModal } from '../IntroModal';
import { isOnboardingSkipped } from './onboarding-storage';

/**
 * "Create AI Employee": the introduction modal first; its Get started opens the onboarding
 * (/onboarding/ai-employee, the named route ai-employee-onboarding), or the builder at once for
 * someone who skipped the onboarding before (§9 local storage).
 */
export function useStartCreating(openBuilder: (request: BuilderRequest) => void): {
  start: () => void;
  element: ReactNode;
} {
  const navigate = useNavigate();
  const userId = useSession((state) => state.user?._id ?? null);
  const [intro, setIntro] = useState(false);
  const getStarted = () => {
    setIntro(false);
    if (isOnboardingSkipped()) openBuilder({ draft: newDraft(userId), employee: null });
    else navigate('/onboarding/ai-employee/intro');
  };
  return {
    start: () => setIntro(true),
    element: intro ? <IntroModal onClose={() => setIntro(false)} onGetStarted={getStarted} /> : null,
  };
}
