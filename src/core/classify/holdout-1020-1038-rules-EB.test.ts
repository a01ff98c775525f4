/**
 * Rules written for the misses of held-out batches 1020–1038 (session 57, group EB), after the
 * batches had been scored without them: a relay that kept the provider's document as JSON text,
 * OpenAI's stock server fault under a 429, on-device model loaders that cannot have the model,
 * Apple's context window full, an empty request body to llama.cpp, and a bare "Server error,
 * please try again". Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

const CLAUDE_CODE_ONLY =
  'This credential is only authorized for use with Claude Code and cannot be used for other API requests.';

describe("a relay's wrapper that kept the provider's document as JSON text", () => {
  it('reads the document inside (claude-relay-service, batch 1029)', () => {
    const d = {
      status: 400,
      body: {
        error: 'Claude API error',
        status: 400,
        details: JSON.stringify({
          type: 'error',
          error: { type: 'invalid_request_error', message: CLAUDE_CODE_ONLY },
        }),
      },
    };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toBe('status.400.client_gated_credential');
  });
  it('reads another document kept as text the same way (invented)', () => {
    const d = {
      body: {
        error: 'Gemini API error',
        response: JSON.stringify({ error: { code: 404, message: 'models/gemini-x is not found' } }),
      },
    };
    expect(classify(d).reason).toBe('model_not_found');
  });
  it('leaves a details string that is not a document alone', () => {
    expect(
      classify({ status: 400, body: { error: 'Claude API error', details: 'not json' } }).reason,
    ).toBe('format_error');
  });
});

describe('an on-device loader that cannot have the model', () => {
  it("is the model: WebLLM's id with no URL (batch 1035)", () => {
    const d = {
      message:
        'Uncaught (in promise) Error: Failed to load model: No URL found for model ID "Phi2-q4f32_1". Please check if the model ID is correct and included in the model_list configuration.',
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('message.model_file_missing');
  });
  it('is the model: no compatible GPU, and ONNX Runtime Web with no session (batch 1035)', () => {
    expect(
      classify({
        message:
          'Failed to load model: Failed to load MLC model "x": Unable to find a compatible GPU.',
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({ message: "Uncaught Error: Can't create a session. ERROR_CODE: 6" }).reason,
    ).toBe('model_not_found');
  });
  it('reads other casings the same (invented)', () => {
    expect(classify({ message: 'CANNOT CREATE A SESSION' }).reason).toBe('model_not_found');
    expect(classify({ message: 'can’t create a session' }).reason).toBe('model_not_found');
  });
  it('leaves a model that failed to load for another cause to the runner', () => {
    expect(classify({ message: 'Failed to load model: out of memory' }).reason).toBe(
      'server_error',
    );
  });
});

describe("Apple's context window full", () => {
  it('is the window (Foundation Models, batch 1035)', () => {
    const d = { message: 'GenerationError.exceededContextWindowSize' };
    expect(classify(d).reason).toBe('context_overflow');
    expect(lastRule(d)).toBe('message.context_overflow');
  });
  it('reads the case inside a longer line the same (invented)', () => {
    expect(
      classify({
        message: 'LanguageModelSession.GenerationError.exceededContextWindowSize(context)',
      }).reason,
    ).toBe('context_overflow');
  });
  it("leaves Apple's other cases alone", () => {
    expect(classify({ message: 'GenerationError.rateLimited' }).reason).not.toBe(
      'context_overflow',
    );
  });
});

describe('an empty request body to a JSON parser', () => {
  const text =
    '[json.exception.parse_error.101] parse error at line 1, column 1: attempting to parse an empty input; check that your input string or stream contains the expected JSON';
  it("is the request under llama.cpp's 500 (ramalama, batch 1023)", () => {
    const d = { status: 500, body: { code: 500, message: text, type: 'server_error' } };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('status.500.request_string_unparseable');
  });
  it('leaves a cut body alone', () => {
    expect(
      classify({
        status: 500,
        message:
          '[json.exception.parse_error.101] parse error at line 1, column 812: syntax error while parsing value - unexpected end of input',
      }).reason,
    ).toBe('server_error');
  });
});

describe('a bare "Server error, please try again"', () => {
  it('is the server (DIY Layout Creator, batch 1033)', () => {
    expect(classify({ message: 'AI Assistant: Server error, please try again.' }).reason).toBe(
      'server_error',
    );
  });
  it('reads it with a period the same (invented)', () => {
    expect(classify({ message: 'server error. please try again' }).reason).toBe('server_error');
  });
  it('leaves a bare "please try again" alone', () => {
    expect(classify({ message: 'Please try again.' }).reason).not.toBe('server_error');
  });
});
