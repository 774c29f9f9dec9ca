/**
 * The public face of modules/prospects: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { prospectFields } from './prospect-fields';
export { emailKeyOf, isEmail, profileKeyOf, urlPattern } from './prospect-keys';
export { prospectsRoutes } from './prospects.handlers';
