import { ensureAreaStyles } from '@outreach/design-system';
/** The My Campaigns row parts (handle, progress, avatars), scoped under [data-ds-root] like the design system's. */
const css = `
:where([data-ds-root]) .campaigns-list__item--dragging { opacity: 0.7; box-shadow: 0 4px 16px rgb(0 0 0 / 12%); position: relative; z-index: 1; }
:where([data-ds-root]) .campaigns-list__handle { cursor: grab; border: 0; background: none; color: var(--ds-text-muted); font-size: 18px; padding: 0 4px; touch-action: none; }
:where([data-ds-root]) .campaigns-list__main { flex: 1; display: flex; flex-direction: column; gap: 2px; min-width: 0; }
:where([data-ds-root]) .campaigns-list__main .campaigns-list__name { color: inherit; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
:where([data-ds-root]) .campaigns-list__progress { position: relative; width: 96px; height: 18px; border-radius: 9px; background: var(--ds-surface-muted, rgb(0 0 0 / 6%)); overflow: hidden; font-size: 12px; }
:where([data-ds-root]) .campaigns-list__progress-bar { position: absolute; inset: 0 auto 0 0; background: var(--ds-primary); opacity: 0.35; }
:where([data-ds-root]) .campaigns-list__progress-text { position: relative; display: block; text-align: center; line-height: 18px; }

:where([data-ds-root]) .campaigns-kinds__link { flex: 1; display: flex; flex-direction: column; gap: 2px; color: inherit; text-decoration: none; }
`;

export function ensureWorkflowListStyles(doc: Document = document) {
  ensureAreaStyles('data-workflow-list-styles', css, doc);
}
