import { dsRoot } from '../../scope';

export const modalCss = `
${dsRoot} .ds-modal { position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center; padding: var(--ds-space-4); }
${dsRoot} .ds-modal__backdrop { position: absolute; inset: 0; background: rgb(0 0 0 / 0.5); }
${dsRoot} .ds-modal__dialog { position: relative; display: flex; flex-direction: column; max-width: 100%; max-height: 100%; border: 1px solid var(--ds-border); border-radius: calc(var(--ds-radius) * 1.5); background: var(--ds-surface); color: var(--ds-text); box-shadow: var(--ds-shadow); outline: none; }
${dsRoot} .ds-modal__header { display: flex; align-items: flex-start; gap: var(--ds-space-3); padding: var(--ds-space-4) var(--ds-space-5); border-bottom: 1px solid var(--ds-border); }
${dsRoot} .ds-modal__title { flex: 1; min-width: 0; margin: 0; font-size: 18px; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere; }
${dsRoot} .ds-modal__close { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 32px; height: 32px; margin: -4px -8px 0 0; padding: 0; border: 0; border-radius: var(--ds-radius); background: transparent; color: var(--ds-text-muted); cursor: pointer; }
${dsRoot} .ds-modal__close:hover { background: var(--ds-surface-raised); color: var(--ds-text); }
${dsRoot} .ds-modal__close:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: 2px; }
${dsRoot} .ds-modal__body { flex: 1; min-height: 0; overflow: auto; padding: var(--ds-space-5); }
${dsRoot} .ds-modal__footer { display: flex; justify-content: flex-end; flex-wrap: wrap; gap: var(--ds-space-2); padding: var(--ds-space-3) var(--ds-space-5); border-top: 1px solid var(--ds-border); }
`;
