import { ensureAreaStyles } from '@outreach/design-system';
/** Integrations › API token's own rules, scoped under [data-ds-root] like the design system's (docs/architecture.md). */
const css = `
:where([data-ds-root]) .api-keys-toolbar { display: flex; gap: 12px; align-items: center; justify-content: space-between; margin: 16px 0 12px; }
:where([data-ds-root]) .api-keys-toolbar p { margin: 0; color: var(--ds-text-muted); }
:where([data-ds-root]) .api-keys-table-wrap { overflow-x: auto; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .api-keys-table { width: 100%; border-collapse: collapse; font-size: 14px; }
:where([data-ds-root]) .api-keys-table th, :where([data-ds-root]) .api-keys-table td { padding: 8px 10px; text-align: left; border-bottom: 1px solid var(--ds-border); white-space: nowrap; }
:where([data-ds-root]) .api-keys-table th { color: var(--ds-text-muted); font-weight: 600; font-size: 12px; }
:where([data-ds-root]) .api-keys-prefix, :where([data-ds-root]) .api-keys-secret { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
:where([data-ds-root]) .api-keys-form { display: flex; flex-direction: column; gap: 12px; }
:where([data-ds-root]) .api-keys-secret input { width: 100%; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
:where([data-ds-root]) .api-keys-warning { color: var(--ds-danger, #d92d20); font-weight: 600; }
`;

export function ensureApiKeyStyles(doc: Document = document) {
  ensureAreaStyles('data-api-key-styles', css, doc);
}
