import { ensureAreaStyles } from '@outreach/design-system';

/** The AI Employee screens' own rules (builder, intro, onboarding, preferences), scoped under [data-ds-root]. */
const css = `
:where([data-ds-root]) .ai-builder__layout { display: grid; grid-template-columns: 260px 1fr; gap: 24px; min-height: 100%; }
:where([data-ds-root]) .ai-builder__aside { display: flex; flex-direction: column; gap: 8px; padding-right: 16px; border-right: 1px solid var(--ds-border); }
:where([data-ds-root]) .ai-builder__aside h3, :where([data-ds-root]) .ai-builder__main h3 { margin: 8px 0 0; font-size: 15px; }
:where([data-ds-root]) .ai-builder__aside p { margin: 0; color: var(--ds-text-muted); font-size: 13px; }
:where([data-ds-root]) .ai-builder__main { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
:where([data-ds-root]) .ai-builder__nav { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
:where([data-ds-root]) .ai-builder__nav li[aria-current] .ai-builder__nav-step { font-weight: 700; color: var(--ds-text); }
:where([data-ds-root]) .ai-builder__nav-step { display: inline-flex; align-items: center; gap: 6px; padding: 4px 8px; border: 0; background: none; color: var(--ds-text-muted); cursor: pointer; font: inherit; }
:where([data-ds-root]) .ai-builder__mark { display: inline-grid; place-items: center; width: 22px; height: 22px; border-radius: 50%; border: 1px solid var(--ds-border); font-size: 12px; }
:where([data-ds-root]) .ai-builder__mark--done { background: var(--ds-primary); border-color: var(--ds-primary); color: var(--ds-on-primary, #fff); }
:where([data-ds-root]) .ai-builder__fields { display: flex; flex-direction: column; gap: 12px; max-width: 640px; }
:where([data-ds-root]) .ai-builder__item { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 12px; border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .ai-builder__sizes { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 0; padding: 12px; border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .ai-builder__slider { display: flex; flex-direction: column; gap: 4px; font-size: 14px; }
:where([data-ds-root]) .ai-tags__row { display: flex; align-items: flex-end; gap: 8px; }
:where([data-ds-root]) .ai-tags__row > :first-child { flex: 1; }
:where([data-ds-root]) .ai-tags__list { display: flex; flex-wrap: wrap; gap: 6px; margin: 6px 0 0; padding: 0; list-style: none; }
:where([data-ds-root]) .ai-tags__list li { display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border-radius: 12px; background: var(--ds-surface-muted, rgba(127,127,127,.15)); font-size: 13px; }
:where([data-ds-root]) .ai-tags__list button { border: 0; background: none; cursor: pointer; color: inherit; }
:where([data-ds-root]) .ai-carousel { display: flex; flex-direction: column; align-items: center; gap: 6px; text-align: center; }
:where([data-ds-root]) .ai-carousel__photo { border-radius: 50%; object-fit: cover; background: var(--ds-border); }
:where([data-ds-root]) .ai-carousel h3 { margin: 0; font-size: 16px; }
:where([data-ds-root]) .ai-carousel p { margin: 0; font-size: 13px; color: var(--ds-text-muted); }
:where([data-ds-root]) .ai-carousel__controls { display: flex; align-items: center; gap: 8px; }
:where([data-ds-root]) .ai-sandbox-notice { margin: 0; padding: 8px 12px; border-radius: var(--ds-radius, 8px); border: 1px solid var(--ds-warning, #f59e0b); background: rgba(245, 158, 11, .08); font-size: 13px; }
:where([data-ds-root]) .ai-intro { display: flex; flex-direction: column; gap: 16px; }
:where([data-ds-root]) .ai-intro__cards { display: grid; grid-template-columns: repeat(2, 1fr); gap: 12px; margin: 0; padding: 0; list-style: none; }
:where([data-ds-root]) .ai-intro__cards li { padding: 16px; border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .ai-intro__cards h3 { margin: 0 0 4px; font-size: 15px; }
:where([data-ds-root]) .ai-intro__cards p, :where([data-ds-root]) .ai-intro p { margin: 0; color: var(--ds-text-muted); }
:where([data-ds-root]) .ai-onboarding { display: flex; flex-direction: column; gap: 16px; max-width: 720px; }
:where([data-ds-root]) .ai-onboarding__profiles { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; margin: 0; padding: 0; list-style: none; }
:where([data-ds-root]) .ai-onboarding__profiles li { padding: 8px; border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); font-size: 12px; }
:where([data-ds-root]) .ai-onboarding__profiles strong { display: block; font-size: 13px; }
:where([data-ds-root]) .ai-onboarding__actions { display: flex; gap: 8px; }
:where([data-ds-root]) .ai-onboarding dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
:where([data-ds-root]) .ai-onboarding dt { color: var(--ds-text-muted); }
:where([data-ds-root]) .ai-onboarding dd { margin: 0; overflow-wrap: anywhere; }
:where([data-ds-root]) .ai-employees { display: flex; flex-direction: column; gap: 16px; }
:where([data-ds-root]) .ai-employees__toolbar { display: flex; gap: 8px; align-items: center; }
:where([data-ds-root]) .ai-employees__table { width: 100%; border-collapse: collapse; font-size: 14px; }
:where([data-ds-root]) .ai-employees__table th, :where([data-ds-root]) .ai-employees__table td { text-align: left; padding: 8px; border-bottom: 1px solid var(--ds-border); vertical-align: top; }
:where([data-ds-root]) .ai-employees__actions { display: flex; flex-wrap: wrap; gap: 6px; }
:where([data-ds-root]) .ai-employees__bindings { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
:where([data-ds-root]) .ai-employees__bindings li { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
:where([data-ds-root]) .ai-employees__totals { display: flex; gap: 24px; margin: 0; }
:where([data-ds-root]) .ai-employees__totals dt { color: var(--ds-text-muted); font-size: 12px; }
:where([data-ds-root]) .ai-employees__totals dd { margin: 0; font-size: 20px; font-weight: 600; }
`;

export function ensureEmployeesStyles(doc: Document = document) {
  ensureAreaStyles('data-ai-employees-styles', css, doc);
}
