import { ensureAreaStyles } from '@outreach/design-system';
/** The campaigns area's own rules, scoped under [data-ds-root] like the design system's. */
const css = `
:where([data-ds-root]) .campaigns-toolbar { display: flex; gap: 12px; margin: 16px 0; align-items: end; flex-wrap: wrap; }
:where([data-ds-root]) .campaigns-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
:where([data-ds-root]) .campaigns-list__item { display: flex; align-items: center; gap: 12px; padding: 14px 16px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .campaigns-list__name { flex: 1; font-weight: 600; }
:where([data-ds-root]) .campaigns-list__meta { color: var(--ds-text-muted); font-size: 13px; }
:where([data-ds-root]) .campaigns-pager { display: flex; gap: 8px; align-items: center; justify-content: flex-end; margin-top: 16px; color: var(--ds-text-muted); font-size: 14px; }
`;

export function ensureCampaignsStyles(doc: Document = document) {
  ensureAreaStyles('data-campaigns-styles', css, doc);
}
