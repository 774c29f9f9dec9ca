/**
 * The builder's movement (spec ai-telephony §4 "Wizard movement"): Next only when the current
 * step validates; a jump forward only when every earlier step validates, back always; leaving the
 * Q&A step backwards drops its incomplete items (§5). The rules are core's (canMoveTo, validateStep).
 */
import {
  type BuilderStep,
  builderSteps,
  canMoveTo,
  dropIncompleteFaq,
  validateStep,
} from '@outreach/core/ai';
import { useState } from 'react';
import type { BuilderDraft } from './builder-state';

export interface Wizard {
  step: BuilderStep;
  index: number;
  isFirst: boolean;
  isLast: boolean;
  /** The message under the wizard: the first broken rule of the last move, or null. */
  error: string | null;
  next: () => boolean;
  back: () => void;
  jump: (target: BuilderStep) => boolean;
  /** The current step's validator, for the finish button on the last step. */
  validateCurrent: () => boolean;
}

/** The first earlier step that blocks a jump to `target`, and its message. */
export function blockingMessage(target: BuilderStep, draft: BuilderDraft): string | null {
  for (const step of builderSteps.slice(0, builderSteps.indexOf(target))) {
    const message = validateStep(step, draft);
    if (message) return message;
  }
  return null;
}

export function useWizard(draft: BuilderDraft, setDraft: (next: BuilderDraft) => void): Wizard {
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const step = builderSteps[index] as BuilderStep;

  const moveTo = (target: BuilderStep) => {
    if (step === 'faq' && target !== 'faq') setDraft({ ...draft, faq: dropIncompleteFaq(draft.faq) });
    setIndex(builderSteps.indexOf(target));
    setError(null);
  };
  const validateCurrent = () => {
    const message = validateStep(step, draft);
    setError(message);
    return message === null;
  };
  return {
    step,
    index,
    isFirst: index === 0,
    isLast: index === builderSteps.length - 1,
    error,
    validateCurrent,
    next: () => {
      const target = builderSteps[index + 1];
      if (!target || !validateCurrent()) return false;
      moveTo(target);
      return true;
    },
    back: () => {
      const target = builderSteps[index - 1];
      if (target) moveTo(target);
    },
    jump: (target) => {
      if (!canMoveTo(step, target, draft)) {
        setError(blockingMessage(target, draft));
        return false;
      }
      moveTo(target);
      return true;
    },
  };
}
