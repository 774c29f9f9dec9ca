/**
 * The public face of modules/tasks: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { tasksRoutes } from './tasks.handlers';
export { completeCallTasks } from './tasks.service';
