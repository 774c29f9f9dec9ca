import type { PeriodicJob } from '../engine/periodic';
import { computeHealth } from '../modules/admin-ops';
import { pendingCrmPushesJob } from '../modules/crm-sync';
import { chargeDueNumbers, endStaleCalls, sendUnansweredToVoicemail } from '../modules/dialer';
import { sendDueScheduledMessages } from '../modules/inbox';
import { foldAllReportChanges } from '../modules/reports';
import { deliverDueWebhooks } from '../modules/webhooks';
import { refreshSendingDomains } from '../modules/mail-domains';
import { warmupJobs } from '../modules/warmup';
import { createRegistrar } from '../providers/registrar/create-registrar';
import { conversationSweepSeconds, sweepConversations } from '../modules/employees';
import { mailPollingJob } from './mail-polling';
import { emailExecutor } from './email.executor';
import { createInternalExecutor } from './internal.executor';
import { createSmsExecutor } from './sms.executor';
import { deliverSandboxSms, type SmsSettings } from '../modules/sms';
import { createMessaging } from '../providers/messaging/create-messaging';
import { createVoice, type Voice } from '../providers/voice/create-voice';
import { labelExecutor } from './label.executor';
import { createExecutorRegistry, type ExecutorRegistry } from '../engine/executor-registry';
import { socialExecutor } from './social.executor';
import { webhookExecutor } from './webhook.executor';

/**
 * The channels join the engine and the modules: each executor carries a step kind out with the
 * modules' services, and the engine reaches them only through the registry handed to
 * startEngine (server.ts), so nothing under engine/ imports modules/ (architecture.test.ts).
 */

/** SMS from configuration (the app's choice: Twilio with TWILIO_*, else the process's sandbox), made at first use. */
function smsFromEnv(): () => SmsSettings {
  let settings: SmsSettings | null = null;
  return () => {
    settings ??= { messaging: createMessaging(), price: createVoice().carrier.pricing().sms };
    return settings;
  };
}

/** Every channel of the product, one executor per step kind (server.ts starts the engine with it). */
export function createDefaultRegistry(options: { sms?: SmsSettings; voice?: Voice } = {}): ExecutorRegistry {
  const { sms, voice } = options;
  return createExecutorRegistry([
    emailExecutor,
    webhookExecutor,
    labelExecutor,
    socialExecutor,
    voice ? createInternalExecutor(() => voice) : createInternalExecutor(),
    createSmsExecutor(sms ? () => sms : smsFromEnv()),
  ]);
}

/**
 * The clock jobs the engine runs (pg-boss schedules; one process gets each run): the mail
 * channel's polling and the modules' jobs.
 * `credentialsKey` is CREDENTIALS_KEY, for the jobs that open stored secrets (CRM tokens).
 */
export function modulePeriodicJobs(options: { credentialsKey?: string } = {}): PeriodicJob[] {
  const sms = smsFromEnv();
  let voiceFromEnv: ReturnType<typeof createVoice> | null = null;
  const voice = () => {
    voiceFromEnv ??= createVoice();
    return voiceFromEnv;
  };
  return [
    // Replies, bounces and out-of-office answers: the mail channel's IMAP polling (B1), every minute.
    mailPollingJob,
    // Webhook outbox: due deliveries and retries (B2).
    { name: 'engine-deliver-webhooks', cron: '* * * * *', run: (deps) => deliverDueWebhooks(deps) },
    // The customers' health index (issue 14): every 6 hours, with the brands' drop alerts.
    { name: 'admin-compute-health', cron: '17 */6 * * *', run: (deps) => computeHealth(deps) },
    // Inbox scheduled send (issue 15): replies whose send_at has come go out every minute.
    { name: 'inbox-send-scheduled', cron: '* * * * *', run: (deps) => sendDueScheduledMessages(deps) },
    // "Push to CRM" steps for a connected HubSpot or Pipedrive (issue 15): every minute.
    { name: 'crm-push-pending', cron: '* * * * *', run: pendingCrmPushesJob(options) },
    // The reports' change log into the rollups (issue 25, migration 0018): every 2 s, in each process.
    { name: 'reports-fold-changes', everySeconds: 2, run: (deps) => foldAllReportChanges(deps.db) },
    // The dialer's numbers (issue 27): each due number's monthly charge, a number not paid suspended.
    { name: 'dialer-charge-numbers', cron: '11 * * * *', run: (deps) => chargeDueNumbers(deps) },
    // The AI email service's domains (issue 29, ai-telephony §9 "refresh within 5 minutes"):
    // registering ones ask the registrar, ready ones have their DNS checked again hourly.
    {
      name: 'mail-domains-refresh',
      cron: '*/5 * * * *',
      run: (deps) => refreshSendingDomains(deps, createRegistrar(deps.clock)),
    },
    // Mailbox warm-up (issue 29): the day's plan, the sender, the receiver and the highlights email.
    ...warmupJobs({ credentialsKey: options.credentialsKey }),
    // Sandbox incoming calls no browser answered within the ring time go to voicemail (issue 27).
    {
      name: 'dialer-incoming-voicemail',
      everySeconds: 2,
      run: (deps) => sendUnansweredToVoicemail(deps, voice()),
    },
    // Calls left in progress (a tab closed mid-call) end after their limit (issue 27): every minute.
    { name: 'dialer-end-stale-calls', everySeconds: 60, run: (deps) => endStaleCalls(deps) },
    // The sandbox SMS carrier's deliveries and simulated replies (issue 27): every 5 s; none with Twilio.
    {
      name: 'sms-sandbox-deliveries',
      everySeconds: 5,
      run: (deps) => deliverSandboxSms(deps, sms().messaging),
    },
    // AI Employee conversations (issue 28): due generations, sends and follow-ups, leased: each runs once.
    {
      name: 'ai-conversations-due',
      everySeconds: conversationSweepSeconds,
      run: (deps) => sweepConversations(deps, options),
    },
  ];
}
