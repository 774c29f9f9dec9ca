import { ensureAreaStyles } from '@outreach/design-system';
/** Integrations › Automation's own rules, scoped under [data-ds-root] like the design system's. */
const css = `
:where([data-ds-root]) .automation-toolbar { display: flex; gap: 12px; align-items: center; justify-content: space-between; margin: 16px 0 12px; }
:where([data-ds-root]) .automation-toolbar p, :where([data-ds-root]) .automation-muted { margin: 0; color: var(--ds-text-muted); }
:where([data-ds-root]) .automation-table-wrap { overflow-x: auto; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); margin-bottom: 16px; }
:where([data-ds-root]) .automation-table { width: 100%; border-collapse: collapse; font-size: 14px; }
:where([data-ds-root]) .automation-table th, :where([data-ds-root]) .automation-table td { padding: 8px 10px; text-align: left; border-bottom: 1px solid var(--ds-border); vertical-align: top; }
:where([data-ds-root]) .automation-table th { color: var(--ds-text-muted); font-weight: 600; font-size: 12px; white-space: nowrap; }
:where([data-ds-root]) .automation-url, :where([data-ds-root]) .automation-mono, :where([data-ds-root]) .automation-secret { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; word-break: break-all; }
:where([data-ds-root]) .automation-actions { display: flex; flex-wrap: wrap; gap: 6px; }
:where([data-ds-root]) .automation-status { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 600; background: var(--ds-surface-muted, #f2f4f7); }
:where([data-ds-root]) .automation-status--delivered { color: #067647; background: #ecfdf3; }
:where([data-ds-root]) .automation-status--failed { color: #b42318; background: #fef3f2; }
:where([data-ds-root]) .automation-status--pending, :where([data-ds-root]) .automation-status--delivering { color: #b54708; background: #fffaeb; }
:where([data-ds-root]) .automation-form { display: flex; flex-direction: column; gap: 12px; }
:where([data-ds-root]) .automation-triggers { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 6px 12px; border: 0; padding: 0; margin: 0; }
:where([data-ds-root]) .automation-triggers legend { font-weight: 600; margin-bottom: 6px; }
:where([data-ds-root]) .automation-error { color: var(--ds-danger, #d92d20); margin: 0; }
:where([data-ds-root]) .automation-warning { color: var(--ds-danger, #d92d20); font-weight: 600; }
:where([data-ds-root]) .automation-payload { max-height: 240px; overflow: auto; font-size: 12px; background: var(--ds-surface-muted, #f8f9fb); padding: 8px; border-radius: 6px; }
:where([data-ds-root]) .automation-section { margin: 16px 0; }
:where([data-ds-root]) .automation-section h2 { font-size: 16px; margin: 0 0 8px; }
:where([data-ds-root]) .automation-steps { margin: 0 0 12px; padding-left: 20px; display: flex; flex-direction: column; gap: 6px; }
:where([data-ds-root]) .automation-pager { display: flex; gap: 8px; align-items: center; justify-content: flex-end; padding: 8px; }
`;

export function ensureAutomationStyles(doc: Document = document) {
  ensureAreaStyles('data-automation-styles', css, doc);
}
