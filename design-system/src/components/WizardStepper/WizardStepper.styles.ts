import { dsRoot } from '../../scope';

export const wizardStepperCss = `
${dsRoot} .ds-stepper { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ds-space-2) var(--ds-space-4); margin: 0; padding: 0; list-style: none; counter-reset: none; }
${dsRoot} .ds-stepper__step { display: flex; align-items: center; gap: var(--ds-space-2); min-width: 0; color: var(--ds-text-muted); }
${dsRoot} .ds-stepper__step + .ds-stepper__step::before { content: ""; flex: none; width: 24px; height: 1px; margin-right: var(--ds-space-2); background: var(--ds-border); }
${dsRoot} .ds-stepper__marker { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 24px; height: 24px; border: 1px solid var(--ds-border); border-radius: 50%; background: var(--ds-surface); font-size: 12px; font-weight: 700; }
${dsRoot} .ds-stepper__step--completed .ds-stepper__marker { border-color: var(--ds-primary); background: var(--ds-primary); color: var(--ds-primary-contrast); }
${dsRoot} .ds-stepper__step--current { color: var(--ds-text); }
${dsRoot} .ds-stepper__step--current .ds-stepper__marker { border: 2px solid var(--ds-primary); color: var(--ds-text); }
${dsRoot} .ds-stepper__title { min-width: 0; margin: 0; padding: 0; border: 0; background: none; color: inherit; font: inherit; font-weight: 600; text-align: left; overflow-wrap: anywhere; }
${dsRoot} button.ds-stepper__title { cursor: pointer; text-decoration: underline; text-decoration-color: var(--ds-border); text-underline-offset: 3px; }
${dsRoot} button.ds-stepper__title:hover { color: var(--ds-text); text-decoration-color: currentColor; }
${dsRoot} button.ds-stepper__title:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: 2px; border-radius: 2px; }
`;
