import { ensureAreaStyles } from '@outreach/design-system';
/** The reports' and dashboard's own rules, scoped under [data-ds-root] like the design system's. */
const css = `
:where([data-ds-root]) .report { display: flex; flex-direction: column; gap: 16px; margin-top: 16px; }
:where([data-ds-root]) .report-filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: end; }
:where([data-ds-root]) .report-kpis, :where([data-ds-root]) .report-rates { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px; margin: 0; padding: 0; list-style: none; }
:where([data-ds-root]) .report-kpi, :where([data-ds-root]) .report-rate { padding: 12px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); display: flex; flex-direction: column; gap: 4px; }
:where([data-ds-root]) .report-kpi__value { font-size: 22px; font-weight: 700; }
:where([data-ds-root]) .report-kpi__label { color: var(--ds-text-muted); font-size: 13px; }
:where([data-ds-root]) .report-kpi__change { font-size: 12px; color: var(--ds-text-muted); }
:where([data-ds-root]) .report-kpi[data-direction="up"] .report-kpi__change { color: var(--ds-success, #16a34a); }
:where([data-ds-root]) .report-kpi[data-direction="down"] .report-kpi__change { color: var(--ds-danger, #d92d20); }
:where([data-ds-root]) .report-card { padding: 16px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); min-width: 0; }
:where([data-ds-root]) .report-card h2 { margin: 0 0 12px; font-size: 16px; }
:where([data-ds-root]) .report-card__head { display: flex; justify-content: space-between; align-items: end; gap: 12px; margin-bottom: 12px; }
:where([data-ds-root]) .report-card__head h2 { margin: 0; }
:where([data-ds-root]) .report-toggles { display: flex; flex-wrap: wrap; gap: 8px 16px; border: 0; padding: 0; margin: 0 0 12px; }
:where([data-ds-root]) .report-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 16px; }
:where([data-ds-root]) .report-grid--three { grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
:where([data-ds-root]) .report-table-wrap { overflow-x: auto; }
:where([data-ds-root]) .report-table { width: 100%; border-collapse: collapse; font-size: 14px; }
:where([data-ds-root]) .report-table th, :where([data-ds-root]) .report-table td { text-align: left; padding: 8px; border-bottom: 1px solid var(--ds-border); }
:where([data-ds-root]) .report-table thead th { color: var(--ds-text-muted); font-weight: 600; font-size: 12px; }
:where([data-ds-root]) .report-legend { display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 8px 0 0; padding: 0; list-style: none; font-size: 13px; }
:where([data-ds-root]) .report-swatch { display: inline-block; width: 10px; height: 10px; border-radius: 50%; margin-right: 6px; }
:where([data-ds-root]) .report-muted { color: var(--ds-text-muted); margin: 0; }
:where([data-ds-root]) .report-total { margin: 0; font-weight: 600; }
:where([data-ds-root]) .report-error { color: var(--ds-danger, #d92d20); margin: 0; }
:where([data-ds-root]) .report-loading { display: flex; justify-content: center; padding: 48px; }
`;

export function ensureReportStyles(doc: Document = document) {
  ensureAreaStyles('data-report-styles', css, doc);
}
