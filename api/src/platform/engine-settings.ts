/**
 * The engine's knobs (docs/engine.md "Configuration"); env.ts reads them from
 * ENGINE_* variables, tests pass their own through `deps.engine`. Kept in the platform because
 * the app's dependencies carry them too (AppDependencies.engine: the API's sender forecast).
 */
export interface EngineSettings {
  /** Weekends are days off unless set (ENGINE_WORK_WEEKENDS). */
  workWeekends: boolean;
  /** How often the scheduler looks for due prospects (ENGINE_TICK_SECONDS). */
  tickSeconds: number;
  /** Due prospects claimed per transaction (and executions per job: one job a batch). */
  batchSize: number;
  /** Random gap between two actions of one sender (ENGINE_SPACING_MIN/MAX_SECONDS). */
  spacingMinSeconds: number;
  spacingMaxSeconds: number;
  /** An out-of-office reply without a return date waits this long. */
  outOfOfficeDefaultDays: number;
  /** A connection request not accepted in this many days takes the negative branch. */
  connectionAcceptDays: number;
  /** A step that said "wait" without a date is tried again after this long. */
  waitRetryMinutes: number;
  /** How often a running engine process beats (engine/workers.ts). */
  workerHeartbeatSeconds: number;
  /**
   * A process not heard from for this long is dead and its steps are taken over
   * (ENGINE_WORKER_TIMEOUT_SECONDS): three missed beats, so a busy event loop or a slow
   * database is not taken for a crash.
   */
  workerTimeoutSeconds: number;
}

export const defaultEngineSettings: EngineSettings = {
  workWeekends: false,
  tickSeconds: 30,
  batchSize: 200,
  spacingMinSeconds: 60,
  spacingMaxSeconds: 240,
  outOfOfficeDefaultDays: 3,
  connectionAcceptDays: 14,
  waitRetryMinutes: 60,
  workerHeartbeatSeconds: 10,
  workerTimeoutSeconds: 30,
};

/** The settings `deps.engine` gives (EngineDeps.engine, AppDependencies.engine), the defaults for the rest. */
export function engineSettings(deps: { engine?: Partial<EngineSettings> }): EngineSettings {
  return { ...defaultEngineSettings, ...deps.engine };
}
