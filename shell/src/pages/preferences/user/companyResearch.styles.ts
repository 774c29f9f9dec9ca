/** Rules of the company research page (its list of researches), scoped under [data-ds-root], injected once. */
const css = `
:where([data-ds-root]) .company-research__history { margin: 8px 0 0; font-size: 16px; }
:where([data-ds-root]) .company-research__form-error { margin: 0; color: var(--ds-danger); }
:where([data-ds-root]) .company-research__list { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; list-style: none; max-width: 760px; }
:where([data-ds-root]) .company-research__item { display: flex; flex-direction: column; gap: 8px; padding: 16px; border: 1px solid var(--ds-border); border-radius: 12px; background: var(--ds-surface); }
:where([data-ds-root]) .company-research__head { display: flex; align-items: center; gap: 8px; }
:where([data-ds-root]) .company-research__head h3 { margin: 0; font-size: 15px; overflow-wrap: anywhere; }
:where([data-ds-root]) .company-research__pending { display: flex; align-items: center; gap: 8px; margin: 0; }
:where([data-ds-root]) .company-research__failed { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; }
:where([data-ds-root]) .company-research__failed p { margin: 0; color: var(--ds-danger); }
:where([data-ds-root]) .company-research__block h4 { margin: 0 0 4px; font-size: 13px; color: var(--ds-text-muted); }
:where([data-ds-root]) .company-research__block p, :where([data-ds-root]) .company-research__block ul { margin: 0; overflow-wrap: anywhere; }
:where([data-ds-root]) .company-research__block ul { padding-left: 18px; }
`;

export function ensureCompanyResearchStyles(doc: Document | undefined = globalThis.document) {
  if (!doc || doc.head.querySelector('style[data-company-research-styles]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-company-research-styles', '');
  style.textContent = css;
  doc.head.appendChild(style);
}
