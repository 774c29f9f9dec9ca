import { Button, ErrorText, Input, Spinner } from '@outreach/design-system';
import { ApiError, LockedFeature, upgradeRequestOf, useT } from '@outreach/sdk';
import { hasFeature } from '@outreach/core/features';
import { useFeatures } from '@outreach/sdk/account';
import { type FormEvent, useId, useRef, useState } from 'react';
import { PreferencesPanel } from '../PreferencesPanel';
import { CompanyResearchList } from './CompanyResearchList';
import { ensureCompanyResearchStyles } from './companyResearch.styles';
import { type CompanyResearch, useCompanyResearches, useStartResearch } from './companyResearch.hooks';

ensureCompanyResearchStyles();

const feature = 'ai_company_researches';
/** The API's limit on the objective (api modules/ai/research `maxObjectiveLength`). */
const maxObjectiveLength = 500;

interface FormErrors {
  host?: string;
  objective?: string;
  form?: string;
}

/**
 * Where the API's refusal belongs: its 400s name the objective (`research_objective ...`) or
 * else the host (bad, unresolvable or private); the rest (429 no attempts left, 402) the form.
 */
function placeError(error: Error): FormErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return { form: error.message };
  return /research_objective/.test(error.message) ? { objective: error.message } : { host: error.message };
}

/**
 * /preferences/user/company-research (spec ai-telephony §2, §3; issue 28): start a research of a
 * company's public site for an objective, see the attempts left today and the past researches.
 * A plan without ai_company_researches sees the upgrade placeholder.
 */
export default function CompanyResearchPage() {
  const t = useT('account');
  const features = useFeatures();
  const allowed = hasFeature(features.data, feature);
  const researches = useCompanyResearches(allowed);
  const start = useStartResearch();
  const [host, setHost] = useState('');
  const [objective, setObjective] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const hostRef = useRef<HTMLInputElement>(null);
  const objectiveId = useId();

  if (features.isPending) return <Spinner />;
  if (!allowed || upgradeRequestOf(researches.error)?.feature === feature)
    return <LockedFeature feature={feature} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = { host: host.trim(), objective: objective.trim() };
    const missing: FormErrors = {
      host: typed.host ? undefined : t('companyResearch.hostRequired'),
      objective: typed.objective ? undefined : t('companyResearch.objectiveRequired'),
    };
    setErrors(missing);
    if (missing.host || missing.objective) return;
    start.mutate(
      { host_name: typed.host, research_objective: typed.objective },
      {
        onSuccess: () => {
          setHost('');
          setObjective('');
        },
        onError: (error) => setErrors(placeError(error)),
      },
    );
  }

  function startAgain(research: CompanyResearch) {
    setHost(research.host_name);
    setObjective(research.research_objective);
    setErrors({});
    hostRef.current?.focus();
  }

  const remaining = researches.data?.remaining_attempts;
  return (
    <PreferencesPanel
      title={t('preferences.user.company-research')}
      description={t('companyResearch.subtitle')}
    >
      <form className="account-prefs__form" onSubmit={submit} noValidate>
        <Input
          ref={hostRef}
          name="host_name"
          label={t('companyResearch.host')}
          hint={t('companyResearch.hostHint')}
          value={host}
          onChange={(event) => setHost(event.target.value)}
          error={errors.host}
        />
        <div className="ds-field">
          <label htmlFor={objectiveId} className="ds-field__label">
            {t('companyResearch.objective')}
          </label>
          <textarea
            id={objectiveId}
            name="research_objective"
            className="ds-control"
            rows={3}
            maxLength={maxObjectiveLength}
            value={objective}
            aria-invalid={errors.objective ? true : undefined}
            aria-describedby={`${objectiveId}-hint${errors.objective ? ` ${objectiveId}-error` : ''}`}
            onChange={(event) => setObjective(event.target.value)}
          />
          <p id={`${objectiveId}-hint`} className="ds-field__hint">
            {t('companyResearch.objectiveHint')}
          </p>
          {errors.objective ? (
            <p id={`${objectiveId}-error`} role="alert" className="ds-field__error">
              {errors.objective}
            </p>
          ) : null}
        </div>
        <ErrorText className="company-research__form-error">{errors.form}</ErrorText>
        <div className="account-prefs__actions">
          <Button type="submit" loading={start.isPending} disabled={remaining === 0}>
            {t('companyResearch.submit')}
          </Button>
          {remaining !== undefined ? (
            <span className="account-prefs__text" data-testid="remaining-attempts">
              {t('companyResearch.remaining', { count: remaining })}
            </span>
          ) : null}
        </div>
      </form>
      <h3 className="company-research__history">{t('companyResearch.history')}</h3>
      {researches.isError ? (
        <ErrorText>{`${t('companyResearch.loadFailed')}: ${researches.error.message}`}</ErrorText>
      ) : !researches.data ? (
        <Spinner />
      ) : (
        <CompanyResearchList researches={researches.data.company_researches} onStartAgain={startAgain} />
      )}
    </PreferencesPanel>
  );
}
