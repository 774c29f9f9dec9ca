import { ensureAreaStyles } from '@outreach/design-system';

/** The phone numbers page's and the Buy Number modal's own rules, scoped under [data-ds-root]. */
const css = `
:where([data-ds-root]) .dialer-numbers { display: flex; flex-direction: column; gap: 12px; margin-top: 16px; }
:where([data-ds-root]) .dialer-numbers__table { width: 100%; border-collapse: collapse; font-size: 14px; }
:where([data-ds-root]) .dialer-numbers__table th, :where([data-ds-root]) .dialer-numbers__table td { text-align: left; padding: 8px; border-bottom: 1px solid var(--ds-border); vertical-align: top; }
:where([data-ds-root]) .dialer-numbers__muted { color: var(--ds-text-muted); font-size: 13px; }
:where([data-ds-root]) .dialer-numbers__number { font-weight: 600; white-space: nowrap; }
:where([data-ds-root]) .dialer-numbers__code { display: inline-block; min-width: 2.2em; padding: 0 4px; border: 1px solid var(--ds-border); border-radius: 4px; font-size: 11px; font-weight: 600; text-align: center; color: var(--ds-text-muted); }
:where([data-ds-root]) .dialer-numbers__actions { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
:where([data-ds-root]) .dialer-numbers__status--suspended { color: var(--ds-danger, #c62828); font-weight: 600; }
:where([data-ds-root]) .dialer-numbers__error { color: var(--ds-danger, #c62828); margin: 8px 0 0; }
:where([data-ds-root]) .dialer-numbers__note { color: var(--ds-text-muted); font-size: 13px; margin: 0; }
:where([data-ds-root]) .dialer-buy { display: flex; flex-direction: column; gap: 12px; }
:where([data-ds-root]) .dialer-buy__prices { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 4px 0 0; padding: 12px; border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .dialer-buy__prices dt { color: var(--ds-text-muted); }
:where([data-ds-root]) .dialer-buy__prices dd { margin: 0; }
`;

export function ensureNumbersStyles(doc: Document = document) {
  ensureAreaStyles('data-dialer-numbers-styles', css, doc);
}
