/** Every table, one file per domain. drizzle-kit reads this file (api/drizzle.config.ts). */
export * from './auth';
export * from './space-members';
export * from './spaces';
export * from './users';
export * from './workflows';
