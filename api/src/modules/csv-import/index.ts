/**
 * The public face of modules/csv-import: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { csvImportRoutes } from './csv-import.handlers';
