import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { autoLabelRules, labels } from '../../db/schema';
import type { OutreachEvent, OutreachEvents } from '../../platform/outreach-events';
import type { Logger } from '../../logger';
import { seedAiLabels } from './labels.service';
import { addProspectLabel } from './prospect-labels';
import { localReplyClassifier, type ReplyClassifier } from './reply-classifier';

export interface AutoLabelDeps {
  db: Db;
  clock: Clock;
  events: OutreachEvents;
  logger?: Logger;
}

/**
 * The events that carry a prospect's reply text: `new_email` (the IMAP reader) and `new_message`
 * (a social reply). `got_reply` follows each of them with no text, so it is not read here.
 */
const replyEvents = new Set<OutreachEvent['name']>(['new_email', 'new_message']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Case-insensitive whole-word match: "price" matches "Price?" and "the price is", not "priceless".
 * Whole words by letters and digits of any script, so "café" is not found in "cafés".
 */
export function containsPhrase(text: string, phrase: string): boolean {
  const words = phrase.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  if (words === '') return false;
  return new RegExp(`(?<![\\p{L}\\p{N}_])${words}(?![\\p{L}\\p{N}_])`, 'iu').test(text);
}

/**
 * Runs a workspace's active auto-label rules over one reply and puts each matching label on the
 * prospect through addProspectLabel (so `add_label` / `add_ai_label` fire), once: a label the
 * prospect has already is left alone. Returns the label ids put on.
 */
export async function applyAutoLabels(
  deps: AutoLabelDeps,
  classifier: ReplyClassifier,
  reply: {
    spaceId: string;
    prospectId: string;
    text: string;
    workflowId?: string | null;
    credentialId?: string | null;
  },
): Promise<string[]> {
  const rules = await deps.db
    .select({
      kind: autoLabelRules.kind,
      phrases: autoLabelRules.phrases,
      labelId: labels.id,
      labelName: labels.name,
    })
    .from(autoLabelRules)
    .innerJoin(labels, eq(labels.id, autoLabelRules.labelId))
    .where(and(eq(autoLabelRules.spaceId, reply.spaceId), eq(autoLabelRules.isActive, true)));
  const everyReply = (await classifier.labelsEveryReply?.(reply.spaceId)) ?? false;
  if (rules.length === 0 && !everyReply) return [];

  const matched = new Set<string>();
  for (const rule of rules) {
    if (rule.kind === 'keywords' && rule.phrases.some((phrase) => containsPhrase(reply.text, phrase))) {
      matched.add(rule.labelId);
    }
  }
  const aiRules = rules.filter((rule) => rule.kind === 'ai');
  if (aiRules.length > 0 || everyReply) {
    // One classification per reply, only when some AI rule is on or the plan labels every reply (an LLM call costs).
    const verdict = await classifier.classify(reply.text, reply);
    const rule = aiRules.find((candidate) => candidate.labelName === verdict);
    if (rule) matched.add(rule.labelId);
    else if (everyReply && verdict) {
      const label = await aiLabelNamed(deps, reply.spaceId, verdict);
      if (label) matched.add(label);
    }
  }

  const added: string[] = [];
  for (const labelId of matched) {
    const put = await addProspectLabel(deps, {
      spaceId: reply.spaceId,
      prospectId: reply.prospectId,
      labelId,
      workflowId: reply.workflowId ?? null,
      credentialId: reply.credentialId ?? null,
    });
    if (put) added.push(labelId);
  }
  return added;
}

/** The workspace's seeded AI label of that name (seeded first if it is missing). */
async function aiLabelNamed(deps: AutoLabelDeps, spaceId: string, name: string): Promise<string | null> {
  const find = async () =>
    (
      await deps.db
        .select({ id: labels.id })
        .from(labels)
        .where(and(eq(labels.spaceId, spaceId), eq(labels.type, 'ai_generated'), eq(labels.name, name)))
    )[0]?.id ?? null;
  const found = await find();
  if (found) return found;
  await seedAiLabels({ db: deps.db, spaceId, clock: deps.clock });
  return find();
}

/**
 * Auto-labels listen on the outreach events bus (registered in app.ts beside the webhooks):
 * every reply with text runs the workspace's rules. The bus runs listeners after the emitter's
 * work is committed and logs a listener's failure without failing the emitter.
 */
export function registerAutoLabels(deps: AutoLabelDeps, classifier: ReplyClassifier = localReplyClassifier) {
  return deps.events.on(async (event) => {
    if (!replyEvents.has(event.name) || !event.prospectId) return;
    // Warm-up mail is no prospect's reply (issue 28: never labelled, never charged).
    if (event.data.warmup === true) return;
    const text = typeof event.data.text === 'string' ? event.data.text : '';
    if (text.trim() === '') return;
    await applyAutoLabels(deps, classifier, {
      spaceId: event.spaceId,
      prospectId: event.prospectId,
      text,
      workflowId: event.workflowId,
      credentialId: event.credentialId,
    });
  });
}
