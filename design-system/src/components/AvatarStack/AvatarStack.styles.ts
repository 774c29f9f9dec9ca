import { dsRoot } from '../../scope';

export const avatarCss = `
${dsRoot} .ds-avatar { position: relative; display: inline-flex; align-items: center; justify-content: center; flex: none; overflow: hidden; border-radius: 50%; background: color-mix(in srgb, var(--ds-primary) 24%, var(--ds-surface)); color: var(--ds-text); font-weight: 700; line-height: 1; user-select: none; }
${dsRoot} .ds-avatar--md { width: 32px; height: 32px; font-size: 12px; }
${dsRoot} .ds-avatar--sm { width: 24px; height: 24px; font-size: 10px; }
${dsRoot} .ds-avatar__image { width: 100%; height: 100%; object-fit: cover; display: block; }
${dsRoot} .ds-avatar--more { background: var(--ds-surface-raised); color: var(--ds-text-muted); }
${dsRoot} .ds-avatar-stack { display: inline-flex; align-items: center; margin: 0; padding: 0; list-style: none; }
${dsRoot} .ds-avatar-stack__item { display: inline-flex; margin: 0; }
${dsRoot} .ds-avatar-stack__item + .ds-avatar-stack__item { margin-left: -6px; }
${dsRoot} .ds-avatar-stack__item .ds-avatar { box-shadow: 0 0 0 2px var(--ds-surface); }
`;
