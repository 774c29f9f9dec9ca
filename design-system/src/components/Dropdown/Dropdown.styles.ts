import { dsRoot } from '../../scope';

export const dropdownCss = `
${dsRoot} .ds-dropdown { position: relative; display: inline-flex; }
${dsRoot} .ds-dropdown__trigger { display: inline-flex; align-items: center; gap: var(--ds-space-2); min-height: 36px; margin: 0; padding: 0 var(--ds-space-2); border: 1px solid transparent; border-radius: var(--ds-radius); background: transparent; color: var(--ds-text); font: inherit; cursor: pointer; }
${dsRoot} .ds-dropdown__trigger:hover:not(:disabled) { background: var(--ds-surface-raised); }
${dsRoot} .ds-dropdown__trigger:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: 2px; }
${dsRoot} .ds-dropdown__trigger:disabled { cursor: not-allowed; opacity: 0.55; }
${dsRoot} .ds-dropdown__trigger[aria-expanded="true"] { background: var(--ds-surface-raised); border-color: var(--ds-border); }
${dsRoot} .ds-dropdown__panel { position: absolute; top: calc(100% + 6px); z-index: 900; min-width: 240px; max-width: min(360px, calc(100vw - 16px)); max-height: min(70vh, 560px); overflow: auto; padding: var(--ds-space-1) 0; border: 1px solid var(--ds-border); border-radius: var(--ds-radius); background: var(--ds-surface); color: var(--ds-text); box-shadow: var(--ds-shadow); }
${dsRoot} .ds-dropdown__panel--start { left: 0; }
${dsRoot} .ds-dropdown__panel--end { right: 0; }
${dsRoot} .ds-dropdown__section { padding: var(--ds-space-1) 0; }
${dsRoot} .ds-dropdown__section + .ds-dropdown__section { border-top: 1px solid var(--ds-border); }
${dsRoot} .ds-dropdown__section-title { margin: 0; padding: var(--ds-space-1) var(--ds-space-3); font-size: 11px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; color: var(--ds-text-muted); overflow-wrap: anywhere; }
${dsRoot} .ds-dropdown__item { display: flex; align-items: center; gap: var(--ds-space-2); width: 100%; min-height: 34px; margin: 0; padding: var(--ds-space-1) var(--ds-space-3); border: 0; background: transparent; color: var(--ds-text); font: inherit; text-align: left; text-decoration: none; cursor: pointer; }
${dsRoot} .ds-dropdown__item:hover:not(:disabled) { background: var(--ds-surface-raised); }
${dsRoot} .ds-dropdown__item:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: -2px; }
${dsRoot} .ds-dropdown__item--selected { font-weight: 600; color: var(--ds-primary); }
${dsRoot} .ds-dropdown__item--disabled { cursor: not-allowed; opacity: 0.55; }
${dsRoot} .ds-dropdown__icon { display: inline-flex; flex: none; width: 18px; height: 18px; align-items: center; justify-content: center; color: var(--ds-text-muted); }
${dsRoot} .ds-dropdown__label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
