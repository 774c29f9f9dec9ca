import { ensureAreaStyles } from '@outreach/design-system';

/** The dialer panel's own rules, scoped under [data-ds-root] like the design system's. */
const css = `
:where([data-ds-root]) .dialer-panel { position: fixed; top: 56px; right: 16px; z-index: 40; width: 340px; max-height: calc(100vh - 72px); overflow: auto; display: flex; flex-direction: column; gap: 12px; padding: 16px; background: var(--ds-surface); color: var(--ds-text); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); box-shadow: 0 8px 24px rgba(0, 0, 0, 0.16); }
:where([data-ds-root]) .dialer-panel[hidden], :where([data-ds-root]) .dialer-panel__main[hidden] { display: none; }
:where([data-ds-root]) .dialer-panel__main { display: flex; flex-direction: column; gap: 12px; }
:where([data-ds-root]) .dialer-panel__header { display: flex; align-items: center; gap: 8px; }
:where([data-ds-root]) .dialer-panel__header h2 { margin: 0; font-size: 16px; flex: 1; }
:where([data-ds-root]) .dialer-panel__icon { border: 0; background: none; cursor: pointer; color: var(--ds-text-muted); font-size: 18px; padding: 4px; line-height: 1; }
:where([data-ds-root]) .dialer-panel__note { margin: 0; font-size: 12px; color: var(--ds-text-muted); }
:where([data-ds-root]) .dialer-panel__error { margin: 0; color: var(--ds-danger); font-size: 13px; }
:where([data-ds-root]) .dialer-panel__dial { display: flex; gap: 4px; align-items: end; }
:where([data-ds-root]) .dialer-panel__dial > :first-child { flex: 1; }
:where([data-ds-root]) .dialer-panel__row { display: flex; gap: 8px; flex-wrap: wrap; }
:where([data-ds-root]) .dialer-panel__callee { margin: 0; font-size: 20px; font-weight: 600; text-align: center; }
:where([data-ds-root]) .dialer-panel__status { margin: 0; text-align: center; color: var(--ds-text-muted); }
:where([data-ds-root]) .dialer-panel__timer { margin: 0; text-align: center; font-size: 24px; font-variant-numeric: tabular-nums; }
:where([data-ds-root]) .dialer-recent { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
:where([data-ds-root]) .dialer-recent button { width: 100%; display: flex; justify-content: space-between; gap: 8px; padding: 6px 4px; border: 0; border-bottom: 1px solid var(--ds-border); background: none; color: inherit; cursor: pointer; text-align: left; font-size: 13px; }
:where([data-ds-root]) .dialer-recent small { color: var(--ds-text-muted); }
:where([data-ds-root]) .dialer-keypad { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
:where([data-ds-root]) .dialer-keypad__key { display: flex; flex-direction: column; align-items: center; padding: 8px 0; border: 1px solid var(--ds-border); border-radius: 999px; background: var(--ds-surface); color: inherit; cursor: pointer; transition: background 60ms; }
:where([data-ds-root]) .dialer-keypad__key.is-lit { background: var(--ds-primary); color: var(--ds-primary-contrast, #fff); }
:where([data-ds-root]) .dialer-keypad__digit { font-size: 18px; }
:where([data-ds-root]) .dialer-keypad__letters { font-size: 10px; min-height: 12px; color: var(--ds-text-muted); }
`;

export function ensureDialerPanelStyles(doc: Document = document) {
  ensureAreaStyles('data-dialer-panel-styles', css, doc);
}
