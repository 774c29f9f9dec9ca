import { ensureAreaStyles } from '@outreach/design-system';
/** The white-label pages' own rules, scoped under [data-ds-root] like the design system's. */
const css = `
:where([data-ds-root]) .wl-section { display: flex; flex-direction: column; gap: 16px; margin: 16px 0; max-width: 880px; }
:where([data-ds-root]) .wl-card { padding: 16px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); display: flex; flex-direction: column; gap: 12px; }
:where([data-ds-root]) .wl-card h3 { margin: 0; font-size: 16px; }
:where([data-ds-root]) .wl-row { display: flex; gap: 8px; align-items: end; flex-wrap: wrap; }
:where([data-ds-root]) .wl-muted { color: var(--ds-text-muted); font-size: 13px; margin: 0; }
:where([data-ds-root]) .wl-error { color: var(--ds-danger); margin: 0; }
:where([data-ds-root]) .wl-footer { display: flex; flex-direction: column; gap: 8px; align-items: flex-start; }
:where([data-ds-root]) .wl-chips { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
:where([data-ds-root]) .wl-chip { display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border: 1px solid var(--ds-border); border-radius: 999px; font-size: 13px; }
:where([data-ds-root]) .wl-chip button { border: 0; background: none; cursor: pointer; color: var(--ds-text-muted); padding: 0 2px; }
:where([data-ds-root]) .wl-table { width: 100%; border-collapse: collapse; font-size: 14px; }
:where([data-ds-root]) .wl-table th, :where([data-ds-root]) .wl-table td { text-align: left; padding: 8px; border-bottom: 1px solid var(--ds-border); vertical-align: middle; }
:where([data-ds-root]) .wl-logo { width: 32px; height: 32px; object-fit: contain; }
:where([data-ds-root]) .wl-logo--large { width: 160px; height: 64px; object-fit: contain; border: 1px dashed var(--ds-border); }
:where([data-ds-root]) .wl-palette { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 8px 16px; }
:where([data-ds-root]) .wl-colour { display: flex; gap: 8px; align-items: end; }
:where([data-ds-root]) .wl-colour input[type=color] { width: 40px; height: 36px; padding: 0; border: 1px solid var(--ds-border); border-radius: 4px; background: none; }
:where([data-ds-root]) .wl-preview { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
:where([data-ds-root]) .wl-preview-box { padding: 16px; border-radius: var(--ds-radius, 8px); background: var(--ds-surface); color: var(--ds-text); border: 1px solid var(--ds-border); display: flex; flex-direction: column; gap: 8px; }
:where([data-ds-root]) .wl-preview-raised { padding: 8px; background: var(--ds-surface-raised); border-radius: 6px; }
:where([data-ds-root]) .wl-swatches { display: flex; gap: 4px; }
:where([data-ds-root]) .wl-swatch { width: 20px; height: 20px; border-radius: 4px; display: inline-block; }
`;

export function ensureWhitelabelStyles(doc: Document = document) {
  ensureAreaStyles('data-wl-styles', css, doc);
}
