/**
 * The sandbox messaging carrier (issue 27: SMS), the default install's, with no account anywhere.
 * A text is accepted at once (`queued`) and its delivery status and any simulated reply fall due
 * on the app's clock; the SMS module collects them with `takeDue` (a periodic job, or a test after
 * moving its manual clock). The simulated recipients, by the last digit of their number:
 *
 * - 0: replies "STOP" one minute after delivery (an opt-out to test the opt-out list with);
 * - 2, 4, 6, 8: replies "Thanks, call me tomorrow" one minute after delivery;
 * - 9: the text is undelivered (the status says why), no reply;
 * - 1, 3, 5, 7: delivered, no reply.
 *
 * `receive` lets a test (or the demo) text one of our numbers as a prospect would, "STOP" or
 * "START" included. US toll-free numbers stand for those a carrier wants registered first
 * (toll-free verification): `requiresRegistration` says so, and the API answers "SMS unavailable".
 */
import { randomBytes } from 'node:crypto';
import {
  type MessagingEvent,
  MessagingError,
  type MessagingProvider,
  messagingMessages,
  type SenderNumber,
  type SmsSendInput,
  type SmsSent,
} from './messaging.provider';

/** Delivery comes this long after sending; a reply this long after delivery (app clock). */
export const sandboxDeliveryMs = 2_000;
export const sandboxReplyMs = 60_000;
export const sandboxCannedReply = 'Thanks, call me tomorrow';

export interface SandboxMessaging extends MessagingProvider {
  readonly mode: 'sandbox';
  takeDue(now: Date): MessagingEvent[];
  /** A text from `from` to one of our numbers, received at `at`. */
  receive(input: { from: string; to: string; body: string }, at: Date): void;
  /** Every text sent, oldest first (what a test checks). */
  readonly sent: readonly (SmsSendInput & { carrierId: string; at: Date })[];
}

export interface SandboxMessagingOptions {
  /** Milliseconds since the epoch at send time (the app's clock); default the system's. */
  now?: () => number;
  /** Which owned numbers need a registration first (default: US toll-free). */
  requiresRegistration?: (sender: SenderNumber) => boolean;
}

const e164 = /^\+[1-9]\d{6,14}$/;
const carrierIdOf = () => `SM${randomBytes(16).toString('hex')}`;

export function createSandboxMessaging(options: SandboxMessagingOptions = {}): SandboxMessaging {
  const now = options.now ?? Date.now;
  const pending: { due: number; order: number; event: MessagingEvent }[] = [];
  const sent: (SmsSendInput & { carrierId: string; at: Date })[] = [];
  let order = 0;
  const schedule = (due: number, event: MessagingEvent) => {
    order += 1;
    pending.push({ due, order, event });
  };

  return {
    mode: 'sandbox',
    sent,
    requiresRegistration:
      options.requiresRegistration ??
      ((sender) => sender.countryCode === 'US' && sender.category === 'toll_free'),
    async send(input: SmsSendInput): Promise<SmsSent> {
      if (!e164.test(input.to)) throw new MessagingError('invalid_number', messagingMessages.wrongFormat);
      if (!e164.test(input.from)) throw new MessagingError('invalid_number', messagingMessages.wrongFormat);
      const carrierId = carrierIdOf();
      const at = now();
      sent.push({ ...input, carrierId, at: new Date(at) });
      const last = input.to.at(-1);
      const delivered = at + sandboxDeliveryMs;
      if (last === '9') {
        schedule(delivered, {
          type: 'status',
          carrierId,
          from: input.from,
          status: 'undelivered',
          error: 'The sandbox recipient does not accept texts',
        });
        return { carrierId, status: 'queued' };
      }
      schedule(delivered, { type: 'status', carrierId, from: input.from, status: 'delivered', error: null });
      const reply = last === '0' ? 'STOP' : Number(last) % 2 === 0 ? sandboxCannedReply : null;
      if (reply)
        schedule(delivered + sandboxReplyMs, {
          type: 'inbound',
          carrierId: carrierIdOf(),
          from: input.to,
          to: input.from,
          body: reply,
          receivedAt: new Date(delivered + sandboxReplyMs),
        });
      return { carrierId, status: 'queued' };
    },
    receive(input, at) {
      schedule(at.getTime(), {
        type: 'inbound',
        carrierId: carrierIdOf(),
        ...input,
        receivedAt: at,
      });
    },
    takeDue(at: Date): MessagingEvent[] {
      const due = pending
        .filter((entry) => entry.due <= at.getTime())
        .sort((a, b) => a.due - b.due || a.order - b.order);
      for (const entry of due) pending.splice(pending.indexOf(entry), 1);
      return due.map((entry) => entry.event);
    },
  };
}
