import { ensureAreaStyles } from '@outreach/design-system';
/** The builder's rules, scoped under [data-ds-root] like the design system's (decisions: "No CSS files"). */
const css = `
:where([data-ds-root]) .builder { display: grid; grid-template-columns: minmax(200px, 240px) minmax(260px, 1fr) minmax(320px, 1.4fr); gap: 16px; align-items: start; margin-top: 16px; }
:where([data-ds-root]) .builder__settings { display: flex; gap: 12px; flex-wrap: wrap; align-items: end; }
:where([data-ds-root]) .builder__panel { background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); padding: 12px; display: flex; flex-direction: column; gap: 8px; }
:where([data-ds-root]) .builder__panel h2, :where([data-ds-root]) .builder__panel h3 { margin: 0; font-size: 14px; }
:where([data-ds-root]) .builder__group { display: flex; flex-direction: column; gap: 4px; }
:where([data-ds-root]) .builder__group-title { font-size: 12px; color: var(--ds-text-muted); text-transform: uppercase; margin: 8px 0 2px; }
:where([data-ds-root]) .builder__kind { text-align: left; background: none; border: 1px dashed var(--ds-border); border-radius: 6px; padding: 6px 8px; cursor: pointer; color: inherit; font: inherit; }
:where([data-ds-root]) .builder__kind:hover { border-style: solid; }
:where([data-ds-root]) .builder__steps { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
:where([data-ds-root]) .builder__step { display: flex; align-items: center; gap: 6px; padding: 8px; border: 1px solid var(--ds-border); border-radius: 6px; background: var(--ds-surface); }
:where([data-ds-root]) .builder__step[aria-current="true"] { border-color: var(--ds-primary, #47e671); box-shadow: 0 0 0 1px var(--ds-primary, #47e671); }
:where([data-ds-root]) .builder__step--invalid { border-color: var(--ds-danger, #d33); }
:where([data-ds-root]) .builder__step-main { flex: 1; text-align: left; background: none; border: 0; cursor: pointer; color: inherit; font: inherit; padding: 0; }
:where([data-ds-root]) .builder__step-wait { display: block; font-size: 12px; color: var(--ds-text-muted); }
:where([data-ds-root]) .builder__handle { cursor: grab; background: none; border: 0; color: var(--ds-text-muted); padding: 2px 4px; touch-action: none; }
:where([data-ds-root]) .builder__icon { background: none; border: 0; cursor: pointer; color: var(--ds-text-muted); padding: 2px 4px; font: inherit; }
:where([data-ds-root]) .builder__row { display: flex; gap: 8px; flex-wrap: wrap; align-items: end; }
:where([data-ds-root]) .builder__textarea { width: 100%; min-height: 120px; box-sizing: border-box; font: inherit; padding: 8px; border: 1px solid var(--ds-border); border-radius: 6px; background: var(--ds-surface); color: inherit; }
:where([data-ds-root]) .builder__textarea[aria-invalid="true"] { border-color: var(--ds-danger, #d33); }
:where([data-ds-root]) .builder__field-label { font-size: 13px; font-weight: 600; display: block; margin-bottom: 4px; }
:where([data-ds-root]) .builder__error { color: var(--ds-danger, #d33); font-size: 13px; margin: 2px 0 0; }
:where([data-ds-root]) .builder__notice { border: 1px solid var(--ds-danger, #d33); color: var(--ds-danger, #d33); border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
:where([data-ds-root]) .builder__notice ul { margin: 4px 0 0; padding-left: 18px; }
:where([data-ds-root]) .builder__preview { white-space: pre-wrap; background: var(--ds-surface-muted, rgba(0,0,0,0.03)); border-radius: 6px; padding: 8px; font-size: 14px; }
:where([data-ds-root]) .builder__senders { display: flex; gap: 12px; flex-wrap: wrap; }
:where([data-ds-root]) .builder__plan { list-style: none; margin: 8px 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
:where([data-ds-root]) .builder__plan li { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
:where([data-ds-root]) .builder__actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 16px; }
`;

export function ensureBuilderStyles(doc: Document = document) {
  ensureAreaStyles('data-campaigns-builder-styles', css, doc);
}
