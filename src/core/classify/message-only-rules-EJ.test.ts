/**
 * Group EJ's message-only rules (session 58): wordings a client keeps without status, body or code,
 * read from the words alone, each with the held line it was written for, a second rendering and the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe('a model named outside the set the endpoint takes (held h893)', () => {
  it('reads the model from the message alone', () => {
    expect(reasonOf("Model name must be one of ['gpt-4o-mini', ...]")).toBe('model_not_found');
    expect(reasonOf('model id must be one of gpt-4o, gpt-4o-mini')).toBe('model_not_found');
  });
  it('reads it the same under its 400', () => {
    expect(reasonOf("Model name must be one of ['gpt-4o-mini', ...]", 400)).toBe('model_not_found');
  });
  it('leaves any other field that must be one of a set to the request', () => {
    expect(reasonOf("role must be one of 'user', 'assistant'")).toBe('format_error');
    expect(reasonOf('temperature must be one of 0, 1')).toBe('format_error');
    expect(reasonOf("tool_choice must be one of ['auto', 'none']", 400)).toBe('format_error');
  });
});

describe('an InvalidParameter template that calls the model parameter not valid (held h194)', () => {
  const line =
    "Exception:Error code: 400 - {'error': {'code': 'InvalidParameter', 'message': 'The parameter model specified in the request is not valid: the specified model doubao-seed-2-0-pro does not support content generation.', 'param': 'model', 'type': 'BadRequest'}}";
  it('reads the model from the message alone and under its 400', () => {
    expect(reasonOf(line)).toBe('model_not_found');
    expect(reasonOf(line, 400)).toBe('model_not_found');
  });
  it('leaves another parameter called not valid to the request', () => {
    expect(
      reasonOf(
        "Error code: 400 - {'error': {'code': 'InvalidParameter', 'message': 'The parameter temperature specified in the request is not valid: must be <= 1'}}",
        400,
      ),
    ).toBe('format_error');
  });
});

describe('a model_not_allowed code said alone (held h900)', () => {
  it('reads the model from the bare code and under its 403', () => {
    expect(reasonOf('model_not_allowed')).toBe('model_not_found');
    expect(reasonOf('model_not_allowed', 403)).toBe('model_not_found');
  });
  it('leaves a code that names no model to the words around it', () => {
    expect(reasonOf('tool_not_allowed')).not.toBe('model_not_found');
  });
});

describe('a local model that lacks the data one input needs (held h150)', () => {
  const line =
    'Failed to create new sequence: failed to process inputs: this model is missing data required for image input';
  it('reads the model from the message alone and under its 500', () => {
    expect(reasonOf(line)).toBe('model_not_found');
    expect(reasonOf(line, 500)).toBe('model_not_found');
  });
  it('leaves a request missing data to the request', () => {
    expect(reasonOf('the request is missing data required for image input')).not.toBe(
      'model_not_found',
    );
  });
});

describe('"Invalid input" as the whole message (held h1004)', () => {
  it('reads the request from the message alone and under its 400', () => {
    expect(reasonOf('Invalid input')).toBe('format_error');
    expect(reasonOf('Error: Invalid input.')).toBe('format_error');
    expect(reasonOf('Invalid input', 400)).toBe('format_error');
  });
  it('leaves an input said too long to the overflow', () => {
    expect(reasonOf('Invalid input: prompt is too long: 250000 tokens > 200000 maximum')).toBe(
      'context_overflow',
    );
  });
});

describe('a client told its SDK version is deprecated (held h62)', () => {
  it('reads the client to update, not a deprecated model, alone and under its 405', () => {
    expect(reasonOf('Request trying to use deprecated SDK version')).toBe('format_error');
    expect(reasonOf('Request trying to use deprecated SDK version', 405)).toBe('format_error');
  });
  it('leaves a deprecated model to the model', () => {
    expect(reasonOf('The model text-davinci-003 has been deprecated')).toBe('model_not_found');
  });
});

describe('an image the endpoint could not fetch from the URL sent (held h812)', () => {
  const line =
    'Failed to download image due to an invalid URL. Please check the image URL or contact support for assistance.';
  it('reads the request from the message alone and under its 400', () => {
    expect(reasonOf(line)).toBe('format_error');
    expect(reasonOf(line, 400)).toBe('format_error');
  });
});

describe('a gateway asking for the model field (held h924)', () => {
  it("reads the request's missing model name alone and under its 400", () => {
    expect(reasonOf("Name the model to call in the request's model field.")).toBe('format_error');
    expect(reasonOf("Name the model to call in the request's model field.", 400)).toBe(
      'format_error',
    );
  });
});

describe('a path the server names as not found (held h340)', () => {
  it('reads the URL from the message alone and under its 404', () => {
    expect(reasonOf('AI_APICallError: Path not found: /chat/completions')).toBe('format_error');
    expect(reasonOf('AI_APICallError: Path not found: /chat/completions', 404)).toBe(
      'format_error',
    );
  });
  it('leaves a model not found to the model', () => {
    expect(reasonOf('Model not found: gpt-5-turbo')).toBe('model_not_found');
  });
});

describe('"Authentication error" as the whole message of a JSON error (held h109, h62)', () => {
  const cloudflare = '{"success":false,"errors":[{"code":10000,"message":"Authentication error"}]}';
  it('reads the refused token from the JSON error alone', () => {
    expect(reasonOf(cloudflare)).toBe('auth_permanent');
  });
  it('reads it the same under its 403 and after a client headline', () => {
    expect(reasonOf(cloudflare, 403)).toBe('auth_permanent');
    expect(reasonOf(`Unauthorized: ${cloudflare}`, 401)).toBe('auth_permanent');
  });
  it("leaves the client's own bare words and the phrase inside a sentence to the words around it", () => {
    expect(reasonOf('Authentication error')).toBe('auth');
    expect(reasonOf('Authentication error: token expired')).toBe('auth');
    expect(reasonOf('WebSocket upgrade failed: Authentication error (401).')).toBe('auth');
    expect(reasonOf('Internal authentication error', 500)).toBe('server_error');
  });
});
