/**
 * Review 35a of session 35's rules of groups P and Q (the gRPC status step, SDK class names without
 * their namespace, the credential-kind and missing-credential wordings, an inactive cloud, a model
 * not servable in a region, an app's deadline, a crash under a 400, the permission and role
 * wordings): the wordings a rule read wrong before it was narrowed, and the neighbours tried.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// A host's port is no status: "api.mistral.ai:443 (execution expired)" read as a 443 (format_error).
describe("a host's port in the text is not read as the response's status", () => {
  it("Faraday's connection failure to a host on port 443 names no status (invented, after rP's note)", () => {
    const result = classifyError(
      errorFromDescriptor({
        name: 'Faraday::ConnectionFailed',
        message: 'Failed to open TCP connection to api.mistral.ai:443 (execution expired)',
      }),
    );
    expect(result.status).toBeUndefined();
    expect(result.reason).not.toBe('format_error');
    expect(`${result.reason} (${result.explain.at(-1)?.rule})`).toBe('timeout (transport.text)');
  });
  it('a loopback address with a 4xx-looking port names no status (invented)', () => {
    for (const message of [
      'Request to localhost:429 failed (connection closed)',
      'upstream 10.0.0.7:500 (no route)',
      'dial [::1]:404 (refused)',
    ]) {
      expect(classifyError(errorFromDescriptor({ message })).status).toBeUndefined();
    }
  });
  it("a status field's path before its value is no host (invented)", () => {
    const message = 'upstream failed with error.status:401 (Unauthorized)';
    expect(classifyError(errorFromDescriptor({ message })).status).toBe(401);
  });
  checkReasons([
    [
      'the same connection failure without the class name: a connect that failed (invented)',
      { message: 'Failed to open TCP connection to api.mistral.ai:443 (execution expired)' },
      'timeout',
    ],
    [
      "Net::HTTP's refused connect on a local server's port (invented)",
      {
        message:
          'Failed to open TCP connection to localhost:11434 (Connection refused - connect(2) for "localhost" port 11434)',
      },
      'timeout',
    ],
    [
      'a status after the host and its port still reads (invented)',
      {
        message:
          'POST https://api.openai.com:443/v1/chat/completions failed: 429 Too Many Requests',
      },
      'rate_limit',
    ],
    [
      'a status in brackets after a host with no port still reads (batch 177 form)',
      { message: 'Failed to load response from api.openai.com:\n(429)' },
      'rate_limit',
    ],
  ]);
});

// The gRPC status decides as its HTTP status only when nothing says the call got no answer.
describe('a gRPC status beside a transport failure leaves it to the transport steps', () => {
  checkReasons([
    [
      "grpc-python's call-credentials plugin that could not reach its token endpoint, filed as UNAUTHENTICATED (invented, the plugin's wording)",
      {
        name: '_InactiveRpcError',
        message:
          "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNAUTHENTICATED\n\tdetails = \"Getting metadata from plugin failed with error: ('Connection aborted.', TimeoutError('The read operation timed out'))\"\n>",
      },
      'timeout',
    ],
    [
      'the same plugin refused a connection to the token endpoint (invented)',
      {
        message:
          "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNAUTHENTICATED\n\tdetails = \"Getting metadata from plugin failed with error: HTTPSConnectionPool(host='oauth2.googleapis.com', port=443): Max retries exceeded with url: /token (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))\"\n>",
      },
      'timeout',
    ],
    [
      "a retry log that quotes an earlier attempt's status before the hang-up that ended it (invented)",
      { message: 'attempt 1: grpc_status:8 quota; attempt 2: socket hang up' },
      'timeout',
    ],
    [
      "an earlier attempt's INVALID_ARGUMENT before this attempt's reset (invented)",
      { message: 'previous call: 3 INVALID_ARGUMENT: bad field; now: read ECONNRESET' },
      'timeout',
    ],
    [
      "the plugin's refused grant stays the credential's (invented, the plugin's wording)",
      {
        message:
          '<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNAUTHENTICATED\n\tdetails = "Getting metadata from plugin failed with error: (\'invalid_grant: Token has been expired or revoked.\')"\n>',
      },
      'auth_permanent',
    ],
    [
      "a server's NOT_FOUND that names a model stays the model (invented)",
      {
        message:
          'debug_error_string = "UNKNOWN:Error received from peer  {grpc_message:"model not loaded", grpc_status:5}"',
      },
      'model_not_found',
    ],
    [
      "gRPC's own receive cap under RESOURCE_EXHAUSTED is the message's size, not a rate limit (grpc-java wording; batch 793)",
      {
        message:
          'io.grpc.StatusRuntimeException: RESOURCE_EXHAUSTED: gRPC message exceeds maximum size 4194304: 5242880',
      },
      'payload_too_large',
    ],
  ]);
});

// "didn't respond within N": only a time is a deadline.
describe("an app's deadline needs a time after 'within'", () => {
  checkReasons([
    [
      'a count of retries is no deadline (invented)',
      { message: 'The assistant did not respond within 2 turns' },
      'unknown',
    ],
    [
      'a deadline in seconds written short (invented)',
      { message: "Webhook endpoint didn't respond within 10s" },
      'timeout',
    ],
    [
      "a local MCP server's deadline is a timeout too (invented)",
      { message: "MCP server 'filesystem' did not respond within 60 seconds" },
      'timeout',
    ],
    [
      'no response within a count of attempts, with a rate limit, stays the rate limit (invented)',
      { message: 'No response within 5 attempts, giving up: rate limit exceeded' },
      'rate_limit',
    ],
    [
      'no response within a time, with the overload said, stays the overload (invented)',
      { message: 'No response within 30s. The model may be overloaded, please try again later.' },
      'overloaded',
    ],
  ]);
});

// A credential's kind: "must be made with a session key"; a request field is no credential.
describe('a request that must be made with a key names a credential only by its kind', () => {
  checkReasons([
    [
      'an idempotency key is a request field (invented)',
      { status: 400, message: 'This request must be made with an idempotency key.' },
      'format_error',
    ],
    [
      'a cache key is a request field (invented)',
      { status: 400, message: 'Prompt caching requests must be made with a cache key' },
      'format_error',
    ],
    [
      'an upload token of a multipart upload is no credential (invented)',
      { status: 400, message: 'Uploads must be made with a multipart token' },
      'format_error',
    ],
    [
      "an admin endpoint called with a project key (invented, OpenAI's wording for its admin API)",
      {
        status: 403,
        message:
          'This endpoint must be made with an admin key. You made it with the following key type: project.',
      },
      'auth_permanent',
    ],
  ]);
});

// "does not have permission to use <model id>": a model's access, as "… to use model X" is.
describe('a permission to use a model named by its id alone is the model', () => {
  checkReasons([
    [
      'a realtime preview model named by its id (invented)',
      { message: 'Your organization does not have permission to use gpt-4o-realtime-preview.' },
      'unknown',
    ],
    [
      'a reasoning model named by its short id (invented)',
      { message: 'This project does not have permission to use o3.' },
      'unknown',
    ],
    [
      'a resource path with digits stays the principal (invented)',
      {
        message:
          'Principal does not have permission to access projects/my-proj-123/secrets/openai-key',
      },
      'auth',
    ],
    [
      'a deployment named after the word stays the principal (invented)',
      { message: "The principal does not have permission to access deployment 'gpt4o-prod'." },
      'auth',
    ],
  ]);
});

// Neighbours tried that the rules already read right (kept so a later edit does not move them).
describe("review 35a's neighbours of the rP and rQ rules that read right as they are", () => {
  checkReasons([
    [
      'a quota role to grant beside a per-minute quota stays the rate limit (invented)',
      {
        message:
          'Quota exceeded for requests per minute. Ask your administrator to grant the Quota Administrator role to the user to raise it.',
      },
      'rate_limit',
    ],
    [
      'a model that crashed because its context overflowed, under a 400, stays the overflow (invented)',
      {
        status: 400,
        message:
          'The model has crashed because the prompt exceeded the context length (n_ctx=4096).',
      },
      'context_overflow',
    ],
    [
      'a private cloud still being provisioned under a 503 is no billing (invented)',
      {
        status: 503,
        message: 'Private cloud is not active yet; provisioning in progress, retry in 30s',
      },
      'overloaded',
    ],
    [
      "a client's setting that must be specified names no missing key under a 400 (invented)",
      { status: 400, message: "'api_key' must be specified when 'auth_type' is 'key'" },
      'format_error',
    ],
  ]);
});

// A class name read without its namespace: only a class's (…Error, …Exception), not an enum value.
describe('a name read without its namespace must be a class name', () => {
  checkReasons([
    [
      "gRPC's UNAVAILABLE written with its enum type as the name stays the transport failure (invented)",
      { name: 'StatusCode.UNAVAILABLE', message: 'failed to connect to all addresses' },
      'timeout',
    ],
    [
      "grpc-dotnet's enum value as the name with no words reads no overload (invented)",
      { name: 'Grpc.Core.StatusCode.Unavailable', message: '' },
      'unknown',
    ],
    [
      "an app's own namespaced 'Internal' with no words reads no server fault (invented)",
      { name: 'mylib.errors.Internal', message: '' },
      'unknown',
    ],
    [
      "the AWS Java SDK's server class with its package stays a server fault (invented)",
      {
        name: 'software.amazon.awssdk.services.bedrockruntime.model.InternalServerException',
        message: '',
      },
      'server_error',
    ],
    [
      "a Python SDK's rate-limit class with its module stays a rate limit (invented)",
      { name: 'slack_sdk.errors.RateLimitError', message: '' },
      'rate_limit',
    ],
  ]);
});
