/**
 * Why a campaign does not start, as the API answers it and the pages show it (issue 26 item 3:
 * "every refusal to start names the step and links to the fix"). Beside `error` (the spec's
 * words, outreach §8) a refusal carries the step at fault, by number and kind, and the page
 * where the user fixes it; a locked step is the 402 `feature_locked` with the same fields.
 */
import type { StepKind } from './step-kinds';

/** The code of a start refused for what the campaign lacks (HTTP 400). */
export const startRefusedCode = 'start_refused';

/** The fields of a start refusal beside `ok: false, error, code`. */
export interface StartRefusalFields {
  /** The step at fault (1-based, the editor's number); absent when the campaign has no step. */
  step_number?: number;
  step_kind?: StepKind;
  /** Where the fix is: a path of this product (the editor, the integrations, the plans). */
  fix: string;
}

/** Where each kind of fix lives. */
export const startFixPaths = {
  /** Connect a social account: the add-account flow. */
  addAccount: '/credentials/add',
  /** Connect or repair a mailbox: the integrations page. */
  integrations: '/integrations',
  /** A plan that has the step's feature. */
  plans: '/pricing',
  /** Buy a phone number with SMS support: the dialer's numbers page (issue 27). */
  phoneNumbers: '/integrations/dialer/phone-numbers',
  /** The archived and deleted campaigns, where Restore is. */
  archived: '/campaigns/my-campaigns',
} as const;

/** The editor of a campaign: the smart-sequence canvas or the step builder. */
export function campaignEditorPath(id: string, sequenceType: string | null | undefined): string {
  const encoded = encodeURIComponent(id);
  return sequenceType === 'smart' ? `/smart-sequences/edit/${encoded}` : `/campaign/edit/${encoded}`;
}
