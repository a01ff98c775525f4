/**
 * Rules written for the misses of held-out batches 544–548 (session 45, group BB), after the
 * batches had been scored without them (on e07256f): each rule's real wording (from the batch line
 * named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// microsoft/cognitive-services-speech-sdk-js#654: a WebSocket closed with 1006 and no reason (batch 544).
describe('"Unable to contact server" without a stated status', () => {
  it('is a timeout (batch 544)', () => {
    const result = classify({
      message: 'Unable to contact server. StatusCode: 1006, undefined Reason: undefined',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('reads "unable to contact the server" in a client banner (invented)', () => {
    expect(
      classify({ message: 'Error: unable to contact the server, check your proxy' }).reason,
    ).toBe('timeout');
  });
  it('leaves a reason that names a 401 to auth (held h165)', () => {
    const result = classify({
      message:
        'Error: azure speech recognition stream cancelled with error: 4 Unable to contact server. StatusCode: 1006, undefined Reason: Unexpected server response: 401',
    });
    expect(result.reason).toBe('auth');
  });
});

// speechmatics/speechmatics-js-sdk#59: a realtime Error frame (batch 544).
describe('an Error frame whose reason says what failed', () => {
  it('reads the reason: a concurrency quota is a rate limit (batch 544)', () => {
    const result = classify({
      body: { message: 'Error', type: 'quota_exceeded', reason: 'Concurrent Quota Exceeded' },
      message: "{ message: 'Error', type: 'quota_exceeded', reason: 'Concurrent Quota Exceeded' }",
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.rate_limit');
  });
  it('reads the frame as a body alone (second rendering)', () => {
    expect(
      classify({
        body: { message: 'Error', type: 'quota_exceeded', reason: 'Concurrent Quota Exceeded' },
      }).reason,
    ).toBe('rate_limit');
  });
  it('leaves a message that says something to its own verdict (invented)', () => {
    expect(
      classify({
        body: { message: 'Invalid API key provided', reason: 'Concurrent Quota Exceeded' },
      }).reason,
    ).toBe('auth_permanent');
  });
});

// griptape-ai/ComfyUI-Griptape#144: ElevenLabs' needs_authorization (batch 544).
describe('neither credential header received', () => {
  it('is a missing key under a 401 (batch 544)', () => {
    const result = classify({
      status: 401,
      body: {
        detail: {
          status: 'needs_authorization',
          message: 'Neither authorization header nor xi-api-key received, please provide one.',
        },
      },
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it('reads another pair of credentials without a status (invented)', () => {
    expect(classify({ message: 'Neither a bearer token nor an API key was provided' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves nginx\'s "Authorization Required" to auth (held neighbour)', () => {
    expect(classify({ status: 401, message: '401 Authorization Required' }).reason).toBe('auth');
  });
});

// phuc-nt/my-translator#4: ElevenLabs' missing_permissions (batch 544).
describe("a key missing the endpoint's permission", () => {
  it('is a dead key when only the code is printed (batch 544)', () => {
    const result = classify({
      message: 'TTS error: missing_permissions',
      code: 'missing_permissions',
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it("reads ElevenLabs' full body under a 401 (second rendering)", () => {
    expect(
      classify({
        status: 401,
        body: {
          detail: {
            status: 'missing_permissions',
            message:
              'The API key you used is missing the permission text_to_speech to execute this operation.',
          },
        },
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves Anthropic\'s spaced "Missing permissions." to auth (held h119)', () => {
    expect(
      classify({
        message:
          "{'type': 'error', 'error': {'type': 'permission_error', 'message': 'Missing permissions. Please check with Anthropic support if you think this is in error.'}}",
      }).reason,
    ).toBe('auth');
  });
});

// plivo-labs/glance#145: Cloudflare AI Gateway 2021 (batch 547).
describe('"Invalid User Credentials"', () => {
  it('is a dead key (batch 547)', () => {
    const result = classify({
      message: 'AiGatewayError: 2021: Invalid User Credentials',
      name: 'AiGatewayError',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
  });
  it('reads it under a 401 (second rendering)', () => {
    expect(classify({ status: 401, message: 'Invalid user credentials' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves an expired OAuth token beside it refreshable (invented)', () => {
    expect(
      classify({ status: 401, message: 'Invalid user credentials. OAuth access token expired' })
        .reason,
    ).toBe('auth');
  });
});

// oobabooga/textgen#1703: a chunked body cut by nginx (batch 547).
describe('a chunk-size line that never came', () => {
  it('is a timeout (batch 547)', () => {
    const result = classify({
      message: "ValueError: invalid literal for int() with base 16: b''",
      name: 'ValueError',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('reads it inside a client wrapper (invented)', () => {
    expect(
      classify({
        message:
          "Request failed: ValueError('invalid literal for int() with base 16: b\\'\\'')".replaceAll(
            '\\',
            '',
          ),
      }).reason,
    ).toBe('timeout');
  });
  it('leaves a size line with other bytes alone (invented)', () => {
    expect(
      classify({ message: "ValueError: invalid literal for int() with base 16: b'<html>'" }).reason,
    ).not.toBe('timeout');
  });
});

// Azure/apim-aoai-smart-loadbalancing#5: .NET's DNS failure inside APIM's 500 (batch 547).
describe('"The remote name could not be resolved"', () => {
  it('is a DNS failure under a 500 (batch 547)', () => {
    const result = classify({
      status: 500,
      message: "The remote name could not be resolved: 'oai***-swn-001.openai.azure.com'",
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('status.500.relay_dns_failed');
  });
  it('reads it without a status (second rendering)', () => {
    expect(
      classify({
        message:
          "System.Net.WebException: The remote name could not be resolved: 'myres.openai.azure.com'",
      }).reason,
    ).toBe('timeout');
  });
  it('leaves a 500 that names a server fault to server_error (invented)', () => {
    expect(classify({ status: 500, message: 'Internal server error' }).reason).toBe('server_error');
  });
});
