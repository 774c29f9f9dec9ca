import { dsRoot } from '../../scope';

export const notificationCss = `
${dsRoot} .ds-notification-host { position: fixed; top: var(--ds-toast-top, var(--ds-space-4)); right: var(--ds-space-4); z-index: 1100; display: flex; flex-direction: column; gap: var(--ds-space-2); width: 360px; max-width: calc(100vw - 2 * var(--ds-space-4)); pointer-events: none; }
${dsRoot} .ds-notification { --ds-notification-accent: var(--ds-info); display: flex; align-items: flex-start; gap: var(--ds-space-2); padding: var(--ds-space-3) var(--ds-space-3) var(--ds-space-3) var(--ds-space-4); border: 1px solid var(--ds-border); border-left: 4px solid var(--ds-notification-accent); border-radius: var(--ds-radius); background: var(--ds-surface-raised); color: var(--ds-text); box-shadow: var(--ds-shadow); pointer-events: auto; }
${dsRoot} .ds-notification--warning { --ds-notification-accent: var(--ds-warning); }
${dsRoot} .ds-notification--danger { --ds-notification-accent: var(--ds-danger); }
${dsRoot} .ds-notification--success { --ds-notification-accent: var(--ds-success); }
${dsRoot} .ds-notification__content { flex: 1; min-width: 0; display: flex; flex-direction: column; align-items: flex-start; gap: var(--ds-space-1); }
${dsRoot} .ds-notification__title { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
${dsRoot} .ds-notification__text { margin: 0; color: var(--ds-text-muted); overflow-wrap: anywhere; }
${dsRoot} .ds-notification__action { margin-top: var(--ds-space-1); padding: 0; border: 0; background: none; color: var(--ds-text); font: inherit; font-weight: 600; cursor: pointer; text-decoration: underline; text-decoration-color: var(--ds-notification-accent); text-decoration-thickness: 2px; text-underline-offset: 3px; }
${dsRoot} .ds-notification__action:focus-visible, ${dsRoot} .ds-notification__close:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: 2px; }
${dsRoot} .ds-notification__close { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 28px; height: 28px; padding: 0; border: 0; border-radius: var(--ds-radius); background: transparent; color: var(--ds-text-muted); cursor: pointer; }
${dsRoot} .ds-notification__close:hover { background: var(--ds-surface); color: var(--ds-text); }
`;
