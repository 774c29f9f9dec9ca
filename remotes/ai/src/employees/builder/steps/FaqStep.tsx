import { employeeLimits } from '@outreach/core/ai';
import { Button, Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { StepProps } from './step-props';

/** §5 Q&A: up to 20 items, both parts required, each at most 250 characters (core's validateFaq). */
export function FaqStep({ draft, change }: StepProps) {
  const t = useT('aiEmployees');
  const faq = draft.faq;
  const setItem = (index: number, part: Partial<(typeof faq)[number]>) =>
    change({ faq: faq.map((item, at) => (at === index ? { ...item, ...part } : item)) });
  return (
    <div className="ai-builder__fields">
      {faq.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their place is their identity
        <fieldset key={index} className="ai-builder__item">
          <legend>{t('faq.item', { number: index + 1 })}</legend>
          <Input
            label={t('faq.question')}
            value={item.question}
            onChange={(event) => setItem(index, { question: event.target.value })}
          />
          <Input
            label={t('faq.answer')}
            value={item.answer}
            onChange={(event) => setItem(index, { answer: event.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => change({ faq: faq.filter((_, at) => at !== index) })}
          >
            {t('builder.remove')}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        disabled={faq.length >= employeeLimits.faq}
        onClick={() => change({ faq: [...faq, { question: '', answer: '' }] })}
      >
        {t('faq.add', { limit: employeeLimits.faq })}
      </Button>
    </div>
  );
}
