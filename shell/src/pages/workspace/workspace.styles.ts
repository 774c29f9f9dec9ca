/** Rules of the workspace pages and the switch-workspace modal, scoped under [data-ds-root], injected once. */
const css = `
:where([data-ds-root]) .account-workspace__form { display: flex; flex-direction: column; gap: 14px; align-items: stretch; max-width: 440px; }
:where([data-ds-root]) .account-workspace__form > .ds-button { align-self: flex-start; }
:where([data-ds-root]) .account-workspace__text { margin: 0; color: var(--ds-text-muted); overflow-wrap: anywhere; }
:where([data-ds-root]) .account-workspace__text a { color: var(--ds-primary); }
:where([data-ds-root]) .account-workspace__actions { display: flex; flex-wrap: wrap; gap: 8px; }
:where([data-ds-root]) .account-workspace__error { margin: 0; color: var(--ds-danger); }
:where([data-ds-root]) .account-workspace-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
:where([data-ds-root]) .account-workspace-list__item { display: flex; align-items: center; gap: 12px; padding: 10px 12px; border: 1px solid var(--ds-border); border-radius: var(--ds-radius); background: var(--ds-surface); }
:where([data-ds-root]) .account-workspace-list__item--current { border-color: var(--ds-primary); }
:where([data-ds-root]) .account-workspace-list__name { flex: 1; min-width: 0; font-weight: 600; overflow-wrap: anywhere; }
:where([data-ds-root]) .account-workspace-list__footer { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
:where([data-ds-root]) .account-invite { display: flex; flex-direction: column; gap: 14px; max-width: 440px; }
`;

export function ensureWorkspaceStyles(doc: Document | undefined = globalThis.document) {
  if (!doc || doc.head.querySelector('style[data-account-workspace-styles]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-account-workspace-styles', '');
  style.textContent = css;
  doc.head.appendChild(style);
}
