/**
 * The arrival process of a scenario: the same seed gives the same requests, whatever the policy,
 * so every policy faces exactly the same traffic.
 * @module
 */
import type { ChatRequest } from '../core/model.js';
import type { Random } from '../core/ports.js';
import { seededRandom } from '../core/seeded-random.js';
import type { Range, Scenario } from './scenario.js';

/** One simulated request. */
export interface SimRequest {
  /** 0-based position in arrival order. */
  readonly index: number;
  /** Arrival, ms after the start of the run. */
  readonly arrivalMs: number;
  readonly background: boolean;
  readonly stream: boolean;
  readonly promptTokens: number;
  readonly outputTokens: number;
  readonly request: ChatRequest;
}

/** The application's system prompt, shared by every request (so prompt caches can hit). */
export const SYSTEM_PROMPT =
  'You are the support assistant of Example Corp. Answer briefly, cite the knowledge base, and never invent order numbers.';

const FILLER_UNIT =
  'Customer history and retrieved knowledge-base passages follow, quoted verbatim for context. ';

let fillerCache = '';

/** Deterministic filler text of `length` characters (a slice of one shared string). */
function filler(length: number): string {
  if (fillerCache.length < length)
    fillerCache = FILLER_UNIT.repeat(Math.ceil(length / FILLER_UNIT.length) * 2);
  return fillerCache.slice(0, length);
}

function pick(range: Range, random: Random): number {
  if (range.max === range.min) return range.min;
  return range.min + Math.floor(random() * (range.max - range.min + 1));
}

/** A chat request of about `promptTokens` tokens (4 characters a token) asking for `outputTokens`. */
export function buildChatRequest(options: {
  readonly index: number;
  readonly model: string;
  readonly promptTokens: number;
  readonly outputTokens: number;
}): ChatRequest {
  const question = `Request #${options.index}: where is my order? `;
  const contentLength = Math.max(question.length, options.promptTokens * 4 - SYSTEM_PROMPT.length);
  return {
    model: options.model,
    system: SYSTEM_PROMPT,
    // Two parts rather than one concatenated string: slices of one shared filler cost no copy.
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: question },
          { type: 'text', text: filler(contentLength - question.length) },
        ],
      },
    ],
    maxTokens: options.outputTokens,
  };
}

/**
 * The scenario's requests in arrival order: Poisson arrivals (exponential gaps) at the scenario's
 * rate, or evenly spaced ones; background/stream shares and token counts drawn per request.
 */
export function generateTraffic(scenario: Scenario): SimRequest[] {
  const random = seededRandom(scenario.seed);
  const { traffic } = scenario;
  const meanGapMs = 1000 / traffic.ratePerSecond;
  const requests: SimRequest[] = [];
  let arrivalMs = 0;
  for (let index = 0; ; index++) {
    if (traffic.arrivals === 'uniform') arrivalMs = index * meanGapMs;
    else arrivalMs += -Math.log(1 - random()) * meanGapMs;
    if (arrivalMs >= scenario.durationMs) break;
    const background = random() < traffic.background;
    const stream = random() < traffic.stream;
    const promptTokens = pick(traffic.promptTokens, random);
    const outputTokens = pick(traffic.outputTokens, random);
    requests.push({
      index,
      arrivalMs: Math.round(arrivalMs),
      background,
      stream,
      promptTokens,
      outputTokens,
      request: buildChatRequest({ index, model: traffic.model, promptTokens, outputTokens }),
    });
  }
  return requests;
}
