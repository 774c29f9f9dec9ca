import { type ReactNode, useId } from 'react';
import { classNames } from '../../classNames';
import { useComponentStyles } from '../../styles';
import { rangeSliderCss } from './RangeSlider.styles';

export type RangeValue = readonly [number, number];

export interface RangeSliderProps {
  label: ReactNode;
  min: number;
  max: number;
  step?: number;
  value: RangeValue;
  onChange: (value: [number, number]) => void;
  /** How a value reads, on screen and to screen readers (work hours: 9 → "9:00"). */
  formatValue?: (value: number) => string;
  /** Accessible names of the two thumbs. */
  startLabel?: string;
  endLabel?: string;
  /** The smallest gap between the two ends (1 keeps start before end). */
  minDistance?: number;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** Keeps a range inside [min, max] with its ends at least `minDistance` apart, moving only the end that changed. */
export function clampRange(
  next: RangeValue,
  changed: 'start' | 'end',
  min: number,
  max: number,
  minDistance: number,
): [number, number] {
  let [start, end] = next;
  start = Math.min(Math.max(start, min), max);
  end = Math.min(Math.max(end, min), max);
  if (changed === 'start') start = Math.min(start, end - minDistance);
  else end = Math.max(end, start + minDistance);
  return [Math.max(start, min), Math.min(end, max)];
}

/**
 * A range on one track with two thumbs (the credential's work hours, 0 to 24). Each thumb is a native
 * range input, so keyboard, touch and screen readers work as the platform does; the ends cannot cross.
 */
export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  formatValue = String,
  startLabel = 'Start',
  endLabel = 'End',
  minDistance = 0,
  hint,
  error,
  disabled = false,
  className,
}: RangeSliderProps) {
  useComponentStyles('range', rangeSliderCss);
  const id = useId();
  const [start, end] = value;
  const span = max - min || 1;
  const from = ((start - min) / span) * 100;
  const to = ((end - min) / span) * 100;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(' ');
  // The two thumbs differ only in which end they move.
  const thumbs = [
    {
      edge: 'start',
      value: start,
      label: startLabel,
      moved: (next: number): [number, number] => [next, end],
    },
    { edge: 'end', value: end, label: endLabel, moved: (next: number): [number, number] => [start, next] },
  ] as const;

  return (
    <fieldset
      className={classNames('ds-range', className)}
      disabled={disabled}
      aria-invalid={hasError || undefined}
    >
      <legend className="ds-field__label ds-range__legend">{label}</legend>
      <output className="ds-range__output" htmlFor={`${id}-start ${id}-end`} aria-live="polite">
        {`${formatValue(start)} – ${formatValue(end)}`}
      </output>
      <div
        className="ds-range__track"
        style={{ '--ds-range-from': `${from}%`, '--ds-range-to': `${to}%` } as never}
      >
        {thumbs.map((thumb) => (
          <input
            key={thumb.edge}
            id={`${id}-${thumb.edge}`}
            type="range"
            className="ds-range__input"
            min={min}
            max={max}
            step={step}
            value={thumb.value}
            aria-label={thumb.label}
            aria-valuetext={formatValue(thumb.value)}
            aria-describedby={describedBy || undefined}
            onChange={(event) =>
              onChange(clampRange(thumb.moved(Number(event.target.value)), thumb.edge, min, max, minDistance))
            }
          />
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="ds-field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={`${id}-error`} role="alert" className="ds-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
