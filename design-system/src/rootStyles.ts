import { dsRoot } from './scope';

/**
 * What the root itself carries: font, text colour and surface from the tokens, and border-box sizing
 * for the root and everything inside it. No reset reaches outside the root.
 *
 * The inheritance guard (`[data-ds-root] :where(h1, p, button…)`, specificity 0,1,0) stops a
 * host page's element rules (`h1 { color }`, `p { line-height }`, `button { font }`) from
 * reaching into an embedded remote: it beats a bare element selector and, being first in the
 * stylesheet, still loses to every component rule of the same weight that follows.
 */
export const rootStylesCss = `
${dsRoot} { font-family: var(--ds-font); font-size: var(--ds-font-size); line-height: 1.45; color: var(--ds-text); background: var(--ds-surface); -webkit-font-smoothing: antialiased; }
${dsRoot}, ${dsRoot} *, ${dsRoot} *::before, ${dsRoot} *::after { box-sizing: border-box; }
${'[data-ds-root]'} :where(h1, h2, h3, h4, h5, h6, p, ul, ol, li, dl, dt, dd, label, a, span, section, header, nav) { color: inherit; font-family: inherit; letter-spacing: inherit; text-transform: none; text-shadow: none; }
${'[data-ds-root]'} :where(p, li, dd, dt, label, span) { line-height: inherit; }
${'[data-ds-root]'} :where(button, input, select, textarea) { font-family: inherit; font-size: inherit; letter-spacing: inherit; text-transform: none; }
${dsRoot} .ds-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
