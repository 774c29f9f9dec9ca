/**
 * The deterministic reading of a prospect's reply: the fallback when the model fails (issue 28:
 * "never guessing interested") and the signals no model answer overrides (an unsubscribe stays an
 * unsubscribe whatever the model, or a prospect's text aimed at it, says).
 */
import type { ReplyClassification, ReplyLabel } from '../prompts/llm-inputs';
import { escalationRules } from './needs-human';

const rules: Array<{ label: Exclude<ReplyLabel, 'interested'>; patterns: RegExp[]; reason: string }> = [
  { label: 'unsubscribe', patterns: escalationRules.unsubscribe, reason: 'asks to be removed from the list' },
  {
    label: 'out_of_office',
    patterns: [
      /\bout of (?:the )?office\b/,
      /\bautomatic reply\b|\bauto-?reply\b|\bautoreply\b/,
      /\b(?:on|in) (?:vacation|holiday|leave|annual leave|parental leave|maternity leave)\b/,
      /\baway (?:from|until|till)\b/,
      /\blimited access to (?:my )?e-?mail\b/,
      /\babsent\b|\babwesenheit|\bfuera de la oficina|\bausente\b|\bcong[ée]s?\b/,
    ],
    reason: 'an automatic or out-of-office answer',
  },
  {
    label: 'wrong_person',
    patterns: [
      /\bwrong person\b|\bnot the (?:right|best|correct) (?:person|contact)\b/,
      /\bno longer (?:work|with)\b|\b(?:has )?left the company\b|\bnot (?:in charge|responsible) (?:of|for)\b/,
      /\byou should (?:contact|reach out to|talk to|speak to)\b/,
      /\bpas la bonne personne\b|\bnicht (?:der|die) richtige\b|\bno soy la persona\b|\bn[aã]o sou a pessoa\b/,
    ],
    reason: 'says someone else is the person to ask',
  },
  {
    label: 'hard_no',
    patterns: [
      /\bnot interested\b|\bno interest\b|\bno,? thanks?\b|\bno thank you\b/,
      /\bnot for us\b|\bwe(?:'re| are) (?:all )?(?:good|set|covered)\b|\bnot looking\b/,
      /\bpas int[ée]ress[ée]|\bkein interesse\b|\bno me interesa\b|\bn[aã]o tenho interesse\b/,
    ],
    reason: 'declines',
  },
  {
    label: 'not_now',
    patterns: [
      /\bnot (?:right )?now\b|\bnot at the moment\b|\bnot (?:a )?(?:good|right) time\b/,
      /\b(?:maybe|perhaps|try) (?:later|again)\b|\blater this year\b|\bnext (?:month|quarter|year)\b/,
      /\b(?:reach|circle|check) (?:back|out) (?:in|later|next)\b|\bfollow up (?:in|later|next)\b/,
      /\btoo busy\b|\bswamped\b|\bpas maintenant\b|\bnicht jetzt\b|\bahora no\b|\bagora n[aã]o\b/,
    ],
    reason: 'not now, perhaps later',
  },
];

/** The first rule that matches, or null: nothing here ever says 'interested'. */
export function ruleLabelOf(replyText: string): Exclude<ReplyLabel, 'interested'> | null {
  const text = replyText.toLowerCase();
  return rules.find((rule) => rule.patterns.some((pattern) => pattern.test(text)))?.label ?? null;
}

/** The fallback classification: the rules, else 'question' (a person reads it), never 'interested'. */
export function fallbackClassification(replyText: string): ReplyClassification {
  const text = replyText.toLowerCase();
  const rule = rules.find((candidate) => candidate.patterns.some((pattern) => pattern.test(text)));
  if (rule) return { label: rule.label, reason: rule.reason };
  return { label: 'question', reason: 'no clear signal: left for a person to read' };
}
