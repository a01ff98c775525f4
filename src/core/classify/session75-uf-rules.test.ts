/**
 * Session 75's partial renderings (rule group UF): wordings the held lines label one way that were
 * read only with their status or their message, now read from the text (or the body) alone, as the
 * status reads them; their neighbours keep their readings.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('a local server’s generation fault without its 500 (h1948, h1773: server_error)', () => {
  const rule = 'message.local_server_generation_fault';
  it('reads the held wordings', () => {
    expect(classified({ message: 'does not match the expected peg-native format' })).toEqual({
      reason: 'server_error',
      rule,
    });
    expect(
      classified({ body: { error: 'prediction aborted, token repeat limit reached' } }),
    ).toEqual({ reason: 'server_error', rule });
    expect(
      classified({
        message:
          'Unexpected: grammar rejected tokens [200028] for request chatcmpl-8da6fc665494abe1-b5b27872. Terminating request.',
      }),
    ).toEqual({ reason: 'server_error', rule });
  });
  it('reads another rendering: a wrapper, other casing', () => {
    expect(
      classified({
        message:
          "Error code: 500 - 'The model produced output that does NOT MATCH THE EXPECTED PEG-NATIVE FORMAT'",
      }).reason,
    ).toBe('server_error');
    expect(classified({ message: 'Ollama error: Token repeat limit reached' })).toEqual({
      reason: 'server_error',
      rule,
    });
  });
  it('leaves the request-side parse failures and other formats to their rules', () => {
    expect(ruleOf({ message: 'Failed to parse input at pos' })).not.toBe(rule);
    expect(ruleOf({ message: 'The request does not match the expected format' })).not.toBe(rule);
    expect(ruleOf({ message: 'repeat limit reached for this tool' })).not.toBe(rule);
  });
});

describe('Entra ID’s AADSTS53003 without its 403 (h1923: auth)', () => {
  const rule = 'message.entra_conditional_access_blocked';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          'AADSTS53003: Access has been blocked by Conditional Access policies. The access policy does not allow token issuance.',
      }),
    ).toEqual({ reason: 'auth', rule });
  });
  it('reads another rendering: the sentence without its code, the code alone', () => {
    expect(
      classified({ message: 'Sign-in failed: access was blocked by conditional access policy' }),
    ).toEqual({ reason: 'auth', rule });
    expect(classified({ message: 'ClientAuthenticationError: AADSTS53003' })).toEqual({
      reason: 'auth',
      rule,
    });
  });
  it('leaves other Entra codes and the bare words to their rules', () => {
    expect(
      ruleOf({
        message:
          'AADSTS7000215: Invalid client secret provided. Ensure the secret being sent is the client secret value',
      }),
    ).not.toBe(rule);
    expect(ruleOf({ message: 'Conditional access is enabled for this tenant' })).not.toBe(rule);
  });
});

describe('a gateway’s upstream answer that was not JSON (h1729, h724: server_error)', () => {
  const rule = 'message.upstream_answer_not_json';
  it('reads the held wordings', () => {
    expect(classified({ body: { error: 'Upstream returned invalid JSON. Status: 200' } })).toEqual({
      reason: 'server_error',
      rule,
    });
    expect(
      classified({ message: "JSON Parse error: Unrecognized token '<'", name: 'SyntaxError' }),
    ).toEqual({ reason: 'server_error', rule });
  });
  it('reads another rendering: a wrapper, other casing', () => {
    expect(classified({ message: 'proxy: UPSTREAM RETURNED INVALID JSON' })).toEqual({
      reason: 'server_error',
      rule,
    });
  });
  it('leaves a request the server could not parse, and other tokens, to their rules', () => {
    expect(
      ruleOf({ message: 'Bad Request: upstream returned invalid JSON for the request body' }),
    ).not.toBe(rule);
    expect(ruleOf({ message: "JSON Parse error: Unrecognized token 'u'" })).not.toBe(rule);
    expect(reasonOf({ message: 'Invalid JSON payload received. Unknown name "foo"' })).toBe(
      'format_error',
    );
  });
});

describe('a gateway without its upstream key (h891: server_error)', () => {
  const rule = 'message.upstream_provider_credentials_unavailable';
  it('reads the held wording', () => {
    expect(classified({ message: 'upstream provider credentials unavailable' })).toEqual({
      reason: 'server_error',
      rule,
    });
  });
  it('reads another rendering: the body alone, other casing', () => {
    expect(
      classified({
        body: {
          error: {
            message: 'Upstream provider credentials unavailable',
            type: 'invalid_request_error',
          },
        },
      }),
    ).toEqual({ reason: 'server_error', rule });
  });
  it('leaves the caller’s own credentials to the auth rules', () => {
    expect(ruleOf({ message: 'AWS credentials unavailable' })).not.toBe(rule);
    expect(ruleOf({ status: 401, message: 'provider credentials invalid' })).not.toBe(rule);
  });
});

describe('a proxy’s upstream request that failed (h1729-vision: server_error)', () => {
  const rule = 'message.upstream_proxy_request_failed';
  it('reads the held wording', () => {
    expect(
      classified({
        body: { error: { message: 'Upstream proxy request failed', type: 'proxy_error' } },
      }),
    ).toEqual({ reason: 'server_error', rule });
  });
  it('reads another rendering: the message alone, other casing', () => {
    expect(classified({ message: 'Error: UPSTREAM PROXY REQUEST FAILED' })).toEqual({
      reason: 'server_error',
      rule,
    });
  });
  it('leaves a 4xx the upstream named, and a local proxy’s connect failure, to their rules', () => {
    expect(ruleOf({ message: 'Upstream proxy request failed: 400 Bad Request' })).not.toBe(rule);
    expect(reasonOf({ message: 'proxy request failed: connect ECONNREFUSED 127.0.0.1:8080' })).toBe(
      'timeout',
    );
  });
});

describe('Modal’s router with no such function (h1655: model_not_found)', () => {
  it('reads the held wording under its 404 and without it', () => {
    expect(classified({ status: 404, body: 'modal-http: invalid function call' })).toEqual({
      reason: 'model_not_found',
      rule: 'status.404.modal_invalid_function_call',
    });
    expect(classified({ message: 'modal-http: invalid function call' })).toEqual({
      reason: 'model_not_found',
      rule: 'message.modal_invalid_function_call',
    });
  });
  it('reads another rendering: the client’s wrapper, other casing', () => {
    expect(
      reasonOf({
        status: 404,
        message: 'x--serve.modal.run returned 404: MODAL-HTTP: invalid function call',
      }),
    ).toBe('model_not_found');
  });
  it('leaves a tool’s invalid function call to the request rules', () => {
    expect(ruleOf({ status: 400, message: 'invalid function call arguments' })).not.toBe(
      'status.404.modal_invalid_function_call',
    );
    expect(ruleOf({ message: 'invalid function call arguments' })).not.toBe(
      'message.modal_invalid_function_call',
    );
  });
});

describe('ChatGPT’s mcp_error type without its 424 (h1308: format_error)', () => {
  it('reads the held body', () => {
    expect(
      classified({
        body: {
          detail: {
            type: 'mcp_error',
            developer_message: 'MCP server/discover response was inconsistent from openai.org',
            kind: 'invalid_response',
            upstream_status: 200,
          },
        },
      }),
    ).toEqual({ reason: 'format_error', rule: 'code.mcp_error' });
  });
  it('reads another rendering: the type alone', () => {
    expect(reasonOf({ body: { error: { type: 'mcp_error' } } })).toBe('format_error');
  });
  it('is weak: words that name a cause decide first', () => {
    expect(
      reasonOf({
        body: { error: { type: 'mcp_error', message: 'Rate limit exceeded, please retry later' } },
      }),
    ).toBe('rate_limit');
  });
});

describe('ChatGPT’s invalid_workspace_selected without its 403 (h737: auth)', () => {
  it('reads the held body', () => {
    expect(classified({ body: { detail: { code: 'invalid_workspace_selected' } } })).toEqual({
      reason: 'auth',
      rule: 'code.invalid_workspace_selected',
    });
  });
  it('reads another rendering: the code as the error’s own, under its 403', () => {
    expect(reasonOf({ code: 'invalid_workspace_selected' })).toBe('auth');
    expect(
      reasonOf({ status: 403, body: { detail: { code: 'invalid_workspace_selected' } } }),
    ).toBe('auth');
  });
  it('leaves other workspace codes alone', () => {
    expect(ruleOf({ body: { detail: { code: 'workspace_not_found' } } })).not.toBe(
      'code.invalid_workspace_selected',
    );
  });
});

describe('pi’s "Cloud Code Assist API error (400):" without its status (h1924: format_error)', () => {
  it('reads the held wording as the status it names', () => {
    expect(
      classified({
        message:
          'Error: Compaction failed: Summarization failed: Cloud Code Assist API error (400):',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.400' });
  });
  it('reads another rendering: another status, no colon', () => {
    expect(reasonOf({ message: 'Summarization failed: Gemini API error (429)' })).toBe(
      'rate_limit',
    );
  });
  it('leaves a bracketed number not ending the text, or no status, unread as a status', () => {
    expect(ruleOf({ message: 'Summarization failed: API error (429) in batch 3 of 7' })).not.toBe(
      'status.429',
    );
    expect(ruleOf({ message: 'Summarization failed: API error (200):' })).toBe('default.unknown');
    expect(ruleOf({ message: 'Summarization failed: API error (4000):' })).toBe('default.unknown');
  });
});

describe('an HTML page’s dns-prefetch hint is no failed lookup (h1161: server_error)', () => {
  const page =
    '<!DOCTYPE html><html lang="en"> <head><link rel="dns-prefetch" href="https://www.anthropic.com/" crossorigin><link rel="preconnect" href="https://www.anthropic.com/" crossorigin><meta charset="utf-8">';
  it('reads the held page without the transport rule', () => {
    const result = classified({ body: page });
    expect(result.rule).not.toBe('transport.text');
    expect(result.reason).not.toBe('timeout');
  });
  it('reads another rendering: the page as the message', () => {
    expect(ruleOf({ message: page })).not.toBe('transport.text');
  });
  it('still reads a failed lookup as the transport', () => {
    expect(reasonOf({ message: 'dns error: failed to lookup address information' })).toBe(
      'timeout',
    );
    expect(reasonOf({ message: 'DNS resolution failed for api.example.com' })).toBe('timeout');
  });
});
