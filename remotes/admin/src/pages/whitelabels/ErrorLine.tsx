import { ErrorText } from '@outreach/design-system';
import type { ReactNode } from 'react';

/** The white-label and plans pages' refusal or failure line (ErrorText in their danger colour). */
export function ErrorLine({ children }: { children: ReactNode }) {
  return <ErrorText className="wl-error">{children}</ErrorText>;
}
