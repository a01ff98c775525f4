/**
 * Rules written for the misses of held-out batches 514–521 (session 44, group AY), after the batches
 * had been scored without them: each rule's real wording (from the batch line named), a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// OpenHands#9675: litellm refused a call routed to Anthropic with no key configured (batch 519).
describe('a provider key the client says is missing or not set', () => {
  it('is a dead credential even under an AuthenticationError class (batch 519)', () => {
    const result = classify({
      name: 'AuthenticationError',
      message:
        'litellm.AuthenticationError: Missing Anthropic API Key - A call is being made to anthropic but no key is set either in the environment variables or via params. Please set `ANTHROPIC_API_KEY` in your environment vars.',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('name.authenticationerror');
  });
  it('reads another provider and a 401 the same (plausible)', () => {
    for (const status of [401, undefined]) {
      const result = classify({
        status,
        name: 'AuthenticationError',
        message: 'Missing Groq API Key. No key is set in the environment.',
      });
      expect(result.reason).toBe('auth_permanent');
    }
  });
  it('leaves a missing key header under the class a transient auth (invented)', () => {
    const result = classify({
      name: 'AuthenticationError',
      message: 'litellm.AuthenticationError: Missing Anthropic API Key header',
    });
    expect(result.reason).toBe('auth');
  });
  it('leaves an expired token under the class a transient auth (invented)', () => {
    const result = classify({
      name: 'AuthenticationError',
      message: 'The access token has expired, please sign in again',
    });
    expect(result.reason).toBe('auth');
  });
});

// chatboxai/chatbox#1670: xAI configured without /v1 in its host (batch 521).
describe('a 404 "resource not found" that says to check the URL', () => {
  it('is the URL, not a model (batch 521)', () => {
    const result = classify({
      status: 404,
      body: {
        error: {
          code: 404,
          message:
            'The requested resource was not found. Please check the URL and try again. Documentation is available at https://docs.x.ai/',
        },
      },
      message:
        'API Error: Status Code 404, {"error":{"code":404,"message":"The requested resource was not found. Please check the URL and try again. Documentation is available at https://docs.x.ai/"}}',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.404.resource_check_url');
  });
  it('reads the message alone under its 404 (plausible)', () => {
    const result = classify({
      status: 404,
      message: 'Resource not found, check your URL',
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves Azure’s bare "Resource not found" the deployment’s (invented)', () => {
    const result = classify({ status: 404, message: 'Resource not found' });
    expect(result.reason).toBe('model_not_found');
  });
  it('leaves a resource not found that names the model the model’s (invented)', () => {
    const result = classify({
      status: 404,
      message:
        'The requested resource was not found: model grok-9 is unknown. Please check the URL.',
    });
    expect(result.reason).toBe('model_not_found');
  });
});

// popjane/free_chatgpt_api#41: Immersive Translate against a relay the network blocked (batch 521).
describe('the fetch polyfill’s "Network request failed"', () => {
  it('is a transport failure by rule, not by the vote (batch 521)', () => {
    const result = classify({ message: 'Network request failed' });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('reads React Native’s TypeError rendering the same (plausible)', () => {
    const result = classify({ name: 'TypeError', message: 'TypeError: Network request failed' });
    expect(result.reason).toBe('timeout');
  });
  it('leaves a network request that the server refused with a 429 the rate limit’s (invented)', () => {
    const result = classify({
      status: 429,
      message: 'Network request failed: Too Many Requests, rate limit exceeded',
    });
    expect(result.reason).toBe('rate_limit');
  });
});

// briansunter/logseq-openai#121: the plugin's popup with no logs behind it (batch 514).
describe('a bare "Unknown <provider> Error"', () => {
  it('says no cause, so no vote of its words (batch 514)', () => {
    const result = classify({ message: 'Unknown OpenAI Error' });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.no_cause_stated');
  });
  it('reads "Error: Unknown error." the same (the issue’s first report)', () => {
    const result = classify({ message: 'Error: Unknown error.' });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.no_cause_stated');
  });
  it('leaves an unknown error that goes on to name its cause to the rules (invented)', () => {
    const result = classify({ message: 'Unknown OpenAI Error: Rate limit reached for requests' });
    expect(result.reason).toBe('rate_limit');
  });
  it('leaves a 429 with the bare words the status’s (invented)', () => {
    const result = classify({ status: 429, message: 'Unknown error' });
    expect(result.reason).toBe('rate_limit');
  });
});

// andrewnguonly/Lumos#145: a Chrome extension calling an Ollama started without OLLAMA_ORIGINS (batch 521).
describe('a browser’s CORS refusal of the caller’s origin', () => {
  it('is the server’s allow-list, read by rule, not by the vote (batch 521)', () => {
    const result = classify({
      message:
        "Access to fetch at 'http://127.0.0.1:11434/api/tags' from origin 'chrome-extension://mdkmkgmeleogeakokmdmcmiphcpinamb' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource. If an opaque response serves your needs, set the request's mode to 'no-cors' to fetch the resource with CORS disabled.",
    });
    expect(result.reason).toBe('auth');
    expect(result.explain.at(-1)?.rule).toBe('message.auth');
  });
  it('reads Firefox’s wording the same (plausible)', () => {
    const result = classify({
      message:
        'Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at http://localhost:11434/api/chat. (Reason: CORS header ‘Access-Control-Allow-Origin’ missing).',
    });
    expect(result.reason).toBe('auth');
  });
  it('leaves a refused connection to the same host a transport failure (invented)', () => {
    const result = classify({
      message: 'GET http://127.0.0.1:11434/api/tags net::ERR_CONNECTION_REFUSED',
    });
    expect(result.reason).toBe('timeout');
  });
});
