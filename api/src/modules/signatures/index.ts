/**
 * The public face of modules/signatures: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { visibleCredentialId } from './credential-guard';
export { signaturesRoutes } from './signatures.handlers';
