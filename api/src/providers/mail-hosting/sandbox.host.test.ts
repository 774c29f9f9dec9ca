import { describe } from 'vitest';
import { mailHostContract } from './testing/mail-host.contract';
import { createSandboxMailHost } from './sandbox.host';

describe('the sandbox mail host', () => {
  mailHostContract(async () => createSandboxMailHost());
});
