import type { EventListener, StayupEvent, StayupEventType } from '../core/events.js';

/** Collects engine events for assertions. */
export interface RecordingEvents {
  /** Pass as `createClient({ onEvent })`. */
  readonly listener: EventListener;
  /** Every event, in emission order. */
  readonly events: readonly StayupEvent[];
  /** Events of one type, typed. */
  ofType<T extends StayupEventType>(type: T): Extract<StayupEvent, { type: T }>[];
  /** The sequence of event types, handy for order assertions. */
  types(): StayupEventType[];
  clear(): void;
}

/**
 * An event recorder for tests.
 *
 * @example
 * const recorded = recordingEvents();
 * const client = createClient({ models, onEvent: recorded.listener });
 * expect(recorded.ofType('fallback')).toHaveLength(1);
 */
export function recordingEvents(): RecordingEvents {
  const events: StayupEvent[] = [];
  return {
    listener: (event) => {
      events.push(event);
    },
    events,
    ofType<T extends StayupEventType>(type: T): Extract<StayupEvent, { type: T }>[] {
      return events.filter(
        (event): event is Extract<StayupEvent, { type: T }> => event.type === type,
      );
    },
    types: () => events.map((event) => event.type),
    clear: () => {
      events.length = 0;
    },
  };
}
