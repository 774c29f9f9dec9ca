import { afterEach, describe, expect, it } from 'vitest';
import { takeInlinedConfig } from './config';

const config = {
  brand: { name: 'reachly' },
  remotes: { inbox: '/remotes/inbox/mf-manifest.json' },
  signIn: {},
  version: '1',
};

function inline(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'app-config';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById('app-config')?.remove());

describe('takeInlinedConfig: the config the server put into the page (issue 25)', () => {
  it('reads it once: a second start asks the API', () => {
    inline(JSON.stringify(config));
    expect(takeInlinedConfig()).toEqual(config);
    expect(takeInlinedConfig()).toBeNull();
  });

  it.each(['', 'not json', 'null', '{"version":"1"}'])(
    'answers null for a block that is not a config: %j',
    (text) => {
      inline(text);
      expect(takeInlinedConfig()).toBeNull();
    },
  );

  it('answers null on a page without one', () => {
    expect(takeInlinedConfig()).toBeNull();
  });
});
