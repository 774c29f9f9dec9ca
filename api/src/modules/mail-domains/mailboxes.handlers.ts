import type { Context } from 'hono';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { requireFeature } from '../../platform/entitlements';
import {
  createMailHost,
  type MailHostingSettings,
  mailHostingSettingsFromEnv,
} from '../../providers/mail-hosting/create-mail-host';
import type { MailHost } from '../../providers/mail-hosting/mail-host.provider';
import { emailKeys } from '../../providers/outreach-email/email-secrets';
import { credentialAccess } from '../credentials';
import { creditsSpent } from '../credits';
import * as routes from './mailboxes.routes';
import {
  createHostedMailbox,
  deleteHostedMailbox,
  listHostedMailboxes,
  type MailboxesContext,
} from './mailboxes.service';

export interface HostedMailboxesOptions {
  credentialsKey?: string;
  /** The mail host and price; MAIL_HOSTING* from the environment when left out. */
  mailHost?: { host: MailHost; price: number };
}

function hostedMailboxesHandlers(
  deps: AppDependencies,
  options: HostedMailboxesOptions,
): Handlers<typeof routes> {
  let fromEnv: { host: MailHost; price: number } | undefined;
  const hosting = () => {
    if (options.mailHost) return options.mailHost;
    const settings: MailHostingSettings = mailHostingSettingsFromEnv();
    fromEnv ??= { host: createMailHost(deps.db, settings), price: settings.price };
    return fromEnv;
  };
  const context = (c: Context<AppEnv>): MailboxesContext => ({
    scope: c.get('scope'),
    space: c.get('space'),
    ...hosting(),
  });
  return {
    listHostedMailboxes: async (c) => c.json(okBody(await listHostedMailboxes(context(c))), 200),
    createHostedMailbox: async (c) => {
      const space = c.get('space');
      const user = c.get('user');
      const created = await createHostedMailbox(
        {
          ...context(c),
          box: (await emailKeys(deps.db, options.credentialsKey)).secrets,
          userId: user.id,
          access: await credentialAccess(deps.db, space.id, user, c.get('access')),
        },
        c.req.valid('json'),
      );
      await creditsSpent(deps, space.id, created.balance);
      return c.json(okBody(created), 201);
    },
    deleteHostedMailbox: async (c) =>
      c.json(okBody(await deleteHostedMailbox(context(c), c.req.valid('param').id)), 200),
  };
}

/** /ai_email/mailboxes (issue 29): behind the workspace checks and the plan feature mailbox_slot. */
export function hostedMailboxesRoutes(deps: AppDependencies, options: HostedMailboxesOptions = {}) {
  const router = workspaceRouter(deps, requireFeature(deps, 'mailbox_slot'));
  return bindOperations(router, routes, hostedMailboxesHandlers(deps, options));
}
