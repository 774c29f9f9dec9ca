import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson, readQuery } from '../../http';
import { mailServersAllowPrivateFromEnv } from '../../ssrf';
import { authenticate } from '../auth/auth.middleware';
import { credentialAccess } from '../credentials/credential-access';
import { requireSpace } from '../spaces/spaces.middleware';
import { dialogsQuery, messagesQuery, sendMessageInput, updateDialogInput } from './inbox.schema';
import {
  findDialog,
  type InboxMailOptions,
  listDialogs,
  listMessages,
  sendMessage,
  updateDialog,
} from './inbox.service';

export interface InboxRoutesOptions {
  credentialsKey?: string;
  mailServersAllowPrivate?: boolean;
}

/**
 * /inbox (outreach §2 Inbox, §4 Dialog; §7 shows no calls, so these are ours and
 * listed in docs/decisions.md "Inbox API"): the dialogs of the accounts a member
 * sees, their messages, read/starred/archived, and answering by email or social.
 */
export function inboxRoutes(deps: AppDependencies, options: InboxRoutesOptions = {}) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));
  const mail: InboxMailOptions = {
    credentialsKey: options.credentialsKey,
    mailServersAllowPrivate: options.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
  };

  const accessOf = (c: Context<AppEnv>) => credentialAccess(deps.db, c.get('scope').spaceId, c.get('user'));

  router.get('/dialogs', async (c) => {
    const query = readQuery(c, dialogsQuery);
    return ok(c, await listDialogs(c.get('scope'), await accessOf(c), query));
  });

  router.get('/dialogs/:id/messages', async (c) => {
    const scope = c.get('scope');
    const row = await findDialog(scope, await accessOf(c), c.req.param('id'));
    return ok(c, await listMessages(scope, row.dialog, readQuery(c, messagesQuery)));
  });

  router.patch('/dialogs/:id', async (c) => {
    const scope = c.get('scope');
    const access = await accessOf(c);
    const row = await findDialog(scope, access, c.req.param('id'));
    const input = await readJson(c, updateDialogInput);
    return ok(c, await updateDialog(scope, access, row.dialog, input));
  });

  router.post('/dialogs/:id/messages', async (c) => {
    const scope = c.get('scope');
    const row = await findDialog(scope, await accessOf(c), c.req.param('id'));
    const input = await readJson(c, sendMessageInput);
    return ok(c, await sendMessage(scope, row, input, mail), 201);
  });

  return router;
}
