/**
 * Payments (issue 13 item 2/3): every payment call goes through the official `stripe` SDK. With
 * STRIPE_SECRET_KEY it talks to Stripe; without it, to the local payments server
 * (providers/payments/local-stripe), which speaks the part of Stripe's REST API we use, through
 * the SDK's host/port/protocol options. The rest of the code sees only this.
 */
import type Stripe from 'stripe';

export interface Payments {
  /** The SDK client: Stripe itself, or pointed at the local payments server. */
  stripe: Stripe;
  /** Verifies webhooks (STRIPE_WEBHOOK_SECRET, or the local server's own secret). */
  webhookSecret: string;
  mode: 'stripe' | 'local';
  /** The local server's origin (its hosted checkout and portal pages), in local mode. */
  localUrl?: string;
}
