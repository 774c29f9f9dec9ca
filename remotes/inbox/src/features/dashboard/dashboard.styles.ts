import { ensureAreaStyles } from '@outreach/design-system';
/** Dashboard › My dashboard and Activity: their own rules beside the reports' (reports.styles.ts). */
const css = `
:where([data-ds-root]) .dashboard-list, :where([data-ds-root]) .dashboard-feed { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
:where([data-ds-root]) .dashboard-sender, :where([data-ds-root]) .dashboard-task { display: flex; flex-wrap: wrap; gap: 4px 12px; padding: 8px 0; border-bottom: 1px solid var(--ds-border); font-size: 14px; }
:where([data-ds-root]) .dashboard-sender__name { font-weight: 600; }
:where([data-ds-root]) .dashboard-sender[data-health="good"] .dashboard-sender__health { color: var(--ds-success, #16a34a); }
:where([data-ds-root]) .dashboard-sender[data-health="fair"] .dashboard-sender__health { color: #e0a21a; }
:where([data-ds-root]) .dashboard-sender[data-health="poor"] .dashboard-sender__health { color: var(--ds-danger, #d92d20); }
:where([data-ds-root]) .dashboard-feed { background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .dashboard-event { display: flex; align-items: center; gap: 12px; padding: 10px 12px; border-bottom: 1px solid var(--ds-border); font-size: 14px; }
:where([data-ds-root]) .dashboard-event:last-child { border-bottom: 0; }
:where([data-ds-root]) .dashboard-event__icon { width: 24px; text-align: center; flex: none; }
:where([data-ds-root]) .dashboard-event__text { flex: 1; min-width: 0; }
:where([data-ds-root]) .dashboard-event time { white-space: nowrap; font-size: 12px; }
`;

export function ensureDashboardStyles(doc: Document = document) {
  ensureAreaStyles('data-dashboard-styles', css, doc);
}
