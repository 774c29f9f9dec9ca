import { dsRoot } from '../../scope';

export const spinnerCss = `
@keyframes ds-spin { to { transform: rotate(360deg); } }
${dsRoot} .ds-spinner { display: inline-block; flex: none; width: 20px; height: 20px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; color: var(--ds-primary); animation: ds-spin 0.7s linear infinite; vertical-align: middle; }
${dsRoot} .ds-spinner--sm { width: 14px; height: 14px; }
${dsRoot} .ds-spinner--lg { width: 32px; height: 32px; border-width: 3px; }
@media (prefers-reduced-motion: reduce) { ${dsRoot} .ds-spinner { animation-duration: 2s; } }
`;
