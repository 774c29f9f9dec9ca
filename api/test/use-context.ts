import { afterAll, beforeAll } from 'vitest';
import type { DatabaseMode } from '../src/db/client';
import { createTestContext, type TestContext, type TestContextOptions } from './helpers';

/**
 * Registers in the calling describe the context most API suites share: opened on `mode` before the
 * first test and closed after the last. `ready` gets it first, to keep it and add what the suite
 * needs (members, rows). Kept apart from helpers.ts, which scripts import outside vitest.
 */
export function useTestContext(
  mode: DatabaseMode,
  ready: (ctx: TestContext) => void | Promise<void>,
  options: Omit<TestContextOptions, 'mode'> = {},
): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext({ ...options, mode });
    await ready(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });
}
