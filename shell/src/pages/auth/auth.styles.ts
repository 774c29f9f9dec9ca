/**
 * Rules of the auth and public account pages, scoped like the design system's (every rule
 * under [data-ds-root]) and injected once, from the lazily loaded pages that use them, so
 * the sign-in page's first load does not carry them.
 */
const css = `
:where([data-ds-root]) .account-auth__row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
:where([data-ds-root]) .account-auth__links { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; font-size: 14px; }
:where([data-ds-root]) .account-auth__links a, :where([data-ds-root]) .account-auth__text a { color: var(--ds-primary); }
:where([data-ds-root]) .account-auth__text { margin: 0; color: var(--ds-text-muted); overflow-wrap: anywhere; }
:where([data-ds-root]) .account-auth__actions { display: flex; flex-wrap: wrap; gap: 8px; }
:where([data-ds-root]) .account-auth__providers { display: flex; flex-direction: column; gap: 10px; }
:where([data-ds-root]) .account-auth__error { margin: 0; color: var(--ds-danger); }
:where([data-ds-root]) .account-public { min-height: 100vh; display: flex; justify-content: center; align-items: flex-start; padding: 48px 24px; background: var(--ds-surface-raised); }
:where([data-ds-root]) .account-public__card { width: 100%; max-width: 720px; display: flex; flex-direction: column; gap: 16px; padding: 32px; border: 1px solid var(--ds-border); border-radius: 12px; background: var(--ds-surface); }
:where([data-ds-root]) .account-public__card--narrow { max-width: 440px; }
:where([data-ds-root]) .account-public__card h1 { margin: 0; font-size: 26px; }
:where([data-ds-root]) .account-public__card h2 { margin: 8px 0 0; font-size: 17px; }
:where([data-ds-root]) .account-public__card p { margin: 0; }
:where([data-ds-root]) .account-public__card a { color: var(--ds-primary); }
@media (max-width: 480px) {
  :where([data-ds-root]) .account-auth__row { grid-template-columns: 1fr; }
}
`;

export function ensureAuthStyles(doc: Document | undefined = globalThis.document) {
  if (!doc || doc.head.querySelector('style[data-account-auth-styles]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-account-auth-styles', '');
  style.textContent = css;
  doc.head.appendChild(style);
}
