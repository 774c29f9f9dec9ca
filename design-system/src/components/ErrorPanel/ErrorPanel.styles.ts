import { dsRoot } from '../../scope';

export const errorPanelCss = `
${dsRoot} .ds-error-panel { display: flex; align-items: flex-start; gap: var(--ds-space-3); padding: var(--ds-space-4); border: 1px solid color-mix(in srgb, var(--ds-danger) 45%, var(--ds-border)); border-radius: var(--ds-radius); background: color-mix(in srgb, var(--ds-danger) 8%, var(--ds-surface)); color: var(--ds-text); }
${dsRoot} .ds-error-panel__icon { flex: none; color: var(--ds-danger); }
${dsRoot} .ds-error-panel__content { display: flex; flex-direction: column; align-items: flex-start; gap: var(--ds-space-2); min-width: 0; }
${dsRoot} .ds-error-panel__title { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
${dsRoot} .ds-error-panel__message { margin: 0; color: var(--ds-text-muted); overflow-wrap: anywhere; }
`;
