/**
 * Review 61 of session 61's rules (groups EW, EX and EY; notes/s61/review-61.md): each narrowed rule
 * with the reviewer's neighbour wordings it now reads right, and the held line it was written for.
 * (review-61-rules.test.ts, if present, is the older review of batch 61.)
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function each(rows: readonly (readonly [Record<string, unknown>, string])[]) {
  for (const [descriptor, want] of rows) {
    expect(reason(descriptor), JSON.stringify(descriptor)).toBe(want);
  }
}

describe("Anthropic's thinking-first rule in every spelling (item 1)", () => {
  it('keeps the held wording it was written for', () => {
    each([
      [
        {
          status: 502,
          message:
            'messages.35.content.0.type: Expected thinking or redacted_thinking, but found text',
        },
        'format_error',
      ],
    ]);
  });
  it('reads the backticked and quoted spellings under a 5xx', () => {
    each([
      [
        {
          status: 502,
          message:
            'upstream error: {"type":"error","error":{"type":"invalid_request_error","message":"messages.35.content.0.type: Expected `thinking` or `redacted_thinking`, but found `text`. When `thinking` is enabled, a final `assistant` message must start with a thinking block."}}',
        },
        'format_error',
      ],
      [
        {
          status: 500,
          message:
            'messages.3.content.0.type: Expected `thinking` or `redacted_thinking`, but found `tool_use`. When `thinking` is enabled, a final `assistant` message must start with a thinking block.',
        },
        'format_error',
      ],
      [
        { status: 500, message: "Expected 'thinking' or 'redacted_thinking', but found 'text'" },
        'format_error',
      ],
    ]);
  });
});

describe("Python's TypeError is the server's only outside the caller's own code (item 2)", () => {
  it('keeps the held wordings it was written for', () => {
    each([
      [
        { message: "acreate_batch() missing 1 required positional argument: 'input_file_id'" },
        'server_error',
      ],
      [
        {
          status: 500,
          message: "acreate_batch() missing 1 required positional argument: 'input_file_id'",
        },
        'server_error',
      ],
      [{ message: "multiple values for keyword argument 'messages'" }, 'server_error'],
      [{ status: 500, message: "multiple values for keyword argument 'messages'" }, 'server_error'],
    ]);
  });
  it("no longer reads the caller's TypeErrors as server faults", () => {
    each([
      [
        {
          message:
            "TypeError: Completions.create() got multiple values for keyword argument 'model'",
        },
        'format_error',
      ],
      [
        {
          message:
            "Error executing tool search_web: search_web() missing 1 required positional argument: 'query'",
        },
        'format_error',
      ],
      [
        { message: "TypeError: get_weather() missing 1 required positional argument: 'location'" },
        'unknown',
      ],
      [{ message: "__init__() missing 1 required positional argument: 'response'" }, 'unknown'],
      [
        { message: "BadRequest.__init__() missing 1 required positional argument: 'response'" },
        'unknown',
      ],
    ]);
    for (const message of [
      "ChatOpenAI.__init__() got multiple values for keyword argument 'model'",
      "TypeError: __init__() missing 2 required positional arguments: 'response' and 'body'",
    ]) {
      expect(reason({ message }), message).not.toBe('server_error');
    }
  });
});

describe('a key "not enabled" is dead only without a when or a what (item 3)', () => {
  it('keeps the held wording it was written for', () => {
    each([
      [
        { status: 401, message: 'this key is not enabled (tid: 2026072412401930194825296633441)' },
        'auth_permanent',
      ],
    ]);
  });
  it("no longer makes the reviewer's neighbours permanent", () => {
    each([
      [
        {
          status: 401,
          message: 'Your API key is not enabled yet. Please wait a few minutes after creating it.',
        },
        'auth',
      ],
      [
        {
          message:
            'Billing is not enabled for this project. API key is not enabled until billing is set up.',
        },
        'billing',
      ],
      [
        { status: 403, message: 'This API key is not enabled with the Generative Language API' },
        'auth',
      ],
    ]);
    for (const [status, message] of [
      [403, 'API key is not enabled at the moment due to high load'],
      [undefined, 'API key is not enabled yet, activation may take up to 5 minutes'],
    ] as const) {
      expect(reason({ status, message }), message).not.toBe('auth_permanent');
    }
  });
});

describe('"Failed to fetch <thing>: <status>": the status decides for a 5xx too (item 4)', () => {
  it('keeps the held wording and the bare transport failure', () => {
    each([
      [{ message: 'Failed to fetch models: 403 content-security-policy' }, 'auth'],
      [{ message: 'TypeError: Failed to fetch' }, 'timeout'],
      [
        { message: 'Failed to fetch models from CAPI { status: 500, statusText: "" }' },
        'server_error',
      ],
    ]);
  });
  it("reads the reviewer's 5xx neighbours as the server's", () => {
    each([
      [{ message: 'Failed to fetch models: 502 Bad Gateway' }, 'server_error'],
      [{ status: 502, message: 'Failed to fetch models: 502 Bad Gateway' }, 'server_error'],
      [{ message: 'Failed to fetch user roles: 502 Bad Gateway' }, 'server_error'],
      [{ message: 'Failed to fetch models, status=502' }, 'server_error'],
      [{ message: 'Failed to fetch models: HTTP 502' }, 'server_error'],
      [{ message: 'Failed to fetch models: HTTP error 500' }, 'server_error'],
      [{ message: 'Failed to fetch models: 500 Internal Server Error' }, 'server_error'],
    ]);
  });
});

describe('a high-risk cyber flag on the account is not a prompt verdict (item 5)', () => {
  it('keeps the held wordings it was written for', () => {
    each([
      [
        {
          status: 400,
          message: 'This request has been flagged for potentially high-risk cyber activity.',
        },
        'content_policy',
      ],
      [
        {
          status: 500,
          message:
            'Unable to reach the model provider: OpenAI flagged this request for potential high-risk cybersecurity activity',
        },
        'content_policy',
      ],
    ]);
  });
  it('leaves an account or organisation to the auth and access rules', () => {
    each([
      [
        {
          status: 403,
          message:
            'This account has been flagged for potential high-risk cybersecurity activity and has been suspended.',
        },
        'auth_permanent',
      ],
    ]);
    const message =
      'Your organization has been flagged for potentially high-risk cyber activity. Access to this model is restricted until verification.';
    expect(reason({ status: 403, message })).not.toBe('content_policy');
  });
});

describe('"未提供…token" is a missing key, not a missing field (item 6)', () => {
  it('keeps the held wording it was written for', () => {
    each([
      [{ message: '未提供令牌' }, 'auth_permanent'],
      [
        { status: 401, message: '未提供令牌 (request id: 20250812183246449578237uTwsKUhC)' },
        'auth_permanent',
      ],
    ]);
  });
  it('reads a validation message about a field as the request', () => {
    each([
      [{ status: 400, message: '请求体中未提供tokens字段' }, 'format_error'],
      [{ status: 400, message: '未提供token数量参数 max_tokens' }, 'format_error'],
      [{ status: 400, message: '未提供key对应的值: response_format.json_schema' }, 'format_error'],
    ]);
  });
});

describe('"…_service_unavailable" leaves a named cause to its rules (item 7)', () => {
  it('keeps the held wordings it was written for', () => {
    each([
      [{ message: 'jetpack_ai_service_unavailable' }, 'overloaded'],
      [{ status: 503, message: 'jetpack_ai_service_unavailable' }, 'overloaded'],
      [{ status: 429, message: 'ERR_SERVICE_UNAVAILABLE' }, 'rate_limit'],
    ]);
  });
  it("reads the reviewer's neighbours by their cause", () => {
    each([
      [{ message: 'model_service_unavailable: the model gpt-x does not exist' }, 'model_not_found'],
    ]);
    const message = 'region_service_unavailable: This service is not available in your region';
    expect(reason({ message })).not.toBe('overloaded');
  });
});

describe('"500 Network connection lost" only as the error\'s own words (item 8)', () => {
  it('keeps the held wording it was written for', () => {
    each([
      [{ status: 500, message: 'Error: 500 Network connection lost.' }, 'timeout'],
      [{ message: 'Network connection lost.' }, 'timeout'],
    ]);
  });
  it("leaves an aggregator's 502 with the words in its raw body", () => {
    each([
      [
        {
          status: 502,
          message: 'Provider returned error',
          body: {
            error: {
              code: 502,
              message: 'Provider returned error',
              metadata: { raw: '500 Network connection lost.', provider_name: 'X' },
            },
          },
        },
        'server_error',
      ],
    ]);
  });
});

describe("a grammar's unknown escape is the schema's pattern (item 9)", () => {
  it('offers the pattern repair', () => {
    const got = classifyError(
      errorFromDescriptor({
        status: 500,
        message: 'error parsing grammar: unknown escape at \\d{3}',
      }),
    );
    expect(got.reason).toBe('format_error');
    expect(got.category).toBe('request.schema_pattern_unsupported');
  });
  it('keeps the held grammar failure a format error', () => {
    each([
      [
        {
          status: 500,
          message: "parse: error parsing grammar: Undefined rule identifier 'keywords-Menschen'",
        },
        'format_error',
      ],
    ]);
  });
});

describe('a reasoning effort refused only with the values the server takes (item 10)', () => {
  it('keeps the held wording it was written for', () => {
    each([
      [
        {
          status: 500,
          message:
            'Unexpected reasoning effort high. Supported types are xhigh (default), medium, and low.',
        },
        'format_error',
      ],
      [{ status: 400, message: 'API Error: 400 Unexpected reasoning effort high' }, 'format_error'],
      [{ status: 500, message: 'Unexpected reasoning effort high' }, 'format_error'],
    ]);
  });
  it("reads the reviewer's neighbours right", () => {
    each([
      [
        {
          status: 500,
          message: 'Internal error: unexpected reasoning effort returned by model router',
        },
        'server_error',
      ],
      [
        {
          status: 500,
          message:
            "Unsupported reasoning effort 'minimal'. Supported values are low, medium, high.",
        },
        'format_error',
      ],
    ]);
  });
});

describe("the MCP server's status is dropped only for a 4xx other than 429 (item 11)", () => {
  it('keeps the held wordings it was written for', () => {
    each([
      [
        {
          message:
            "Error retrieving tool list from MCP server: 'get-weather'. Http status code: 403 (Forbidden)",
        },
        'format_error',
      ],
      [
        {
          message:
            "Error retrieving tool list from MCP server: 'TestMCP'. Http status code: 405 (Method Not Allowed)",
        },
        'format_error',
      ],
      [
        {
          status: 424,
          message:
            "Error retrieving tool list from MCP server: 'my_mcp_server'. Http status code: 424 (Failed Dependency)",
        },
        'format_error',
      ],
      [
        {
          status: 501,
          message: "Only 'auto' or 'none' tool_choice is supported in the Responses API",
        },
        'format_error',
      ],
    ]);
  });
  it("reads an MCP server's passing fault or pace by its status", () => {
    each([
      [
        {
          message:
            "Error retrieving tool list from MCP server: 'deepwiki'. Http status code: 502 (Bad Gateway)",
        },
        'server_error',
      ],
      [
        {
          status: 500,
          message:
            "Error retrieving tool list from MCP server: 'deepwiki'. Http status code: 500 (Internal Server Error)",
        },
        'server_error',
      ],
      [
        {
          message:
            "Error retrieving tool list from MCP server: 'deepwiki'. Http status code: 429 (Too Many Requests)",
        },
        'rate_limit',
      ],
      [{ status: 501, message: 'Only streaming is supported' }, 'server_error'],
      [{ status: 501, message: 'Not implemented' }, 'server_error'],
    ]);
  });
});
