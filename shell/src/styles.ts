/**
 * The shell's layout rules, scoped like the design system's (every rule under
 * [data-ds-root]), injected once at start. Tokens come from the design system.
 */
const css = `
:where([data-ds-root]) .shell-layout { display: flex; min-height: 100vh; }
:where([data-ds-root]) .shell-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
:where([data-ds-root]) .shell-header { display: flex; align-items: center; justify-content: flex-end; gap: var(--ds-space-3, 12px); padding: 10px 24px; border-bottom: 1px solid var(--ds-border); background: var(--ds-surface); }
:where([data-ds-root]) .shell-header__user { color: var(--ds-text-muted); font-size: 14px; }
:where([data-ds-root]) .shell-content { flex: 1; padding: 24px; background: var(--ds-surface-raised); }
:where([data-ds-root]) .shell-nav-link { color: inherit; text-decoration: none; display: block; }
:where([data-ds-root]) .shell-auth { min-height: 100vh; display: grid; place-items: center; background: var(--ds-surface-raised); padding: 24px; }
:where([data-ds-root]) .shell-auth__card { width: 100%; max-width: 400px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: 12px; padding: 32px; display: flex; flex-direction: column; gap: 16px; }
:where([data-ds-root]) .shell-auth__form { display: flex; flex-direction: column; gap: 14px; }
:where([data-ds-root]) .shell-auth__form h1 { margin: 0; font-size: 24px; }
:where([data-ds-root]) .shell-auth__subtitle { margin: 0; color: var(--ds-text-muted); }

:where([data-ds-root]) .shell-preferences { margin-top: 16px; max-width: 480px; }
:where([data-ds-root]) .shell-preferences__form { display: flex; flex-direction: column; gap: 12px; align-items: flex-start; }
:where([data-ds-root]) .shell-definition { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; }
:where([data-ds-root]) .shell-definition dt { color: var(--ds-text-muted); }
:where([data-ds-root]) .shell-definition dd { margin: 0; }
/* The mobile auth layout (below 768 px): here, not in layout.styles.ts, because it is part of the first load. */
:where([data-ds-root]) .shell-auth-mobile { min-height: 100vh; display: flex; flex-direction: column; background: var(--ds-surface); }
:where([data-ds-root]) .shell-auth-mobile__header { display: flex; justify-content: center; padding: 24px 16px 8px; }
:where([data-ds-root]) .shell-auth-mobile__content { flex: 1; padding: 8px 16px 32px; display: flex; flex-direction: column; gap: 16px; }
@media (max-width: 999px) {
  :where([data-ds-root]) .shell-layout { flex-direction: column; }
}
`;

export function ensureShellStyles(doc: Document = document) {
  if (doc.head.querySelector('style[data-shell-styles]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-shell-styles', '');
  style.textContent = css;
  doc.head.appendChild(style);
}
