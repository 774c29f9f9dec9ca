/** spec ai-telephony §2 AI Employee onboarding: the steps of /onboarding/ai-employee/{step}, in order. */
export const onboardingSteps = [
  'intro',
  'objective',
  'company-search',
  'company-searching',
  'company-overview',
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export function isOnboardingStep(value: string | undefined): value is OnboardingStep {
  return onboardingSteps.some((step) => step === value);
}

/** The translation key of a step ('company-search' -> 'companySearch'). */
export function stepKey(step: OnboardingStep): string {
  return step.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}
