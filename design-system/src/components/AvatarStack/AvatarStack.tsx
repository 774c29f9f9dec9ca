import { useState } from 'react';
import { classNames } from '../../classNames';
import { useDesignSystemStrings } from '../../strings';
import { useComponentStyles } from '../../styles';
import { avatarCss } from './AvatarStack.styles';

export interface AvatarPerson {
  id: string;
  name: string;
  src?: string;
}

export type AvatarSize = 'sm' | 'md';

export interface AvatarProps {
  name: string;
  src?: string;
  size?: AvatarSize;
  className?: string;
}

export interface AvatarStackProps {
  people: readonly AvatarPerson[];
  /** spec platform §7: up to 5 avatars, then "+N". */
  max?: number;
  size?: AvatarSize;
  className?: string;
}

/** Up to two initials from the first two words of a name ("Anna Maria Berg" gives "AM"). */
export function initialsOf(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return initials || '?';
}

/** A photo, or the initials when there is none or it fails to load; the name is its tooltip. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  useComponentStyles('avatar', avatarCss);
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  return (
    <span className={classNames('ds-avatar', `ds-avatar--${size}`, className)} title={name}>
      {showImage ? (
        <img className="ds-avatar__image" src={src} alt={name} onError={() => setFailedSrc(src)} />
      ) : (
        <span className="ds-avatar__initials" role="img" aria-label={name}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}

export function AvatarStack({ people, max = 5, size = 'md', className }: AvatarStackProps) {
  useComponentStyles('avatar', avatarCss);
  const limit = Math.max(0, Math.floor(max));
  const shown = people.slice(0, limit);
  const hidden = people.slice(limit);
  const strings = useDesignSystemStrings();
  if (people.length === 0) return null;
  return (
    <ul className={classNames('ds-avatar-stack', className)} aria-label={strings.people(people.length)}>
      {shown.map((person) => (
        <li key={person.id} className="ds-avatar-stack__item">
          <Avatar name={person.name} src={person.src} size={size} />
        </li>
      ))}
      {hidden.length > 0 ? (
        <li className="ds-avatar-stack__item">
          <span
            className={classNames('ds-avatar', `ds-avatar--${size}`, 'ds-avatar--more')}
            title={hidden.map((person) => person.name).join(', ')}
          >
            <span aria-hidden="true">+{hidden.length}</span>
            <span className="ds-visually-hidden">{`${hidden.length} more`}</span>
          </span>
        </li>
      ) : null}
    </ul>
  );
}
