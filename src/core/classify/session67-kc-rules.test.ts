/**
 * Group KC's message-only rules (session 67): provider and client wordings held with a status that a
 * client keeping only the message lost, read from the words alone, with the held lines they were
 * written for, a second rendering and the neighbours they must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe("GitHub Copilot's feature refusal (held h779)", () => {
  it('reads a refused feature, not a dead key, from the message alone', () => {
    expect(
      reasonOf(
        'Failed to list models: 403 : unauthorized: not authorized to use this Copilot feature',
      ),
    ).toBe('auth');
    expect(reasonOf('NOT AUTHORIZED TO USE THIS COPILOT FEATURE')).toBe('auth');
    expect(reasonOf('unauthorized: not authorized to use this Copilot feature', 403)).toBe('auth');
  });
  it('leaves a key named bad or rejected', () => {
    expect(reasonOf('Failed to list models: 401 : unauthorized: bad credentials')).toBe(
      'auth_permanent',
    );
    expect(reasonOf('unauthorized: invalid token')).toBe('auth_permanent');
  });
});

describe('A body shorter than its declared Content-Length (held h1127)', () => {
  const held =
    'litellm.ServiceUnavailableError: SagemakerException - Too little data for declared Content-Length Received Model Group=62f802b1 Available Model Group Fallbacks=None';
  it('reads the malformed request from the message alone', () => {
    expect(reasonOf(held)).toBe('format_error');
    expect(reasonOf('Too little data for declared Content-Length')).toBe('format_error');
  });
  it("leaves LiteLLM's service-unavailable class around other words", () => {
    expect(
      reasonOf('litellm.ServiceUnavailableError: SagemakerException - Service Unavailable'),
    ).toBe('overloaded');
  });
});

describe('"Not yet implemented" (held h855, h1120)', () => {
  it('reads the request for an unimplemented feature from the message alone', () => {
    expect(reasonOf('Failed to fetch tools: Not yet implemented')).toBe('format_error');
    expect(reasonOf('Error: Not yet implemented.')).toBe('format_error');
    expect(reasonOf('NOT YET IMPLEMENTED')).toBe('format_error');
  });
  it("leaves a client's bare failed fetch", () => {
    expect(reasonOf('Failed to fetch')).toBe('timeout');
  });
});

describe("Anthropic's MCP connector failing to reach the request's server (held h421)", () => {
  it('reads the request, not the connection, from the message alone', () => {
    expect(reasonOf('Connection error while communicating with MCP server')).toBe('format_error');
    expect(reasonOf('Error: connection error while communicating with MCP server.')).toBe(
      'format_error',
    );
  });
  it("leaves this call's own connection error", () => {
    expect(reasonOf('Connection error.')).toBe('timeout');
  });
});

describe("Huawei MaaS's custom-endpoint allowlist (held h976)", () => {
  it('reads the refused model endpoint from the message alone', () => {
    expect(
      reasonOf(
        'Invalid custom endpoint %s, rejected by api key custom endpoint allowlist setting.',
      ),
    ).toBe('model_not_found');
    expect(
      reasonOf(
        '{"error_code":"ModelArts.81015","error_msg":"Invalid custom endpoint ep-1, rejected by API key custom endpoint allowlist setting."}',
      ),
    ).toBe('model_not_found');
  });
});

describe("Letta's conversation already running a request (held h1284)", () => {
  it('reads the conflicting request from the message alone', () => {
    expect(
      reasonOf(
        'Cannot send a new message: Another request is currently being processed for this conversation.',
      ),
    ).toBe('format_error');
    expect(
      reasonOf('another request is currently being processed for this conversation', 409),
    ).toBe('format_error');
  });
});

describe("Cohere's multi-step limit (held h990)", () => {
  it("reads the request's own step cap from the message alone", () => {
    expect(reasonOf('multi step limit reached - set a higher limit')).toBe('format_error');
    expect(reasonOf('Error: Multi step limit reached')).toBe('format_error');
  });
  it('leaves a rate limit reached', () => {
    expect(reasonOf('Rate limit reached for requests')).toBe('rate_limit');
  });
});

describe("Lemonade's incomplete model download (held h960)", () => {
  it('reads the missing model from the message alone', () => {
    expect(
      reasonOf(
        'Failed to load model: Download validation failed. Some files are incomplete or missing. Run the command again to resume.',
      ),
    ).toBe('model_not_found');
    expect(reasonOf('download validation failed')).toBe('model_not_found');
  });
  it("leaves a runner's failure to load a model it has", () => {
    expect(reasonOf('Failed to load model "gpt-oss-20b". Error: Error loading model.')).toBe(
      'server_error',
    );
  });
});

describe("Claude Code's per-model usage limit (held h402)", () => {
  it('reads a usage window from the message alone', () => {
    expect(
      reasonOf(
        "You've reached your Fable 5 limit. Run /usage-credits to continue or switch models with /model.",
      ),
    ).toBe('rate_limit');
    expect(
      reasonOf("API Error: 429 You've reached your Opus limit. Run /usage-credits to continue."),
    ).toBe('rate_limit');
  });
  it('leaves the monthly quotas held as billing', () => {
    expect(reasonOf("You've reached your monthly chat messages quota.")).toBe('billing');
    expect(
      reasonOf(
        "You've reached your daily usage limit. Please return tomorrow to continue building.",
      ),
    ).toBe('rate_limit');
  });
});

describe("gRPC's credentials plugin failure without its status (held h694)", () => {
  const held =
    '<_InactiveRpcError of RPC that terminated with: status = StatusCode.UNAVAILABLE details = "Getting metadata from plugin failed with error: \'str\' object has no attribute \'before_request\'" debug_error_string = "UNKNOWN:Error received from peer">';
  it('reads the failed credential, not a cut connection, from the message alone', () => {
    expect(reasonOf(held)).toBe('auth_permanent');
    expect(
      reasonOf(
        "503 Getting metadata from plugin failed with error: ('invalid_grant: Bad Request')",
      ),
    ).toBe('auth_permanent');
  });
  it('leaves a plugin that could not reach its token endpoint to the transport steps', () => {
    expect(
      reasonOf(
        "<_InactiveRpcError of RPC that terminated with: status = StatusCode.UNAUTHENTICATED details = \"Getting metadata from plugin failed with error: ('Connection aborted.', TimeoutError('The read operation timed out'))\">",
      ),
    ).toBe('timeout');
  });
  it("leaves gRPC's own connection failure", () => {
    expect(
      reasonOf(
        '<_InactiveRpcError of RPC that terminated with: status = StatusCode.UNAVAILABLE details = "failed to connect to all addresses">',
      ),
    ).toBe('timeout');
  });
});

describe("Hermes WebUI's model name it cannot route (held h220)", () => {
  it('reads the model from the message alone', () => {
    expect(
      reasonOf('Invalid Request: Invalid model format or no credentials for provider: grok-4.5'),
    ).toBe('model_not_found');
    expect(reasonOf('invalid model format or no credentials for provider: x', 400)).toBe(
      'model_not_found',
    );
  });
  it('leaves a provider named without credentials', () => {
    expect(reasonOf('No credentials for provider: openai')).toBe('auth_permanent');
  });
});

describe("Cohere's connector without its own OAuth (held h990)", () => {
  it("reads the request's connector, not the caller's key, from the message alone", () => {
    expect(
      reasonOf(
        "connectors failed with continue on failure disabled: connector xyz failed with message 'failed to get auth token: user is not authenticated for connector xyz'",
      ),
    ).toBe('format_error');
  });
  it('leaves a caller that is not authenticated', () => {
    expect(reasonOf('user is not authenticated')).toBe('auth');
  });
});

describe("sub2api's pool account without a Codex access token (held h1163)", () => {
  it('reads a missing credential from the message alone', () => {
    expect(reasonOf('account has no Codex backend access token')).toBe('auth');
    expect(reasonOf('Error: Account has no Codex backend access token.')).toBe('auth');
  });
});

describe("UCloud ModelVerse's invalid key (held h924)", () => {
  it('reads a dead key from the message alone', () => {
    expect(reasonOf('Validate Certification failed')).toBe('auth_permanent');
    expect(reasonOf('{"error":{"message":"Validate Certification failed"}}')).toBe(
      'auth_permanent',
    );
  });
  it('leaves a TLS certificate that failed', () => {
    expect(reasonOf('certificate verify failed')).toBe('timeout');
  });
});

describe('SenseNova\'s "image down failed" (held h875)', () => {
  it("reads the request's image from the message alone", () => {
    expect(reasonOf('image down failed')).toBe('format_error');
    expect(reasonOf('Image down failed.')).toBe('format_error');
  });
});

describe("LiteLLM's Aim guardrail naming personal data (held h984)", () => {
  it('reads a refused prompt from the message alone', () => {
    expect(reasonOf('"ishaan@berri.ai" detected as email')).toBe('content_policy');
    expect(reasonOf('"555-1234" detected as phone number')).toBe('content_policy');
  });
});

describe("Bifrost's own provider configuration (held h989)", () => {
  it("reads the gateway's fault from the message alone", () => {
    expect(
      reasonOf(
        "Provider configuration is invalid: missing required field 'api_key' for provider 'openai'.",
      ),
    ).toBe('server_error');
  });
  it('leaves a request missing a required field', () => {
    expect(reasonOf("Missing required field 'model'")).toBe('format_error');
  });
});

describe('An agent request without its project (held h900)', () => {
  it('reads the request from the message alone', () => {
    expect(
      reasonOf(
        'Project context is required to create an agent. Ensure your account has a default project.',
      ),
    ).toBe('format_error');
    expect(reasonOf('Error: project context is required')).toBe('format_error');
  });
});

describe('Google\'s bare "400 INVALID_ARGUMENT" (held h1474)', () => {
  it('reads a malformed request from the message alone', () => {
    expect(reasonOf('Error from Gemini API: 400 INVALID_ARGUMENT.')).toBe('format_error');
    expect(reasonOf('error from vertex api: 400 invalid_argument')).toBe('format_error');
  });
  it('leaves the words beside it to their own rules', () => {
    expect(
      reasonOf(
        "google.genai.errors.ClientError: 400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).', 'status': 'INVALID_ARGUMENT'}}",
      ),
    ).toBe('context_overflow');
    expect(
      reasonOf(
        'Error from Gemini API: 400 INVALID_ARGUMENT. API key not valid. Please pass a valid API key.',
      ),
    ).toBe('auth_permanent');
  });
});
