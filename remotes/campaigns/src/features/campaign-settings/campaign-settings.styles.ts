import { ensureAreaStyles } from '@outreach/design-system';
/** The campaign pages' own rules (settings, stats, prospects, CSV, forecast), scoped under [data-ds-root]. */
const css = `
:where([data-ds-root]) .campaign-page__tabs { margin-bottom: 16px; }
:where([data-ds-root]) .campaign-settings { display: flex; flex-direction: column; gap: 16px; max-width: 720px; }
:where([data-ds-root]) .campaign-settings__section { display: flex; flex-direction: column; gap: 12px; padding: 16px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .campaign-settings__section h2 { margin: 0; font-size: 16px; }
:where([data-ds-root]) .campaign-settings__senders { border: 0; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 8px; }
:where([data-ds-root]) .campaign-settings__senders legend { font-weight: 600; margin-bottom: 8px; }
:where([data-ds-root]) .campaign-settings__hint { color: var(--ds-text-muted); font-size: 13px; margin: 0; }
:where([data-ds-root]) .campaign-settings__actions { display: flex; justify-content: flex-end; }
:where([data-ds-root]) .campaign-tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; margin: 0 0 16px; padding: 0; list-style: none; }
:where([data-ds-root]) .campaign-tiles li { padding: 12px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); display: flex; flex-direction: column; gap: 4px; }
:where([data-ds-root]) .campaign-tiles__value { font-size: 22px; font-weight: 700; }
:where([data-ds-root]) .campaign-tiles__label { color: var(--ds-text-muted); font-size: 13px; }
:where([data-ds-root]) .campaign-card { padding: 16px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); margin-bottom: 16px; }
:where([data-ds-root]) .campaign-card h2 { margin: 0 0 12px; font-size: 16px; }
:where([data-ds-root]) .campaign-table { width: 100%; border-collapse: collapse; font-size: 14px; }
:where([data-ds-root]) .campaign-table th, :where([data-ds-root]) .campaign-table td { text-align: left; padding: 8px; border-bottom: 1px solid var(--ds-border); vertical-align: top; }
:where([data-ds-root]) .campaign-progress { height: 10px; border-radius: 5px; background: var(--ds-surface-muted, rgb(0 0 0 / 8%)); overflow: hidden; }
:where([data-ds-root]) .campaign-progress > span { display: block; height: 100%; background: var(--ds-primary); transition: width 0.3s; }
:where([data-ds-root]) .prospect-status { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
:where([data-ds-root]) .prospect-status::before { content: ''; width: 10px; height: 10px; border-radius: 50%; background: var(--prospect-status-colour); flex: none; }
:where([data-ds-root]) .campaign-row { display: flex; gap: 12px; align-items: end; flex-wrap: wrap; margin-bottom: 12px; }
`;

export function ensureCampaignPageStyles(doc: Document = document) {
  ensureAreaStyles('data-campaign-page-styles', css, doc);
}
