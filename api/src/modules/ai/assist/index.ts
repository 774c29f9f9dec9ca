/**
 * The public face of modules/ai/assist (issue 28 "AI in the rest of the product"): the assistant's
 * router for the composition root, the engine's AI steps for the channels, and the AI reply
 * labels for the auto-label rules.
 */
export { assistRoutes } from './assist.handlers';
export { assistMessages } from './assist.schema';
export { aiGenerationCredits, aiPromptCategory, runPaidGeneration } from './generation';
export { aiCommentText, aiMessageText, revealPersonality } from './ai-steps';
export { createAiReplyClassifier } from './ai-labels';
