import { dsRoot } from '../../scope';

// spec platform §7: the sidebar animates over 1 s and waits 150 ms before expanding. A link from
// renderLink is styled as the item's only child, whatever element the router renders.
export const sidebarCss = `
${dsRoot} .ds-sidebar { display: flex; background: var(--ds-surface-raised); color: var(--ds-text); }
${dsRoot} .ds-sidebar--vertical { flex-direction: column; width: 240px; height: 100%; border-right: 1px solid var(--ds-border); transition: width 1s ease 150ms; overflow: hidden; }
${dsRoot} .ds-sidebar--vertical.ds-sidebar--collapsed { width: 64px; transition-delay: 0s; }
${dsRoot} .ds-sidebar--horizontal { flex-direction: row; align-items: center; width: 100%; border-bottom: 1px solid var(--ds-border); }
${dsRoot} .ds-sidebar__header { flex: none; padding: var(--ds-space-3); }
${dsRoot} .ds-sidebar__nav { display: flex; flex: 1; min-height: 0; min-width: 0; }
${dsRoot} .ds-sidebar--vertical .ds-sidebar__nav { flex-direction: column; gap: var(--ds-space-3); overflow-y: auto; overflow-x: hidden; padding: var(--ds-space-2); }
${dsRoot} .ds-sidebar--horizontal .ds-sidebar__nav { flex-direction: row; align-items: center; gap: var(--ds-space-2); overflow-x: auto; padding: var(--ds-space-1) var(--ds-space-2); }
${dsRoot} .ds-sidebar__group-title { margin: 0 0 var(--ds-space-1); padding: 0 var(--ds-space-3); font-size: 11px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; color: var(--ds-text-muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
${dsRoot} .ds-sidebar--horizontal .ds-sidebar__group-title { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); }
${dsRoot} .ds-sidebar__list { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
${dsRoot} .ds-sidebar--horizontal .ds-sidebar__list { flex-direction: row; }
${dsRoot} .ds-sidebar__item { margin: 0; }
${dsRoot} .ds-sidebar__item > * { position: relative; display: flex; align-items: center; gap: var(--ds-space-3); min-height: 40px; padding: var(--ds-space-2) var(--ds-space-3); border-radius: var(--ds-radius); color: var(--ds-text); text-decoration: none; white-space: nowrap; }
${dsRoot} .ds-sidebar__item > :is(a, button):hover { background: color-mix(in srgb, var(--ds-primary) 10%, transparent); }
${dsRoot} .ds-sidebar__item > :focus-visible { outline: 2px solid var(--ds-primary); outline-offset: -2px; }
${dsRoot} .ds-sidebar__item--active > * { background: color-mix(in srgb, var(--ds-primary) 18%, transparent); font-weight: 600; }
${dsRoot} .ds-sidebar__item--active > * .ds-sidebar__icon { color: var(--ds-primary); }
${dsRoot} .ds-sidebar__item--disabled > * { color: var(--ds-text-muted); opacity: 0.55; cursor: not-allowed; }
${dsRoot} .ds-sidebar__icon { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 20px; height: 20px; color: var(--ds-text-muted); }
${dsRoot} .ds-sidebar__label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
${dsRoot} .ds-sidebar--collapsed .ds-sidebar__item > * { justify-content: center; padding: var(--ds-space-2); }
${dsRoot} .ds-sidebar--collapsed .ds-sidebar__badge { position: absolute; top: 2px; right: 2px; min-width: 16px; height: 16px; padding: 0 4px; font-size: 10px; }
${dsRoot} .ds-sidebar__footer { flex: none; padding: var(--ds-space-2); border-top: 1px solid var(--ds-border); }
${dsRoot} .ds-sidebar--horizontal .ds-sidebar__footer { border-top: 0; border-left: 1px solid var(--ds-border); }
${dsRoot} .ds-sidebar__toggle { display: inline-flex; align-items: center; justify-content: center; flex: none; align-self: flex-end; width: 32px; height: 32px; margin: var(--ds-space-2); padding: 0; border: 1px solid var(--ds-border); border-radius: var(--ds-radius); background: var(--ds-surface); color: var(--ds-text-muted); cursor: pointer; }
${dsRoot} .ds-sidebar--collapsed .ds-sidebar__toggle { align-self: center; }
${dsRoot} .ds-sidebar__toggle:hover { color: var(--ds-text); }
${dsRoot} .ds-sidebar__toggle:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { ${dsRoot} .ds-sidebar--vertical { transition: none; } }
`;
