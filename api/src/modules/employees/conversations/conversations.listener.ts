/**
 * The conversation hears prospects' replies on the outreach events bus (registered in app.ts
 * beside auto-labels): `got_reply` follows every stored reply, social (the sandbox network or a
 * worker) and email (the IMAP poller), with the stored message's id. The bus runs listeners after
 * the reply is committed and logs a listener's failure without failing the emitter; a step left
 * half done is taken again by the sweep (runDueConversations) once its lease runs out.
 */
import type { OutreachEvents } from '../../../platform/outreach-events';
import { handleProspectReply } from './conversations.reply';
import type { ConversationDeps } from './conversations.service';

export function registerAiConversations(events: OutreachEvents, deps: () => ConversationDeps) {
  return events.on(async (event) => {
    if (event.name !== 'got_reply' || !event.prospectId || !event.credentialId) return;
    const messageId = event.data.message_id;
    if (typeof messageId !== 'string') return;
    await handleProspectReply(deps(), {
      spaceId: event.spaceId,
      prospectId: event.prospectId,
      credentialId: event.credentialId,
      messageId,
    });
  });
}
