import type { AutomationOutcome } from './credential-api';

export type AutomationNeed = AutomationOutcome | 'NEEDS_EXTENSION';

/**
 * spec platform §4 "Change automation outcomes: NEEDS_PASSWORD, NEEDS_LOCATION, SUCCESS; cloud needs a
 * country and password; extension needs the extension installed, else the install link opens in a new
 * tab". What the change still needs before it is asked for ('SUCCESS' = ready to send).
 */
export function changeAutomationNeed(
  target: 'cloud' | 'extension',
  input: { countryCode: string; password: string; hasPassword: boolean; extensionInstalled: boolean },
): AutomationNeed {
  if (target === 'extension') return input.extensionInstalled ? 'SUCCESS' : 'NEEDS_EXTENSION';
  if (!/^[A-Za-z]{2}$/.test(input.countryCode.trim())) return 'NEEDS_LOCATION';
  if (!input.hasPassword && input.password.length < 4) return 'NEEDS_PASSWORD';
  return 'SUCCESS';
}
