import { Button } from '@outreach/design-system';
import { hasFeature } from '@outreach/core/features';
import { openDialer } from './dialer';
import { usePlanFeatures } from './plan-features';

export interface CallButtonProps {
  /** The prospect's phone; no phone, no button. */
  phone: string | null | undefined;
  /** The prospect the call is logged against. */
  prospectId?: string | null;
  /** The button's accessible name and title, translated by the caller ("Call Ann Lee"). */
  label: string;
}

/**
 * One click to call (issue 27): wherever a prospect's phone is shown, a phone button that asks the
 * shell's dialer panel to dial it (`openDialer`). Shown only when the plan has `calling` and there is
 * a phone; the shell's phone button keeps its own gating (the workspace's dialer, credentials).
 */
export function CallButton({ phone, prospectId, label }: CallButtonProps) {
  const features = usePlanFeatures();
  const to = phone?.trim();
  if (!to || !hasFeature(features, 'calling')) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="call-button"
      aria-label={label}
      title={label}
      onClick={() => openDialer({ to, prospectId: prospectId ?? null })}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1L6.6 10.8Z"
        />
      </svg>
    </Button>
  );
}
