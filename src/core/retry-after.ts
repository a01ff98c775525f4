/**
 * Retry-After and rate-limit reset hints (DESIGN §2.3): headers, Gemini `RetryInfo`, and the
 * phrases providers put in messages. Pure: the current time is a parameter.
 * @module
 */
import { parseDuration } from './duration.js';

/** What {@link parseRetryAfter} reads. Every field is optional. */
export interface RetryAfterInput {
  /** Response headers with lower-cased names. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Rate-limit headers an aggregator relayed inside the body (OpenRouter `error.metadata.headers`), lower-cased names. */
  readonly bodyHeaders?: Readonly<Record<string, string>> | undefined;
  /** Google `error.details` (looks for `RetryInfo.retryDelay` and `quotaResetDelay`). */
  readonly details?: unknown;
  /** Message text, any case (English and Chinese phrases). */
  readonly text?: string | undefined;
  /** Set when `text` is already lower-cased (the classifier's combined text): skips a copy. */
  readonly textIsLowerCase?: boolean | undefined;
  /** Milliseconds since the epoch; needed to turn absolute resets into a wait. */
  readonly nowMs?: number | undefined;
}

/** A wait the provider asked for. Both fields are absent when nothing was found. */
export interface RetryAfterHint {
  /** How long to wait, in ms (relative). */
  readonly retryAfterMs?: number | undefined;
  /** When the limit resets, ms since the epoch (absolute, when known or computable). */
  readonly resetAt?: number | undefined;
  /** Where the hint came from, e.g. `headers.retry-after`, `body.error.details.RetryInfo`, `message`. */
  readonly source?: string | undefined;
}

const NONE: RetryAfterHint = Object.freeze({});

const EPOCH_MS_MIN = 1e12;
const EPOCH_S_MIN = 1e9;

/**
 * Finds the provider's wait hint, in DESIGN §2.3 order: `retry-after-ms`, `retry-after`
 * (seconds or HTTP date), Kong's `x-ai-ratelimit-retry-after`, `x-ratelimit-reset-requests`/
 * `-tokens` (durations), the `anthropic-ratelimit-*-reset` timestamps, Codex's
 * `x-codex-*-reset-after-seconds` (of a used-up window), `x-ratelimit-reset` (epoch or seconds, told
 * apart by magnitude), Gemini
 * `RetryInfo.retryDelay`, `quotaResetDelay`, then message text ("try again in 7.5s", "retry after
 * 20 seconds", "resets in 4hr 5min", "请 20 秒后重试" …). A reset far in the future is still
 * reported (the engine cools the key instead of sleeping). A header's reset instant is measured
 * from `nowMs`, or without it from the response's `Date` header. Never throws.
 *
 * @example
 * parseRetryAfter({ headers: { 'retry-after': '3' } }); // { retryAfterMs: 3000, source: 'headers.retry-after' }
 */
export function parseRetryAfter(input: RetryAfterInput): RetryAfterHint {
  try {
    const nowMs =
      typeof input.nowMs === 'number' && Number.isFinite(input.nowMs) ? input.nowMs : undefined;
    const fromHeaders =
      (input.headers && fromHeaderSet(input.headers, nowMs, 'headers')) ||
      (input.bodyHeaders && fromHeaderSet(input.bodyHeaders, nowMs, 'body.error.metadata.headers'));
    if (fromHeaders) return fromHeaders;
    if (input.details !== undefined) {
      const fromDetails = fromGoogleDetails(input.details, nowMs);
      if (fromDetails) return fromDetails;
    }
    if (typeof input.text === 'string' && input.text !== '') {
      const fromText = parseLowerText(
        input.textIsLowerCase === true ? input.text : input.text.toLowerCase(),
        nowMs,
      );
      if (fromText) return fromText;
    }
  } catch {
    // Hostile inputs (throwing getters) simply yield no hint.
  }
  return NONE;
}

function relative(ms: number, nowMs: number | undefined, source: string): RetryAfterHint {
  const retryAfterMs = Math.max(0, Math.round(ms));
  return nowMs === undefined
    ? { retryAfterMs, source }
    : { retryAfterMs, resetAt: nowMs + retryAfterMs, source };
}

function absolute(atMs: number, nowMs: number | undefined, source: string): RetryAfterHint {
  return nowMs === undefined
    ? { resetAt: atMs, source }
    : { retryAfterMs: Math.max(0, Math.round(atMs - nowMs)), resetAt: atMs, source };
}

function fromHeaderSet(
  headers: Readonly<Record<string, string>>,
  nowMs: number | undefined,
  where: string,
): RetryAfterHint | undefined {
  const hint = fromHeaders(headers, nowMs, where);
  if (hint?.retryAfterMs !== undefined || hint?.resetAt === undefined || nowMs !== undefined) {
    return hint;
  }
  // A reset stated as an instant, and no clock from the caller: measured from the response's own
  // `Date` (RFC 9110 reads Retry-After's HTTP date against it), so the wait is still stated.
  const dateMs = responseDateMs(headers['date']);
  return dateMs === undefined
    ? hint
    : { ...hint, retryAfterMs: Math.max(0, Math.round(hint.resetAt - dateMs)) };
}

function fromHeaders(
  headers: Readonly<Record<string, string>>,
  nowMs: number | undefined,
  where: string,
): RetryAfterHint | undefined {
  const retryAfterMsText = headers['retry-after-ms'];
  if (retryAfterMsText !== undefined) {
    let ms: number | undefined;
    for (const item of headerItems(retryAfterMsText)) {
      const itemMs = Number(item);
      if (Number.isFinite(itemMs) && itemMs >= 0 && itemMs > (ms ?? -1)) ms = itemMs;
    }
    if (ms !== undefined) return relative(ms, nowMs, `${where}.retry-after-ms`);
  }
  // Kong's AI rate-limiting plugin states its wait only as `X-AI-RateLimit-Retry-After` (seconds;
  // batch 604): the same meaning as `retry-after`, read after it.
  const stated =
    retryAfterHeader(headers, 'retry-after', nowMs, where) ??
    retryAfterHeader(headers, 'x-ai-ratelimit-retry-after', nowMs, where);
  if (stated) return stated;
  // Azure OpenAI behind API Management has sent OpenAI's window headers hyphenated
  // (`x-rate-limit-reset-tokens: 55`, batch 387); the same windows, read the same way.
  const resetRequests = headerDuration(
    headers['x-ratelimit-reset-requests'] ?? headers['x-rate-limit-reset-requests'],
  );
  const resetTokens = headerDuration(
    headers['x-ratelimit-reset-tokens'] ?? headers['x-rate-limit-reset-tokens'],
  );
  if (resetRequests !== undefined || resetTokens !== undefined) {
    // Prefer the window that is actually exhausted; otherwise the longer one is the safe wait.
    const requestsOut =
      (headers['x-ratelimit-remaining-requests'] ?? headers['x-rate-limit-remaining-requests']) ===
      '0';
    const tokensOut =
      (headers['x-ratelimit-remaining-tokens'] ?? headers['x-rate-limit-remaining-tokens']) === '0';
    let ms: number;
    let name: string;
    if (requestsOut && !tokensOut && resetRequests !== undefined) {
      ms = resetRequests;
      name = 'x-ratelimit-reset-requests';
    } else if (tokensOut && !requestsOut && resetTokens !== undefined) {
      ms = resetTokens;
      name = 'x-ratelimit-reset-tokens';
    } else if ((resetTokens ?? -1) >= (resetRequests ?? -1)) {
      ms = resetTokens ?? 0;
      name = 'x-ratelimit-reset-tokens';
    } else {
      ms = resetRequests ?? 0;
      name = 'x-ratelimit-reset-requests';
    }
    return relative(ms, nowMs, `${where}.${name}`);
  }
  const anthropic = anthropicReset(headers);
  if (anthropic) return absolute(anthropic.atMs, nowMs, `${where}.${anthropic.name}`);
  const codex = codexReset(headers);
  if (codex) return relative(codex.ms, nowMs, `${where}.${codex.name}`);
  const reset = headers['x-ratelimit-reset'];
  if (reset !== undefined) {
    const hint = longest(
      headerItems(reset).map((item) => parseResetNumber(item, nowMs, `${where}.x-ratelimit-reset`)),
    );
    if (hint) return hint;
  }
  return undefined;
}

/** The response's `Date` header (an HTTP date), or undefined when absent or unreadable. */
function responseDateMs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const first = headerItems(value)[0]?.trim() ?? '';
  const atMs = DATE_LIKE.test(first) ? parseStatedTimeMs(first) : Number.NaN;
  return Number.isFinite(atMs) ? atMs : undefined;
}

/**
 * ChatGPT's Codex backend states its subscription windows in headers
 * (`x-codex-primary-used-percent: 100`, `x-codex-primary-reset-after-seconds: 13873`, and the same
 * for `secondary`): the wait is the reset of a window that is used up, the longer when both are.
 */
function codexReset(
  headers: Readonly<Record<string, string>>,
): { ms: number; name: string } | undefined {
  let found: { ms: number; name: string } | undefined;
  for (const window of CODEX_WINDOWS) {
    const used = Number(headers[window.used]);
    const seconds = Number(headers[window.resetAfter]);
    if (!(used >= 100) || !Number.isFinite(seconds) || seconds < 0) continue;
    if (found === undefined || seconds * 1000 > found.ms) {
      found = { ms: seconds * 1000, name: window.resetAfter };
    }
  }
  return found;
}

const CODEX_WINDOWS = ['primary', 'secondary'].map((window) => ({
  used: `x-codex-${window}-used-percent`,
  resetAfter: `x-codex-${window}-reset-after-seconds`,
}));

/** One item of a header list: an HTTP date (it holds a comma of its own) or up to a comma. */
const HEADER_ITEM = /[a-z]{3}, \d{1,2} [a-z]{3} \d{4} \d\d:\d\d:\d\d gmt|[^,]+/gi;

/**
 * A header sent twice (an origin's and a proxy's) reaches fetch joined by a comma ("120, 120"),
 * which no single-value reader parses: its items, each HTTP date kept whole.
 */
function headerItems(value: string): string[] {
  if (!value.includes(',')) return [value];
  const items = value.match(HEADER_ITEM);
  return items === null ? [value] : items;
}

/** Of the hints two copies of a header gave, the longer wait (the safe one); else the first. */
function longest(hints: readonly (RetryAfterHint | undefined)[]): RetryAfterHint | undefined {
  let best: RetryAfterHint | undefined;
  for (const hint of hints) {
    if (hint === undefined) continue;
    if (best === undefined) best = hint;
    else if ((hint.retryAfterMs ?? -1) > (best.retryAfterMs ?? -1)) best = hint;
  }
  return best;
}

/** An ISO date-time that states no zone ("2026-12-05 12:00", "2026-12-05T12:00:00.5"). */
const ZONE_LESS_DATE_TIME = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)$/i;

/**
 * `Date.parse`, with a zone-less ISO date-time read as UTC: `Date.parse` reads it in the process's
 * local zone, so the same stated time would mean another instant on another machine (and the pure
 * classifier's answers would depend on TZ). A date alone is UTC already; a stated zone is kept.
 */
export function parseStatedTimeMs(text: string): number {
  const zoneLess = ZONE_LESS_DATE_TIME.exec(text);
  return Date.parse(zoneLess === null ? text : `${zoneLess[1]}T${zoneLess[2]}Z`);
}

/**
 * A wait stated in message text: `ms` from now (negatives and fractions rounded to whole ms ≥ 0).
 */
export function messageWaitHint(ms: number, nowMs: number | undefined): RetryAfterHint {
  return relative(ms, nowMs, 'message');
}

/**
 * A time stated in lower-case message text ("2025-06-01t12:00:00z", "2025-06-01 12:00:00 utc",
 * "2026-12-05 12:00 +08:00"; zone-less is UTC), or undefined when it is no date.
 */
export function statedTimeHint(
  lowerText: string,
  nowMs: number | undefined,
): RetryAfterHint | undefined {
  const iso = lowerText
    .toUpperCase()
    .replace(/\s*UTC$/, 'Z')
    .replace(/ (?=\d\d:)/, 'T')
    .replace(/\s+(?=[Z+-])/, '');
  const atMs = parseStatedTimeMs(iso);
  return Number.isFinite(atMs) ? absolute(atMs, nowMs, 'message') : undefined;
}

function retryAfterHeader(
  headers: Readonly<Record<string, string>>,
  name: string,
  nowMs: number | undefined,
  where: string,
): RetryAfterHint | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return longest(
    headerItems(value).map((item) => parseRetryAfterHeader(item, nowMs, `${where}.${name}`)),
  );
}

/** A value `Date.parse` may read as a date: an HTTP date or an ISO day (it reads "-5" as 2001). */
const DATE_LIKE = /[a-z]{3}|\d{4}[-/]\d\d?[-/]\d\d?/i;

/** `retry-after`: delta-seconds (possibly fractional) or an HTTP date. */
function parseRetryAfterHeader(
  value: string,
  nowMs: number | undefined,
  source: string,
): RetryAfterHint | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return relative(Number(text) * 1000, nowMs, source);
  const atMs = DATE_LIKE.test(text) ? parseStatedTimeMs(text) : Number.NaN;
  if (Number.isFinite(atMs)) return absolute(atMs, nowMs, source);
  const ms = parseDuration(text);
  return ms === undefined ? undefined : relative(ms, nowMs, source);
}

function headerDuration(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  let ms: number | undefined;
  for (const item of headerItems(value)) {
    const itemMs = parseDuration(item.trim());
    if (itemMs !== undefined && itemMs > (ms ?? -1)) ms = itemMs;
  }
  return ms;
}

const ANTHROPIC_KINDS = [
  'requests',
  'tokens',
  'input-tokens',
  'output-tokens',
  'priority-input-tokens',
  'priority-output-tokens',
] as const;
/** `anthropic-ratelimit-<kind>-reset` / `-remaining`, built once (this runs per classification). */
const ANTHROPIC_RESETS = ANTHROPIC_KINDS.map((kind) => ({
  reset: `anthropic-ratelimit-${kind}-reset`,
  remaining: `anthropic-ratelimit-${kind}-remaining`,
}));
/**
 * A subscription's (OAuth) usage windows: `anthropic-ratelimit-unified-reset` and the per-window
 * `-5h-`/`-7d-`/`-overage-` resets, in epoch seconds, each with a `-status` (`allowed`,
 * `allowed_warning`, `rejected`) instead of a remaining count.
 */
const ANTHROPIC_UNIFIED_RESETS = ['unified', 'unified-5h', 'unified-7d', 'unified-overage'].map(
  (kind) => ({
    reset: `anthropic-ratelimit-${kind}-reset`,
    status: `anthropic-ratelimit-${kind}-status`,
    // The overall window's reset is the representative one: read it unless said to be allowed.
    overall: kind === 'unified',
  }),
);

/** An Anthropic reset value: RFC 3339, or (the unified windows) epoch seconds or milliseconds. */
function anthropicResetMs(value: string): number {
  const text = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(text)) {
    const number = Number(text);
    if (number >= EPOCH_MS_MIN) return number;
    return number >= EPOCH_S_MIN ? number * 1000 : Number.NaN;
  }
  return parseStatedTimeMs(text);
}

function anthropicReset(
  headers: Readonly<Record<string, string>>,
): { atMs: number; name: string } | undefined {
  let exhausted: { atMs: number; name: string } | undefined;
  let latest: { atMs: number; name: string } | undefined;
  for (const { reset: name, remaining } of ANTHROPIC_RESETS) {
    const value = headers[name];
    if (value === undefined) continue;
    const atMs = anthropicResetMs(value);
    if (!Number.isFinite(atMs)) continue;
    if (latest === undefined || atMs > latest.atMs) latest = { atMs, name };
    if (headers[remaining] === '0' && (exhausted === undefined || atMs > exhausted.atMs)) {
      exhausted = { atMs, name };
    }
  }
  for (const { reset: name, status, overall } of ANTHROPIC_UNIFIED_RESETS) {
    const value = headers[name];
    if (value === undefined) continue;
    const said = headers[status]?.trim().toLowerCase();
    // A window not said to be rejected (the weekly one beside a rejected 5-hour one) is no wait:
    // its reset may be days away.
    if (!(said === 'rejected' || (overall && said === undefined))) continue;
    const atMs = anthropicResetMs(value);
    if (!Number.isFinite(atMs)) continue;
    if (exhausted === undefined || atMs > exhausted.atMs) exhausted = { atMs, name };
  }
  return exhausted ?? latest;
}

/** `x-ratelimit-reset`: epoch ms, epoch seconds, or seconds from now, told apart by magnitude. */
function parseResetNumber(
  value: string,
  nowMs: number | undefined,
  source: string,
): RetryAfterHint | undefined {
  const text = value.trim();
  const number = Number(text);
  if (text === '' || !Number.isFinite(number) || number < 0) {
    const atMs = parseStatedTimeMs(text);
    if (Number.isFinite(atMs) && /\d{4}-\d\d-\d\d/.test(text)) return absolute(atMs, nowMs, source);
    const ms = parseDuration(text);
    return ms === undefined ? undefined : relative(ms, nowMs, source);
  }
  if (number >= EPOCH_MS_MIN) return absolute(number, nowMs, source);
  if (number >= EPOCH_S_MIN) return absolute(number * 1000, nowMs, source);
  return relative(number * 1000, nowMs, source);
}

function fromGoogleDetails(
  details: unknown,
  nowMs: number | undefined,
): RetryAfterHint | undefined {
  if (!Array.isArray(details)) return undefined;
  let quotaReset: number | undefined;
  for (const detail of details.slice(0, 16)) {
    if (typeof detail !== 'object' || detail === null) continue;
    const record = detail as Record<string, unknown>;
    const delay = record.retryDelay;
    if (delay !== undefined) {
      const ms = googleDuration(delay);
      if (ms !== undefined) return relative(ms, nowMs, 'body.error.details.RetryInfo.retryDelay');
    }
    const metadata = record.metadata;
    if (quotaReset === undefined && typeof metadata === 'object' && metadata !== null) {
      const value = (metadata as Record<string, unknown>).quotaResetDelay;
      if (value !== undefined) quotaReset = googleDuration(value);
    }
  }
  return quotaReset === undefined
    ? undefined
    : relative(quotaReset, nowMs, 'body.error.details.quotaResetDelay');
}

/** Google durations: `"30s"`, `"1.5s"`, `"300000ms"`, or `{ seconds, nanos }`. */
function googleDuration(value: unknown): number | undefined {
  if (typeof value === 'string') return parseDuration(value);
  if (typeof value === 'object' && value !== null) {
    const seconds = Number((value as Record<string, unknown>).seconds ?? 0);
    const nanos = Number((value as Record<string, unknown>).nanos ?? 0);
    if (Number.isFinite(seconds) && Number.isFinite(nanos)) return seconds * 1000 + nanos / 1e6;
  }
  return undefined;
}

const UNIT = `(?:milliseconds?|millis|msecs?|ms|seconds?|secs?|segundos?|s|minutes?|mins?|minutos?|m|hours?|hrs?|horas?|h|days?|d|weeks?|wks?)`;
const AMOUNT = String.raw`\d+(?:\.\d+)?\s*${UNIT}(?![a-z])`;
// No two adjacent `\s*` anywhere below: on a long whitespace run they backtrack polynomially
// ("…econnreset" + 2,000 spaces took 7 s before). Each rewrite matches the same language.
const SPAN = String.raw`${AMOUNT}(?:\s*(?:,\s*)?(?:and\s+)?${AMOUNT})*`;
/**
 * A client's own time limit that ran out, before the "waiting" it names ("Timed out waiting 30 seconds
 * for server at 'localhost:3000' to be ready", OpenLLM's client, batch 271; "timed out after waiting
 * 60s", "gave up waiting 10s"): how long the client waited, not a wait the provider asked for. A
 * lookbehind, so the phrase after it is read as before.
 */
const CLIENT_GAVE_UP = String.raw`(?<!\b(?:timed out|time ?out|gave up|giving up)(?: after| while)? )`;
/**
 * "try again in 7.5s", "retry after 20 seconds", "resets in 4hr 5min", "wait 30 seconds",
 * "Resets in: 2m27s" (Windsurf's Cascade), "quotaResetDelay: 300000ms", a log's "reset_in=29s"
 * (sub2api, batch 1039), Google's RetryInfo as JSON (`"retryDelay": "59s"`) or as a Python
 * dict (`'retryDelay': '59s'`: a Gemini error re-raised through a Python SDK or LiteLLM), or
 * escaped inside a string once or more (`\"retryDelay\": \"36s\"`, Gemini's document as a string in
 * a relay's JSON, printed again by the pi agent, batch 1806, h1806-gemini-quota-retrydelay-elided;
 * rule group QA, session 73).
 * GitHub Copilot's Spanish and Portuguese notices keep the English units after their own verb
 * ("Espere 31 seconds antes de intentarlo de nuevo", "Aguarde 6 seconds antes de tentar novamente",
 * batch 322); Spanish and Portuguese units (segundos, minutos, horas) are read too. Its Chinese
 * notice does the same after 等待 ("wait": "请等待 70 seconds，然后重试", batch 577); not after 已 or
 * 在 ("已等待", "正在等待": how long a client has already waited). A capped service's "Next review
 * available in: 9 minutes" (CodeRabbit, batch 879) states when the next one may be sent.
 */
const TEXT_RELATIVE = new RegExp(
  String.raw`(?:try(?:ing)? again|retry(?:ing)?|resets?|reset (?:will happen|occurs)|${CLIENT_GAVE_UP}wait(?:ing)?|available again|next (?:review|request|slot|run|attempt|message|generation|call|prompt)s? (?:is |will be )?available|quotaresetdelay(?:\\{0,7}['"])?\s*[:=](?:\s*\\{0,7}['"])?|reset_in['"]?\s*[:=](?:\s*['"])?|retrydelay(?:\\{0,7}['"])?\s*[:=](?:\s*\\{0,7}['"])?|please wait|espere|aguarde|(?<![已在])等待)\s*(?:(?:in|after|for|within):?\s*)?(?:(?:about|approximately|~)\s*)?(${SPAN})`,
  '',
);
/**
 * {@link TEXT_RELATIVE} without the progressive forms ("retrying in 5 seconds", "waiting 30s"):
 * those are a client's retry log, its own backoff, not what the provider stated.
 */
const TEXT_RELATIVE_STATED = new RegExp(
  TEXT_RELATIVE.source
    .replace('try(?:ing)? again', 'try again')
    .replace('retry(?:ing)?', String.raw`retry\b`)
    .replace('wait(?:ing)?', 'wait'),
  '',
);
/**
 * Google's RetryInfo as Python's protobuf text prints it (google-generativeai):
 * `retry_delay {\n  seconds: 19\n}`, optionally with `nanos`.
 */
const TEXT_PROTO_DELAY = /retry_delay \{\s*seconds: (\d+)(?:\s+nanos: (\d+))?/;
/**
 * A wait printed as Python prints a `timedelta` ("retry in 0:09:48", Hugging Face ZeroGPU's quota
 * message, batch 306; "try again in 1 day, 2:03:04"): hours, minutes and seconds. "Retry after"
 * takes one only when it cannot be a clock time: labelled "(HH:MM:SS)" (Anthropic's computer-use
 * demo, "You have been rate limited. Retry after 0:01:25 (HH:MM:SS).", batch 461) or under an hour
 * ("retry after 0:05:00"); "retry after 14:30:00" is left to the clock-time readings. Unlabelled,
 * the hour must be Python's unpadded "0": a padded "retry after 00:00:00" is a daily reset at
 * midnight, not a zero wait (review rw41c). With days ("retry after 1 day, 2:03:04") it is no clock.
 */
const TEXT_TIMEDELTA =
  /(?:try again|retry) (in|after) (?:(\d{1,4}) days?, )?(\d{1,2}):([0-5]\d):([0-5]\d)(\.\d+)?(?!\d)(?!\s*\(?(?:utc|gmt|z\b|[ap]m\b))/;
/** What marks a "retry after H:MM:SS" as a duration: see {@link TEXT_TIMEDELTA}. */
const DURATION_LABEL = /^\s?\(h{1,2}:mm:ss\)/;

/** Whether a {@link TEXT_TIMEDELTA} match is a duration (always after "in"; see there for "after"). */
function isTimedelta(match: RegExpExecArray, text: string): boolean {
  if (match[1] === 'in' || match[2] !== undefined) return true;
  if (match[3] === '0') return true;
  return DURATION_LABEL.test(text.slice(match.index + match[0].length));
}

/** Milliseconds of a {@link TEXT_TIMEDELTA} match. */
function timedeltaMs(match: RegExpExecArray): number {
  const [days, hours, minutes, seconds] = [match[2], match[3], match[4], match[5]].map(Number);
  const fraction = Number(match[6] ?? 0);
  const wholeSeconds =
    (((days || 0) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0)) * 60 + (seconds ?? 0);
  return (wholeSeconds + fraction) * 1000;
}

/**
 * A wait of one unit said with an article ("please try again in a minute", Antigravity's peak-time
 * notice, batch 532; "retry in an hour"): one of that unit. Only after "try again" or "retry" with
 * "in" or "after": "Please wait a minute, then sign in again" (held h55) is a courtesy, no stated wait.
 * "wait one minute" counts the unit ("… or wait one minute", the ChatGPT web backend's one-message
 * limit, batch 1079).
 */
const TEXT_ONE_UNIT =
  /\b(?:(?:try again|retry) (?:in|after) (?:a|an|one)|wait (?:for )?one) (second|minute|hour|day)\b/;
/** "try again after 2025-06-01T12:00:00Z", "resets at 2025-06-01 12:00:00 UTC". */
const TEXT_ABSOLUTE =
  /(?:try again|retry|resets?|available again|reset)\s+(?:at|after|on)\s+(\d{4}-\d\d-\d\d[t ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:\s*(?:z|utc|[+-]\d\d:?\d\d))?)/;
/** Chinese: "请在 20 秒后重试", "请 1 分钟后再试", "20秒后重试". */
// `(?<!\d)`: a match never starts inside a digit run (one more digit would start it earlier), so
// the leftmost match is unchanged, and a long run of digits is scanned once instead of once per
// digit (6,000 digits and a 后 took 0.3 s before).
const TEXT_CHINESE = /(?<!\d)(\d+(?:\.\d+)?)\s*(毫秒|秒钟?|分钟|小时|天)\s*(?:后|之后|以后)/;
const PART = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*(${UNIT})(?![a-z])`, 'g');

const UNIT_MS: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};
const CHINESE_UNIT_MS: Readonly<Record<string, number>> = {
  毫秒: 1,
  秒: 1000,
  秒钟: 1000,
  分钟: 60_000,
  小时: 3_600_000,
  天: 86_400_000,
};

function unitMs(unit: string): number {
  const u = unit.toLowerCase();
  if (u === 'ms' || u.startsWith('milli') || u.startsWith('msec')) return UNIT_MS.ms!;
  if (u.startsWith('s')) return UNIT_MS.s!;
  if (u.startsWith('m')) return UNIT_MS.m!;
  if (u.startsWith('h')) return UNIT_MS.h!;
  if (u.startsWith('w')) return UNIT_MS.w!;
  return UNIT_MS.d!;
}

/** Sums a span such as "4hr 5min" or "1 minute and 30 seconds". */
function spanMs(span: string): number {
  let total = 0;
  PART.lastIndex = 0;
  for (let match = PART.exec(span); match !== null; match = PART.exec(span)) {
    total += Number(match[1]) * unitMs(match[2] ?? 's');
  }
  return total;
}

/**
 * Reads a wait from message text only (English and Chinese phrases, Spanish and Portuguese waits). Exported for the
 * classifier, which already holds the combined message text.
 */
export function parseRetryAfterText(text: string, nowMs?: number): RetryAfterHint | undefined {
  return typeof text === 'string' ? parseLowerText(text.toLowerCase(), nowMs) : undefined;
}

/**
 * A rate-limit header a client printed into the message: an HTTP dump (`Retry-After: 120`), Node's
 * inspected headers (`'x-ratelimit-reset-requests': '1m6.5s'`), JSON, Python's dict or httpx's
 * tuples (`('retry-after', '20')`), Go's map (`Retry-After:[20]`). The value is an HTTP date or one
 * token (seconds, a duration, an RFC 3339 time, epoch seconds, a count, a status).
 */
const TEXT_HEADER =
  /(?<![a-z0-9-])(retry-after-ms|retry-after|x-ratelimit-(?:reset|remaining)-(?:requests|tokens)|x-ratelimit-reset|anthropic-ratelimit-[a-z0-9-]{1,40}?-(?:reset|remaining|status))(?:['"]?\s?(?::|=>?)|['"],)\s?\[?['"]?((?:mon|tue|wed|thu|fri|sat|sun), \d\d? [a-z]{3} \d{4} \d\d:\d\d:\d\d gmt|[^\s'",;{}[\]\\]{1,40})/g;
/** At most this many printed headers are read (a dump of every header is a few dozen). */
const MAX_TEXT_HEADERS = 64;

/**
 * The headers printed in `text` (lower-case), read as a header set in DESIGN §2.3 order; the first
 * print of a name wins.
 */
function fromTextHeaders(text: string, nowMs: number | undefined): RetryAfterHint | undefined {
  const printed: Record<string, string> = {};
  let count = 0;
  TEXT_HEADER.lastIndex = 0;
  for (
    let match = TEXT_HEADER.exec(text);
    match !== null && count < MAX_TEXT_HEADERS;
    match = TEXT_HEADER.exec(text)
  ) {
    const name = match[1];
    const value = match[2];
    if (name !== undefined && value !== undefined && printed[name] === undefined) {
      printed[name] = value;
      count++;
    }
  }
  return count === 0 ? undefined : fromHeaderSet(printed, nowMs, 'message.headers');
}

/** The patterns are lower-case only (no `i` flag: case-insensitive regexes scan slower). */
function parseLowerText(text: string, nowMs: number | undefined): RetryAfterHint | undefined {
  if (text.includes('retry-after') || text.includes('ratelimit-')) {
    const printed = fromTextHeaders(text, nowMs);
    if (printed) return printed;
  }
  return parsePhrases(text, nowMs, TEXT_RELATIVE);
}

/**
 * Reads a wait from the phrases of lower-case message text only ("try again in 7.5s", "retry
 * after 2025-06-01T12:00:00Z", "请 20 秒后重试"): not from headers a client printed into it, nor
 * from a client's retry log ("Retrying in 5 seconds…").
 * Exported for the classifier's auth verdicts, where printed rate-limit headers say nothing about
 * when a refused key works again.
 */
export function parseRetryAfterPhrases(
  lowerText: string,
  nowMs?: number,
): RetryAfterHint | undefined {
  return typeof lowerText === 'string'
    ? parsePhrases(lowerText, nowMs, TEXT_RELATIVE_STATED)
    : undefined;
}

/**
 * tenacity's `before_sleep_log` line ("Retrying langchain_google_genai.chat_models._chat_with_retry.
 * <locals>._chat_with_retry in 2.0 seconds as it raised ResourceExhausted: 429 …", langchain's and
 * many Python clients' retry wrapper): the wait is the client's own backoff (tenacity's
 * `wait_exponential`), not one the provider stated, and the function's name ending in "…_retry" would
 * otherwise read as "retry in 2.0 seconds" (held ×23 with no stated wait, batch 360). Blanked out
 * before the phrases are read, so a wait the provider's own text states after it still counts.
 */
const TENACITY_RETRY_LOG =
  /\bretrying \S{1,300} in \d{1,6}(?:\.\d{1,9})? seconds as it (?:raised|returned)\b/g;

function parsePhrases(
  rawText: string,
  nowMs: number | undefined,
  relativePattern: RegExp,
): RetryAfterHint | undefined {
  const text = rawText.includes(' seconds as it ')
    ? rawText.replace(TENACITY_RETRY_LOG, ' ')
    : rawText;
  // Every English phrase needs one of these words; plain substring checks are far cheaper than
  // the phrase patterns on the (usual) text that has none.
  const english =
    text.includes('again') ||
    text.includes('retry') ||
    text.includes('reset') ||
    text.includes('wait') ||
    text.includes('delay') ||
    text.includes('available') ||
    text.includes('espere') ||
    text.includes('aguarde') ||
    text.includes('等待');
  const relativeMatch = english ? relativePattern.exec(text) : null;
  // The first wait stated wins; at the same place the timedelta, or "try again in 1 day, 2:03:04"
  // would read as its first part alone.
  const found = english && text.includes(':') ? TEXT_TIMEDELTA.exec(text) : null;
  const timedelta = found !== null && isTimedelta(found, text) ? found : null;
  if (timedelta !== null && (relativeMatch === null || timedelta.index <= relativeMatch.index)) {
    return relative(timedeltaMs(timedelta), nowMs, 'message');
  }
  if (relativeMatch?.[1] !== undefined) {
    return relative(spanMs(relativeMatch[1]), nowMs, 'message');
  }
  const oneUnit = english ? TEXT_ONE_UNIT.exec(text) : null;
  if (oneUnit?.[1] !== undefined) return relative(unitMs(oneUnit[1]), nowMs, 'message');
  const proto = english ? TEXT_PROTO_DELAY.exec(text) : null;
  if (proto?.[1] !== undefined) {
    return relative(Number(proto[1]) * 1000 + Number(proto[2] ?? 0) / 1e6, nowMs, 'message');
  }
  const absoluteMatch = english ? TEXT_ABSOLUTE.exec(text) : null;
  if (absoluteMatch?.[1] !== undefined) {
    const stated = statedTimeHint(absoluteMatch[1], nowMs);
    if (stated !== undefined) return stated;
  }
  const chinese = text.includes('后') ? TEXT_CHINESE.exec(text) : null;
  if (chinese?.[1] !== undefined) {
    return relative(
      Number(chinese[1]) * (CHINESE_UNIT_MS[chinese[2] ?? '秒'] ?? 1000),
      nowMs,
      'message',
    );
  }
  return undefined;
}
