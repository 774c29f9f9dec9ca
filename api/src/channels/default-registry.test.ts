import { describe, expect, it } from 'vitest';
import { createDefaultRegistry, modulePeriodicJobs } from './default-registry';

describe('default executor registry', () => {
  it('has one executor for every step kind the channels carry', () => {
    const registry = createDefaultRegistry();
    for (const kind of ['send_email', 'send_webhook', 'add_label', 'send_message', 'manual_task'])
      expect(registry.get(kind), kind).toBeDefined();
  });

  it("hands the mail polling, the webhook delivery, the health index, the scheduled send, the CRM pushes, the reports' fold, the numbers' monthly charge, the sending domains' refresh, the unanswered calls' voicemail, the stale calls' end, the sandbox's texts and the AI conversations' sweep to the engine", () => {
    expect(modulePeriodicJobs().map((job) => job.name)).toEqual([
      'engine-poll-mailboxes',
      'engine-deliver-webhooks',
      'admin-compute-health',
      'inbox-send-scheduled',
      'crm-push-pending',
      'reports-fold-changes',
      'dialer-charge-numbers',
      'mail-domains-refresh',
      'warmup-plan-day',
      'warmup-send',
      'warmup-receive',
      'warmup-highlights',
      'dialer-incoming-voicemail',
      'dialer-end-stale-calls',
      'sms-sandbox-deliveries',
      'ai-conversations-due',
    ]);
  });
});
