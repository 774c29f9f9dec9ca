/**
 * AI labels on incoming replies (issue 28, plan feature ai_powered_labels; spec outreach §3 "AI
 * label names"): with the feature, every prospect's reply gets the AI label the model reads in it
 * (classifyReply: the model's structured answer, the deterministic rules when it fails), charged
 * label_generation once per reply the model labelled. Without it, or when the credits run out, the
 * auto-label rules' local classifier labels as before, free. The labels listener never hands this
 * warm-up mail or the workspace's own messages (mail polling drops those first).
 */
import type { AiLabelName } from '@outreach/core/outreach';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { prospects, spaces } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { RealtimeEmitter } from '../../../platform/announce';
import { spaceHasFeature } from '../../../platform/entitlements';
import type { LlmProvider } from '../../../providers/llm/llm.provider';
import { localReplyClassifier, type ReplyClassifier } from '../../labels';
import type { ReplyLabel } from '../prompts/llm-inputs';
import { classifyReply } from '../safety/classify-reply';
import { runPaidGeneration } from './generation';
import { prospectNameOf } from './prospect-inputs';

/** The AI label of each reply classification (the seeded label names of outreach §3). */
export const aiLabelOfReply: Record<ReplyLabel, AiLabelName> = {
  interested: 'interested',
  question: 'neutral',
  not_now: 'follow up later',
  hard_no: 'hard no',
  out_of_office: 'out of office',
  wrong_person: 'wrong contact',
  unsubscribe: 'hard no',
};

export interface AiLabelDeps {
  db: Db;
  clock: Clock;
  realtime?: RealtimeEmitter;
  /** Read when a reply arrives (createApp sets it after the listeners are registered). */
  llm?: LlmProvider;
}

async function hasAiLabels(db: Db, spaceId: string): Promise<boolean> {
  const [space] = await db
    .select({ tier: spaces.tier, brand: spaces.brand })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  return space ? spaceHasFeature(db, space, 'ai_powered_labels') : false;
}

export function createAiReplyClassifier(deps: AiLabelDeps): ReplyClassifier {
  return {
    labelsEveryReply: (spaceId) => hasAiLabels(deps.db, spaceId),
    async classify(text, reply) {
      const { llm } = deps;
      if (!reply || !llm || !(await hasAiLabels(deps.db, reply.spaceId)))
        return localReplyClassifier.classify(text);
      const [prospect] = await deps.db
        .select({
          fullName: prospects.fullName,
          firstName: prospects.firstName,
          lastName: prospects.lastName,
        })
        .from(prospects)
        .where(eq(prospects.id, reply.prospectId));
      let label: AiLabelName | null = null;
      try {
        await runPaidGeneration(
          { db: deps.db, clock: deps.clock, llm, realtime: deps.realtime },
          {
            spaceId: reply.spaceId,
            userId: null,
            kind: 'reply_label',
            title: `AI label of a reply from ${prospect ? prospectNameOf(prospect) : 'a prospect'}`,
            prospectId: reply.prospectId,
          },
          async () => {
            // The prospect's text is data: classifyReply quotes it, and its rules keep unsubscribe and out of office.
            const classified = await classifyReply(llm, { space: reply.spaceId, replyText: text });
            label = aiLabelOfReply[classified.label];
            return classified.source === 'model'
              ? { status: 'ready', result: label, detail: { reason: classified.reason } }
              : {
                  status: 'failed',
                  error: `The model failed (${classified.modelError ?? 'rules'}): the rules labelled it`,
                };
          },
        );
      } catch (error) {
        // Out of credits (402): the free local classifier labels it.
        if (error instanceof AppError && error.status === 402) return localReplyClassifier.classify(text);
        throw error;
      }
      return label;
    },
  };
}
