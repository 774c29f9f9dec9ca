import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { campaignsLocales } from '../../i18n';
import { campaignJson, stepJson } from '../campaign-nav/campaign.test-fixtures';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function stubBrowser() {
  vi.stubGlobal('__BUILD_ID__', 'test');
  // happy-dom measures nothing; the canvas only needs the observer to exist.
  if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', NoResizeObserver);
}

/**
 * The hooks of the graph editor's tests: the area's English strings (the area waits for them) and
 * the browser the canvas needs (the build id the App prints, a ResizeObserver); after each a clean
 * screen and globals, stubbed again, then `reset` for what the test file itself keeps.
 */
export function setUpGraphEditorTests(reset?: () => void) {
  beforeAll(async () => {
    stubBrowser();
    await campaignsLocales.load('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    stubBrowser();
    reset?.();
  });
}

/** A smart campaign: a message whose yes and no branches lead to a follow and a profile view. */
export const smart = campaignJson({
  _id: 'wf-s',
  name: 'Branching',
  type: 'smart',
  sequences_type: 'smart',
  sequence: [
    stepJson('a', 1, { kind: 'send_message', text: 'Hi {first_name}', positive_key: 'b', negative_key: 'c' }),
    stepJson('b', 2, { kind: 'follow' }),
    stepJson('c', 3, { kind: 'view_profile' }),
  ],
  sequences_nodes: [{ id: 'a', x: 10, y: 20 }],
});
