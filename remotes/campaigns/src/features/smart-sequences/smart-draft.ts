/**
 * The draft of a smart sequence not saved yet (issue 15 item 7: "'New smart sequence' keeps its
 * draft locally until the first save, so an abandoned editor leaves no campaign behind"). One draft
 * per workspace in local storage; a partner portal (embedded session) keeps nothing.
 */
import { readLocalStorage, sessionStore, writeLocalStorage } from '@outreach/sdk';
import type { CampaignJson, StepJson } from '@outreach/core/outreach';

/** The editor's path for a sequence that exists only as this draft (inside the spec's edit path). */
export const newSmartSequenceId = 'new';

export interface SmartSequenceDraft {
  name: string;
  steps: StepJson[];
  positions: CampaignJson['sequences_nodes'];
  /** The senders (issue 26 item 2); absent in a draft kept by an older build. */
  credentials?: string[];
}

/**
 * Not the shell's `workflowDraft` (platform §9), which the route guard clears when the user leaves
 * an editor: this one must outlive a visit elsewhere, so "New" can restore it.
 */
export function smartDraftKey(space: string | null): string {
  return `smart-sequence-draft:${space ?? 'default'}`;
}

function isPosition(value: unknown): value is SmartSequenceDraft['positions'][number] {
  const position = value as { id?: unknown; x?: unknown; y?: unknown } | null;
  return (
    typeof position === 'object' &&
    position !== null &&
    typeof position.id === 'string' &&
    typeof position.x === 'number' &&
    typeof position.y === 'number'
  );
}

function isStep(value: unknown): value is StepJson {
  const step = value as { key?: unknown; kind?: unknown; number?: unknown } | null;
  return (
    typeof step === 'object' &&
    step !== null &&
    typeof step.key === 'string' &&
    typeof step.kind === 'string' &&
    typeof step.number === 'number'
  );
}

/** The stored draft, or null: none, embedded, or a value this build can not read. */
export function readSmartDraft(space: string | null): SmartSequenceDraft | null {
  if (sessionStore.getState().embedded) return null;
  const raw = readLocalStorage(smartDraftKey(space));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SmartSequenceDraft>;
    if (typeof parsed.name !== 'string' || !Array.isArray(parsed.steps) || !Array.isArray(parsed.positions))
      return null;
    if (!parsed.steps.every(isStep) || !parsed.positions.every(isPosition)) return null;
    const draft: SmartSequenceDraft = { name: parsed.name, steps: parsed.steps, positions: parsed.positions };
    if (Array.isArray(parsed.credentials))
      draft.credentials = parsed.credentials.filter((id): id is string => typeof id === 'string');
    return draft;
  } catch {
    return null; // written by hand or by an older build
  }
}

/** Stores the draft (null removes it); nothing is written in a partner portal. */
export function writeSmartDraft(space: string | null, draft: SmartSequenceDraft | null) {
  if (sessionStore.getState().embedded) return;
  writeLocalStorage(smartDraftKey(space), draft ? JSON.stringify(draft) : null);
}
