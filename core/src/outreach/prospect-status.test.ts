import { describe, expect, it } from 'vitest';
import { type ProspectStatusFacts, prospectStatus } from './prospect-status';

const fresh: ProspectStatusFacts = {
  state: 'active',
  pauseReason: null,
  lifecycle: 'new',
  interested: false,
  requestSent: false,
  unconnectable: false,
  emailFetched: false,
  viewedMessage: false,
  visitedLink: false,
};

describe('prospectStatus: the furthest the prospect has come, a prospect that cannot go on first', () => {
  it.each<[string, Partial<ProspectStatusFacts>, string]>([
    ['nothing happened yet', {}, 'new'],
    ['an email was found', { emailFetched: true }, 'fetched_email'],
    ['the request could not be sent', { unconnectable: true, emailFetched: true }, 'unconnectable'],
    ['a message went out', { lifecycle: 'contacted' }, 'contacted'],
    ['a request waits for an answer', { lifecycle: 'contacted', requestSent: true }, 'request_sent'],
    ['the request was accepted', { lifecycle: 'connected', requestSent: true }, 'connected'],
    ['the message was opened', { lifecycle: 'connected', viewedMessage: true }, 'viewed_message'],
    [
      'a tracked link was followed',
      { lifecycle: 'contacted', viewedMessage: true, visitedLink: true },
      'visited_link',
    ],
    ['a reply came', { lifecycle: 'got_reply', visitedLink: true }, 'got_reply'],
    [
      'paused on a reply before the lifecycle moved',
      { state: 'paused', pauseReason: 'got_reply' },
      'got_reply',
    ],
    ['the AI labelled them interested', { lifecycle: 'got_reply', interested: true }, 'interested'],
    ['they became a lead', { lifecycle: 'lead', interested: true }, 'lead'],
    ['a customer shows as lead', { lifecycle: 'customer' }, 'lead'],
    ['an email failed', { state: 'paused', pauseReason: 'email_failed', lifecycle: 'contacted' }, 'stuck'],
    ['a message failed', { state: 'paused', pauseReason: 'message_failed', visitedLink: true }, 'stuck'],
    [
      'paused by hand is not stuck',
      { state: 'paused', pauseReason: 'manual', lifecycle: 'contacted' },
      'contacted',
    ],
    ['excluded wins over everything', { state: 'excluded', lifecycle: 'lead' }, 'excluded'],
  ])('%s: %s', (_name, facts, expected) => {
    expect(prospectStatus({ ...fresh, ...facts })).toBe(expected);
  });
});
