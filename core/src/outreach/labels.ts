/**
 * spec: outreach §3 "AI label names". The API seeds them in every workspace as labels of type
 * `ai_generated`, stored by these English names; the pages show them in their own language by a
 * stable key (`aiLabelKey`), while a label a customer made keeps the name they typed, even when it
 * reads the same (issue 26 item 25).
 */
export const aiLabelNames = [
  'interested',
  'not interested',
  'out of office',
  'making an introduction',
  'wrong contact',
  'follow up later',
  'hard no',
  'neutral',
] as const;
export type AiLabelName = (typeof aiLabelNames)[number];

/** The stable key of each seeded AI label, for its translations (`seeded:aiLabels.<key>`). */
export const aiLabelKeys = {
  interested: 'interested',
  'not interested': 'notInterested',
  'out of office': 'outOfOffice',
  'making an introduction': 'makingAnIntroduction',
  'wrong contact': 'wrongContact',
  'follow up later': 'followUpLater',
  'hard no': 'hardNo',
  neutral: 'neutral',
} as const satisfies Record<AiLabelName, string>;
export type AiLabelKey = (typeof aiLabelKeys)[AiLabelName];

/** What a page knows of a label: its name and, where the API says it, its type. */
export interface NamedLabel {
  name: string;
  type?: string | null;
}

/**
 * The key of `label` when the API seeded it (type `ai_generated` and one of the AI names), else
 * null: a label the customer made is theirs, shown as they wrote it.
 */
export function aiLabelKey(label: NamedLabel): AiLabelKey | null {
  if (label.type !== 'ai_generated') return null;
  return Object.hasOwn(aiLabelKeys, label.name) ? aiLabelKeys[label.name as AiLabelName] : null;
}
