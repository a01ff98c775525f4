/**
 * Rules written for the misses of held-out batches 1386–1424 (session 65, group IC), after the
 * batches had been scored without them: a relay token not authorised to use one model, Continue's
 * 404 for a missing stored secret, and a web framework's 404 "The requested resource was not
 * found". Each wording from the batch line named, a second rendering, then the neighbours it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe('a token "not authorised to use model" (model access)', () => {
  it('is the model under a 401 (a corporate OpenAI gateway, batch 1405)', () => {
    expect(
      classify({
        status: 401,
        body: {
          error: {
            code: 401,
            type: 'UPTIMIZE NLP API Error',
            message: "NLP API Token is not authorised to use model 'gpt-3.5-turbo'.",
          },
        },
        name: 'AuthenticationError',
      }).reason,
    ).toBe('model_not_found');
  });
  it('is the model in the American spelling under a 403', () => {
    expect(
      classify({ status: 403, message: 'This key is not authorized to use model gpt-4o.' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a key not authorised at all, and one not authorised for models in general', () => {
    expect(classify({ status: 401, message: 'Token is not authorised.' }).reason).toBe('auth');
    expect(
      classify({ status: 401, message: 'You are not authorized to use models on this account.' })
        .reason,
    ).not.toBe('model_not_found');
  });
});

describe('Continue\'s 404 "couldn\'t find a secret with the name"', () => {
  const body =
    'We couldn\'t find a secret with the name "MISTRAL_API_KEY". To add this secret, you can:\n  - Create a personal secret at https://hub.continue.dev/settings/secrets%3FsecretName=MISTRAL_API_KEY\n  - Purchase the Models Add-On for easy access to the best models at a flat monthly fee';
  it('is the missing key despite the models named in its advice (batch 1416)', () => {
    expect(classify({ status: 404, body }).reason).toBe('auth_permanent');
  });
  it('is the missing key as a message with the curly apostrophe', () => {
    expect(
      classify({
        status: 404,
        message: 'Error: We couldn’t find a secret with the name "XAI_API_KEY". Models add-on',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a 404 for a model', () => {
    expect(classify({ status: 404, message: 'The model `gpt-9` does not exist' }).reason).toBe(
      'model_not_found',
    );
  });
});

describe('a 404 "The requested resource was not found"', () => {
  it('is the path (Kimi Code as a generic custom provider, batch 1418)', () => {
    expect(
      classify({ status: 404, message: 'Error: HTTP 404: The requested resource was not found' })
        .reason,
    ).toBe('format_error');
  });
  it('is the path in a body too', () => {
    expect(
      classify({
        status: 404,
        body: { error: { message: 'The requested resource was not found.' } },
      }).reason,
    ).toBe('format_error');
  });
  it('leaves Anthropic\'s "could not be found", Azure\'s "Resource not found" and a named model', () => {
    expect(
      classify({
        status: 404,
        body: {
          type: 'error',
          error: { type: 'not_found_error', message: 'The requested resource could not be found.' },
        },
      }).reason,
    ).toBe('model_not_found');
    expect(classify({ status: 404, message: 'Resource not found' }).reason).toBe('model_not_found');
    expect(
      classify({
        status: 404,
        message: 'The requested resource was not found: model gpt-4o-mini',
      }).reason,
    ).toBe('model_not_found');
  });
});

describe('CodeBuddy\'s "Illegal API invocation from an unapproved channel"', () => {
  const msg = 'Illegal API invocation from an unapproved channel';
  it('is a policy refusal under a 400 (workbuddy-openai-proxy, batch 1414)', () => {
    expect(
      classify({ status: 400, message: `API Error: 400 [cn-cli] 上游 HTTP 400：${msg}` }).reason,
    ).toBe('content_policy');
  });
  it("is a policy refusal under a relay's 500 and without a status", () => {
    expect(classify({ status: 500, body: { code: 11128, msg } }).reason).toBe('content_policy');
    expect(classify({ body: { code: 11128, msg: msg.toUpperCase() } }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves an unapproved app or an illegal parameter', () => {
    expect(classify({ status: 400, message: 'Illegal parameter: temperature' }).reason).toBe(
      'format_error',
    );
    expect(classify({ status: 500, message: 'Internal server error' }).reason).toBe('server_error');
  });
});

describe('new-api\'s 500 "field messages is required"', () => {
  it('is the request (a chat call with only a model, batch 1414)', () => {
    expect(classify({ status: 500, message: 'field messages is required' }).reason).toBe(
      'format_error',
    );
  });
  it("is the request inside a relay's JSON envelope", () => {
    expect(
      classify({
        status: 500,
        body: { error: { message: 'Field messages is required', type: 'new_api_error' } },
      }).reason,
    ).toBe('format_error');
  });
  it('leaves a 500 that names no missing field, and a 502 with the words', () => {
    expect(classify({ status: 500, message: 'messages handler crashed' }).reason).toBe(
      'server_error',
    );
    expect(classify({ status: 502, message: 'Bad gateway' }).reason).toBe('server_error');
  });
});

describe('V8\'s parse error around "Billing ha(rd limit …)"', () => {
  it("is billing (a DALL-E tutorial's server relaying the text, batch 1400)", () => {
    expect(
      classify({
        name: 'SyntaxError',
        message: 'SyntaxError: Unexpected token \'B\', "Billing ha"... is not valid JSON',
      }).reason,
    ).toBe('billing');
  });
  it("is billing behind an app's prefix", () => {
    expect(
      classify({
        name: 'SyntaxError',
        message:
          'Failed to generate: SyntaxError: Unexpected token \'B\', "Billing ha"... is not valid JSON',
      }).reason,
    ).toBe('billing');
  });
  it('leaves other plain-text answers and the [DONE] sentinel unknown', () => {
    expect(
      classify({
        name: 'SyntaxError',
        message: 'SyntaxError: Unexpected token \'T\', "The space "... is not valid JSON',
      }).reason,
    ).toBe('unknown');
    expect(
      classify({ message: 'Unexpected token \'D\', "[DONE] " is not valid JSON' }).reason,
    ).toBe('unknown');
  });
});

describe('Roo Code\'s mask "Unknown API error. Please contact Roo Code support."', () => {
  it('stays unknown without voting (batch 1413)', () => {
    expect(
      classify({ message: 'Unknown API error. Please contact Roo Code support.' }).reason,
    ).toBe('unknown');
  });
  it('stays unknown in another casing without the period', () => {
    expect(classify({ message: 'unknown API error. please contact Roo Code support' }).reason).toBe(
      'unknown',
    );
  });
  it('leaves a status beside it to decide', () => {
    expect(
      classify({
        status: 402,
        message: 'Unknown API error. Please contact Roo Code support. Insufficient Balance',
      }).reason,
    ).toBe('billing');
  });
});

describe('OpenCode\'s typed "Error from provider (…): Upstream request failed" without its 400', () => {
  const error = (message: string, type = 'invalid_request_error') => ({
    error: { message, type, param: null, code: type },
  });
  it('is the request in the body alone (the body-only reading of batch 1412)', () => {
    expect(
      classify({ body: error('Error from provider (Console): Upstream request failed') }).reason,
    ).toBe('format_error');
  });
  it('is the request for the Console Go provider too', () => {
    expect(
      classify({ body: error('Error from provider (Console Go): Upstream request failed') }).reason,
    ).toBe('format_error');
  });
  it('leaves the words without the typed body, and a server-typed body, to the server', () => {
    expect(
      classify({ message: 'Error from provider (Console Go): Upstream request failed' }).reason,
    ).toBe('server_error');
    expect(
      classify({
        body: error('Error from provider (Console): Upstream request failed', 'server_error'),
      }).reason,
    ).toBe('server_error');
    // The bare words typed as the request's are the request's too (held h27, h1043, h1151).
    expect(classify({ body: error('Upstream request failed') }).reason).toBe('format_error');
  });
});
