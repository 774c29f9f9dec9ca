/** Rules of the preferences pages (settings layout with a left nav), scoped under [data-ds-root], injected once. */
const css = `
:where([data-ds-root]) .account-prefs { display: flex; gap: 24px; align-items: flex-start; }
:where([data-ds-root]) .account-prefs__nav { flex: none; width: 220px; display: flex; flex-direction: column; gap: 16px; padding: 16px; border: 1px solid var(--ds-border); border-radius: 12px; background: var(--ds-surface); }
:where([data-ds-root]) .account-prefs__group { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
:where([data-ds-root]) .account-prefs__heading { margin: 0 0 6px; font-size: 12px; font-weight: 700; text-transform: uppercase; color: var(--ds-text-muted); }
:where([data-ds-root]) .account-prefs__link { display: block; padding: 6px 10px; border-radius: var(--ds-radius); color: var(--ds-text); text-decoration: none; }
:where([data-ds-root]) .account-prefs__link:hover { background: var(--ds-surface-raised); }
:where([data-ds-root]) .account-prefs__link[aria-current="page"] { background: color-mix(in srgb, var(--ds-primary) 14%, transparent); font-weight: 600; }
:where([data-ds-root]) .account-prefs__content { flex: 1; min-width: 0; }
:where([data-ds-root]) .account-prefs__form { display: flex; flex-direction: column; gap: 14px; max-width: 520px; }
:where([data-ds-root]) .account-prefs__form > .ds-button { align-self: flex-start; }
:where([data-ds-root]) .account-prefs__row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
:where([data-ds-root]) .account-prefs__section { display: flex; flex-direction: column; gap: 12px; margin-bottom: 32px; }
:where([data-ds-root]) .account-prefs__section h2 { margin: 0; font-size: 18px; }
:where([data-ds-root]) .account-prefs__text { margin: 0; color: var(--ds-text-muted); overflow-wrap: anywhere; }
:where([data-ds-root]) .account-prefs__photo { display: flex; align-items: center; gap: 12px; }
:where([data-ds-root]) .account-prefs__table { width: 100%; border-collapse: collapse; }
:where([data-ds-root]) .account-prefs__table th, :where([data-ds-root]) .account-prefs__table td { padding: 8px; border-bottom: 1px solid var(--ds-border); text-align: left; vertical-align: middle; }
:where([data-ds-root]) .account-prefs__table th { font-size: 12px; font-weight: 700; color: var(--ds-text-muted); }
:where([data-ds-root]) .account-prefs__actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
:where([data-ds-root]) fieldset.account-prefs__choices, :where([data-ds-root]) fieldset.account-prefs__actions { min-width: 0; margin: 0; padding: 0; border: 0; }
:where([data-ds-root]) .account-prefs__choices { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 8px; }
:where([data-ds-root]) .account-prefs__code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 16px; letter-spacing: 0.08em; padding: 6px 10px; border: 1px dashed var(--ds-border); border-radius: var(--ds-radius); }
:where([data-ds-root]) .account-prefs__palettes { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
:where([data-ds-root]) .account-prefs__swatches { display: grid; grid-template-columns: repeat(2, 1fr); gap: 6px; margin: 0; padding: 0; list-style: none; }
:where([data-ds-root]) .account-prefs__swatch { display: flex; align-items: center; gap: 8px; font-size: 13px; }
:where([data-ds-root]) .account-prefs__chip { flex: none; width: 20px; height: 20px; border: 1px solid var(--ds-border); border-radius: 4px; }
@media (max-width: 999px) {
  :where([data-ds-root]) .account-prefs { flex-direction: column; }
  :where([data-ds-root]) .account-prefs__nav { width: 100%; }
  :where([data-ds-root]) .account-prefs__row { grid-template-columns: 1fr; }
}
`;

export function ensurePreferencesStyles(doc: Document | undefined = globalThis.document) {
  if (!doc || doc.head.querySelector('style[data-account-preferences-styles]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-account-preferences-styles', '');
  style.textContent = css;
  doc.head.appendChild(style);
}
