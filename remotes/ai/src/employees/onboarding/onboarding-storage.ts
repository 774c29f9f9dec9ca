/**
 * What the AI Employee onboarding keeps in local storage (spec ai-telephony §9 "Local storage"):
 * the saved onboarding state (which brings the "Do you want to create AI Employee?" popup back),
 * the skipped-onboarding flag, and the predefined employee settings GET
 * /employees/load_from_company answered (§7), which the builder starts from.
 */
import { readLocalStorage, writeLocalStorage } from '@outreach/sdk';
import { isOnboardingStep, type OnboardingStep } from '../../pages/onboardingSteps';
import type { PredefinedSettings } from '../employees-api';

export const onboardingStorageKeys = {
  state: 'ai_employee_onboarding_state',
  skipped: 'ai_employee_onboarding_skipped',
  predefined: 'ai_employee_predefined_settings',
} as const;

export interface OnboardingState {
  step: OnboardingStep;
  research_objective: string;
  host_name: string;
  /** The research started from company-search, followed by company-searching. */
  research_id: string | null;
}

function isOnboardingState(value: unknown): value is OnboardingState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.step === 'string' &&
    isOnboardingStep(state.step) &&
    typeof state.research_objective === 'string' &&
    typeof state.host_name === 'string' &&
    (state.research_id === null || typeof state.research_id === 'string')
  );
}

export const emptyOnboardingState: OnboardingState = {
  step: 'intro',
  research_objective: '',
  host_name: '',
  research_id: null,
};

function readJson(key: string): unknown {
  const raw = readLocalStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The saved state, or null (none, or not ours: a changed shape is dropped, not trusted). */
export function readOnboardingState(): OnboardingState | null {
  const value = readJson(onboardingStorageKeys.state);
  return isOnboardingState(value) ? value : null;
}

export function saveOnboardingState(state: OnboardingState): void {
  writeLocalStorage(onboardingStorageKeys.state, JSON.stringify(state));
}

/** The popup's Cancel, and the end of an onboarding: the state and the predefined settings go. */
export function clearOnboarding(): void {
  writeLocalStorage(onboardingStorageKeys.state, null);
  writeLocalStorage(onboardingStorageKeys.predefined, null);
}

export function isOnboardingSkipped(): boolean {
  return readLocalStorage(onboardingStorageKeys.skipped) === 'true';
}

export function setOnboardingSkipped(skipped: boolean): void {
  writeLocalStorage(onboardingStorageKeys.skipped, skipped ? 'true' : null);
}

export function savePredefinedSettings(settings: PredefinedSettings): void {
  writeLocalStorage(onboardingStorageKeys.predefined, JSON.stringify(settings));
}

export function readPredefinedSettings(): PredefinedSettings | null {
  const value = readJson(onboardingStorageKeys.predefined);
  if (typeof value !== 'object' || value === null || !('employee_settings' in value)) return null;
  return value as PredefinedSettings;
}
