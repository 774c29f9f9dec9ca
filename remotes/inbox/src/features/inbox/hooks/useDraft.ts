import { useState } from 'react';
import {
  type Draft,
  draftChannelOf,
  readDraft,
  readLastChannel,
  writeDraft,
  writeLastChannel,
} from '../drafts';
import type { ComposerChannel, SendChannel } from '../inbox.types';

/**
 * The composer's channel, text and subject for one prospect, kept in local storage as they are
 * typed so they survive leaving the conversation. Mount it again (key) for another prospect.
 */
export function useDraft(prospectId: string, defaultChannel: SendChannel) {
  const [channel, setChannelState] = useState<ComposerChannel>(
    () => readLastChannel(prospectId) ?? defaultChannel,
  );
  const [draft, setDraftState] = useState<Draft>(() => readDraft(prospectId, draftChannelOf(channel)));

  const update = (next: Draft) => {
    setDraftState(next);
    writeDraft(prospectId, draftChannelOf(channel), next);
    writeLastChannel(prospectId, channel);
  };

  return {
    channel,
    text: draft.text,
    subject: draft.subject,
    setChannel(next: ComposerChannel) {
      setChannelState(next);
      setDraftState(readDraft(prospectId, draftChannelOf(next)));
      writeLastChannel(prospectId, next);
    },
    setText: (text: string) => update({ ...draft, text }),
    setSubject: (subject: string) => update({ ...draft, subject }),
    /** After a successful send: this channel's draft is gone. */
    clear() {
      setDraftState({ text: '', subject: '' });
      writeDraft(prospectId, draftChannelOf(channel), { text: '', subject: '' });
    },
  };
}
