/**
 * Group PE's readings for the "body only" and "without message" renderings (session 72): held lines
 * whose body states the failure in a provider's or relay's own words while the status (or the
 * relay's generic type) around it decided otherwise, each with the held line's body, a second
 * rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function ruleOf(descriptor: Descriptor): string | undefined {
  return classifyError(errorFromDescriptor(descriptor)).explain.find((step) => step.decided)?.rule;
}

describe("OpenCode's gateway relaying Zhipu's parameter codes (held h1702, h1729)", () => {
  const body1214 = {
    message:
      'Error from provider (Console Go): Upstream request failed: [1214] Incorrect role information',
    type: 'server_error',
    param: '',
  };
  it('reads the body alone as the request', () => {
    expect(reasonOf({ body: body1214 })).toBe('format_error');
    expect(ruleOf({ body: body1214 })).toBe('code.gateway_upstream_zhipu_parameter_code');
  });
  it('reads [1210] in an error envelope too', () => {
    expect(
      reasonOf({
        body: {
          error: {
            message:
              'Error from provider (Console Go): Upstream request failed: [1210] Invalid API parameter, please check the documentation.',
            type: 'server_error',
          },
        },
      }),
    ).toBe('format_error');
  });
  it('keeps the 400 reading', () => {
    expect(reasonOf({ status: 400, body: body1214 })).toBe('format_error');
  });
  it('leaves other bracketed codes to their own readings', () => {
    expect(
      reasonOf({
        body: { ...body1214, message: 'Upstream request failed: [429] Too many requests' },
      }),
    ).not.toBe('format_error');
    expect(
      reasonOf({
        body: { ...body1214, message: 'Upstream request failed: [1211] Model not found' },
      }),
    ).not.toBe('format_error');
  });
  it("leaves the gateway's endpoint down as capacity", () => {
    expect(
      reasonOf({
        body: { ...body1214, message: 'Upstream request failed: Endpoint is unavailable.' },
      }),
    ).toBe('overloaded');
  });
});

describe("Ollama's pull of a missing manifest under its 500 (held h55)", () => {
  const body = { error: 'pull model manifest: file does not exist' };
  it('reads the 500 as the model', () => {
    expect(reasonOf({ status: 500, body })).toBe('model_not_found');
    expect(ruleOf({ status: 500, body })).toBe('status.500.pull_manifest_missing');
  });
  it('reads the words under a 502 and without a status', () => {
    expect(reasonOf({ status: 502, body })).toBe('model_not_found');
    expect(reasonOf({ body })).toBe('model_not_found');
  });
  it('leaves a pull that failed on the network to its transport reading', () => {
    expect(
      reasonOf({
        status: 500,
        body: {
          error:
            'pull model manifest: Get "https://registry.ollama.ai/v2/library/llama3/manifests/latest": dial tcp: i/o timeout',
        },
      }),
    ).not.toBe('model_not_found');
  });
});

describe("copilot-gpt4-service's failed token exchange under its 500 (held h780)", () => {
  const body = { error: 'Failed to get authorization from token' };
  it('reads the 500 as the credential', () => {
    expect(reasonOf({ status: 500, body })).toBe('auth');
    expect(ruleOf({ status: 500, body })).toBe('status.500.copilot_token_exchange_failed');
  });
  it('reads the words without a status, as before', () => {
    expect(reasonOf({ body })).toBe('auth');
  });
  it("leaves a 500 that fails on something else the server's", () => {
    expect(reasonOf({ status: 500, body: { error: 'Failed to get response from upstream' } })).toBe(
      'server_error',
    );
  });
});

describe("AiHubMix's get_adaptor_failed under its 400 (held h508)", () => {
  const body = {
    error: {
      message: 'get_adaptor_failed (request id: 2025052307283929316846581627124)',
      type: 'Aihubmix_api_error',
    },
    type: 'error',
  };
  it('reads the 400 as the model', () => {
    expect(reasonOf({ status: 400, body })).toBe('model_not_found');
    expect(ruleOf({ status: 400, body })).toBe('status.400.relay_no_adaptor_for_model');
  });
  it("reads One API's 'adaptor not found' under a 400 too", () => {
    expect(reasonOf({ status: 400, body: { error: { message: 'adaptor not found' } } })).toBe(
      'model_not_found',
    );
  });
  it('leaves a 400 that names no adaptor the request', () => {
    expect(
      reasonOf({
        status: 400,
        body: { error: { message: 'invalid request (request id: 1)', type: 'Aihubmix_api_error' } },
      }),
    ).toBe('format_error');
  });
});

describe("ElevenLabs' cap on one request's text under its 400 (held h885)", () => {
  const said =
    "This request's text has 627 characters and exceeds the character limit of 333 characters for non signed in accounts.";
  const body = { detail: { status: 'max_character_limit_exceeded', message: said } };
  it('reads the 400 as the input too long', () => {
    expect(reasonOf({ status: 400, body })).toBe('context_overflow');
    expect(ruleOf({ status: 400, body })).toBe('status.400.text_over_character_limit');
  });
  it("reads the SDK's message under a 400 too", () => {
    expect(
      reasonOf({
        status: 400,
        message: `elevenlabs.api.error.APIError: ${said.replace('627', '349').replace('333', '2500')}`,
      }),
    ).toBe('context_overflow');
  });
  it("leaves ElevenLabs' voice cap under its 400 unread by this rule", () => {
    expect(
      ruleOf({
        status: 400,
        body: {
          detail: {
            status: 'voice_limit_reached',
            message:
              'You have reached your maximum amount of custom voices (10 / 10). You can upgrade your subscription to increase your custom voice limit.',
          },
        },
      }),
    ).not.toBe('status.400.text_over_character_limit');
  });
  it('leaves a character limit said without the counts the request', () => {
    expect(
      reasonOf({ status: 400, body: { detail: { message: 'Name exceeds the character limit.' } } }),
    ).toBe('format_error');
  });
});

describe("OpenCode's MissingSessionID type (held h732 as the body alone)", () => {
  const body = {
    type: 'error',
    error: {
      type: 'MissingSessionID',
      message: "Error from provider (Console): OpenCode's free tier can only be used in OpenCode",
    },
  };
  it('reads the body alone as the request', () => {
    expect(reasonOf({ body })).toBe('format_error');
  });
  it('keeps the 400 reading', () => {
    expect(reasonOf({ status: 400, body })).toBe('format_error');
  });
  it('reads the header wording under the type too', () => {
    expect(
      reasonOf({
        body: { error: { type: 'MissingSessionID', message: 'Missing x-opencode-session header' } },
      }),
    ).toBe('format_error');
  });
  it('leaves the free-tier words under another type to the auth reading', () => {
    expect(
      reasonOf({
        body: {
          error: {
            type: 'AuthError',
            message: "OpenCode's free tier can only be used in OpenCode",
          },
        },
      }),
    ).not.toBe('format_error');
  });
});
