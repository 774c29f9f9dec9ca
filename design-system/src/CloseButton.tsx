/** The × button of a modal, notification or snackbar: an icon only, named by `label` for screen readers. */
export function CloseButton({
  className,
  label,
  size,
  onClick,
}: {
  className: string;
  label: string;
  /** The icon's width and height in px. */
  size: number;
  onClick: () => void;
}) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
