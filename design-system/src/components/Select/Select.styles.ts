import { dsRoot } from '../../scope';

// The arrow is drawn with two gradients so it follows the text colour token in every theme.
export const selectCss = `
${dsRoot} .ds-select { appearance: none; padding-right: 32px; cursor: pointer; background-image: linear-gradient(45deg, transparent 50%, var(--ds-text-muted) 50%), linear-gradient(135deg, var(--ds-text-muted) 50%, transparent 50%); background-position: calc(100% - 16px) 50%, calc(100% - 11px) 50%; background-size: 5px 5px, 5px 5px; background-repeat: no-repeat; }
${dsRoot} .ds-select:disabled { cursor: not-allowed; }
`;
