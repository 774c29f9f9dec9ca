export interface LandingPageProps {
  title: string | null;
  message: string | null;
  buttonText: string | null;
  buttonUrl: string | null;
  src: string;
  playerLabel: string;
}

/** The public video page's body (/v/:videoId), also the constructor's preview: title, player, message, call to action. */
export function LandingPage({ title, message, buttonText, buttonUrl, src, playerLabel }: LandingPageProps) {
  return (
    <article style={{ display: 'grid', gap: 16, maxWidth: 720, margin: '0 auto', textAlign: 'center' }}>
      {title ? <h1 style={{ margin: 0 }}>{title}</h1> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: a prospecting video has no caption track to offer. */}
      <video controls preload="metadata" src={src} aria-label={playerLabel} style={{ width: '100%' }} />
      {message ? <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{message}</p> : null}
      {buttonText && buttonUrl ? (
        // A link that looks like the design system's primary button (a button inside a link is
        // two controls for one action).
        <a
          className="ds-button ds-button--primary ds-button--md"
          href={buttonUrl}
          target="_blank"
          rel="noopener noreferrer"
          style={{ justifySelf: 'center', textDecoration: 'none' }}
        >
          {buttonText}
        </a>
      ) : null}
    </article>
  );
}
