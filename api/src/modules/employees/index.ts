/**
 * The public face of modules/employees (issue 28): the /employees router for the composition root.
 */
export { employeesRoutes } from './employees.handlers';
export { employeesMessages } from './employees.schema';
