import { dsRoot } from '../../scope';

export const tabsCss = `
${dsRoot} .ds-tabs { display: flex; gap: var(--ds-space-1); overflow-x: auto; border-bottom: 1px solid var(--ds-border); scrollbar-width: thin; }
${dsRoot} .ds-tabs__tab { position: relative; display: inline-flex; align-items: center; gap: var(--ds-space-2); flex: none; max-width: 320px; margin: 0; padding: var(--ds-space-2) var(--ds-space-3); border: 0; border-bottom: 2px solid transparent; background: transparent; color: var(--ds-text-muted); font: inherit; font-weight: 600; cursor: pointer; }
${dsRoot} .ds-tabs__label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
${dsRoot} .ds-tabs__tab:hover:not(:disabled) { color: var(--ds-text); }
${dsRoot} .ds-tabs__tab--selected { color: var(--ds-text); border-bottom-color: var(--ds-primary); }
${dsRoot} .ds-tabs__tab:disabled { cursor: not-allowed; opacity: 0.5; }
${dsRoot} .ds-tabs__tab:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: -2px; border-radius: var(--ds-radius) var(--ds-radius) 0 0; }
`;
