import type { ReactNode } from 'react';

/** The white-label and plans pages' refusal or failure line, announced; nothing when there is none. */
export function ErrorLine({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="wl-error">
      {children}
    </p>
  );
}
