/**
 * The public face of modules/activity: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { recentEvents } from './event-log';
export { registerEventLog } from './event-log';
