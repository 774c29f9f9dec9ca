import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { classNames } from '../../classNames';
import { useComponentStyles } from '../../styles';
import { dropdownCss } from './Dropdown.styles';

export type DropdownAlign = 'start' | 'end';

export interface DropdownProps {
  /** What the trigger button shows (an avatar and a name, an icon with a counter…). */
  trigger: ReactNode;
  /** The trigger's accessible name when its content is not text (an icon). */
  'aria-label'?: string;
  /** The panel's content; a function receives `close` for content that ends the interaction itself. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Which edge of the trigger the panel lines up with. */
  align?: DropdownAlign;
  /** Controlled open state; leave both unset to let the dropdown manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  /** Class of the wrapper. */
  className?: string;
  /** Class of the trigger button. */
  triggerClassName?: string;
  /** Class of the panel (a width, say). */
  panelClassName?: string;
}

const DropdownContext = createContext<(() => void) | null>(null);

/**
 * A button that opens a panel below it: the header's account menu, the notifications list, the account
 * switcher. A disclosure, not an ARIA menu, because panels hold mixed content (a search field, a switch,
 * a language select). Escape closes it and gives focus back to the trigger; so does a press outside it.
 */
export function Dropdown({
  trigger,
  'aria-label': ariaLabel,
  children,
  align = 'start',
  open: controlledOpen,
  onOpenChange,
  disabled = false,
  className,
  triggerClassName,
  panelClassName,
}: DropdownProps) {
  useComponentStyles('dropdown', dropdownCss);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      if (controlledOpen === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  useEffect(() => {
    if (!open) return;
    const doc = rootRef.current?.ownerDocument ?? document;
    const inside = (target: EventTarget | null) => Boolean(rootRef.current?.contains(target as Node));
    const onPointerDown = (event: Event) => {
      if (!inside(event.target)) setOpen(false);
    };
    // Escape pressed inside the panel (a modal opened from it sits elsewhere and handles its own).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !inside(event.target)) return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    doc.addEventListener('mousedown', onPointerDown);
    doc.addEventListener('touchstart', onPointerDown);
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('mousedown', onPointerDown);
      doc.removeEventListener('touchstart', onPointerDown);
      doc.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  return (
    <DropdownContext.Provider value={close}>
      <div ref={rootRef} className={classNames('ds-dropdown', className)}>
        <button
          ref={triggerRef}
          type="button"
          className={classNames('ds-dropdown__trigger', triggerClassName)}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={ariaLabel}
          disabled={disabled}
          onClick={() => setOpen(!open)}
        >
          {trigger}
        </button>
        {open ? (
          <div
            id={panelId}
            className={classNames('ds-dropdown__panel', `ds-dropdown__panel--${align}`, panelClassName)}
          >
            {typeof children === 'function' ? children(close) : children}
          </div>
        ) : null}
      </div>
    </DropdownContext.Provider>
  );
}

export interface DropdownSectionProps {
  /** A heading for the section (the workspace's name, "Switch workspace"). */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A group of rows inside a dropdown panel, separated from the next by a rule. */
export function DropdownSection({ title, children, className }: DropdownSectionProps) {
  useComponentStyles('dropdown', dropdownCss);
  const titleId = useId();
  return (
    <section
      className={classNames('ds-dropdown__section', className)}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <p id={titleId} className="ds-dropdown__section-title">
          {title}
        </p>
      ) : null}
      {children}
    </section>
  );
}

export interface DropdownItemProps {
  children: ReactNode;
  /** Runs on click; the dropdown closes afterwards. */
  onSelect?: () => void;
  /** Renders a link instead of a button. */
  href?: string;
  /** Opens `href` in a new tab. */
  external?: boolean;
  icon?: ReactNode;
  disabled?: boolean;
  /** Marks the current choice (the active workspace). */
  selected?: boolean;
  className?: string;
}

/** A row of a dropdown panel: a button, or a link when `href` is given. Choosing it closes the dropdown. */
export function DropdownItem({
  children,
  onSelect,
  href,
  external = false,
  icon,
  disabled = false,
  selected = false,
  className,
}: DropdownItemProps) {
  useComponentStyles('dropdown', dropdownCss);
  const close = useContext(DropdownContext);
  const classes = classNames(
    'ds-dropdown__item',
    selected && 'ds-dropdown__item--selected',
    disabled && 'ds-dropdown__item--disabled',
    className,
  );
  const content = (
    <>
      {icon ? (
        <span className="ds-dropdown__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ds-dropdown__label">{children}</span>
    </>
  );
  const choose = () => {
    onSelect?.();
    close?.();
  };
  if (href && !disabled) {
    return (
      <a
        href={href}
        className={classes}
        aria-current={selected || undefined}
        onClick={choose}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-current={selected || undefined}
      disabled={disabled}
      onClick={choose}
    >
      {content}
    </button>
  );
}
