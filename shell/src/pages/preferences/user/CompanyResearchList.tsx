import { Badge, type BadgeTone, Button, Spinner } from '@outreach/design-system';
import { formatDateTime, useT } from '@outreach/sdk';
import type { CompanyResearch } from './companyResearch.hooks';

const statusTone: Record<CompanyResearch['status'], BadgeTone> = {
  pending: 'neutral',
  done: 'primary',
  failed: 'danger',
};

/** A titled list of the research's findings; nothing when it found none. */
function Findings({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="company-research__block">
      <h4>{title}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** One paragraph of the findings; nothing when the research left it empty. */
function Paragraph({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <div className="company-research__block">
      <h4>{title}</h4>
      <p>{text}</p>
    </div>
  );
}

/** What a finished research found: the summary for the objective and each fact with its page. */
function ResearchFindings({ research }: { research: CompanyResearch }) {
  const t = useT('account');
  return (
    <>
      <Paragraph title={t('companyResearch.summary')} text={research.summary} />
      <Paragraph title={t('companyResearch.valueProposition')} text={research.value_proposition} />
      <Paragraph title={t('companyResearch.audience')} text={research.audience} />
      <Findings title={t('companyResearch.products')} items={research.products} />
      <Findings title={t('companyResearch.proofPoints')} items={research.proof_points} />
      {research.facts.length > 0 ? (
        <div className="company-research__block">
          <h4>{t('companyResearch.facts')}</h4>
          <ul>
            {research.facts.map((fact) => (
              <li key={`${fact.text}|${fact.source_url}`}>
                {fact.text}{' '}
                <a
                  href={fact.source_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('companyResearch.sourceOf', { url: fact.source_url })}
                >
                  {t('companyResearch.source')}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** One research: its site, objective and state; pending shows progress, failed its reason and a retry. */
function ResearchItem({
  research,
  onStartAgain,
}: {
  research: CompanyResearch;
  onStartAgain: (research: CompanyResearch) => void;
}) {
  const t = useT('account');
  return (
    <li className="company-research__item" aria-busy={research.status === 'pending'}>
      <div className="company-research__head">
        <h3>{research.host_name}</h3>
        <Badge tone={statusTone[research.status]}>{t(`companyResearch.statuses.${research.status}`)}</Badge>
      </div>
      <p className="account-prefs__text">
        {t('companyResearch.objectiveOf', { objective: research.research_objective })}
      </p>
      <p className="account-prefs__text">
        {t('companyResearch.startedAt', {
          date: formatDateTime(research.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>
      {research.status === 'pending' ? (
        <p className="company-research__pending">
          <Spinner size="sm" label={t('companyResearch.pendingLabel', { host: research.host_name })} />
          {t('companyResearch.pending', { host: research.host_name })}
        </p>
      ) : research.status === 'failed' ? (
        <div className="company-research__failed">
          <p role="alert">{research.error}</p>
          <Button variant="secondary" onClick={() => onStartAgain(research)}>
            {t('companyResearch.startAgain')}
          </Button>
        </div>
      ) : (
        <ResearchFindings research={research} />
      )}
    </li>
  );
}

/** The workspace's researches, newest first (as the API lists them). */
export function CompanyResearchList({
  researches,
  onStartAgain,
}: {
  researches: CompanyResearch[];
  onStartAgain: (research: CompanyResearch) => void;
}) {
  const t = useT('account');
  if (researches.length === 0) return <p className="account-prefs__text">{t('companyResearch.empty')}</p>;
  return (
    <ul className="company-research__list">
      {researches.map((research) => (
        <ResearchItem key={research._id} research={research} onStartAgain={onStartAgain} />
      ))}
    </ul>
  );
}
