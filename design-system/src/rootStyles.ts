import { dsRoot } from './scope';

/**
 * What the root itself carries: font, text colour and surface from the tokens, and border-box sizing
 * for the root and everything inside it. No reset reaches outside the root.
 */
export const rootStylesCss = `
${dsRoot} { font-family: var(--ds-font); font-size: var(--ds-font-size); line-height: 1.45; color: var(--ds-text); background: var(--ds-surface); -webkit-font-smoothing: antialiased; }
${dsRoot}, ${dsRoot} *, ${dsRoot} *::before, ${dsRoot} *::after { box-sizing: border-box; }
${dsRoot} .ds-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
