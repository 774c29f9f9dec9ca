/**
 * The public face of modules/users: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { UserProfileSchema } from './users.schema';
export { userJson } from './users.service';
export { usersRoutes } from './users.handlers';
