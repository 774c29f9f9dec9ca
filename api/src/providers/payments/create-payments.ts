/**
 * Payments from the environment (server.ts): with STRIPE_SECRET_KEY, Stripe itself (its webhooks
 * verified with STRIPE_WEBHOOK_SECRET); without, the local payments server, delivering its webhooks
 * to this app's /api/billing/webhooks/stripe with its own secret (random per install, kept in its
 * state file beside the data, 0600). Its hosted pages listen on HOST:LOCAL_PAYMENTS_PORT; its API
 * on 127.0.0.1 only (a free port), answering only the key generated at this start, which the SDK
 * handed to the app holds (issue 23 item 1).
 */
import Stripe from 'stripe';
import { createLocalStripe, type LocalStripe } from './local-stripe/server';
import type { Payments } from './payments';

export const webhookPath = '/api/billing/webhooks/stripe';

export interface PaymentsSettings {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** The local server's hosted pages' port (default 4242; 0 is any free port); its API is on loopback. */
  LOCAL_PAYMENTS_PORT?: number;
  LOCAL_PAYMENTS_PUBLIC_URL?: string;
  /** Where the hosted pages listen (the app's HOST); the API listens on 127.0.0.1 whatever this is. */
  HOST?: string;
  /** Where local webhooks go: this app's port (a function when it is known only after listening). */
  appPort: number | (() => number);
  /** The local server's state file (customers survive a restart); none keeps it in memory. */
  stateFile?: string;
  appName?: string;
  onError?: (message: string) => void;
}

export type RunningPayments = Payments & {
  /** The local server (local mode). */
  local?: LocalStripe;
  /** One line for the start-up output. */
  describe(): string;
  close(): Promise<void>;
};

export async function createPayments(settings: PaymentsSettings): Promise<RunningPayments> {
  if (settings.STRIPE_SECRET_KEY) {
    if (!settings.STRIPE_WEBHOOK_SECRET) {
      throw new Error(
        'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)',
      );
    }
    const live = /^(sk|rk)_live_/.test(settings.STRIPE_SECRET_KEY);
    return {
      mode: 'stripe',
      stripe: new Stripe(settings.STRIPE_SECRET_KEY),
      webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
      describe: () => `Payments: Stripe (${live ? 'live' : 'test'} mode), webhooks at ${webhookPath}`,
      close: async () => {},
    };
  }
  const appPort = settings.appPort;
  const port = settings.LOCAL_PAYMENTS_PORT ?? 4242;
  const local = await createLocalStripe({
    port,
    host: settings.HOST,
    publicUrl: settings.LOCAL_PAYMENTS_PUBLIC_URL,
    stateFile: settings.stateFile,
    appName: settings.appName,
    onError: settings.onError,
    webhook: {
      url: () => `http://127.0.0.1:${typeof appPort === 'number' ? appPort : appPort()}${webhookPath}`,
    },
  }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'EADDRINUSE') {
      throw new Error(
        `The local payments server cannot listen on port ${port}, which is in use: set LOCAL_PAYMENTS_PORT to another port (0 = any free port), or STRIPE_SECRET_KEY to use Stripe`,
      );
    }
    throw error;
  });
  return {
    mode: 'local',
    stripe: new Stripe(local.secretKey, local.sdkOptions),
    webhookSecret: local.webhookSecret,
    localUrl: local.url,
    local,
    describe: () =>
      `Payments: local test server, pages at ${local.url} (pay with card 4242 4242 4242 4242), API at ${local.apiUrl} (this machine only), webhooks at ${webhookPath}`,
    close: () => local.close(),
  };
}
