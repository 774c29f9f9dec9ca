import { injectStyles } from '../../layouts/inject-styles';

const root = ':where([data-ds-root])';

/** The add-credential flow, the repair forms and the credential settings. */
export const credentialsCss = `
${root} .shell-flow-page { max-width: 640px; padding: 24px; border: 1px solid var(--ds-border); border-radius: 12px; background: var(--ds-surface); }
${root} .shell-flow { display: flex; flex-direction: column; gap: 20px; }
${root} .shell-flow__body { display: flex; flex-direction: column; gap: 12px; }
${root} .shell-flow__fields, ${root} .shell-flow__proxy { display: flex; flex-direction: column; gap: 12px; }
${root} .shell-flow__proxy { padding: 12px; border: 1px dashed var(--ds-border); border-radius: var(--ds-radius); }
${root} .shell-flow__choices { display: flex; flex-direction: column; gap: 10px; margin: 0; padding: 0; border: 0; }
${root} .shell-flow__legend { padding: 0; margin-bottom: 6px; font-weight: 600; }
${root} .shell-flow__choice { display: flex; gap: 10px; align-items: flex-start; padding: 12px; border: 1px solid var(--ds-border); border-radius: var(--ds-radius); cursor: pointer; }
${root} .shell-flow__choice[data-checked="true"] { border-color: var(--ds-primary); background: color-mix(in srgb, var(--ds-primary) 8%, transparent); }
${root} .shell-flow__choice-text { display: flex; flex-direction: column; gap: 2px; }
${root} .shell-flow__choice-title { font-weight: 600; }
${root} .shell-flow__choice-description, ${root} .shell-flow__hint { color: var(--ds-text-muted); font-size: 13px; margin: 0; }
${root} .shell-flow__account { margin: 0; }
${root} .shell-flow__account-label { color: var(--ds-text-muted); }
${root} .shell-flow__actions { display: flex; justify-content: flex-end; gap: 8px; }
${root} .shell-flow__error, ${root} .shell-repair__error { margin: 0; color: var(--ds-danger); font-size: 13px; }
${root} .shell-flow__warning, ${root} .shell-repair__warning { margin: 0; padding: 8px 12px; border-radius: var(--ds-radius); background: color-mix(in srgb, var(--ds-warning) 14%, transparent); font-size: 13px; }
${root} .shell-flow__pending { display: flex; align-items: center; gap: 12px; }
${root} .shell-flow__done { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; }
${root} .shell-flow__done-title { margin: 0; font-size: 18px; font-weight: 700; }
${root} .shell-repair { display: flex; flex-direction: column; gap: 12px; }
${root} .shell-repair p { margin: 0; }
${root} .shell-repair__hint { color: var(--ds-text-muted); font-size: 13px; }
${root} .shell-repair__actions { display: flex; justify-content: flex-end; flex-wrap: wrap; gap: 8px; }
${root} .shell-notifications { width: 360px; }
${root} .shell-notifications__title { margin: 0; padding: 8px 12px; font-weight: 700; border-bottom: 1px solid var(--ds-border); }
${root} .shell-notifications__empty { margin: 0; padding: 16px 12px; color: var(--ds-text-muted); }
${root} .shell-notifications__list { list-style: none; margin: 0; padding: 0; }
${root} .shell-notifications__item { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; padding: 10px 12px; border-left: 3px solid var(--ds-info); border-bottom: 1px solid var(--ds-border); }
${root} .shell-notifications__item--danger { border-left-color: var(--ds-danger); }
${root} .shell-notifications__item--warning { border-left-color: var(--ds-warning); }
${root} .shell-notifications__item--success { border-left-color: var(--ds-success); }
${root} .shell-notifications__item-title { margin: 0; font-weight: 600; }
${root} .shell-notifications__item-text { margin: 0; font-size: 13px; color: var(--ds-text-muted); }
${root} .shell-credential-settings { display: flex; flex-direction: column; gap: 16px; max-width: 640px; }
${root} .shell-credential-settings__card { display: flex; flex-direction: column; gap: 12px; padding: 20px; border: 1px solid var(--ds-border); border-radius: 12px; background: var(--ds-surface); }
${root} .shell-credential-settings__card h2 { margin: 0; font-size: 16px; }
${root} .shell-credential-settings__row { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
${root} .shell-credential-settings__actions { display: flex; gap: 8px; flex-wrap: wrap; justify-content: flex-end; }
${root} .shell-credential-settings dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; }
${root} .shell-credential-settings dt { color: var(--ds-text-muted); }
${root} .shell-credential-settings dd { margin: 0; overflow-wrap: anywhere; }
${root} .shell-credential-settings textarea { width: 100%; min-height: 220px; padding: 8px 12px; border: 1px solid var(--ds-border); border-radius: var(--ds-radius); background: var(--ds-surface); color: var(--ds-text); font: inherit; resize: vertical; }
`;

export function ensureCredentialStyles(doc?: Document) {
  injectStyles('credentials', credentialsCss, doc);
}
