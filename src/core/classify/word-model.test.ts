import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import type { ExplainStep, Reason } from './types.js';
import {
  byWords,
  failureWordsOnly,
  voteWords,
  WORD_LEAN_MARGIN,
  WORD_MARGIN,
  type WordModelData,
  wordsOverStatus,
  wordTokens,
} from './word-model.js';
import { trainWordModel, type WordSample } from './word-model-train.js';

describe('wordTokens', () => {
  it('keeps each word once, in order of first use', () => {
    expect(wordTokens('rate limit reached; rate limit again')).toEqual([
      'rate',
      'limit',
      'reached',
      'again',
    ]);
  });

  it('keeps three-digit numbers only when they stand alone', () => {
    expect(wordTokens('error 429 after 12345 tokens, id 4290')).toEqual([
      'error',
      '429',
      'after',
      'tokens',
      'id',
    ]);
  });

  it('splits a run of CJK characters into adjacent pairs', () => {
    expect(wordTokens('余额不足 quota')).toEqual(['余额', '额不', '不足', 'quota']);
  });

  it('drops one-letter words and keeps underscores inside words', () => {
    expect(wordTokens('a insufficient_quota b')).toEqual(['insufficient_quota']);
  });

  it('leaves out identifiers: account and organisation ids, keys and their chunks', () => {
    // Batch lines held these (Moonshot's account and key ids, a Groq organisation): the table
    // learned them as words and the vote's evidence could echo them into explain.
    expect(
      wordTokens(
        'your account org-e664b178c0f74d818f6b62f87efa49f7<ak-f3t8pfk16fki11gzh6i1> request reached organization max rpm',
      ),
    ).toEqual(['your', 'account', 'org', 'ak', 'request', 'reached', 'organization', 'max', 'rpm']);
    expect(wordTokens('in organization `org_01j2g5d88hfvjrgw64hnapqk8y` service tier')).toEqual([
      'in',
      'organization',
      'service',
      'tier',
    ]);
    // A key split at its dashes and into 31-character chunks: only the short prefixes stay.
    expect(
      wordTokens('incorrect key sk-proj-ab12cd34ef56gh78ij90kl12mn34op56qr78st90uv12'),
    ).toEqual(['incorrect', 'key', 'sk', 'proj']);
    // Words with one digit (a region, a library, a date) are words.
    expect(wordTokens('us-central1 openai4j web_search_20250305 gpt4o')).toEqual([
      'us',
      'central1',
      'openai4j',
      'web_search_20250305',
      'gpt4o',
    ]);
  });
});

const SAMPLES: readonly WordSample[] = [
  { text: 'rate limit exceeded', reason: 'rate_limit' },
  { text: 'rate limit reached please slow down', reason: 'rate_limit' },
  { text: 'model not found', reason: 'model_not_found' },
  { text: 'the model does not exist', reason: 'model_not_found' },
  { text: 'something odd', reason: 'unknown' },
];

describe('trainWordModel', () => {
  it('never learns a key, even one repeated across labelled errors', () => {
    const key = 'sk-ant-api03-q9w8e7r6t5y4u3i2o1p0a9s8d7f6g5h4j3k2l1z0x9c8v7b6n5m4';
    const model = trainWordModel([
      { text: `invalid x-api-key ${key}`, reason: 'auth_permanent' },
      { text: `invalid x-api-key: ${key} rejected`, reason: 'auth_permanent' },
      { text: 'rate limit exceeded', reason: 'rate_limit' },
      { text: 'rate limit reached', reason: 'rate_limit' },
    ]);
    expect(model.words.split('\n').map((line) => line.split(' ')[0])).toEqual([
      'ant',
      'api',
      'api03',
      'invalid',
      'key',
      'limit',
      'rate',
      'sk',
    ]);
    // What the vote can count, and so echo as evidence: no part of the key beyond its prefix.
    expect(voteWords(`invalid x-api-key ${key}`, model).known).toEqual([
      'invalid',
      'api',
      'key',
      'sk',
      'ant',
      'api03',
    ]);
  });

  it('counts, per reason, the samples that use each word seen at least twice', () => {
    const model = trainWordModel(SAMPLES);
    expect(model.reasons).toEqual(['rate_limit', 'model_not_found', 'unknown']);
    expect(model.lines).toEqual([2, 2, 1]);
    expect(model.words.split('\n')).toEqual(['limit 0:2', 'model 1:2', 'not 1:2', 'rate 0:2']);
  });

  it('does not depend on the order of the samples', () => {
    expect(trainWordModel([...SAMPLES].reverse())).toEqual(trainWordModel(SAMPLES));
  });

  it('takes its smoothing and pruning from the options', () => {
    const model = trainWordModel(SAMPLES, { alpha: 0.5, minLines: 1 });
    expect(model.alpha).toBe(0.5);
    expect(model.words.split('\n')).toContain('exceeded 0:1');
  });
});

describe('voteWords', () => {
  const model = trainWordModel(SAMPLES);

  it('scores each reason as naive Bayes over the known words present', () => {
    const vote = voteWords('rate limit hit', model);
    expect(vote.known).toEqual(['rate', 'limit']);
    // By hand: prior log(n/N) plus, per known word, log((count + α) / (n + 2α)).
    const alpha = model.alpha;
    const rate = Math.log(2 / 5) + 2 * Math.log((2 + alpha) / (2 + 2 * alpha));
    const missing = Math.log(2 / 5) + 2 * Math.log(alpha / (2 + 2 * alpha));
    expect(vote.ranked[0]?.reason).toBe('rate_limit');
    expect(vote.ranked[0]?.score).toBeCloseTo(rate, 10);
    expect(vote.ranked.find((entry) => entry.reason === 'model_not_found')?.score).toBeCloseTo(
      missing,
      10,
    );
    expect(vote.evidence).toEqual(['rate', 'limit']);
  });

  it('is total over any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const vote = voteWords(text.toLowerCase(), model);
        expect(vote.ranked).toHaveLength(model.reasons.length);
      }),
    );
  });
});

function run(text: string) {
  return {
    facts: {} as never,
    text,
    size: { approxTokens: 0, contextLength: 0, numMessages: 0 },
    trace: [] as ExplainStep[],
  };
}

describe('byWords', () => {
  const model = trainWordModel(SAMPLES);

  it('answers when the winner leads by the margin on at least two known words', () => {
    expect(byWords(run('model not found here'), model)).toMatchObject({
      reason: 'model_not_found',
      category: 'model.not_found',
      step: 'words',
      rule: 'words.model_not_found',
      field: 'text',
      matched: 'model not',
    });
  });

  it('stays silent on one known word, or none', () => {
    expect(byWords(run('model'), model)).toBeUndefined();
    expect(byWords(run('nothing we know'), model)).toBeUndefined();
  });

  it('stays silent when two reasons are close', () => {
    const close: WordModelData = {
      alpha: 0.02,
      minLines: 1,
      reasons: ['rate_limit', 'overloaded'],
      lines: [10, 10],
      words: 'busy 0:5 1:5\nserver 0:5 1:6',
    };
    const vote = voteWords('busy server', close);
    expect((vote.ranked[0]?.score ?? 0) - (vote.ranked[1]?.score ?? 0)).toBeLessThan(WORD_MARGIN);
    expect(byWords(run('busy server'), close)).toBeUndefined();
  });

  it('never gives a reason that needs a fact words cannot carry', () => {
    const repairs = trainWordModel([
      { text: 'thinking block signature invalid', reason: 'thinking_signature' },
      { text: 'thinking block signature invalid again', reason: 'thinking_signature' },
      { text: 'other words entirely', reason: 'format_error' },
    ]);
    expect(voteWords('thinking block signature', repairs).ranked[0]?.reason).toBe(
      'thinking_signature',
    );
    expect(byWords(run('thinking block signature'), repairs)).toBeUndefined();
  });
});

describe('the lean', () => {
  // Each reason's errors say the same words, two to one: a lead of log 2 ≈ 0.69, between the lean's
  // margin and the clear vote's.
  const twice = (text: string, reason: Reason, times: number): WordSample[] =>
    Array.from({ length: times }, (_, index) => ({ text: `${text} only${index}x`, reason }));
  const leaning = (leader: Reason, runnerUp: Reason): WordModelData =>
    trainWordModel([
      ...twice('reply came back empty', leader, 2),
      ...twice('reply came back empty', runnerUp, 1),
    ]);
  const lead = (model: WordModelData, text: string): number => {
    const [first, second] = voteWords(text, model).ranked;
    return (first?.score ?? 0) - (second?.score ?? 0);
  };

  it('answers a reason that touches no key on a smaller lead', () => {
    for (const reason of [
      'server_error',
      'timeout',
      'overloaded',
      'format_error',
      'model_not_found',
    ] as const) {
      const model = leaning(reason, 'auth');
      expect(lead(model, 'reply came back empty')).toBeGreaterThanOrEqual(WORD_LEAN_MARGIN);
      expect(lead(model, 'reply came back empty')).toBeLessThan(WORD_MARGIN);
      expect(byWords(run('reply came back empty'), model)).toMatchObject({
        reason,
        step: 'words',
        rule: `words.${reason}`,
      });
    }
  });

  it('never leans toward a key, a quota, a throttle or a refusal', () => {
    for (const reason of [
      'auth',
      'auth_permanent',
      'billing',
      'rate_limit',
      'content_policy',
    ] as const) {
      const model = leaning(reason, 'server_error');
      expect(lead(model, 'reply came back empty')).toBeGreaterThanOrEqual(WORD_LEAN_MARGIN);
      expect(byWords(run('reply came back empty'), model)).toBeUndefined();
    }
  });

  it('needs three known words: two say too little ("unknown error")', () => {
    const model = leaning('format_error', 'server_error');
    expect(byWords(run('reply came back'), model)?.reason).toBe('format_error');
    expect(byWords(run('reply came'), model)).toBeUndefined();
  });

  it('does not stop retrying what the text calls a 5xx or a 429', () => {
    for (const reason of ['format_error', 'model_not_found'] as const) {
      const model = leaning(reason, 'server_error');
      expect(byWords(run('reply came back empty'), model)?.reason).toBe(reason);
      expect(byWords(run('reply came back empty: 503'), model)).toBeUndefined();
      expect(byWords(run('reply came back empty (429)'), model)).toBeUndefined();
    }
    // A reason that retries anyway still leans.
    const retried = leaning('server_error', 'format_error');
    expect(byWords(run('reply came back empty: 503'), retried)?.reason).toBe('server_error');
  });

  it('reads real wordings no rule knows (held-out batches, each missed before the lean)', () => {
    const cases: ReadonlyArray<readonly [string, Reason]> = [
      // Databricks' serving-endpoint path refusal (batch 157, anthropics/claude-code#14007).
      [
        'Error: Error: 404 Path must be of form /serving-endpoints/<endpoint_name>/invocations or /serving-endpoints/<endpoint_name>/served-models/<served_model_name>/invocations',
        'format_error',
      ],
      // (goose's "Server error: None." (batch 237) leaned server_error here until the session 41
      // retrain left it unknown; it is a known miss of the held-out test now.)
      // OCI refusing a Grok model's multi-agent mode on chat completions (batch 238).
      ['Multi Agent requests are not allowed on chat completions', 'model_not_found'],
    ];
    for (const [message, reason] of cases) {
      const result = classifyError(errorFromDescriptor({ message }));
      expect(result.reason).toBe(reason);
      expect(result.explain.at(-1)).toMatchObject({ step: 'words', rule: `words.${reason}` });
    }
  });
});

describe('failureWordsOnly', () => {
  const wrappers: readonly WordSample[] = [
    { text: 'an error occurred while generating the response', reason: 'server_error' },
    { text: 'api request failed with 500', reason: 'server_error' },
    { text: 'request failed try again later', reason: 'overloaded' },
    { text: 'stream failed unexpected eof', reason: 'timeout' },
  ];
  // Each wording twice: a word of one labelled error only stays out of the model.
  const model = trainWordModel([...SAMPLES, ...SAMPLES, ...wrappers, ...wrappers]);

  it('returns the words of a text that only says a call failed', () => {
    expect(failureWordsOnly('error generating response', model)).toEqual([
      'error',
      'generating',
      'response',
    ]);
    expect(failureWordsOnly('ai provider request failed (acme app)', model)).toEqual([
      'request',
      'failed',
    ]);
  });

  it('leaves a text with a word of a cause, a hint or a status to the vote', () => {
    expect(failureWordsOnly('api request failed with 500', model)).toBeUndefined();
    expect(failureWordsOnly('request failed, try again later', model)).toBeUndefined();
    expect(failureWordsOnly('stream failed: unexpected eof', model)).toBeUndefined();
    expect(failureWordsOnly('rate limit exceeded', model)).toBeUndefined();
  });

  it('leaves a text of fewer known words than the vote needs to the vote, which stays unclear', () => {
    expect(failureWordsOnly('error', model)).toBeUndefined();
    expect(failureWordsOnly('nothing we know', model)).toBeUndefined();
  });
});

describe('the word vote in classifyError', () => {
  it('decides only after every rule left the error unread, and says so in explain', () => {
    // A wording no rule reads: Letta's server step whose API call returned no message, no status
    // (batch 104, letta-ai/letta#1796). (Tencent Cloud's "Request signature verification failed",
    // the example before, is read by a rule since batch 430.)
    const result = classifyError(
      errorFromDescriptor({
        message:
          "Letta.letta.server.server - ERROR - Error in server._step: API call didn't return a message: id='message-9fdf48af-b625-46f0-8b41-68bc3131d7f5' choices=[] model='gpt-4o-2024-05-13' object='chat.completion'",
      }),
    );
    const last = result.explain.at(-1);
    expect(last?.step).toBe('words');
    expect(last?.rule).toBe(`words.${result.reason}`);
    expect(result.explain.map((step) => step.step)).toContain('transport');
  });

  it('leaves a status to the status rules', () => {
    const result = classifyError(
      errorFromDescriptor({ status: 400, message: 'The model does not exist' }),
    );
    expect(result.explain.some((step) => step.step === 'words')).toBe(false);
  });

  it('stops the vote on an app wrapper whose words only say a call failed', () => {
    // Apps' own wrappers, no status, the provider's words lost (batch 539): the vote read them as
    // format_error or server_error from the accidental leanings of "request", "response", "error".
    for (const message of [
      'Error Generating Response',
      'AI provider request failed',
      "{'error': 'Unexpected response from API'}",
      'Max retries reached. Unable to complete the request',
    ]) {
      const result = classifyError(errorFromDescriptor({ message }));
      expect(result.reason, message).toBe('unknown');
      expect(result.explain.at(-1)?.rule, message).toBe('message.failure_words_only');
      expect(result.explain.some((step) => step.step === 'words')).toBe(false);
    }
  });

  it('still lets the vote read a wrapper that keeps a cause', () => {
    const result = classifyError(
      errorFromDescriptor({ message: 'Error generating response: stream was idle for 60 seconds' }),
    );
    expect(result.reason).toBe('timeout');
  });

  it('records an unclear vote before the default', () => {
    const result = classifyError(new Error('a strange thing occurred'));
    expect(result.reason).toBe('unknown');
    expect(result.explain.slice(-2).map((step) => step.rule)).toEqual([
      'words.unclear',
      'default.unknown',
    ]);
  });
});

describe('the word vote over a status', () => {
  const model = trainWordModel([
    { text: 'this relay only serves claude code clients', reason: 'auth' },
    { text: 'only claude code clients are allowed here', reason: 'auth' },
    { text: 'invalid value for parameter temperature', reason: 'format_error' },
    { text: 'invalid parameter messages must not be empty', reason: 'format_error' },
    { text: 'model not found', reason: 'model_not_found' },
    { text: 'the model does not exist', reason: 'model_not_found' },
    { text: 'something odd happened', reason: 'unknown' },
  ]);
  const said = (rule: string, reason: Reason) =>
    ({ reason, category: 'x', step: 'status', rule, field: 'status', matched: '400' }) as const;

  it("replaces a 400's own format_error when its words first choose auth by the margin", () => {
    const state = run('only claude code clients are served');
    const revised = wordsOverStatus(state, said('status.400', 'format_error'), model);
    expect(revised).toMatchObject({ reason: 'auth', step: 'words', rule: 'words.auth' });
    expect(state.trace).toEqual([
      { step: 'status', rule: 'status.400', field: 'status', matched: '400' },
    ]);
  });

  it("keeps a status's answer when the words' first choice is one that status does not carry", () => {
    const decision = said('status.400', 'format_error');
    expect(wordsOverStatus(run('the model does not exist'), decision, model)).toBe(decision);
  });

  it('keeps the answers of other rules and statuses', () => {
    for (const rule of ['status.401', 'status.429', 'status.400.context_overflow']) {
      const decision = said(rule, 'auth');
      expect(wordsOverStatus(run('invalid parameter value'), decision, model)).toBe(decision);
    }
  });

  it('needs a lead of 6 over a 400 and of 2 over a 404 that said unknown', () => {
    // Equal priors, so a reason leads another by Σ log((c₁ + α) / (c₂ + α)) over the known words:
    // 2 × log(6.02 / 1.02) ≈ 3.55 with both words 6:1, log(6.02 / 0.02) + that / 2 ≈ 7.48 with one 6:0.
    const between: WordModelData = {
      alpha: 0.02,
      minLines: 1,
      reasons: ['auth', 'format_error', 'model_not_found', 'unknown'],
      lines: [10, 10, 10, 10],
      words: 'clients 0:6 1:1\ngone 2:6 3:1\nmissing 2:6 3:1\nserved 0:6 1:1\nsolely 0:6',
    };
    const lead = (text: string, a: number, b: number) => {
      const ranked = voteWords(text, between).ranked;
      return (ranked[a]?.score ?? 0) - (ranked[b]?.score ?? 0);
    };
    expect(lead('served clients', 0, 1)).toBeCloseTo(2 * Math.log(6.02 / 1.02), 10);
    const kept = said('status.400', 'format_error');
    expect(wordsOverStatus(run('served clients'), kept, between)).toBe(kept);
    expect(
      wordsOverStatus(run('solely clients'), said('status.400', 'format_error'), between),
    ).toMatchObject({ reason: 'auth', rule: 'words.auth' });
    expect(
      wordsOverStatus(run('gone missing'), said('status.404', 'unknown'), between),
    ).toMatchObject({ reason: 'model_not_found', rule: 'words.model_not_found' });
  });

  it("fills a 404's unknown at the smaller margin", () => {
    expect(
      wordsOverStatus(run('model does not exist'), said('status.404', 'unknown'), model),
    ).toMatchObject({ reason: 'model_not_found', rule: 'words.model_not_found' });
  });
});
