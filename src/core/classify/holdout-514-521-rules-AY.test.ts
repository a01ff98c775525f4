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
