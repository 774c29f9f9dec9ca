import { Button, ErrorText, Input, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import type { CompanyResearches } from '../employees-api';
import { type FakeProfile, fakeProfiles } from './fake-profiles';
import type { OnboardingState } from './onboarding-storage';

type Research = CompanyResearches['company_researches'][number];

export function IntroStep({ onStart, onSkip }: { onStart: () => void; onSkip: () => void }) {
  const t = useT('aiEmployees');
  const tAi = useT('ai');
  const [profiles] = useState<FakeProfile[]>(() => fakeProfiles());
  return (
    <div className="ai-onboarding">
      <p>{tAi('onboarding.steps.intro.emptyDescription')}</p>
      <p>{t('onboarding.introText')}</p>
      <ul className="ai-onboarding__profiles" aria-label={t('onboarding.profiles')}>
        {profiles.map((profile) => (
          <li key={profile.name}>
            <strong>{profile.name}</strong>
            {profile.jobTitle} · {profile.state}
          </li>
        ))}
      </ul>
      <div className="ai-onboarding__actions">
        <Button onClick={onStart}>{t('onboarding.start')}</Button>
        <Button variant="ghost" onClick={onSkip}>
          {t('onboarding.skip')}
        </Button>
      </div>
    </div>
  );
}

/** One text field and Next, which needs it filled: the objective, then the company's site. */
export function TextStep({
  label,
  value,
  submitLabel,
  busy = false,
  error,
  onSubmit,
}: {
  label: string;
  value: string;
  submitLabel: string;
  busy?: boolean;
  error?: string | null;
  onSubmit: (value: string) => void;
}) {
  const t = useT('aiEmployees');
  const [text, setText] = useState(value);
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="ai-onboarding"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        setMissing(trimmed === '');
        if (trimmed) onSubmit(trimmed);
      }}
    >
      <Input
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={missing ? t('onboarding.required') : (error ?? undefined)}
      />
      <div className="ai-onboarding__actions">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** company-searching: the research of the site, read again until it is done or failed. */
export function SearchingStep({
  state,
  research,
  onRetry,
}: {
  state: OnboardingState;
  research: Research | undefined;
  onRetry: () => void;
}) {
  const t = useT('aiEmployees');
  if (research?.status === 'failed')
    return (
      <div className="ai-onboarding">
        <ErrorText>{research.error ?? t('onboarding.researchFailed')}</ErrorText>
        <div className="ai-onboarding__actions">
          <Button onClick={onRetry}>{t('onboarding.tryAgain')}</Button>
        </div>
      </div>
    );
  return (
    <div className="ai-onboarding" role="status">
      <Spinner />
      <p>{t('onboarding.researching', { host: state.host_name })}</p>
      {research ? <p>{t('onboarding.pagesRead', { count: research.sources.length })}</p> : null}
    </div>
  );
}

/** company-overview: what the research found, and the way into the builder. */
export function OverviewStep({
  research,
  busy,
  error,
  onCreate,
}: {
  research: Research | undefined;
  busy: boolean;
  error: string | null;
  onCreate: () => void;
}) {
  const t = useT('aiEmployees');
  if (!research) return <Spinner />;
  return (
    <div className="ai-onboarding">
      <dl>
        <dt>{t('onboarding.site')}</dt>
        <dd>{research.host_name}</dd>
        <dt>{t('onboarding.summary')}</dt>
        <dd>{research.summary}</dd>
        <dt>{t('onboarding.valueProposition')}</dt>
        <dd>{research.value_proposition}</dd>
        <dt>{t('onboarding.audience')}</dt>
        <dd>{research.audience}</dd>
        <dt>{t('onboarding.products')}</dt>
        <dd>{research.products.join(', ')}</dd>
      </dl>
      {error ? <ErrorText>{error}</ErrorText> : null}
      <div className="ai-onboarding__actions">
        <Button onClick={onCreate} loading={busy}>
          {t('onboarding.createEmployee')}
        </Button>
      </div>
    </div>
  );
}
