/**
 * A refused start as the pages show it (issue 26 item 3): the step at fault, by number and kind in
 * the user's language, the server's reason, and a link to the page of the fix (core
 * outreach/start-refusals.ts). The builder, the smart-sequence editor and the list's Start use it.
 */
import { showNotification } from '@outreach/design-system';
import { ApiError, Link, useNavigate, useT } from '@outreach/sdk';
import { startFixPaths, type StepKind, stepKinds } from '@outreach/core/outreach';

export interface StartRefusal {
  /** The server's reason, without its "Step 2 (send email): " prefix (the page names the step itself). */
  message: string;
  stepNumber: number | null;
  stepKind: StepKind | null;
  /** The path of the fix. */
  fix: string;
}

/** The refusal an error stands for: an API answer with a fix path; null for any other failure. */
export function startRefusalOf(error: unknown): StartRefusal | null {
  if (!(error instanceof ApiError) || !error.fix) return null;
  const kind = stepKinds.find((known) => known === error.stepKind) ?? null;
  return {
    message: error.message.replace(/^Step \d+ \([^)]*\): /, ''),
    stepNumber: error.stepNumber ?? null,
    stepKind: kind,
    fix: error.fix,
  };
}

type FixName = 'senders' | 'addAccount' | 'integrations' | 'plans' | 'archived' | 'phoneNumbers' | 'editor';

function fixName(fix: string): FixName {
  if (fix.endsWith('#senders')) return 'senders';
  if (fix === startFixPaths.addAccount) return 'addAccount';
  if (fix === startFixPaths.integrations) return 'integrations';
  if (fix === startFixPaths.plans) return 'plans';
  if (fix === startFixPaths.archived) return 'archived';
  if (fix === startFixPaths.phoneNumbers) return 'phoneNumbers';
  return 'editor';
}

/** "Step 2: Send email", the reason, and the fix's link text, in the page's language. */
export function useStartRefusalText() {
  const t = useT('builder');
  return (refusal: StartRefusal) => ({
    step:
      refusal.stepNumber !== null && refusal.stepKind
        ? t('refusal.step', { number: refusal.stepNumber, kind: t(`kinds.${refusal.stepKind}`) })
        : null,
    message: refusal.message,
    fixLabel: t(`refusal.fix.${fixName(refusal.fix)}`),
  });
}

/** The refusal in a page's notice: the step, the reason and the link to the fix. */
export function StartRefusalNotice({ refusal }: { refusal: StartRefusal }) {
  const text = useStartRefusalText()(refusal);
  return (
    <div className="builder__notice" role="alert" data-testid="start-refusal">
      {text.step ? <strong>{text.step}: </strong> : null}
      {text.message}{' '}
      <Link to={refusal.fix} className="builder__fix-link">
        {text.fixLabel}
      </Link>
    </div>
  );
}

/** A page's failure notice: a refused start with its step and fix, any other failure as its text. */
export function FailureNotice({ failure }: { failure: string | StartRefusal | null }) {
  if (failure === null) return null;
  if (typeof failure !== 'string') return <StartRefusalNotice refusal={failure} />;
  return (
    <div className="builder__notice" role="alert">
      {failure}
    </div>
  );
}

/** The refusal as a notification whose button opens the fix (the list's Start has no notice). */
export function useShowStartRefusal() {
  const textOf = useStartRefusalText();
  const navigate = useNavigate();
  return (refusal: StartRefusal) => {
    const text = textOf(refusal);
    showNotification({
      type: 'danger',
      title: text.step ?? text.message,
      text: text.step ? text.message : undefined,
      actionButton: { title: text.fixLabel, onClick: () => navigate(refusal.fix) },
    });
  };
}
