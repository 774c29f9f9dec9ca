/**
 * `@outreach/core/forms`: the zod rules a form and the API share (issue 12 item 7). Plain
 * `zod`, no React: the API declares its bodies with them, forms pass them to react-hook-form's
 * zod resolver. Imported by lazily loaded pages only, never by what the shell loads at start.
 */
export * from './account';
export * from './campaign';
export * from './credential';
export * from './server-errors';
export * from './workspace';
