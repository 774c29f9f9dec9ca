import type { BuilderDraft } from '../builder-state';

/** What every step of the builder gets: the whole draft and a setter of a part of it. */
export interface StepProps {
  draft: BuilderDraft;
  change: (part: Partial<BuilderDraft>) => void;
}
