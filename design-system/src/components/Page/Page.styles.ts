import { dsRoot } from '../../scope';

export const pageCss = `
${dsRoot} .ds-page { display: flex; flex-direction: column; gap: var(--ds-space-5); min-width: 0; padding: var(--ds-space-5) var(--ds-space-6); }
${dsRoot} .ds-page-header { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: var(--ds-space-3) var(--ds-space-5); }
${dsRoot} .ds-page-header__text { flex: 1 1 280px; min-width: 0; }
${dsRoot} .ds-page-header__title { margin: 0; font-size: 24px; font-weight: 700; line-height: 1.25; overflow-wrap: anywhere; }
${dsRoot} .ds-page-header__subtitle { margin: var(--ds-space-1) 0 0; color: var(--ds-text-muted); overflow-wrap: anywhere; }
${dsRoot} .ds-page-header__actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ds-space-2); margin-left: auto; }
${dsRoot} .ds-page__body { min-width: 0; }
`;
