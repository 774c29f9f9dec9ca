import { dsRoot } from '../../scope';

// Two native range inputs share one track; only their thumbs take pointer events, so either end can be
// dragged. The filled part between the ends is a gradient driven by two custom properties.
export const rangeSliderCss = `
${dsRoot} .ds-range { display: flex; flex-direction: column; gap: var(--ds-space-2); min-width: 0; margin: 0; padding: 0; border: 0; }
${dsRoot} .ds-range__legend { padding: 0; margin-bottom: var(--ds-space-1); }
${dsRoot} .ds-range__output { font-variant-numeric: tabular-nums; font-weight: 600; }
${dsRoot} .ds-range__track { position: relative; height: 24px; }
${dsRoot} .ds-range__track::before { content: ""; position: absolute; left: 0; right: 0; top: 50%; height: 6px; margin-top: -3px; border-radius: 3px; background: linear-gradient(to right, var(--ds-border) var(--ds-range-from), var(--ds-primary) var(--ds-range-from), var(--ds-primary) var(--ds-range-to), var(--ds-border) var(--ds-range-to)); }
${dsRoot} .ds-range__input { position: absolute; inset: 0; width: 100%; height: 24px; margin: 0; background: transparent; pointer-events: none; -webkit-appearance: none; appearance: none; }
${dsRoot} .ds-range__input::-webkit-slider-runnable-track { background: transparent; }
${dsRoot} .ds-range__input::-moz-range-track { background: transparent; }
${dsRoot} .ds-range__input::-webkit-slider-thumb { pointer-events: auto; width: 18px; height: 18px; border: 2px solid var(--ds-primary); border-radius: 50%; background: var(--ds-surface); cursor: grab; -webkit-appearance: none; appearance: none; }
${dsRoot} .ds-range__input::-moz-range-thumb { pointer-events: auto; width: 14px; height: 14px; border: 2px solid var(--ds-primary); border-radius: 50%; background: var(--ds-surface); cursor: grab; }
${dsRoot} .ds-range__input:focus-visible { outline: none; }
${dsRoot} .ds-range__input:focus-visible::-webkit-slider-thumb { outline: 2px solid var(--ds-primary); outline-offset: 2px; }
${dsRoot} .ds-range__input:focus-visible::-moz-range-thumb { outline: 2px solid var(--ds-primary); outline-offset: 2px; }
${dsRoot} .ds-range:disabled { opacity: 0.55; }
`;
