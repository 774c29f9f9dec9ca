import { dsRoot } from '../../scope';

export const badgeCss = `
${dsRoot} .ds-badge { display: inline-flex; align-items: center; justify-content: center; flex: none; min-width: 20px; height: 20px; padding: 0 6px; border-radius: 999px; font-size: 11px; font-weight: 700; line-height: 1; white-space: nowrap; font-variant-numeric: tabular-nums; }
${dsRoot} .ds-badge--primary { background: var(--ds-primary); color: var(--ds-primary-contrast); }
${dsRoot} .ds-badge--danger { background: var(--ds-danger); color: #ffffff; }
${dsRoot} .ds-badge--neutral { background: var(--ds-surface-raised); color: var(--ds-text-muted); box-shadow: inset 0 0 0 1px var(--ds-border); }
`;
