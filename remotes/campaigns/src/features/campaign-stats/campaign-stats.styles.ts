import { ensureAreaStyles } from '@outreach/design-system';

/**
 * The funnel's legend (issue 26 item 4): a list without numbers, each entry a swatch of its bar's
 * colour and its words, wrapping with room between entries. The ordered list it replaces put its
 * "2." and "3." markers outside each entry, over the end of the entry before it.
 */
const css = `
:where([data-ds-root]) .campaign-funnel-legend { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 12px 0 0; padding: 0; list-style: none; }
:where([data-ds-root]) .campaign-funnel-legend li { display: inline-flex; align-items: center; gap: 8px; }
:where([data-ds-root]) .campaign-funnel-legend li::before { content: ''; width: 10px; height: 10px; border-radius: 2px; background: var(--campaign-funnel-colour); flex: none; }
`;

export function ensureCampaignStatsStyles(doc: Document = document) {
  ensureAreaStyles('data-campaign-stats-styles', css, doc);
}
