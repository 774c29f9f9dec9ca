import { aiLabelKey, type NamedLabel } from '@outreach/core/outreach';
import { useCallback } from 'react';
import { type TFunction, useT } from './i18n';

/**
 * The name to show for `label`: an AI label the API seeded (type `ai_generated`, one of the AI
 * names) in the page's language, by its stable key; any other label as the customer wrote it,
 * even when it reads like an AI label (issue 26 item 25). `t` is `useT('seeded')`.
 */
export function labelName(t: TFunction<'seeded'>, label: NamedLabel): string {
  const key = aiLabelKey(label);
  return key ? t(`aiLabels.${key}`) : label.name;
}

/**
 * `labelName` bound to the page's language: `const nameOf = useLabelName(); nameOf(label)`.
 * The page's package loads the `seeded` strings (`seededStrings` in its `defineLocales`).
 */
export function useLabelName(): (label: NamedLabel) => string {
  const t = useT('seeded');
  return useCallback((label: NamedLabel) => labelName(t, label), [t]);
}
