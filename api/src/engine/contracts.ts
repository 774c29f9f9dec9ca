import type { ActionKind, LimitSignal, SkipReason, StepKind, WaitReason } from '@outreach/core/outreach';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type {
  CampaignProspectRow,
  CredentialRow,
  DialogChannel,
  PauseReason,
  ProspectRow,
  StepExecutionRow,
  WorkflowRow,
  WorkflowStepRow,
} from '../db/schema';
import type { Logger } from '../logger';
import type { LlmProvider } from '../providers/llm/llm.provider';
import type { MailProvider } from '../providers/system-mail/mail.provider';
import type { RealtimeEmitter } from '../platform/announce';
import type { OutreachEvents } from '../platform/outreach-events';
import type { EngineSettings } from '../platform/engine-settings';

/**
 * The contracts between the scheduler (engine/scheduler) and what executes a
 * step (engine/executors/*): email, the social network's task protocol, webhooks,
 * CRM, labels, tasks. An executor never decides when a step runs or what runs
 * next; the scheduler never knows how a step is carried out.
 */

/** What an executor may use. The scheduler builds it once per worker. */
export interface EngineDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  realtime: RealtimeEmitter;
  events: OutreachEvents;
  /** PUBLIC_URL or http://localhost:PORT: the origin tracking and unsubscribe links point at. */
  publicUrl: string;
  /** The scheduler's settings (platform/engine-settings.ts); missing ones take the defaults. */
  engine?: Partial<EngineSettings>;
  /** Random numbers in [0, 1) for spacing jitter; tests inject a seeded one. */
  random?: () => number;
  /** MAIL_SERVERS_ALLOW_PRIVATE: mailboxes may connect to private and loopback servers; from the environment when left out. */
  mailServersAllowPrivate?: boolean;
  /** The platform's system mail, for periodic jobs that notify people (the health index's alerts). */
  mail?: MailProvider;
  /** The app's LLM (issue 28): the AI steps write with it; without it they wait (ai_generation_failed). */
  llm?: LlmProvider;
  /**
   * This process's `engine_workers` row (startEngine sets it): written on the executions it
   * claims and takes, so a process that dies is recognised and its steps taken over.
   */
  workerId?: string;
}

/** Everything known about the step about to run, loaded by the scheduler. */
export interface StepContext {
  spaceId: string;
  workflow: WorkflowRow;
  step: WorkflowStepRow;
  campaignProspect: CampaignProspectRow;
  prospect: ProspectRow;
  /** The prospect's sender (kept for the whole thread); null for steps that need none. */
  credential: CredentialRow | null;
  /** The durable execution row: its `idempotencyKey` is what a channel de-duplicates on. */
  execution: StepExecutionRow;
  now: Date;
}

/** What running a step produced (outreach §4 step outcome, skip and wait reasons). */
export type StepResult =
  /** Done; a smart sequence follows the positive or negative branch. */
  | { type: 'done'; outcome: 'positive' | 'negative'; detail?: Record<string, unknown> }
  | { type: 'skipped'; reason: SkipReason; detail?: Record<string, unknown> }
  /** Cannot run yet; retried at `retryAt` (or the next scheduler pass). */
  | { type: 'wait'; reason: WaitReason; retryAt?: Date }
  /** Failed for good; `pauseReason` pauses the prospect (email failed, message failed, …). */
  | { type: 'failed'; error: string; pauseReason?: PauseReason }
  /** Handed to a worker (automation task protocol); the outcome arrives later through `completeStep`. */
  | { type: 'pending'; taskId: string }
  /** The network or mailbox said "slow down": the sender's health drops, the step is retried later. */
  | { type: 'limit'; signal: LimitSignal };

export interface StepExecutor {
  readonly kinds: readonly StepKind[];
  execute(context: StepContext, deps: EngineDeps): Promise<StepResult>;
}

/** The counter a step's caps are kept on. */
export type { ActionKind };

/**
 * Something the prospect did that the engine must react to (outreach §4): a
 * reply pauses the prospect in every campaign ("got reply"), an out-of-office
 * reschedules instead, a bounce or unsubscribe stops the address, an accepted
 * connection request moves the lifecycle to connected.
 */
export interface InboundEvent {
  spaceId: string;
  prospectId: string;
  credentialId: string | null;
  channel: DialogChannel;
  kind: 'reply' | 'out_of_office' | 'bounce' | 'unsubscribe' | 'connection_accepted';
  at: Date;
  /** Out of office: when they are back, if the message said so. */
  returnAt?: Date | null;
  /** The stored message (messages.id), when there is one. */
  messageId?: string | null;
}

export type {
  CampaignProspectRow,
  CredentialRow,
  ProspectRow,
  StepExecutionRow,
  WorkflowRow,
  WorkflowStepRow,
};
