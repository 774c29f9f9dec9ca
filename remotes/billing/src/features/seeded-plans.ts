import { type TranslationKey, useT } from '@outreach/sdk';

/**
 * The plans the API seeds (api/src/platform/plans.defaults.ts) carry English names and card lines.
 * Shown as they are, a French pricing page would read "Unlimited campaigns"; shown by a stable key
 * (the tier, the seeded line) they follow the language (issue 26 item 25). A name or line a
 * reseller wrote is theirs and shows as written.
 */
/**
 * The seeded names that are words (Free, Basic, Unlimited) are translated; Growth, Scale and
 * Supreme are the offer's names, the same in every language, like a product's.
 */
const seededNames: Record<string, string> = {
  free: 'Free',
  basic: 'Basic',
  unlimited: 'Unlimited',
};

const seededLines: Record<string, string> = {
  'Unlimited campaigns': 'unlimitedCampaigns',
  'Link tracking': 'linkTracking',
  'Native CRM, webhooks and Zapier': 'crmWebhooksZapier',
  'Smart sequences, video, Prospect Finder': 'sequencesVideoFinder',
  'Calls and SMS': 'callsSms',
  'AI assistant and AI comments': 'aiAssistantComments',
  'AI Employee': 'aiEmployee',
  'Unlimited mailboxes': 'unlimitedMailboxes',
  Everything: 'everything',
};

/** "2 campaigns", "1,500 campaigns": the seeded count line. */
const campaignsLine = /^([\d,]+) campaigns$/;

/** A plan's name and card lines in the page's language when the API seeded them. */
export function useSeededPlans() {
  const t = useT('billing');
  return {
    name(tier: string, name: string): string {
      return seededNames[tier] === name ? t(`plans.names.${tier}` as TranslationKey<'billing'>) : name;
    },
    line(line: string): string {
      const campaigns = campaignsLine.exec(line);
      if (campaigns?.[1]) {
        const count = Number(campaigns[1].replace(/,/g, ''));
        return t('plans.lines.campaigns', { count, amount: count.toLocaleString(t('plans.locale')) });
      }
      const key = seededLines[line];
      return key ? t(`plans.lines.${key}` as TranslationKey<'billing'>) : line;
    },
  };
}
