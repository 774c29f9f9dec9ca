/**
 * The public face of modules/labels: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { labelMessages } from './labels.schema';
export { findLabel } from './labels.service';
export { addProspectLabel, removeProspectLabel } from './prospect-labels';
export { registerAutoLabels } from './auto-labels.listener';
export { localReplyClassifier, type ReplyClassifier } from './reply-classifier';
export { labelsRoutes } from './labels.handlers';
