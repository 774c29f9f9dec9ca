/**
 * The public face of modules/warmup (issue 29): mailbox warm-up over real SMTP and IMAP, its
 * routes (/ai_email/warmup), its clock jobs, and the inbound path's filter of warm-up mail.
 */
export { warmupRoutes } from './warmup.handlers';
export { warmupJobs } from './warmup.jobs';
export { handleWarmupInbound } from './warmup.mail';
