/** Every table, one file per domain. drizzle-kit reads this file (api/drizzle.config.ts). */
export * from './app-settings';
export * from './auth';
export * from './credentials';
export * from './invites';
export * from './mail';
export * from './photos';
export * from './space-activity';
export * from './space-members';
export * from './spaces';
export * from './users';
export * from './workflows';
