import { LockIcon } from '@outreach/design-system';
import { lockedFeatureRequest, requestUpgrade, useT } from '@outreach/sdk';
import { tierNames, defaultTierOf } from '@outreach/core/features';
import { useFeatures } from '@outreach/sdk/account';
import { lockedKindFeature, type StepKind, stepKindInfo } from '@outreach/core/outreach';
import { stepCatalogue } from './builder-model';

/** The kinds a step can be, grouped as the spec groups them; social kinds are hidden in email-only campaigns. */
export function StepCatalogue({
  isEmailOnly,
  onAdd,
}: {
  isEmailOnly: boolean;
  onAdd: (kind: StepKind) => void;
}) {
  const t = useT('builder');
  const features = useFeatures().data;
  // Until the features are known every kind is open; the API's start refuses what the plan lacks.
  // A kind the plan lacks shows locked: choosing it opens the upgrade prompt (issue 13). One rule
  // for both (issue 26 item 6): core's step-to-feature table.
  const lockedFlag = (kind: StepKind) => (features === undefined ? null : lockedKindFeature(kind, features));
  return (
    <nav className="builder__panel" aria-label={t('catalogue.title')}>
      <h2>{t('catalogue.title')}</h2>
      {stepCatalogue.map(({ group, kinds }) => {
        const shown = kinds.filter((kind) => !isEmailOnly || stepKindInfo[kind].channel !== 'social');
        if (shown.length === 0) return null;
        return (
          <div key={group} className="builder__group">
            <div className="builder__group-title">{t(`groups.${group}`)}</div>
            {shown.map((kind) => {
              const flag = lockedFlag(kind);
              if (flag) {
                const tier = defaultTierOf(flag);
                return (
                  <button
                    key={kind}
                    type="button"
                    className="builder__kind builder__kind--locked"
                    aria-label={t('catalogue.locked', {
                      kind: t(`kinds.${kind}`),
                      tier: tierNames[tier] ?? tier,
                    })}
                    onClick={() => requestUpgrade(lockedFeatureRequest(flag))}
                  >
                    <LockIcon /> {t(`kinds.${kind}`)}
                  </button>
                );
              }
              return (
                <button
                  key={kind}
                  type="button"
                  className="builder__kind"
                  aria-label={t('catalogue.add', { kind: t(`kinds.${kind}`) })}
                  onClick={() => onAdd(kind)}
                >
                  + {t(`kinds.${kind}`)}
                </button>
              );
            })}
          </div>
        );
      })}
    </nav>
  );
}
