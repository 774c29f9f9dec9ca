import { dsRoot } from './scope';

/** The label, hint and error around a form control, shared by Input and Select. */
export const fieldCss = `
${dsRoot} .ds-field { display: flex; flex-direction: column; gap: var(--ds-space-1); min-width: 0; }
${dsRoot} .ds-field__label { font-weight: 600; font-size: 13px; color: var(--ds-text); }
${dsRoot} .ds-field__required { color: var(--ds-danger); }
${dsRoot} .ds-field__hint { margin: 0; font-size: 12px; color: var(--ds-text-muted); }
${dsRoot} .ds-field__error { margin: 0; font-size: 12px; color: var(--ds-danger); }
${dsRoot} .ds-control { width: 100%; min-height: 36px; margin: 0; padding: 0 var(--ds-space-3); border: 1px solid var(--ds-border); border-radius: var(--ds-radius); background: var(--ds-surface); color: var(--ds-text); font: inherit; }
${dsRoot} .ds-control::placeholder { color: var(--ds-text-muted); opacity: 1; }
${dsRoot} .ds-control:hover:not(:disabled) { border-color: color-mix(in srgb, var(--ds-border) 60%, var(--ds-text)); }
${dsRoot} .ds-control:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: -1px; border-color: var(--ds-primary); }
${dsRoot} .ds-control:disabled { cursor: not-allowed; background: var(--ds-surface-raised); color: var(--ds-text-muted); }
${dsRoot} .ds-control[aria-invalid="true"] { border-color: var(--ds-danger); }
${dsRoot} .ds-control[aria-invalid="true"]:focus-visible { outline-color: var(--ds-danger); }
`;
