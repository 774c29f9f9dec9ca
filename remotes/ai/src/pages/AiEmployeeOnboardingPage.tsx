/**
 * The AI Employee onboarding (spec ai-telephony §2, /onboarding/ai-employee/{step}): intro,
 * objective, company-search, company-searching (a company research of the site through POST
 * /ai/company_researches, its progress shown), company-overview (no language switcher); then GET
 * /employees/load_from_company, kept locally as predefined settings, opens the builder prefilled.
 * Each step saves the onboarding state locally (§9), so an unfinished one can be resumed.
 */
import { Page, Select, useBusyAction } from '@outreach/design-system';
import {
  changeLanguage,
  isLanguage,
  languages,
  Navigate,
  useNavigate,
  useSession,
  useT,
} from '@outreach/sdk';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { BuilderHost, type BuilderRequest } from '../employees/builder/BuilderHost';
import { draftFromCompany, newDraft } from '../employees/builder/builder-state';
import { loadFromCompany, startCompanyResearch, useCompanyResearch } from '../employees/employees-api';
import { ensureEmployeesStyles } from '../employees/employees.styles';
import {
  clearOnboarding,
  emptyOnboardingState,
  type OnboardingState,
  readOnboardingState,
  saveOnboardingState,
  savePredefinedSettings,
  setOnboardingSkipped,
} from '../employees/onboarding/onboarding-storage';
import { IntroStep, OverviewStep, SearchingStep, TextStep } from '../employees/onboarding/OnboardingSteps';
import { isOnboardingStep, type OnboardingStep, onboardingSteps, stepKey } from './onboardingSteps';

export default function AiEmployeeOnboardingPage() {
  const { step } = useParams();
  const { search } = useLocation();
  if (!isOnboardingStep(step)) return <Navigate to={`/onboarding/ai-employee/intro${search}`} replace />;
  return <Onboarding step={step} />;
}

function Onboarding({ step }: { step: OnboardingStep }) {
  const t = useT('aiEmployees');
  const tAi = useT('ai');
  ensureEmployeesStyles();
  const navigate = useNavigate();
  const { search } = useLocation();
  const userId = useSession((state) => state.user?._id ?? null);
  const [state, setState] = useState<OnboardingState>(() => readOnboardingState() ?? emptyOnboardingState);
  const [builder, setBuilder] = useState<BuilderRequest | null>(null);
  const { busy, error, setError, run } = useBusyAction();
  const research = useCompanyResearch(state.research_id).data;

  useEffect(() => saveOnboardingState({ ...state, step }), [state, step]);
  // company-searching moves on by itself once the research is done.
  useEffect(() => {
    if (step === 'company-searching' && research?.status === 'done')
      navigate(`/onboarding/ai-employee/company-overview${search}`);
  }, [step, research?.status, navigate, search]);

  const go = (target: OnboardingStep, next: OnboardingState = state) => {
    setError(null);
    setState(next);
    navigate(`/onboarding/ai-employee/${target}${search}`);
  };
  const startResearch = (host_name: string) =>
    run(async () => {
      const answer = await startCompanyResearch({ host_name, research_objective: state.research_objective });
      const started = answer.company_researches.find(
        (item) => item.host_name === host_name && item.status === 'pending',
      );
      go('company-searching', {
        ...state,
        host_name,
        research_id: (started ?? answer.company_researches[0])?._id ?? null,
      });
    });
  const openBuilder = () =>
    run(async () => {
      const predefined = await loadFromCompany();
      savePredefinedSettings(predefined);
      setBuilder({ draft: draftFromCompany(userId, predefined), employee: null });
    });

  const index = onboardingSteps.indexOf(step);
  const key = stepKey(step) as 'intro';
  return (
    <Page
      title={tAi('onboarding.title')}
      subtitle={tAi('onboarding.stepOf', {
        current: index + 1,
        total: onboardingSteps.length,
        name: tAi(`onboarding.steps.${key}.name`),
      })}
      actions={step === 'company-overview' ? null : <LanguageSwitcher />}
    >
      <h2>{tAi(`onboarding.steps.${key}.emptyTitle`)}</h2>
      {step === 'intro' ? (
        <IntroStep
          onStart={() => go('objective')}
          onSkip={() => {
            setOnboardingSkipped(true);
            setBuilder({ draft: newDraft(userId), employee: null });
          }}
        />
      ) : null}
      {step === 'objective' ? (
        <TextStep
          label={t('onboarding.objectiveLabel')}
          value={state.research_objective}
          submitLabel={t('onboarding.next')}
          onSubmit={(research_objective) => go('company-search', { ...state, research_objective })}
        />
      ) : null}
      {step === 'company-search' ? (
        <TextStep
          label={t('onboarding.siteLabel')}
          value={state.host_name}
          submitLabel={t('onboarding.research')}
          busy={busy}
          error={error}
          onSubmit={(host) => void startResearch(host)}
        />
      ) : null}
      {step === 'company-searching' ? (
        <SearchingStep state={state} research={research} onRetry={() => go('company-search')} />
      ) : null}
      {step === 'company-overview' ? (
        <OverviewStep research={research} busy={busy} error={error} onCreate={() => void openBuilder()} />
      ) : null}
      <BuilderHost
        request={builder}
        onClose={() => setBuilder(null)}
        onCreated={() => {
          clearOnboarding();
          navigate('/preferences/workspace/ai-employees');
        }}
      />
    </Page>
  );
}

/** The page's language; the overview step hides it (§2). */
function LanguageSwitcher() {
  const t = useT('aiEmployees');
  const locale = useSession((state) => state.locale);
  return (
    <Select
      aria-label={t('onboarding.language')}
      value={locale}
      options={languages.map((language) => ({ value: language.code, label: language.label }))}
      onChange={(event) => isLanguage(event.target.value) && changeLanguage(event.target.value)}
    />
  );
}
