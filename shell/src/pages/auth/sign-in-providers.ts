import { i18n } from '@outreach/sdk';
import { useAppConfig } from '../../app/config';

/** The provider names, in the order the third-party page offers them. */
const providerNames = { google: 'Google', microsoft: 'Microsoft' } as const;

/**
 * "Google or Microsoft", "Google" or null: the sign-in providers this host really offers (configured
 * by the operator and allowed by the brand), joined the way the page's language says "or". Links to
 * the third-party page are shown only when this is not null, so no brand offers a provider that can
 * only answer "not configured" (issue 26 item 22).
 */
export function useOfferedProviderNames(): string | null {
  const { signIn } = useAppConfig();
  const names = (Object.keys(providerNames) as (keyof typeof providerNames)[])
    .filter((id) => signIn[id])
    .map((id) => providerNames[id]);
  if (names.length === 0) return null;
  return new Intl.ListFormat(i18n.language || 'en', { type: 'disjunction' }).format(names);
}
