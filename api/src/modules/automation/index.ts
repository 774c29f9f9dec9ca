/**
 * The public face of modules/automation: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { enqueueTask } from './automation.service';
export { automationRoutes } from './automation.handlers';
export { tasksOfExecution } from './automation.service';
export { startSandboxWorker } from './sandbox-worker';
