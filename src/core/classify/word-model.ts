/**
 * The word vote: naive Bayes over the words an error uses, learned from the repository's labelled
 * real errors (scripts/train-word-model.mjs). It runs where the rules left an error unread — as the
 * last step before `unknown` ({@link byWords}), and over a status's own fallback answer
 * ({@link wordsOverStatus}) — and answers only when the words point clearly one way (or lean one way,
 * toward a reason that touches no key, account or request).
 * @module
 */
import {
  billingCategory,
  modelCategory,
  permanentCategory,
  rateLimitCategory,
} from './categories.js';
import type { Decision, Run } from './decision.js';
import { HELD_FOR_A_TIME, TRANSIENT_STATUS_NUMBER } from './patterns.js';
import type { Reason } from './types.js';

/** A trained model as the generator writes it (see {@link trainWordModel}). */
export interface WordModelData {
  /** Additive smoothing of each word's per-reason presence count. */
  readonly alpha: number;
  /** A word seen in fewer labelled errors than this is left out of the model. */
  readonly minLines: number;
  /** The reasons, in the order `lines` and the word counts index them. */
  readonly reasons: readonly Reason[];
  /** How many labelled errors each reason has. */
  readonly lines: readonly number[];
  /** One word a line: `word reasonIndex:count reasonIndex:count …` (errors of that reason using it). */
  readonly words: string;
}

/** How much more likely (natural log) the winning reason must be than the next one. */
export const WORD_MARGIN = 2;
/** How many known words an error must use before the vote counts. */
export const WORD_MIN_TOKENS = 2;

/**
 * The smaller lead (natural log, ≈ 1.65×) that lets the vote answer with a reason of
 * {@link LEAN_REASONS} where the rules left an error unread ({@link byWords}).
 */
export const WORD_LEAN_MARGIN = 0.5;
/** How many known words a lean needs: two ("unknown error") say too little to lean on. */
export const WORD_LEAN_MIN_TOKENS = 3;

/**
 * Reasons the vote may give on a lean ({@link WORD_LEAN_MARGIN}) instead of a clear lead: none of
 * them touches a key, the account or the request. `server_error`, `timeout` and `overloaded` recover
 * as `unknown` does (retry the same target); `format_error` and `model_not_found` stop retrying a
 * request the target refuses and try the next one. Measured out of sample (docs/classifier.md, "The
 * word vote", the lean): on errors every rule left unread, a lean toward these was right about four
 * times as often as the right `unknown` it replaced, while a lean toward a key's, a quota's or a
 * refusal's reason was wrong more often than right.
 */
const LEAN_REASONS: ReadonlySet<Reason> = new Set([
  'server_error',
  'timeout',
  'overloaded',
  'format_error',
  'model_not_found',
]);

/**
 * Reasons the vote never gives: each needs a fact words cannot carry (a repair to apply, the
 * caller's own abort, a request size), or is the answer already.
 */
const NOT_FROM_WORDS: ReadonlySet<Reason> = new Set([
  'thinking_signature',
  'long_context_tier',
  'image_too_large',
  'aborted',
  'unknown',
]);

/**
 * Latin words, three-digit numbers (a status in a client's sentence) and pairs of adjacent CJK
 * characters: what the vote counts, once each, from the classifier's lower-cased combined text.
 */
const TOKEN = /[a-z][a-z0-9_]{1,30}|(?<!\d)\d{3}(?!\d)|[\u3400-\u9fff]+/g;

/**
 * A part (between underscores) of eight or more characters with two digits or more among letters:
 * an identifier — an organisation or account id, a request id, a key or a key's 31-character chunk
 * — never a word. Such a token stays out of the model (it would name one account, and the vote's
 * evidence would echo it into `explain`); version-like words keep one digit (`central1`, `openai4j`).
 */
const IDENTIFIER = /(?:^|_)(?=[a-z0-9]*[a-z])(?=(?:[a-z]*\d){2})[a-z0-9]{8,}(?:_|$)/;

/** The distinct tokens of a lower-cased text, in order of first use (identifiers left out). */
export function wordTokens(text: string): string[] {
  const seen = new Set<string>();
  for (const token of text.match(TOKEN) ?? []) {
    const code = token.charCodeAt(0);
    if (code < 0x3400) {
      if (!IDENTIFIER.test(token)) seen.add(token);
      continue;
    }
    for (let index = 0; index + 1 < token.length; index++) seen.add(token.slice(index, index + 2));
  }
  return [...seen];
}

/**
 * Words that say only that a call failed, where it failed, or where to look: an app's own wrapper
 * around a failure it did not pass on ("Error Generating Response", "AI provider request failed",
 * "Unexpected response from API", `3:"An error occurred."`, "Max retries reached. Unable to complete
 * the request"). The vote has learned these words from real errors of every reason, so on such a
 * text it answers from their accidental leanings (out of sample in session 44, 14 of the vote's 20
 * wrong answers were such wrappers labelled `unknown`). A text whose every known word is one of these
 * names no cause, and stays `unknown` ({@link failureWordsOnly}). Words of a cause or a hint ("later",
 * "again", "stream", "model", a three-digit status) are not here: they still vote. A call's own name
 * is the call: Replicate's "Failed to create prediction." (a prediction is its name for a run, batch
 * 557) says no more than "Failed to generate a response".
 */
const FAILURE_ONLY_WORDS: ReadonlySet<string> = new Set([
  'error',
  'errors',
  'failed',
  'failure',
  'fail',
  'exception',
  'unexpected',
  'unknown',
  'occurred',
  'encountered',
  'something',
  'went',
  'wrong',
  'oops',
  'sorry',
  'issue',
  'problem',
  'unable',
  'complete',
  'request',
  'response',
  'result',
  'api',
  'call',
  'llm',
  'ai',
  'provider',
  'generating',
  'generate',
  'create',
  'prediction',
  'processing',
  'process',
  'test',
  'object',
  'max',
  'retries',
  'reached',
  'please',
  'contact',
  'support',
  'see',
  'logs',
  'details',
  'more',
  'information',
  'an',
  'the',
  'to',
  'while',
  'from',
  'with',
  'of',
  'in',
  'on',
  'for',
  'during',
  'has',
  'was',
  'there',
]);

/**
 * Whether every word of a lower-cased text the model knows only says that something failed
 * ({@link FAILURE_ONLY_WORDS}), on at least {@link WORD_MIN_TOKENS} known words (fewer leave the vote
 * unclear anyway): no cause to vote on. Returns the words.
 */
export function failureWordsOnly(text: string, data: WordModelData): string[] | undefined {
  const model = decode(data);
  const known = wordTokens(text).filter((token) => model.words.has(token));
  // Fewer known words than the vote needs leave it unclear anyway: nothing to stop.
  if (known.length < WORD_MIN_TOKENS) return undefined;
  if (!known.every((token) => FAILURE_ONLY_WORDS.has(token))) return undefined;
  return known;
}

interface DecodedModel {
  readonly reasons: readonly Reason[];
  /** Per reason: the log of its share of the labelled errors (each word's weight adds to it). */
  readonly prior: Float64Array;
  /** Per reason: the log-probability of a known word being absent from an error of that reason. */
  readonly absent: Float64Array;
  /** Per word: the reasons that use it and, for each, present − absent log-probability. */
  readonly words: Map<string, { readonly reasons: Uint8Array; readonly gain: Float64Array }>;
}

const decoded = new WeakMap<WordModelData, DecodedModel>();

function decode(data: WordModelData): DecodedModel {
  const cached = decoded.get(data);
  if (cached) return cached;
  const total = data.lines.reduce((sum, lines) => sum + lines, 0);
  const prior = new Float64Array(data.reasons.length);
  const absent = new Float64Array(data.reasons.length);
  data.lines.forEach((lines, index) => {
    prior[index] = Math.log(lines / total);
    absent[index] = Math.log(data.alpha / (lines + 2 * data.alpha));
  });
  const words = new Map<string, { reasons: Uint8Array; gain: Float64Array }>();
  for (const line of data.words.split('\n')) {
    const [word, ...counts] = line.split(' ');
    if (!word || counts.length === 0) continue;
    const reasons = new Uint8Array(counts.length);
    const gain = new Float64Array(counts.length);
    counts.forEach((pair, slot) => {
      const [index, count] = pair.split(':').map(Number) as [number, number];
      const lines = data.lines[index] ?? 0;
      reasons[slot] = index;
      gain[slot] = Math.log((count + data.alpha) / (lines + 2 * data.alpha)) - (absent[index] ?? 0);
    });
    words.set(word, { reasons, gain });
  }
  const model = { reasons: data.reasons, prior, absent, words };
  decoded.set(data, model);
  return model;
}

/** The vote over one text: reasons by score (best first) and the known words it counted. */
export interface WordVote {
  /** Every reason of the model with its log score (prior plus known words), best first. */
  readonly ranked: readonly { readonly reason: Reason; readonly score: number }[];
  /** The text's distinct tokens the model knows, in order of first use. */
  readonly known: readonly string[];
  /** The known words that most separate the winner from the runner-up, strongest first. */
  readonly evidence: readonly string[];
}

/** Scores every reason for a lower-cased text under a model. */
export function voteWords(text: string, data: WordModelData): WordVote {
  const model = decode(data);
  const known = wordTokens(text).filter((token) => model.words.has(token));
  const scores = Float64Array.from(model.prior, (prior, index) => {
    return prior + known.length * (model.absent[index] ?? 0);
  });
  for (const token of known) {
    const word = model.words.get(token)!;
    word.reasons.forEach((index, slot) => {
      scores[index] = (scores[index] ?? 0) + (word.gain[slot] ?? 0);
    });
  }
  const ranked = model.reasons
    .map((reason, index) => ({ reason, index, score: scores[index] ?? 0 }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const [first, second] = ranked;
  return {
    ranked: ranked.map(({ reason, score }) => ({ reason, score })),
    known,
    // Only a vote that answers needs its evidence: computed when read, not on every vote.
    get evidence() {
      return first && second ? strongest(model, known, first.index, second.index) : [];
    },
  };
}

/** The (up to three) known words that most favour reason `a` over reason `b`, strongest first. */
function strongest(model: DecodedModel, known: readonly string[], a: number, b: number): string[] {
  return known
    .map((token) => ({ token, weight: separation(model, token, a, b) }))
    .filter((entry) => entry.weight > 0)
    .sort((x, y) => y.weight - x.weight)
    .slice(0, 3)
    .map((entry) => entry.token);
}

/** How much one word favours reason `a` over reason `b`. */
function separation(model: DecodedModel, token: string, a: number, b: number): number {
  const word = model.words.get(token)!;
  let weight = 0;
  word.reasons.forEach((index, slot) => {
    if (index === a) weight += word.gain[slot] ?? 0;
    if (index === b) weight -= word.gain[slot] ?? 0;
  });
  return weight;
}

/**
 * Whether a lean may give `reason`: one of {@link LEAN_REASONS}, and not a reason that stops
 * retrying when the text states a 5xx or a 429 (a server's fault or a throttle is no verdict on the
 * request: "Error: 530 error code: 1016"). A "try again" is no such sign: requests refused for
 * their content say it too ("Please check your inputs and try again").
 */
function mayLean(reason: Reason, text: string): boolean {
  if (!LEAN_REASONS.has(reason)) return false;
  if (reason === 'format_error' || reason === 'model_not_found')
    return !TRANSIENT_STATUS_NUMBER.test(text);
  return true;
}

/**
 * The reason the words of an error point to, when they point clearly (the winner at least
 * {@link WORD_MARGIN} ahead on at least {@link WORD_MIN_TOKENS} known words, or
 * {@link WORD_LEAN_MARGIN} ahead on at least {@link WORD_LEAN_MIN_TOKENS} for a reason of
 * {@link LEAN_REASONS}) and the reason is one words can give; otherwise
 * undefined and the error stays `unknown`.
 */
export function byWords(run: Run, data: WordModelData): Decision | undefined {
  const vote = voteWords(run.text, data);
  const [first, second] = vote.ranked;
  if (!first || !second || vote.known.length < WORD_MIN_TOKENS) return undefined;
  if (NOT_FROM_WORDS.has(first.reason)) return undefined;
  const lead = first.score - second.score;
  const leans =
    lead >= WORD_LEAN_MARGIN &&
    vote.known.length >= WORD_LEAN_MIN_TOKENS &&
    mayLean(first.reason, run.text);
  if (lead < WORD_MARGIN && !leans) return undefined;
  if (!namesWhatItParks(first.reason, run.text)) return undefined;
  return wordDecision(first.reason, run.text, vote.evidence);
}

/** The decision of the vote: its reason, the reason's category, and the words that tipped it. */
function wordDecision(reason: Reason, text: string, evidence: readonly string[]): Decision {
  return {
    reason,
    category: wordCategory(reason, text),
    step: 'words',
    rule: `words.${reason}`,
    field: 'text',
    matched: evidence.join(' '),
  };
}

/** How much more likely (natural log) a reason must be to replace what a status said by itself. */
export const STATUS_WORD_MARGIN = 6;

/**
 * The answers a status gives by itself when no wording decided (a status's own fallback rule), and
 * the reasons its words may turn it into: a 400 that is a refused credential (a relay that serves
 * only one client), a 404 that is a missing model or a wrong path. Measured out of sample
 * (docs/classifier.md, "The word vote"); `auth_permanent`, `content_policy`, `context_overflow`,
 * `model_not_found` over a 400 or 422 and `auth_permanent` over a 401 gained more there but read real
 * neighbour wordings wrong (a pricing tier or an account closed to one model as a dead key, an image
 * count as an overflow, an all-clear content filter as a refusal), and 5xx, 403 and 429 measured no gain.
 */
const STATUS_VOTES: Readonly<Record<string, readonly Reason[]>> = {
  'status.400': ['format_error', 'auth'],
  'status.404': ['model_not_found', 'format_error'],
};

/**
 * A status's own answer, revised by the words when their first choice is another reason that
 * status carries, ahead of the status's answer by at least {@link STATUS_WORD_MARGIN}
 * ({@link WORD_MARGIN} when the status said `unknown`), on at least {@link WORD_MIN_TOKENS} known
 * words. Any other decision is returned as it is. A revised answer records the status's own in the
 * trace.
 */
export function wordsOverStatus(run: Run, decision: Decision, data: WordModelData): Decision {
  const allowed = STATUS_VOTES[decision.rule];
  if (allowed === undefined) return decision;
  const model = decode(data);
  const vote = voteWords(run.text, data);
  if (vote.known.length < WORD_MIN_TOKENS) return decision;
  const said = vote.ranked.find((entry) => entry.reason === decision.reason);
  // The words' own first choice must be one the status carries: a runner-up is no verdict.
  const best = vote.ranked[0];
  if (said === undefined || best === undefined || best.reason === decision.reason) return decision;
  if (!allowed.includes(best.reason)) return decision;
  // A refused credential must name one: "permission denied" on a file or a tool is no key.
  if (best.reason === 'auth' && !CREDENTIAL_WORD.test(run.text)) return decision;
  const margin = decision.reason === 'unknown' ? WORD_MARGIN : STATUS_WORD_MARGIN;
  if (best.score - said.score < margin) return decision;
  run.trace.push({
    step: decision.step,
    rule: decision.rule,
    field: decision.field,
    matched: decision.matched,
  });
  const evidence = strongest(
    model,
    vote.known,
    model.reasons.indexOf(best.reason),
    model.reasons.indexOf(said.reason),
  );
  return wordDecision(best.reason, run.text, evidence);
}

/**
 * A vote that kills or parks a key must see what it is about: a key, token or account for
 * `auth_permanent`, money, a quota or a plan for `billing`. Measured on the out-of-sample replay
 * (docs/classifier.md, "The word vote"): the same right answers, three wrong `billing` votes fewer (a
 * thread's active run, a relay's "bad request", a KV-cache shortage), and no vote to kill a key on a
 * cut fragment such as "Request to https://api.ope". Nor does a vote kill a key over a 5xx or 429 the
 * text states: a server that failed is no verdict on the key (a token refresh that met a 503, which
 * the refresh rule leaves undecided for that reason), or over a hold the text says will end
 * ("disabled in this account until 2026-12-05"), which the rules read as no ban either.
 */
function namesWhatItParks(reason: Reason, text: string): boolean {
  if (reason === 'auth_permanent')
    return (
      KEY_WORD.test(text) && !TRANSIENT_STATUS_NUMBER.test(text) && !HELD_FOR_A_TIME.test(text)
    );
  if (reason === 'billing') return MONEY_WORD.test(text);
  return true;
}
/**
 * Words that name a credential: shared by {@link KEY_WORD} and {@link CREDENTIAL_WORD}. A page,
 * cursor or tokenizer's token is no credential ("The page token you provided is incorrect"), nor
 * is a verification token a person retypes ("The verification token you entered is incorrect"), nor
 * an encryption, idempotency or database key ("The encryption key has expired": the vote retrained
 * in session 56 read that 400 as a sign-in to renew). A licence key is one: apps sell access by it
 * (Chatbox's `license_key_missed`, held h695).
 */
const CREDENTIAL_NAMES =
  /(?<![a-z])(?:api[ _-]?keys?|(?<!(?:encryption|idempotency|cache|partition|sort|foreign) )keys?|(?<!(?:page|pagination|continuation|cursor|special|verification) )tokens?|credentials?|oauth|log ?in|sign ?in|auth\w*|unauthori[sz]ed)(?![a-z])|密钥|令牌|认证|鉴权/;
/** A credential, or the account, scope or permission it carries, or a 401/403 said in the text. */
const KEY_WORD = new RegExp(
  `${CREDENTIAL_NAMES.source}|(?<![a-z])(?:accounts?|permission|forbidden|subscriptions?|organi[sz]ations?|suspend\\w*|deactivat\\w*|disabled|banned|blocked|region|country|location|invalid|expired|revoked|secret|ak|sk|app ?id|scopes?|iam|certif\\w*|40[13])(?![a-z])|账号|账户|权限|地区`,
);
const MONEY_WORD =
  /(?<![a-z])(?:credits?|balance|billing|quota|payments?|plans?|funds?|subscriptions?|paid|recharge|top ?up|purchase|tier|limit|exceeded|insufficient)(?![a-z])|余额|欠费|额度|充值/;

/**
 * A word that names a credential or the client presenting it (a relay's "接口仅可用于claude code客户端",
 * "claude code clients only"): required before the words turn a status's answer into `auth`.
 */
const CREDENTIAL_WORD = new RegExp(
  `${CREDENTIAL_NAMES.source}|(?<![a-z])(?:clients?|sessions?)(?![a-z])|客户端|登录`,
);

/** The category a reason gets when only its words decided it. */
function wordCategory(reason: Reason, text: string): string {
  switch (reason) {
    case 'auth_permanent':
      return permanentCategory(text);
    case 'billing':
      return billingCategory(text);
    case 'rate_limit':
      return rateLimitCategory(text);
    case 'model_not_found':
      return modelCategory(text);
    default:
      return WORD_CATEGORIES[reason] ?? 'unknown';
  }
}

const WORD_CATEGORIES: Partial<Record<Reason, string>> = {
  auth: 'auth.unauthorized',
  upstream_rate_limit: 'rate_limit.upstream',
  overloaded: 'overloaded.capacity',
  server_error: 'server.internal',
  timeout: 'transport.timeout',
  context_overflow: 'context_overflow.prompt_too_long',
  payload_too_large: 'request.payload_too_large',
  content_policy: 'content_policy.blocked',
  format_error: 'request.invalid',
};
