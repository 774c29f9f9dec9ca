import type { TFunction } from '@outreach/sdk';

/**
 * The pipeline and stages the API seeds for a new workspace (api/src/modules/crm/crm.schema.ts
 * `defaultPipeline`) are stored in English. Shown as they are, they would be English on every
 * page; shown by their stable key they follow the language (issue 26 item 25). A name the
 * customer typed, or changed, is theirs and is shown as they wrote it.
 */
const seededKeys: Record<string, string> = {
  'Sales pipeline': 'salesPipeline',
  Lead: 'lead',
  Contacted: 'contacted',
  Qualified: 'qualified',
  Proposal: 'proposal',
  Won: 'won',
};

/** `name` in the page's language (`t` of the inbox strings) when the API seeded it, else as it is. */
export function seededName(t: TFunction<'inbox'>, name: string): string {
  const key = seededKeys[name];
  return key ? t(`crmBoard.seeded.${key}` as 'crmBoard.seeded.lead') : name;
}
