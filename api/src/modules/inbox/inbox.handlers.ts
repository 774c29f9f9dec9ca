import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { mailServersAllowPrivateFromEnv } from '../../ssrf';
import { credentialAccess } from '../credentials';
import * as routes from './inbox.routes';
import {
  findDialog,
  type InboxMailOptions,
  listDialogs,
  listMessages,
  sendMessage,
  updateDialog,
} from './inbox.service';
import { cancelScheduledMessage, listScheduledMessages, scheduleMessage } from './scheduled-messages';

export interface InboxRoutesOptions {
  credentialsKey?: string;
  mailServersAllowPrivate?: boolean;
}

/** The handlers of /inbox, one per declaration of inbox.routes.ts, under its operationId. */
export function inboxHandlers(deps: AppDependencies, mail: InboxMailOptions): Handlers<typeof routes> {
  const accessOf = (c: Context<AppEnv>) =>
    credentialAccess(deps.db, c.get('scope').spaceId, c.get('user'), c.get('access'));

  return {
    listDialogs: async (c) =>
      c.json(okBody(await listDialogs(c.get('scope'), await accessOf(c), c.req.valid('query'))), 200),
    listMessages: async (c) => {
      const scope = c.get('scope');
      const row = await findDialog(scope, await accessOf(c), c.req.valid('param').id);
      return c.json(okBody(await listMessages(scope, row.dialog, c.req.valid('query'))), 200);
    },
    updateDialog: async (c) => {
      const scope = c.get('scope');
      const access = await accessOf(c);
      const row = await findDialog(scope, access, c.req.valid('param').id);
      return c.json(okBody(await updateDialog(scope, access, row.dialog, c.req.valid('json'))), 200);
    },
    sendMessage: async (c) => {
      const scope = c.get('scope');
      const row = await findDialog(scope, await accessOf(c), c.req.valid('param').id);
      const input = c.req.valid('json');
      if (input.send_at) {
        const scheduled = await scheduleMessage(scope, c.get('user').id, row, {
          ...input,
          send_at: input.send_at,
        });
        return c.json(okBody(scheduled), 202);
      }
      return c.json(okBody(await sendMessage(scope, row, input, mail)), 201);
    },
    listScheduledReplies: async (c) => {
      const scope = c.get('scope');
      const row = await findDialog(scope, await accessOf(c), c.req.valid('param').id);
      return c.json(okBody(await listScheduledMessages(scope, row.dialog.id)), 200);
    },
    cancelScheduledReply: async (c) => {
      const scope = c.get('scope');
      const { id, scheduledId } = c.req.valid('param');
      const row = await findDialog(scope, await accessOf(c), id);
      return c.json(okBody(await cancelScheduledMessage(scope, row.dialog.id, scheduledId)), 200);
    },
  };
}

/**
 * /inbox (outreach §2 Inbox, §4 Dialog; §7 shows no calls, so these are ours and
 * listed in docs/decisions.md "Inbox API"): the dialogs of the accounts a member
 * sees, their messages, read/starred/archived, and answering by email or social.
 */
export function inboxRoutes(deps: AppDependencies, options: InboxRoutesOptions = {}) {
  const mail: InboxMailOptions = {
    credentialsKey: options.credentialsKey,
    mailServersAllowPrivate: options.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
  };
  return bindOperations(workspaceRouter(deps), routes, inboxHandlers(deps, mail));
}
