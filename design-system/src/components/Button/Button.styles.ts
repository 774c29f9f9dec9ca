import { dsRoot } from '../../scope';

export const buttonCss = `
${dsRoot} .ds-button { display: inline-flex; align-items: center; justify-content: center; gap: var(--ds-space-2); margin: 0; border: 1px solid transparent; border-radius: var(--ds-radius); font: inherit; font-weight: 600; line-height: 1.2; text-decoration: none; white-space: nowrap; cursor: pointer; transition: background-color 0.15s, border-color 0.15s, color 0.15s; }
${dsRoot} .ds-button:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: 2px; }
${dsRoot} .ds-button:disabled { cursor: not-allowed; opacity: 0.55; }
${dsRoot} .ds-button--loading:disabled { cursor: progress; opacity: 0.8; }
${dsRoot} .ds-button--md { min-height: 36px; padding: 0 var(--ds-space-4); }
${dsRoot} .ds-button--sm { min-height: 28px; padding: 0 var(--ds-space-3); font-size: 13px; }
${dsRoot} .ds-button--primary { background: var(--ds-primary); color: var(--ds-primary-contrast); }
${dsRoot} .ds-button--primary:hover:not(:disabled) { background: color-mix(in srgb, var(--ds-primary) 86%, var(--ds-text)); }
${dsRoot} .ds-button--secondary { background: var(--ds-surface); color: var(--ds-text); border-color: var(--ds-border); }
${dsRoot} .ds-button--secondary:hover:not(:disabled) { background: var(--ds-surface-raised); }
${dsRoot} .ds-button--ghost { background: transparent; color: var(--ds-text); }
${dsRoot} .ds-button--ghost:hover:not(:disabled) { background: var(--ds-surface-raised); }
${dsRoot} .ds-button--danger { background: var(--ds-danger); color: #ffffff; }
${dsRoot} .ds-button--danger:hover:not(:disabled) { background: color-mix(in srgb, var(--ds-danger) 86%, #000000); }
${dsRoot} .ds-button__spinner { width: 14px; height: 14px; flex: none; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: ds-spin 0.7s linear infinite; }
`;
