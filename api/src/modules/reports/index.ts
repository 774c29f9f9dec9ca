/**
 * The public face of modules/reports: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { reportsRoutes } from './reports.handlers';
export { foldAllReportChanges, foldReportChanges } from './report-counts';
