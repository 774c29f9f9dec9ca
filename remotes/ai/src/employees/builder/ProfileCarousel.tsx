import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { EmployeeProfile } from '../employees-api';

/** The persona `step` places from `current`, wrapping around at both ends (§2). */
export function wrapIndex(current: number, step: number, length: number): number {
  return length === 0 ? 0 : (((current + step) % length) + length) % length;
}

/** spec ai-telephony §2: the left aside's profile carousel, previous and next, wrapping around. */
export function ProfileCarousel({
  profiles,
  value,
  onChange,
}: {
  profiles: EmployeeProfile[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const t = useT('aiEmployees');
  if (profiles.length === 0) return null;
  const index = Math.max(
    0,
    profiles.findIndex((profile) => profile.id === value),
  );
  const profile = profiles[index] as EmployeeProfile;
  const go = (step: number) =>
    onChange((profiles[wrapIndex(index, step, profiles.length)] as EmployeeProfile).id);
  return (
    <section className="ai-carousel" aria-label={t('builder.profile')}>
      <img className="ai-carousel__photo" src={profile.photo} alt="" width={96} height={96} />
      <h3 data-testid="profile-name">{profile.name}</h3>
      <p>{profile.description}</p>
      <div className="ai-carousel__controls">
        <Button variant="ghost" size="sm" aria-label={t('builder.previousProfile')} onClick={() => go(-1)}>
          ‹
        </Button>
        <span>
          {index + 1} / {profiles.length}
        </span>
        <Button variant="ghost" size="sm" aria-label={t('builder.nextProfile')} onClick={() => go(1)}>
          ›
        </Button>
      </div>
    </section>
  );
}
