import { type ReactNode, useId } from 'react';

/** One preferences page inside the layout: its heading (h2 under the layout's h1) and body. */
export function PreferencesPanel({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="account-prefs__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {description ? <p className="account-prefs__text">{description}</p> : null}
      {children}
    </section>
  );
}
