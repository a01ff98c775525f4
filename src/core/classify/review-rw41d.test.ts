/**
 * Review rw41d of the rules for held-out batches 466 and 468 (commit 7459bcf): a resource of the
 * request named by its id and not found, "URL sources are not supported", and a relay's "Route /…
 * not found". Real wordings cite their source; invented neighbours say so.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe('a resource of the request by its id (REFERENCED_ITEM_WORDS)', () => {
  it('reads the other ways of saying it is gone, not as a model (invented)', () => {
    for (const message of [
      'File with id file-abc was not found',
      "Thread with id 'thread_x' could not be found",
      'Vector store with id vs_1 does not exist',
    ]) {
      const result = classify({ status: 404, message });
      expect(result.reason, message).toBe('format_error');
      expect(result.category, message).toBe('request.invalid_parameter');
    }
  });
  it("reads a Gemini File API id with its 'files/' prefix (invented wording, real id form)", () => {
    const result = classify({ status: 404, message: 'File with id files/abc123 not found' });
    expect(result.reason).toBe('format_error');
    expect(result.category).toBe('request.invalid_parameter');
  });
  it('leaves a model file or model run by its id the model’s (invented)', () => {
    expect(classify({ status: 404, message: 'Model file with id gemma not found' }).reason).toBe(
      'model_not_found',
    );
    expect(classify({ message: 'Model file with id gemma not found' }).reason).toBe(
      'model_not_found',
    );
    expect(classify({ status: 404, message: 'Deployment with id gpt4o not found' }).reason).toBe(
      'model_not_found',
    );
  });
  it('lets a 5xx status decide (invented)', () => {
    expect(classify({ status: 500, message: 'Vector store with ID vs1 not found' }).reason).toBe(
      'server_error',
    );
  });
});

describe('a route the server does not have (INVALID_URL / INVALID_URL_TEXT)', () => {
  it('reads a quoted path as the unquoted one (invented)', () => {
    for (const message of [
      "Route '/v1/chat/completions' not found",
      'Route "/v1/chat/completions" not found',
    ]) {
      const result = classify({ message });
      expect(result.reason, message).toBe('format_error');
      expect(result.category, message).toBe('request.invalid_url');
    }
  });
  it("reads Laravel's NotFoundHttpException wording (Laravel's RouteCollection: 'The route %s could not be found.')", () => {
    for (const status of [404, undefined]) {
      const result = classify({
        status,
        message: 'The route api/v1/chat/completions could not be found.',
      });
      expect(result.reason).toBe('format_error');
      expect(result.category).toBe('request.invalid_url');
    }
  });
  it('leaves a model path the model’s (invented)', () => {
    expect(classify({ status: 404, message: 'Route GET:/v1/models/gpt-5 not found' }).reason).toBe(
      'model_not_found',
    );
    expect(
      classify({ status: 404, message: 'The route v1/models/gpt-5 could not be found.' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a relay’s 502 or 503 to its status and a missing route to a host to the transport (invented)', () => {
    expect(
      classify({ status: 502, message: 'upstream error: Route POST:/v1/messages not found' })
        .reason,
    ).toBe('server_error');
    expect(classify({ status: 503, message: 'Route /v1/chat/completions not found' }).reason).toBe(
      'overloaded',
    );
    expect(classify({ message: 'connect EHOSTUNREACH: no route to host' }).reason).not.toBe(
      'format_error',
    );
  });
});

describe('a content source kind the endpoint does not take (VALIDATION_LISTED)', () => {
  it('reads a document block and a "by this model" tail the same (invented)', () => {
    for (const message of [
      'messages.0.content.1.document.source: URL sources are not supported',
      'URL sources are not supported by this model',
    ]) {
      expect(classify({ status: 400, message }).reason, message).toBe('format_error');
    }
  });
});
