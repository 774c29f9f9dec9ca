import { describe, expect, it } from 'vitest';
import { channelOfStepKind, channelStepKinds, messageTemplateChannels } from './message-templates';

describe('message template channels', () => {
  it('maps every channel to its step kind and back', () => {
    for (const channel of messageTemplateChannels) {
      expect(channelOfStepKind(channelStepKinds[channel])).toBe(channel);
    }
  });

  it('offers no templates to steps without text', () => {
    expect(channelOfStepKind('view_profile')).toBeNull();
    expect(channelOfStepKind('send_webhook')).toBeNull();
  });
});
