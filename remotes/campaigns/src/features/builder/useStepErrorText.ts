import { useT } from '@outreach/sdk';
import type { StepError } from '@outreach/core/outreach';
import { useCallback } from 'react';

/** The rule message in the interface language, by its code; the English message when there is no code. */
export function useStepErrorText() {
  const t = useT('builder');
  return useCallback(
    (error: Pick<StepError, 'code' | 'message' | 'params'>) => {
      if (!error.code) return error.message;
      const params: Record<string, unknown> = { ...(error.params ?? {}) };
      if (typeof params.placeholder === 'string') params.placeholder = `{${params.placeholder}}`;
      const text = t(`errors.${error.code}`, { ...params, interpolation: { escapeValue: false } });
      return text === `errors.${error.code}` ? error.message : text;
    },
    [t],
  );
}
