import { dsRoot } from '../../scope';

export const checkboxCss = `
${dsRoot} .ds-checkbox { display: flex; flex-direction: column; gap: var(--ds-space-1); min-width: 0; }
${dsRoot} .ds-checkbox__row { display: flex; align-items: flex-start; gap: var(--ds-space-2); }
${dsRoot} .ds-checkbox__input { flex: none; width: 16px; height: 16px; margin: 2px 0 0; accent-color: var(--ds-primary); cursor: pointer; }
${dsRoot} .ds-checkbox__input:disabled { cursor: not-allowed; }
${dsRoot} .ds-checkbox__input:disabled + .ds-checkbox__label { color: var(--ds-text-muted); cursor: not-allowed; }
${dsRoot} .ds-checkbox__input:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: 2px; }
${dsRoot} .ds-checkbox__input[aria-invalid="true"] { outline: 1px solid var(--ds-danger); outline-offset: 1px; }
${dsRoot} .ds-checkbox__label { color: var(--ds-text); cursor: pointer; overflow-wrap: anywhere; }
${dsRoot} .ds-checkbox__label a { color: var(--ds-primary); }
${dsRoot} .ds-checkbox__note { padding-left: calc(16px + var(--ds-space-2)); }
${dsRoot} .ds-checkbox--switch .ds-checkbox__input { appearance: none; position: relative; width: 34px; height: 20px; margin: 0; border-radius: 10px; background: var(--ds-border); transition: background-color 0.15s; }
${dsRoot} .ds-checkbox--switch .ds-checkbox__input::after { content: ""; position: absolute; top: 2px; left: 2px; width: 16px; height: 16px; border-radius: 50%; background: var(--ds-surface); transition: transform 0.15s; }
${dsRoot} .ds-checkbox--switch .ds-checkbox__input:checked { background: var(--ds-primary); }
${dsRoot} .ds-checkbox--switch .ds-checkbox__input:checked::after { transform: translateX(14px); }
${dsRoot} .ds-checkbox--switch .ds-checkbox__input:disabled { opacity: 0.55; }
${dsRoot} .ds-checkbox--switch .ds-checkbox__note { padding-left: calc(34px + var(--ds-space-2)); }
`;
