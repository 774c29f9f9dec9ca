export interface LockIconProps {
  /** Said to screen readers and shown as a tooltip; without it the icon is decoration (aria-hidden). */
  label?: string;
  /** Width and height in px (default 14). */
  size?: number;
  className?: string;
}

const style = { verticalAlign: '-0.125em', flex: 'none' } as const;

const padlock = (
  <>
    <rect x="3" y="7" width="10" height="7.5" rx="1.5" fill="currentColor" />
    <path d="M5.25 7V5a2.75 2.75 0 0 1 5.5 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </>
);

/**
 * A padlock drawn in SVG, in the text's colour (issue 26 item 26: the 🔒 emoji rendered as an empty
 * box where no emoji font is installed). Marks a feature the plan does not include.
 */
export function LockIcon({ label, size = 14, className }: LockIconProps) {
  if (!label)
    return (
      <svg
        className={className}
        viewBox="0 0 16 16"
        width={size}
        height={size}
        style={style}
        focusable="false"
        aria-hidden="true"
      >
        {padlock}
      </svg>
    );
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width={size}
      height={size}
      style={style}
      focusable="false"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      {padlock}
    </svg>
  );
}
