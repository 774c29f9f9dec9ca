import { readLocalStorage, writeLocalStorage } from '@outreach/sdk';
import type { ComposerChannel } from './inbox.types';

/**
 * spec outreach §3: "Draft message per profile: per channel (linkedIn, email, sms) a draft and a
 * subject, plus last; drafts are persisted locally". Keys use the spec's channel names.
 */
export type DraftChannel = 'linkedin' | 'email' | 'sms';

export interface Draft {
  text: string;
  subject: string;
}

const emptyDraft: Draft = { text: '', subject: '' };

export function draftChannelOf(channel: ComposerChannel): DraftChannel {
  if (channel === 'sms') return 'sms';
  return channel === 'social' ? 'linkedin' : 'email';
}

export function draftKey(prospectId: string, channel: DraftChannel): string {
  return `inbox-draft:${prospectId}:${channel}`;
}

/** The channel written on last, so the composer reopens on it. */
export function lastChannelKey(prospectId: string): string {
  return `inbox-draft:${prospectId}:last`;
}

export function readDraft(prospectId: string, channel: DraftChannel): Draft {
  const raw = readLocalStorage(draftKey(prospectId, channel));
  if (!raw) return emptyDraft;
  try {
    const parsed = JSON.parse(raw) as Partial<Draft>;
    return {
      text: typeof parsed.text === 'string' ? parsed.text : '',
      subject: typeof parsed.subject === 'string' ? parsed.subject : '',
    };
  } catch {
    return emptyDraft; // a value written by hand or by an older build
  }
}

/** An empty draft is removed rather than stored. */
export function writeDraft(prospectId: string, channel: DraftChannel, draft: Draft) {
  const empty = !draft.text && !draft.subject;
  writeLocalStorage(draftKey(prospectId, channel), empty ? null : JSON.stringify(draft));
}

export function readLastChannel(prospectId: string): ComposerChannel | null {
  const last = readLocalStorage(lastChannelKey(prospectId));
  if (last === 'linkedin') return 'social';
  if (last === 'email') return 'email';
  if (last === 'sms') return 'sms';
  return null;
}

export function writeLastChannel(prospectId: string, channel: ComposerChannel) {
  writeLocalStorage(lastChannelKey(prospectId), draftChannelOf(channel));
}
