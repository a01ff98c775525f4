/**
 * The events one upstream read produced, for pass-through streams: adjacent text deltas become
 * one text event, so a read of many SSE events costs the engine and the gateway one hop, not one
 * per event. Every event carries `wire` (the caller puts the read's chunks on the last).
 * @module
 */
import type { StreamEvent, WireChunk } from '../../core/model.js';

/** An empty `wire`: the read's chunks ride on its last event. */
export const NO_CHUNKS: readonly WireChunk[] = Object.freeze([]);

/** Collects one read's events. */
export class ReadEvents {
  private readonly events: StreamEvent[] = [];
  /** Text not yet in `events`. */
  private text: string | undefined;

  /** Adds a text delta (merged with the text before it). */
  addText(text: string): void {
    this.text = this.text === undefined ? text : this.text + text;
  }

  /** Adds an event; a text event is merged with the text before it. `item` should carry `wire`. */
  add(item: StreamEvent): void {
    if (item.type === 'text') {
      this.addText(item.text);
      return;
    }
    this.flush();
    this.events.push(item);
  }

  /** The read's events, in order. */
  take(): StreamEvent[] {
    this.flush();
    return this.events;
  }

  private flush(): void {
    if (this.text === undefined) return;
    this.events.push({ type: 'text', text: this.text, wire: NO_CHUNKS });
    this.text = undefined;
  }
}
