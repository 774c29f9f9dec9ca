/** `@outreach/core/outreach`: campaign rules shared by the API and the campaigns remote. */
export * from './reasons';
export * from './step-kinds';
export * from './campaign.types';
export * from './placeholders';
export * from './step-rules';
export * from './graph';
export * from './live-edit';
export * from './prospect-status';
export * from './prospect.types';
export * from './message-templates';
export * from './library.types';
export * from './work.types';
export * from './api-keys.types';
export * from './columns';
export * from './credential-notices';
export * from './step-features';
export * from './start-refusals';
