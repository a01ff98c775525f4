import type { Clock } from '../core/ports.js';

/** Options of {@link sleepWithHeartbeat}. */
export interface SleepWithHeartbeatOptions {
  readonly clock: Clock;
  readonly totalMs: number;
  /** Length of one slice. */
  readonly sliceMs: number;
  readonly signal?: AbortSignal | undefined;
  /** Called before each slice; must not throw. */
  readonly onHeartbeat: (progress: {
    readonly waitedMs: number;
    readonly remainingMs: number;
  }) => void;
}

/**
 * A long wait cut into slices (persistent mode, DESIGN §2.2): each slice emits a heartbeat (so
 * idle-reaping containers see activity) and an abort ends the wait at once, leaving no timer.
 */
export async function sleepWithHeartbeat(options: SleepWithHeartbeatOptions): Promise<void> {
  let waitedMs = 0;
  const sliceMs = Math.max(1, options.sliceMs);
  while (waitedMs < options.totalMs) {
    const stepMs = Math.min(sliceMs, options.totalMs - waitedMs);
    options.onHeartbeat({ waitedMs, remainingMs: options.totalMs - waitedMs });
    await options.clock.sleep(stepMs, options.signal);
    waitedMs += stepMs;
  }
}
