import { i18n } from '@outreach/sdk';
import { DesignSystemStringsFrom } from '@outreach/sdk/area-app';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { untranslatedProblems } from '../../../untranslated.test-support';
import { dialerLocales } from '../i18n';
import { BuyNumberModal } from './BuyNumberModal';
import { inventoryApi } from './inventory.test-support';

// Issue 27: the Get number modal's strings in fr, de, es and pt, with its required-field messages.
describe('the Get number modal in fr, de, es and pt', () => {
  beforeAll(() => {
    mockApi(inventoryApi);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('its fields, hints and messages are in the language of the page', async () => {
    const problems = await untranslatedProblems(
      (language) => dialerLocales.load(language),
      () => () => {
        render(
          <DesignSystemStringsFrom namespace="dialer">
            <BuyNumberModal open onClose={() => undefined} onBought={() => undefined} />
          </DesignSystemStringsFrom>,
        );
      },
      [],
      () => {
        const submit = screen
          .getAllByRole('button')
          .find((button) => button.getAttribute('type') === 'submit');
        if (submit) fireEvent.click(submit);
      },
    );
    expect(problems.join('\n')).toBe('');
  }, 60_000);
});
