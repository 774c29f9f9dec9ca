/**
 * The public face of modules/whitelabels: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { brandMail, type MailBrand, sendSecretMail, type SystemMailDeps } from './brand-mail';
export { whitelabelMessages } from './messages';
export { whitelabelsRoutes } from './whitelabels.handlers';
