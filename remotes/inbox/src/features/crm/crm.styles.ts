import { ensureAreaStyles } from '@outreach/design-system';
/** The CRM board's own rules, scoped under [data-ds-root] like the design system's (docs/architecture.md). */
const css = `
:where([data-ds-root]) .crm-toolbar { display: flex; gap: 8px; align-items: end; flex-wrap: wrap; margin: 12px 0; }
:where([data-ds-root]) .crm-board { display: flex; gap: 12px; overflow-x: auto; align-items: flex-start; padding-bottom: 8px; }
:where([data-ds-root]) .crm-column { flex: 0 0 260px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); padding: 8px; display: flex; flex-direction: column; gap: 8px; min-height: 160px; }
:where([data-ds-root]) .crm-column__header { display: flex; justify-content: space-between; gap: 4px; align-items: start; }
:where([data-ds-root]) .crm-column__name { margin: 0; font-size: 15px; overflow-wrap: anywhere; }
:where([data-ds-root]) .crm-column__meta { color: var(--ds-text-muted); font-size: 12px; display: flex; flex-wrap: wrap; gap: 6px; }
:where([data-ds-root]) .crm-column__actions { display: flex; gap: 2px; }
:where([data-ds-root]) .crm-deals { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; min-height: 40px; }
:where([data-ds-root]) .crm-deal { background: var(--ds-surface-muted, rgb(0 0 0 / 4%)); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); padding: 8px; display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 2px 8px; touch-action: none; }
:where([data-ds-root]) .crm-deal[data-dragging="true"] { opacity: 0.5; }
:where([data-ds-root]) .crm-deal__handle { grid-row: 1 / 5; cursor: grab; background: none; border: 0; padding: 0 2px; color: var(--ds-text-muted); font: inherit; }
:where([data-ds-root]) .crm-deal__name { background: none; border: 0; padding: 0; text-align: start; font: inherit; font-weight: 600; color: inherit; cursor: pointer; overflow-wrap: anywhere; }
:where([data-ds-root]) .crm-deal__line { font-size: 12px; color: var(--ds-text-muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
:where([data-ds-root]) .crm-deal__line a { color: var(--ds-primary); }
:where([data-ds-root]) .crm-deal__status--won { color: var(--ds-success, #12b76a); }
:where([data-ds-root]) .crm-deal__status--lost { color: var(--ds-danger, #d92d20); }
:where([data-ds-root]) .crm-form { display: flex; flex-direction: column; gap: 12px; }
:where([data-ds-root]) .crm-form__row { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); gap: 8px; }
:where([data-ds-root]) .crm-form__error { color: var(--ds-danger, #d92d20); margin: 0; }
:where([data-ds-root]) .crm-prospects { list-style: none; margin: 4px 0 0; padding: 0; border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); max-height: 180px; overflow-y: auto; }
:where([data-ds-root]) .crm-prospects button { width: 100%; text-align: start; background: none; border: 0; padding: 6px 8px; font: inherit; color: inherit; cursor: pointer; }
:where([data-ds-root]) .crm-prospects button:hover { background: var(--ds-surface-muted, rgb(0 0 0 / 5%)); }
:where([data-ds-root]) .crm-chosen { display: flex; justify-content: space-between; gap: 8px; align-items: center; }
:where([data-ds-root]) .crm-timeline h3 { font-size: 14px; margin: 4px 0; }
:where([data-ds-root]) .crm-timeline__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
:where([data-ds-root]) .crm-timeline__item time, :where([data-ds-root]) .crm-timeline__detail, :where([data-ds-root]) .crm-timeline__empty { color: var(--ds-text-muted, #667085); }
:where([data-ds-root]) .crm-timeline__empty { margin: 0; }
`;

export function ensureCrmStyles(doc: Document = document) {
  ensureAreaStyles('data-crm-styles', css, doc);
}
