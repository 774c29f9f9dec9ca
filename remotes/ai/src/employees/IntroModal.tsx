import { Button, Modal } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import { ensureEmployeesStyles } from './employees.styles';

const features = ['prospects', 'conversations', 'meetings', 'campaigns'] as const;

/**
 * The AI Employees introduction modal (spec ai-telephony §2: 900x635): an intro with Learn more,
 * then four feature cards and Get started.
 */
export function IntroModal({ onClose, onGetStarted }: { onClose: () => void; onGetStarted: () => void }) {
  const t = useT('aiEmployees');
  ensureEmployeesStyles();
  const [learning, setLearning] = useState(false);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('intro.title')}
      width={900}
      height={635}
      footer={
        learning ? (
          <Button onClick={onGetStarted}>{t('intro.getStarted')}</Button>
        ) : (
          <Button onClick={() => setLearning(true)}>{t('intro.learnMore')}</Button>
        )
      }
    >
      <div className="ai-intro">
        {learning ? (
          <ul className="ai-intro__cards">
            {features.map((feature) => (
              <li key={feature}>
                <h3>{t(`intro.features.${feature}.title`)}</h3>
                <p>{t(`intro.features.${feature}.text`)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p>{t('intro.text')}</p>
            <p>{t('intro.setupTime')}</p>
          </>
        )}
      </div>
    </Modal>
  );
}
