import type { ApiSchema } from '@outreach/core/contract';
import { api, useT } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';

type PersonalityTypeName = ApiSchema<'ProspectPersonality'>['type'];

/** GET /ai/personality_types/{prospect_id}: the type a reveal personality step computed, or null. */
function usePersonality(prospectId: string) {
  return useQuery({
    queryKey: ['prospects', prospectId, 'personality'],
    queryFn: ({ signal }) =>
      api.GET('/ai/personality_types/{prospect_id}', { path: { prospect_id: prospectId }, signal }),
    retry: false,
  });
}

/**
 * The prospect's personality type (issue 28; spec outreach §3 "reveal personality type"), shown
 * once a campaign's step has revealed it, with its traits and how to write to the person.
 */
export function PersonalityType({ prospectId }: { prospectId: string }) {
  const t = useT('prospects');
  const personality = usePersonality(prospectId).data?.personality;
  if (!personality) return null;
  const name = (type: PersonalityTypeName) => t(`personality.types.${type}`);
  return (
    <section aria-label={t('personality.title')}>
      <h3>{t('personality.title')}</h3>
      <p>
        <strong>{name(personality.type)}</strong>
        {personality.traits.length > 0 ? ` · ${personality.traits.join(', ')}` : null}
      </p>
      {personality.advice ? <p>{personality.advice}</p> : null}
    </section>
  );
}
