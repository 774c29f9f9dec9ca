import type { AiLabelName } from '@outreach/core/outreach';

/**
 * Reads a prospect's reply and names the AI label it deserves (outreach §3 AI label names), or
 * null when it cannot tell. `ai` auto-label rules run through it. There is no LLM provider yet:
 * the local classifier below is deterministic; an LLM adapter implements this same interface
 * later and is handed to registerAutoLabels where the app is composed (docs/decisions.md).
 */
export interface ReplyClassifier {
  /** `reply` names whose reply it is (a classifier that charges the workspace needs it). */
  classify(text: string, reply?: ClassifiedReply): Promise<AiLabelName | null>;
  /**
   * True when every reply of the workspace gets its AI label, whether or not an `ai` rule names it
   * (the plan feature ai_powered_labels, issue 28); the local classifier labels through rules only.
   */
  labelsEveryReply?(spaceId: string): Promise<boolean>;
}

/** The reply being classified. */
export interface ClassifiedReply {
  spaceId: string;
  prospectId: string;
}

/**
 * Patterns per AI label, tried in this order: the first that matches wins, so the narrower
 * answers ("out of office", "hard no", "not interested") come before the broad "interested".
 */
const patterns: [AiLabelName, RegExp][] = [
  [
    'out of office',
    /\b(out of (the )?office|on (annual |parental |sick )?leave|on (vacation|holiday)|away (until|from)|auto(matic)?[- ]?reply|limited access to (my )?e-?mail)\b/i,
  ],
  [
    'hard no',
    /\b(stop (emailing|contacting|messaging|writing)|unsubscribe|remove me|take me off|do not (contact|email|message)|don'?t (contact|email|message) me|never (contact|email) me)\b/i,
  ],
  [
    'wrong contact',
    /\b(wrong (person|contact)|not the right (person|contact)|no longer (work|with)|(i'?m|i am) not (responsible|in charge)|left the company)\b/i,
  ],
  [
    'making an introduction',
    /\b(introduce you|introducing you|looping in|loop in|cc'?(ing|ed)|copied my colleague|reach out to my colleague|best person (to|for))\b/i,
  ],
  [
    'follow up later',
    /\b((follow|reach|circle|check) (up|back|out)? ?(later|again)|get back (to me|in touch) (in|next|later)|not (right )?now|maybe later|next (week|month|quarter|year)|in a few (weeks|months))\b/i,
  ],
  [
    'not interested',
    /\b(not interested|no,? thanks?|no thank you|we('re| are) (all )?(set|good)|not a (good )?fit|(we'?ll|will) pass|not (looking|in the market))\b/i,
  ],
  [
    'interested',
    /\b(interested|sounds (good|great|interesting)|let'?s (talk|chat|meet|connect)|book a (call|meeting|demo)|tell me more|send (me )?(more|details|pricing)|happy to (chat|talk|meet)|when are you (free|available)|set up a (call|meeting))\b/i,
  ],
];

/** The deterministic classifier: the patterns above; a reply none matches is `neutral`. */
export const localReplyClassifier: ReplyClassifier = {
  async classify(text) {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    for (const [label, pattern] of patterns) if (pattern.test(trimmed)) return label;
    return 'neutral';
  },
};
