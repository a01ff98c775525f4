/**
 * Rule group YB (session 79): the misses of held-out batches 2124–2144 that a general rule reads —
 * an HTTP/2 stream reset by nghttp2, Cursor's paid-plan upsell, a workspace barred from its region, a
 * quoted host name that did not resolve, LangChain4j's RateLimitException with an empty-looking
 * message, an agent's truncation that could not keep one message, LangChain's missing `bind_tools`,
 * an API key left empty, a quota that refreshes at a stated time and a proxy with no listener for the
 * path — each with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('nghttp2 "Stream closed with error code" (held h2133-cursor-nghttp2-internal-error)', () => {
  it('reads the reset stream as timeout, with nghttp2 prefix or the bare RST_STREAM code', () => {
    expect(
      classified({
        message: 'Stream closed with error code NGHTTP2_INTERNAL_ERROR',
        code: 'NGHTTP2_INTERNAL_ERROR',
      }),
    ).toEqual({ reason: 'timeout', rule: 'message.http2_stream_closed_code' });
    expect(ruleOf({ message: 'http/2 stream closed with error code INTERNAL_ERROR (0x2)' })).toBe(
      'message.http2_stream_closed_code',
    );
  });
  it('leaves ENHANCE_YOUR_CALM (held both ways) and a plain internal_error to other rules', () => {
    expect(
      ruleOf({ message: '[internal] Stream closed with error code NGHTTP2_ENHANCE_YOUR_CALM' }),
    ).not.toBe('message.http2_stream_closed_code');
    expect(reasonOf({ status: 500, message: '500 Internal Server Error: internal_error' })).toBe(
      'server_error',
    );
  });
});

describe('Cursor\'s "Get Cursor Pro for more Agent usage" (held h2133-cursor-get-pro-agent-usage)', () => {
  it('reads the upsell alone or under "hit your usage limit" as billing', () => {
    expect(
      classified({ message: 'Get Cursor Pro for more Agent usage, unlimited Tab, and more.' }),
    ).toEqual({ reason: 'billing', rule: 'message.cursor_pro_upsell' });
    expect(
      classified({
        message:
          "You've hit your usage limit\nGet Cursor Pro for more Agents use, unlimited Tab, and more.",
      }),
    ).toEqual({ reason: 'billing', rule: 'message.cursor_pro_upsell' });
  });
  it('leaves a usage limit with a stated wait to the usage window', () => {
    expect(reasonOf({ message: "You've hit your usage limit. Try again in 5 hours." })).toBe(
      'rate_limit',
    );
  });
});

describe('"Workspace is not authorized in this region" (held h2127-openai-codex-workspace-region)', () => {
  it('reads the region block as auth_permanent under a 401 and without a status', () => {
    expect(
      classified({ status: 401, message: 'HTTP 401: Workspace is not authorized in this region.' }),
    ).toEqual({ reason: 'auth_permanent', rule: 'status.401.workspace_region' });
    expect(classified({ message: 'Workspace is not authorized in this region.' })).toEqual({
      reason: 'auth_permanent',
      rule: 'message.workspace_region_not_authorized',
    });
  });
  it('leaves a 401 that names no region to the 401 rules', () => {
    expect(ruleOf({ status: 401, message: 'You are not authorized in this workspace.' })).not.toBe(
      'status.401.workspace_region',
    );
  });
});

describe('a quoted host that did not resolve (held h2136-docker-model-runner-genai-dns)', () => {
  it("reads urllib3's \"Failed to resolve '<host>'\" as a DNS failure, with or without the errno", () => {
    expect(classified({ message: "Failed to resolve 'model-runner.docker.internal'" })).toEqual({
      reason: 'timeout',
      rule: 'transport.host_not_resolved',
    });
    expect(
      ruleOf({ message: "Failed to resolve 'api.openai.com' ([Errno -2] Name unknown)" }),
    ).toBe('transport.host_not_resolved');
  });
  it('leaves an import or a model name that failed to resolve', () => {
    expect(ruleOf({ message: "Failed to resolve import './foo.js'" })).not.toBe(
      'transport.host_not_resolved',
    );
    expect(ruleOf({ message: "Failed to resolve 'gpt-4o'" })).not.toBe(
      'transport.host_not_resolved',
    );
  });
});

describe('LangChain4j RateLimitException with an empty-looking message (held h2130-unknown-langchain4j-jeddict-ratelimitexception)', () => {
  it('reads the class as rate_limit when its message says nothing', () => {
    expect(
      classified({ message: '{', name: 'dev.langchain4j.exception.RateLimitException' }),
    ).toEqual({ reason: 'rate_limit', rule: 'name.ratelimitexception' });
  });
  it('leaves quota words under the class to the billing rules, and other classes alone', () => {
    expect(
      reasonOf({
        message: 'You exceeded your current quota, please check your plan and billing details.',
        name: 'dev.langchain4j.exception.RateLimitException',
      }),
    ).toBe('billing');
    expect(reasonOf({ message: '{', name: 'dev.langchain4j.exception.HttpException' })).toBe(
      'unknown',
    );
  });
});

describe('an agent truncation that could not keep one message (held h2132-antigravity-could-not-convert-single-message-truncation)', () => {
  it('reads it as context_overflow in both phrasings', () => {
    expect(
      classified({
        message:
          'agent executor error: could not convert a single message before hitting truncation',
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'message.context_overflow' });
    expect(reasonOf({ message: 'Could not fit a single message before reaching truncation' })).toBe(
      'context_overflow',
    );
  });
  it('leaves a message converted or truncated without that failure', () => {
    expect(reasonOf({ message: 'could not convert message: unexpected role' })).not.toBe(
      'context_overflow',
    );
  });
});

describe("LangChain's missing bind_tools (held h2139-ollama-mcp-use-bind-tools)", () => {
  it('reads the model class that takes no tools as model_not_found', () => {
    expect(
      classified({
        message:
          'Error running query: This function requires a .bind_tools method be implemented on the LLM.',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.bind_tools_not_implemented' });
    expect(
      ruleOf({
        message:
          'ValueError: This function requires a bind_tools() method be implemented on the LLM',
      }),
    ).toBe('message.bind_tools_not_implemented');
  });
  it('leaves a bare NotImplementedError naming bind_tools', () => {
    expect(ruleOf({ message: 'NotImplementedError: bind_tools' })).not.toBe(
      'message.bind_tools_not_implemented',
    );
  });
});

describe('an API key left empty (held h2131-openai-promptingtools-empty-api-key)', () => {
  it('reads "api_key cannot be empty" and "API key must not be empty" as auth_permanent', () => {
    expect(
      classified({
        message: 'ERROR: ArgumentError: api_key cannot be empty',
        name: 'ArgumentError',
      }),
    ).toEqual({ reason: 'auth_permanent', rule: 'message.api_key_empty' });
    expect(ruleOf({ message: 'OpenAI API key must not be empty' })).toBe('message.api_key_empty');
  });
  it("leaves a request field that cannot be empty to the request's rules", () => {
    expect(reasonOf({ message: 'messages cannot be empty' })).toBe('format_error');
  });
});

describe('a quota that refreshes at a stated time (held h2132-antigravity-baseline-quota-refresh-ai-credit-overages)', () => {
  it('reads it as rate_limit, with a date or a delay', () => {
    expect(
      classified({
        message:
          'Your plan’s baseline quota will refresh on 16.03.2026, 19:10:46. To continue using this model now, enable AI Credit overages.',
      }),
    ).toEqual({ reason: 'rate_limit', rule: 'message.quota_will_refresh' });
    expect(ruleOf({ message: 'Your quota will refresh in 3 hours.' })).toBe(
      'message.quota_will_refresh',
    );
  });
  it('leaves credits said to refresh, with a purchase, to the billing rules', () => {
    expect(
      ruleOf({ message: 'Your credits will refresh on 1 April; add credits to continue.' }),
    ).not.toBe('message.quota_will_refresh');
  });
});

describe('a proxy with no listener for the path (held h2128-azure-proxy-no-listener-endpoint)', () => {
  it('reads it as format_error for an endpoint or a path', () => {
    expect(classified({ message: 'No listener for endpoint: /chat/completions' })).toEqual({
      reason: 'format_error',
      rule: 'message.no_listener_for_endpoint',
    });
    expect(ruleOf({ message: 'No listener for path: /v1/responses' })).toBe(
      'message.no_listener_for_endpoint',
    );
  });
  it('leaves "no listeners available"', () => {
    expect(ruleOf({ message: 'No listeners available' })).not.toBe(
      'message.no_listener_for_endpoint',
    );
  });
});
