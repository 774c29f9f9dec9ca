/**
 * The public face of modules/ai (issue 28, foundation): the sandbox model's route, the task
 * prompts and the safety rules the AI employees, magic campaigns, research and the assistant use.
 */
export { llmSandboxRoutes, newSandboxKey } from './sandbox/sandbox.handlers';
export { sandboxModelName } from './sandbox/sandbox.model';
export * from './prompts/llm-inputs';
export { buildTaskMessages, readTaskInputs } from './prompts/prompt';
export { checkGrounding, type GroundingResult, type Ungrounded } from './safety/grounding';
export { type Escalation, type EscalationReason, needsHuman } from './safety/needs-human';
export { type ClassifiedReply, classifyReply } from './safety/classify-reply';
export { fallbackClassification } from './safety/reply-rules';
export { type DailyCapCheck, dailyCapAllows } from './safety/daily-cap';
export { draftGroundedMessage, type GroundedDraft } from './safety/grounded-draft';
export { researchRoutes, researchesSettled, type SiteReaderSettings } from './research';
export {
  aiCommentText,
  aiMessageText,
  assistRoutes,
  createAiReplyClassifier,
  revealPersonality,
} from './assist';
