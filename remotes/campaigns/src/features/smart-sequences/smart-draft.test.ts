import { sessionStore } from '@outreach/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { stepJson } from '../campaign-nav/campaign.test-fixtures';
import { readSmartDraft, type SmartSequenceDraft, smartDraftKey, writeSmartDraft } from './smart-draft';

afterEach(() => {
  localStorage.clear();
  sessionStore.setState({ embedded: false });
});

const draft: SmartSequenceDraft = {
  name: 'Nurture',
  steps: [stepJson('a', 1)],
  positions: [{ id: 'a', x: 40, y: 40 }],
};

describe('the local draft of a new smart sequence (issue 15 item 7)', () => {
  it('is stored and read back per workspace, and removed with null', () => {
    writeSmartDraft('space-1', draft);
    expect(readSmartDraft('space-1')).toEqual(draft);
    expect(readSmartDraft('space-2')).toBeNull();
    writeSmartDraft('space-1', null);
    expect(readSmartDraft('space-1')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no steps', JSON.stringify({ name: 'x', positions: [] })],
    [
      'a step without a key',
      JSON.stringify({ name: 'x', steps: [{ kind: 'follow', number: 1 }], positions: [] }),
    ],
    ['a position without x', JSON.stringify({ name: 'x', steps: [], positions: [{ id: 'a', y: 1 }] })],
  ])('reads a stored value it can not use (%s) as no draft', (_, raw) => {
    localStorage.setItem(smartDraftKey('space-1'), raw);
    expect(readSmartDraft('space-1')).toBeNull();
  });

  it('neither reads nor writes in a partner portal (embedded session)', () => {
    localStorage.setItem(smartDraftKey('space-1'), JSON.stringify(draft));
    sessionStore.setState({ embedded: true });
    expect(readSmartDraft('space-1')).toBeNull();
    writeSmartDraft('space-2', draft);
    expect(localStorage.getItem(smartDraftKey('space-2'))).toBeNull();
  });
});
