import { dsRoot } from '../../scope';

export const snackbarCss = `
${dsRoot} .ds-snackbar-host { position: fixed; left: 50%; bottom: var(--ds-space-5); z-index: 1100; display: flex; flex-direction: column; align-items: center; gap: var(--ds-space-2); width: max-content; max-width: calc(100vw - 2 * var(--ds-space-4)); transform: translateX(-50%); pointer-events: none; }
${dsRoot} .ds-snackbar { display: flex; align-items: center; gap: var(--ds-space-3); max-width: 560px; min-height: 44px; padding: var(--ds-space-2) var(--ds-space-2) var(--ds-space-2) var(--ds-space-4); border-radius: var(--ds-radius); background: var(--ds-text); color: var(--ds-surface); box-shadow: var(--ds-shadow); pointer-events: auto; }
${dsRoot} .ds-snackbar--error { background: var(--ds-danger); color: #ffffff; }
${dsRoot} .ds-snackbar--success { background: var(--ds-success); color: #ffffff; }
${dsRoot} .ds-snackbar--warning { background: var(--ds-warning); color: #1a1300; }
${dsRoot} .ds-snackbar--info { background: var(--ds-text); color: var(--ds-surface); }
${dsRoot} .ds-snackbar__text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
${dsRoot} .ds-snackbar__dismiss { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 28px; height: 28px; padding: 0; border: 0; border-radius: var(--ds-radius); background: transparent; color: inherit; opacity: 0.8; cursor: pointer; }
${dsRoot} .ds-snackbar__dismiss:hover { opacity: 1; background: rgb(255 255 255 / 0.15); }
${dsRoot} .ds-snackbar__dismiss:focus-visible { outline: 2px solid currentColor; outline-offset: 1px; }
`;
