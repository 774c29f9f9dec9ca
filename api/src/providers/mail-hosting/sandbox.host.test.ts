import { describe } from 'vitest';
import { mailHostContract } from './mail-host.contract';
import { createSandboxMailHost } from './sandbox.host';

describe('the sandbox mail host', () => {
  mailHostContract(async () => createSandboxMailHost());
});
