import { dsRoot } from '../../scope';

export const emptyStateCss = `
${dsRoot} .ds-empty-state { display: flex; flex-direction: column; align-items: center; gap: var(--ds-space-2); max-width: 480px; margin: 0 auto; padding: var(--ds-space-6) var(--ds-space-4); text-align: center; }
${dsRoot} .ds-empty-state__icon { display: inline-flex; align-items: center; justify-content: center; width: 56px; height: 56px; margin-bottom: var(--ds-space-2); border-radius: 50%; background: var(--ds-surface-raised); color: var(--ds-text-muted); }
${dsRoot} .ds-empty-state__title { margin: 0; font-size: 18px; font-weight: 700; overflow-wrap: anywhere; }
${dsRoot} .ds-empty-state__description { margin: 0; color: var(--ds-text-muted); overflow-wrap: anywhere; }
${dsRoot} .ds-empty-state__action { margin-top: var(--ds-space-3); }
`;
