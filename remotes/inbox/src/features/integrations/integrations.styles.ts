import { ensureAreaStyles } from '@outreach/design-system';
/** The integrations catalogue's own rules, scoped under [data-ds-root] like the design system's. */
const css = `
:where([data-ds-root]) .integrations-toolbar { display: flex; gap: 12px; align-items: flex-end; justify-content: space-between; flex-wrap: wrap; margin: 16px 0 12px; }
:where([data-ds-root]) .integrations-grid { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
:where([data-ds-root]) .integrations-card { display: flex; flex-direction: column; gap: 8px; padding: 14px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .integrations-card__head { display: flex; gap: 10px; align-items: center; }
:where([data-ds-root]) .integrations-logo { width: 36px; height: 36px; border-radius: 8px; display: grid; place-items: center; font-weight: 700; background: var(--ds-primary-soft, #e8f7ed); color: var(--ds-text); }
:where([data-ds-root]) .integrations-card__name { font-weight: 600; }
:where([data-ds-root]) .integrations-card__hint { margin: 0; color: var(--ds-text-muted); font-size: 12px; }
:where([data-ds-root]) .integrations-section { margin: 16px 0 24px; }
:where([data-ds-root]) .integrations-warning { padding: 10px 12px; border-radius: var(--ds-radius, 8px); border: 1px solid var(--ds-danger, #d92d20); color: var(--ds-danger, #d92d20); margin: 8px 0 12px; }
:where([data-ds-root]) .integrations-table { width: 100%; border-collapse: collapse; font-size: 14px; background: var(--ds-surface); }
:where([data-ds-root]) .integrations-table th, :where([data-ds-root]) .integrations-table td { padding: 8px 10px; text-align: left; border-bottom: 1px solid var(--ds-border); }
:where([data-ds-root]) .integrations-table th { color: var(--ds-text-muted); font-weight: 600; font-size: 12px; }
:where([data-ds-root]) .integrations-actions { display: flex; gap: 6px; flex-wrap: wrap; }
:where([data-ds-root]) .integrations-form { display: flex; flex-direction: column; gap: 12px; }
:where([data-ds-root]) .integrations-form fieldset { border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); padding: 10px 12px; display: grid; gap: 10px; grid-template-columns: 2fr 1fr 1fr; }
:where([data-ds-root]) .integrations-form fieldset > .integrations-wide { grid-column: 1 / -1; }
:where([data-ds-root]) .integrations-form legend { font-weight: 600; padding: 0 4px; }
:where([data-ds-root]) .integrations-replies { display: grid; gap: 6px; margin-top: 8px; max-width: 320px; }
:where([data-ds-root]) .integrations-replies p { margin: 0; color: var(--ds-text-muted); font-size: 12px; }
:where([data-ds-root]) .integrations-form__error { color: var(--ds-danger, #d92d20); margin: 0; }
`;

export function ensureIntegrationStyles(doc: Document = document) {
  ensureAreaStyles('data-integration-styles', css, doc);
}
