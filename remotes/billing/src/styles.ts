import { ensureAreaStyles } from '@outreach/design-system';
/** The billing area's own rules, scoped under [data-ds-root] like the design system's. */
const css = `
:where([data-ds-root]) .billing-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 16px; margin: 16px 0; }
:where([data-ds-root]) .billing-card { padding: 16px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); display: flex; flex-direction: column; gap: 8px; }
:where([data-ds-root]) .billing-card h2, :where([data-ds-root]) .billing-card h3 { margin: 0; font-size: 16px; }
:where([data-ds-root]) .billing-card--current { border-color: var(--ds-primary); box-shadow: 0 0 0 1px var(--ds-primary); }
:where([data-ds-root]) .billing-big { font-size: 24px; font-weight: 700; }
:where([data-ds-root]) .billing-muted { color: var(--ds-text-muted); font-size: 13px; }
:where([data-ds-root]) .billing-row { display: flex; gap: 8px; align-items: end; flex-wrap: wrap; }
:where([data-ds-root]) .billing-notice { padding: 12px 16px; border-radius: var(--ds-radius, 8px); border: 1px solid var(--ds-border); margin: 12px 0; }
:where([data-ds-root]) .billing-notice--danger { border-color: var(--ds-danger, #ef4444); color: var(--ds-danger, #ef4444); }
:where([data-ds-root]) .billing-table { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 14px; }
:where([data-ds-root]) .billing-table th, :where([data-ds-root]) .billing-table td { text-align: left; padding: 8px; border-bottom: 1px solid var(--ds-border); }
:where([data-ds-root]) .billing-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
:where([data-ds-root]) .billing-list li { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
:where([data-ds-root]) .billing-chart { width: 100%; }
`;

export function ensureBillingStyles(doc: Document = document) {
  ensureAreaStyles('data-billing-styles', css, doc);
}
