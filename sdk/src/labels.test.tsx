import { aiLabelNames } from '@outreach/core/outreach';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineLocales, i18n, languages, seededStrings } from './i18n';
import { useLabelName } from './labels';

const seeded = defineLocales({ seeded: seededStrings });
const ai = (name: string) => ({ name, type: 'ai_generated' });

function Names({ labels }: { labels: { name: string; type?: string }[] }) {
  const nameOf = useLabelName();
  return (
    <ul>
      {labels.map((label) => (
        <li key={`${label.type}-${label.name}`}>{nameOf(label)}</li>
      ))}
    </ul>
  );
}
const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('seeded AI labels are shown in the page language (issue 26 item 25)', () => {
  beforeAll(() => Promise.all(languages.map((language) => seeded.load(language.code))));
  afterEach(cleanup);
  afterAll(() => i18n.changeLanguage('en'));

  it('shows every seeded AI label in English by the name the API stores', async () => {
    await i18n.changeLanguage('en');
    render(<Names labels={aiLabelNames.map(ai)} />);
    expect(shown()).toEqual([...aiLabelNames]);
  });

  it.each(languages.filter((language) => language.code !== 'en').map((language) => language.code))(
    'translates every seeded AI label in %s, each to a different name',
    async (language) => {
      await i18n.changeLanguage(language);
      render(<Names labels={aiLabelNames.map(ai)} />);
      const names = shown();
      expect(new Set(names).size).toBe(aiLabelNames.length);
      // "neutral" is the German and the Spanish word too; every other one differs from English.
      const same = names.filter((name, index) => name === aiLabelNames[index]);
      expect(same).toEqual(['de', 'es'].includes(language) ? ['neutral'] : []);
    },
  );

  it("keeps a customer's own label as typed, even with an AI label's name, and any other AI label", async () => {
    await i18n.changeLanguage('fr');
    render(
      <Names
        labels={[
          ai('interested'),
          { name: 'interested', type: 'profile' },
          { name: 'out of office' },
          ai('Interested'),
          ai('toString'),
        ]}
      />,
    );
    expect(shown()).toEqual(['intéressé', 'interested', 'out of office', 'Interested', 'toString']);
  });

  it('follows a change of language without a reload (an embedded portal)', async () => {
    await i18n.changeLanguage('de');
    render(<Names labels={[ai('out of office')]} />);
    expect(shown()).toEqual(['nicht im Büro']);
    await i18n.changeLanguage('pt');
    expect(await screen.findByText('fora do escritório')).toBeTruthy();
  });
});
