/**
 * Rules written for the misses of held-out batches 1797–1808 (session 73, rule group QA), after the
 * batches had been scored without them, and for the older lines the session's retrain of the word
 * vote moved (h1107, h1276). Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function decidedRule(result: ReturnType<typeof classify>) {
  return result.explain.find((step) => step.decided)?.rule;
}

describe("Copilot's token fetch that threw (timeout)", () => {
  it('is "Failed to get copilot token due to fetch throwing: net::ERR_NETWORK_IO_SUSPENDED" (batch 1797)', () => {
    const result = classify({
      message: 'Failed to get copilot token due to fetch throwing: net::ERR_NETWORK_IO_SUSPENDED',
    });
    expect(result.reason).toBe('timeout');
    expect(decidedRule(result)).toBe('message.copilot_token_fetch_threw');
  });
  it('is another thrown network error in a log line', () => {
    expect(
      classify({
        message:
          '[error] [auth] Failed to get copilot token due to fetch throwing: net::ERR_INTERNET_DISCONNECTED',
      }).reason,
    ).toBe('timeout');
  });
  it('leaves the token fetch refused by a status, and the bare sentence, to the sign-in (auth)', () => {
    expect(
      classify({
        message: 'Failed to get copilot token due to 401 status. Please sign out and try again.',
      }).reason,
    ).toBe('auth');
    expect(classify({ message: 'Failed to get Copilot token' }).reason).toBe('auth');
  });
});

describe("Chromium's net::ERR_NETWORK_IO_SUSPENDED (timeout)", () => {
  it("is Copilot Chat's firewall advice around it (batch 1797), read by the transport words", () => {
    const result = classify({
      message:
        'Sorry, your request failed. Please try again. Request id: b9747098\n\nReason: Please check your firewall rules and network connection then try again. Error Code: net::ERR_NETWORK_IO_SUSPENDED.',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.some((step) => step.step === 'words' && step.decided)).toBe(false);
  });
  it('is the code alone in an electron-fetch log line', () => {
    const result = classify({
      message: 'FetcherService: electron-fetch failed with error: net::ERR_NETWORK_IO_SUSPENDED',
    });
    expect(result.reason).toBe('timeout');
  });
  it('leaves a suspended key alone (auth_permanent)', () => {
    expect(classify({ message: 'Your API key has been suspended.' }).reason).toBe('auth_permanent');
  });
});

describe("Go's net/http refusing a credential header's value (auth_permanent)", () => {
  it('is "net/http: invalid header field value for "Authorization"" (go-openai, batch 1276)', () => {
    const result = classify({
      message: 'net/http: invalid header field value for "Authorization"',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(decidedRule(result)).toBe('message.auth_permanent');
  });
  it('is the same under the URL a Go client prints, and for an API-key header', () => {
    expect(
      classify({
        message:
          'Post "https://api.openai.com/v1/chat/completions": net/http: invalid header field value for "Authorization"',
      }).reason,
    ).toBe('auth_permanent');
    expect(
      classify({ message: 'net/http: invalid header field value for "X-Api-Key"' }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a header that carries no credential alone', () => {
    expect(
      classify({ message: 'net/http: invalid header field value for "User-Agent"' }).reason,
    ).not.toBe('auth_permanent');
  });
});

describe('OpenAI\'s load-shedding body {"status": "come back later"} in a message (rate_limit)', () => {
  it("is gpt_academic's traceback ending in the body's tail (batch 1107)", () => {
    const result = classify({
      name: 'TypeError',
      message:
        'Traceback (most recent call last): File ".\\request_llms\\bridge_chatgpt.py", line 243, in predict if (\'data: [DONE]\' in chunk_decoded) or (len(chunkjson[\'choices\'][0]["delta"]) == 0): TypeError: \'NoneType\' object is not subscriptable "status": "come back later"}',
    });
    expect(result.reason).toBe('rate_limit');
    expect(decidedRule(result)).toBe('message.openai_come_back_later');
  });
  it('is the whole body printed without spaces, and the body kept under its 429', () => {
    expect(classify({ message: 'Error: {"status":"come back later"}' }).reason).toBe('rate_limit');
    expect(classify({ status: 429, body: { status: 'come back later' } }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves the phrase in prose to the capacity words (overloaded)', () => {
    expect(classify({ message: 'The server is busy, please come back later.' }).reason).toBe(
      'overloaded',
    );
  });
});

describe("a client's empty 200 with its own rate-limit guess (server_error)", () => {
  it('is "LLM returned 200 OK but response body was empty (possible rate limit)" (batch 1803)', () => {
    const result = classify({
      status: 200,
      message: 'Error: LLM returned 200 OK but response body was empty (possible rate limit)',
    });
    expect(result.reason).toBe('server_error');
    expect(decidedRule(result)).toBe('message.empty_200_rate_limit_guessed');
  });
  it('is the same sentence without a status or the hedge', () => {
    expect(
      classify({
        message: 'LLM returned 200 OK but response body was empty (possible rate limit)',
      }).reason,
    ).toBe('server_error');
    expect(classify({ message: 'LLM returned 200 OK but response body was empty' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a rate limit the server states alone', () => {
    expect(classify({ message: 'Rate limit exceeded, please retry later' }).reason).toBe(
      'rate_limit',
    );
    expect(classify({ status: 429, message: 'response body was empty' }).reason).toBe('rate_limit');
  });
});

describe('a stream that ended without a finish reason (server_error)', () => {
  it('is "Stream ended without finish_reason" (9Router, batch 1802)', () => {
    const result = classify({ message: 'Stream ended without finish_reason' });
    expect(result.reason).toBe('server_error');
    expect(decidedRule(result)).toBe('message.stream_ended_without_finish_reason');
  });
  it('is the "Error:" rendering and qwen-code\'s "without a finish reason"', () => {
    expect(classify({ message: 'Error: Stream ended without finish_reason' }).reason).toBe(
      'server_error',
    );
    expect(classify({ message: 'Model stream ended without a finish reason' }).reason).toBe(
      'server_error',
    );
  });
  it('reads a large session as the other stream checks do (context_overflow)', () => {
    const error = errorFromDescriptor({ message: 'Stream ended without finish_reason' });
    const large = classifyError(error, { approxTokens: 40_000, contextLength: 32_768 });
    expect(large.reason).toBe('context_overflow');
  });
  it("leaves a stream cut before Anthropic's message_stop to the disconnect step (timeout)", () => {
    expect(classify({ message: 'Stream ended without message_stop' }).reason).toBe('timeout');
  });
});

describe("the Vertex AI SDK's response that stopped at its output limit (context_overflow)", () => {
  const ratings =
    'Safety ratings: [category: HARM_CATEGORY_HATE_SPEECH\nprobability: NEGLIGIBLE\nprobability_score: 0.388671875\nseverity: HARM_SEVERITY_NEGLIGIBLE\n, category: HARM_CATEGORY_DANGEROUS_CONTENT\nprobability: NEGLIGIBLE\nseverity: HARM_SEVERITY_LOW\n].';
  it('is "Finish reason: 2." with every rating NEGLIGIBLE (batch 1805)', () => {
    const result = classify({
      name: 'ResponseValidationError',
      message: `vertexai.generative_models._generative_models.ResponseValidationError: The model response did not complete successfully.\nFinish reason: 2.\nFinish message: .\n${ratings}`,
    });
    expect(result.reason).toBe('context_overflow');
    expect(decidedRule(result)).toBe('message.vertex_stopped_at_max_tokens');
  });
  it('is the enum name MAX_TOKENS in its place', () => {
    expect(
      classify({
        message:
          'The model response did not complete successfully.\nFinish reason: MAX_TOKENS.\nFinish message: .',
      }).reason,
    ).toBe('context_overflow');
  });
  it('leaves a malformed function call (9) and a safety stop (3) to their readings', () => {
    expect(
      classify({
        message:
          'vertexai.generative_models._generative_models.ResponseValidationError: The model response did not complete successfully.\nFinish reason: 9.\nFinish message: Malformed function call: \nprint("Source Tables:")',
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        message:
          'The model response did not complete successfully.\nFinish reason: 3.\nFinish message: .\nSafety ratings: [category: HARM_CATEGORY_HATE_SPEECH\nprobability: HIGH\nblocked: true]',
      }).reason,
    ).toBe('content_policy');
  });
});

describe('Claude Code\'s "The response stopped arriving" (timeout)', () => {
  it('is the gateway-cut stream under "API Error:" (batch 1802)', () => {
    const result = classify({
      message: 'API Error: The response stopped arriving. The response above may be incomplete.',
    });
    expect(result.reason).toBe('timeout');
    expect(decidedRule(result)).toBe('transport.connection_lost');
  });
  it('is the sentence without its prefix', () => {
    expect(classify({ message: 'The response stopped arriving.' }).reason).toBe('timeout');
  });
  it("leaves Claude Code's server error mid-response alone (server_error)", () => {
    expect(
      classify({
        message: 'API Error: Server error mid-response. The response above may be incomplete.',
      }).reason,
    ).toBe('server_error');
  });
});

describe("google-genai's repr of a MALFORMED_FUNCTION_CALL finish (server_error)", () => {
  it('is the streamed chunk pydantic-ai raised on (batch 1805)', () => {
    const result = classify({
      message:
        "sdk_http_response=HttpResponse(\n  headers=<dict len=11>\n) candidates=[Candidate(\n  finish_reason=<FinishReason.MALFORMED_FUNCTION_CALL: 'MALFORMED_FUNCTION_CALL'>,\n  index=0\n)] create_time=None model_version=None prompt_feedback=None",
    });
    expect(result.reason).toBe('server_error');
    expect(decidedRule(result)).toBe('message.server_error');
  });
  it('is the candidate alone', () => {
    expect(
      classify({
        message:
          "Candidate(finish_reason=<FinishReason.MALFORMED_FUNCTION_CALL: 'MALFORMED_FUNCTION_CALL'>, index=0)",
      }).reason,
    ).toBe('server_error');
  });
  it('leaves a malformed request to the validation words (format_error)', () => {
    expect(classify({ message: 'Malformed request body' }).reason).toBe('format_error');
  });
});

describe("Azure's content_filter_results key in a quoted chunk (no verdict)", () => {
  it("is langchain4j's JsonEOFException on a cut chunk (batch 1803), not content_policy", () => {
    const result = classify({
      name: 'JsonEOFException',
      message:
        'com.azure.json.implementation.jackson.core.io.JsonEOFException: Unexpected end-of-input: expected close marker for Object (start marker at [Source: (byte[])"{"choices":[{"content_filter_results":{"hate":{"filtered":false,"severity":"safe"}"; line: 1, column: 39])',
    });
    expect(result.reason).not.toBe('content_policy');
  });
  it("leaves Azure's content-filter verdicts alone (content_policy)", () => {
    expect(
      classify({
        status: 400,
        body: {
          error: {
            code: 'content_filter',
            message:
              "The response was filtered due to the prompt triggering Azure OpenAI's content management policy.",
            innererror: {
              code: 'ResponsibleAIPolicyViolation',
              content_filter_result: { hate: { filtered: true, severity: 'high' } },
            },
          },
        },
      }).reason,
    ).toBe('content_policy');
    expect(classify({ message: 'Output blocked by content filter' }).reason).toBe('content_policy');
  });
  it('still reads the key when a category under it was filtered (content_policy)', () => {
    // Azure's 200 with no choice whose prompt filter blocked the prompt, as an adapter's error
    // message quotes the body (test/providers-choice-errors.test.ts; held "filtered":true ×25).
    const body =
      '{"choices":[],"prompt_filter_results":[{"prompt_index":0,"content_filter_results":{"self_harm":{"filtered":false,"severity":"safe"},"hate":{"filtered":true,"severity":"high"}}}]}';
    expect(classify({ message: `200 answer without a choice: ${body}` }).reason).toBe(
      'content_policy',
    );
    // Nothing filtered: no rule reads the key (what the word vote makes of it is not pinned here).
    expect(
      decidedRule(classify({ message: body.replace('"filtered":true', '"filtered":false') })),
    ).not.toBe('signature.content_policy_text');
  });
});

describe('a 501 that says what was asked is not implemented (format_error)', () => {
  it('is Gemini File API\'s "Endpoint not implemented." (batch 1808)', () => {
    const result = classify({
      status: 501,
      name: 'HttpError',
      message:
        '<HttpError 501 when requesting https://generativelanguage.googleapis.com/upload/v1beta/files?alt=json&uploadType=multipart returned "Endpoint not implemented.". Details: "Endpoint not implemented.">',
    });
    expect(result.reason).toBe('format_error');
    expect(decidedRule(result)).toBe('status.501.not_implemented');
  });
  it('is llamafile\'s Transfer-Encoding through one-api, and CLOVA\'s "Not yet implemented"', () => {
    expect(
      classify({
        status: 501,
        message: 'bad_response_status_code 501 Transfer-Encoding Not Implemented',
      }).reason,
    ).toBe('format_error');
    expect(classify({ status: 501, message: 'Not yet implemented' }).reason).toBe('format_error');
  });
  it('leaves the bare reason phrase, other words, a model missing under it, and a 500 alone', () => {
    expect(classify({ status: 501, message: '501 Not Implemented' }).reason).toBe('server_error');
    expect(classify({ status: 501, message: 'Service-side problem' }).reason).toBe('server_error');
    expect(
      classify({
        status: 501,
        message: 'This server does not support embeddings. Start it with `--embeddings`',
      }).reason,
    ).toBe('model_not_found');
    expect(classify({ status: 500, message: 'Not Implemented' }).reason).toBe('server_error');
  });
});

describe('pydantic-ai\'s "Received empty model response" alone (unknown, not voted)', () => {
  it('is the Azure gpt-5-mini answer with no parts (batch 1803)', () => {
    const result = classify({ message: 'Received empty model response' });
    expect(result.reason).toBe('unknown');
    expect(decidedRule(result)).toBe('message.empty_response_unexplained');
  });
  it('is the exception with its class printed before it', () => {
    expect(
      classify({
        name: 'UnexpectedModelBehavior',
        message: 'pydantic_ai.exceptions.UnexpectedModelBehavior: Received empty model response',
      }).reason,
    ).toBe('unknown');
  });
  it('leaves the words beside a cause that says more alone', () => {
    expect(
      classify({
        message:
          'Received empty model response, retrying with a smaller prompt because context length exceeded',
      }).reason,
    ).toBe('context_overflow');
  });
});

describe("Google's retryDelay escaped inside a string (the wait)", () => {
  it("is Gemini's 429 document as a string in a relay's JSON, printed by the pi agent (batch 1806)", () => {
    const result = classify({
      status: 429,
      message:
        'Error: {"error":{"message":"{\\n  \\"error\\": {\\n    \\"code\\": 429,\\n    \\"message\\": \\"You exceeded your current quota, please check your plan and billing details. For more information … 30 lines deleted … \\\\\\"retryDelay\\\\\\": \\\\\\"36s\\\\\\"\\\\n }\\\\n    ]\\\\n  }\\\\n}\\\\n\\",\\"code\\":429,\\"status\\":\\"Too Many Requests\\"}}',
    });
    expect(result.retryAfterMs).toBe(36_000);
  });
  it('is the key escaped once, and still the plain JSON and Python renderings', () => {
    expect(
      classify({ status: 429, message: 'quota exceeded {\\"retryDelay\\": \\"12s\\"}' })
        .retryAfterMs,
    ).toBe(12_000);
    expect(
      classify({ status: 429, message: 'quota exceeded {"retryDelay": "59s"}' }).retryAfterMs,
    ).toBe(59_000);
    expect(
      classify({ status: 429, message: "quota exceeded {'retryDelay': '7s'}" }).retryAfterMs,
    ).toBe(7_000);
  });
});
