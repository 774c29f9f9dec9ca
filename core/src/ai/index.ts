/** `@outreach/core/ai`: the AI Employee's rules shared by the API and the ai remote. */
export * from './employee-rules';
