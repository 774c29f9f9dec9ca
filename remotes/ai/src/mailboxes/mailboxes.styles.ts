import { ensureAreaStyles } from '@outreach/design-system';

/** The AI email service pages' own rules, scoped under [data-ds-root]. */
const css = `
:where([data-ds-root]) .ai-mail { display: flex; flex-direction: column; gap: 16px; margin-top: 16px; }
:where([data-ds-root]) .ai-mail__card { border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); padding: 16px; display: flex; flex-direction: column; gap: 12px; }
:where([data-ds-root]) .ai-mail__card h2, :where([data-ds-root]) .ai-mail__card h3 { margin: 0; font-size: 16px; }
:where([data-ds-root]) .ai-mail__row { display: flex; gap: 8px; align-items: flex-end; flex-wrap: wrap; }
:where([data-ds-root]) .ai-mail__grow { flex: 1 1 240px; }
:where([data-ds-root]) .ai-mail__table { width: 100%; border-collapse: collapse; font-size: 14px; }
:where([data-ds-root]) .ai-mail__table th, :where([data-ds-root]) .ai-mail__table td { text-align: left; padding: 8px; border-bottom: 1px solid var(--ds-border); vertical-align: top; }
:where([data-ds-root]) .ai-mail__value { font-family: var(--ds-font-mono, monospace); font-size: 12px; word-break: break-all; }
:where([data-ds-root]) .ai-mail__muted { color: var(--ds-text-muted); font-size: 13px; margin: 0; }
:where([data-ds-root]) .ai-mail__error { color: var(--ds-danger, #c62828); margin: 0; }
:where([data-ds-root]) .ai-mail__actions { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
:where([data-ds-root]) .ai-mail__status { font-weight: 600; white-space: nowrap; }
:where([data-ds-root]) .ai-mail__status--ok, :where([data-ds-root]) .ai-mail__status--ready { color: var(--ds-success, #2e7d32); }
:where([data-ds-root]) .ai-mail__status--warning, :where([data-ds-root]) .ai-mail__status--registering, :where([data-ds-root]) .ai-mail__status--not_checked { color: var(--ds-warning, #b26a00); }
:where([data-ds-root]) .ai-mail__status--error, :where([data-ds-root]) .ai-mail__status--failed { color: var(--ds-danger, #c62828); }
:where([data-ds-root]) .ai-mail__counts { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 12px; margin: 0; }
:where([data-ds-root]) .ai-mail__counts div { border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); padding: 12px; }
:where([data-ds-root]) .ai-mail__counts dt { color: var(--ds-text-muted); font-size: 13px; }
:where([data-ds-root]) .ai-mail__counts dd { margin: 4px 0 0; font-size: 24px; font-weight: 600; }
:where([data-ds-root]) .ai-mail__steps { margin: 0; padding-left: 20px; display: flex; flex-direction: column; gap: 12px; }
:where([data-ds-root]) .ai-mail__steps li p { margin: 4px 0 0; }
:where([data-ds-root]) .ai-mail__warning { border: 1px solid var(--ds-warning, #b26a00); border-radius: var(--ds-radius, 8px); padding: 12px; display: flex; flex-direction: column; gap: 8px; }
:where([data-ds-root]) .ai-mail__warning strong { color: var(--ds-warning, #b26a00); }
:where([data-ds-root]) .ai-mail__form { display: flex; flex-direction: column; gap: 12px; }
`;

export function ensureMailboxesStyles(doc: Document = document) {
  ensureAreaStyles('data-ai-mailboxes-styles', css, doc);
}
