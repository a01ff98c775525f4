/**
 * A half-open probe proves something only when the target answered (DESIGN §2.5). An attempt that
 * never reached the upstream — the adapter refused the request as a feature the target lacks
 * (`UnsupportedFeatureError`), or bad options (`InvalidOptionsError`) — proves nothing: it must
 * neither close the breaker (a still-down target would get the whole fleet's traffic again) nor
 * hold the single probe slot until the maths presume it lost (a whole openMs refused).
 */
import { describe, expect, it } from 'vitest';
import {
  InvalidOptionsError,
  NoTargetAvailableError,
  UnsupportedFeatureError,
} from '../src/core/errors.js';
import { flushMicrotasks } from '../src/testing/manual-clock.js';
import { harness, openBreakerAndCool, REQUEST, settle } from './engine-harness.js';

const SERVER_ERROR = { status: 500 } as const;

type Mode = 'down' | 'unsupported' | 'invalid';

function setup() {
  let mode: Mode = 'down';
  const h = harness(
    [
      {
        script: () => {
          if (mode === 'unsupported')
            return { throws: new UnsupportedFeatureError('scripted', 'reasoning effort "max"') };
          if (mode === 'invalid')
            return { throws: new InvalidOptionsError('request.tools[0]', 'name is empty') };
          return SERVER_ERROR;
        },
      },
    ],
    { budget: false },
  );
  /** Opens the breaker with 500s and advances to the end of its cooldown. */
  const openAndCool = (): Promise<void> => openBreakerAndCool(h);
  return {
    h,
    openAndCool,
    setMode: (next: Mode) => {
      mode = next;
    },
  };
}

describe('engine: a half-open probe that never reached the upstream', () => {
  for (const mode of ['unsupported', 'invalid'] as const) {
    it(`(${mode}) neither closes the breaker nor holds the probe slot`, async () => {
      const { h, openAndCool, setMode } = setup();
      await openAndCool();
      setMode(mode);
      await settle(h.clock, h.client.chat(REQUEST)).catch(() => undefined);
      const calls = h.adapters[0]!.calls.length;
      expect(h.events.ofType('breaker_close')).toHaveLength(0);
      await flushMicrotasks();
      // The next request takes the probe at once: one upstream call, and its answer decides.
      setMode('down');
      await settle(h.clock, h.client.chat(REQUEST)).catch(() => undefined);
      expect(h.adapters[0]!.calls).toHaveLength(calls + 1);
      // It failed: open again, the target is refused without a call.
      const after = await settle(h.clock, h.client.chat(REQUEST)).catch((error: unknown) => error);
      expect(after).toBeInstanceOf(NoTargetAvailableError);
      expect(h.adapters[0]!.calls).toHaveLength(calls + 1);
      expect(h.events.ofType('breaker_close')).toHaveLength(0);
    });
  }
});
