/**
 * Group NB's rules for the "message only" rendering (session 70): held lines whose message says
 * what failed in a provider's or client's own words, read right when a log kept only the message,
 * each with the held line's wording, a second rendering and the neighbours it must leave alone.
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

function rulesOf(descriptor: Descriptor): string[] {
  return classifyError(errorFromDescriptor(descriptor)).explain.map((step) => step.rule);
}

const WRAPPED_400 =
  'litellm.ServiceUnavailableError: litellm.MidStreamFallbackError: litellm.BadRequestError: ' +
  'Vertex_ai_betaException BadRequestError - b\'{\\n  "error": {\\n    "code": 400,\\n    ' +
  '"message": "Unable to submit request because `load_mcp_documentation` functionDeclaration ' +
  'parameters schema should be of type OBJECT.",\\n    "status": "INVALID_ARGUMENT"\\n  }\\n}\\n\'. ' +
  'Received Model Group=gemini-3-flash-preview';

describe("LiteLLM's MidStreamFallbackError around a BadRequestError (held h754, h1119, h1687)", () => {
  it('reads the message alone as the request fault it wraps', () => {
    expect(reasonOf({ message: WRAPPED_400 })).toBe('format_error');
    // Read as the provider's 400 it wraps (review of session 70, problem 1).
    expect(rulesOf({ message: WRAPPED_400 })).toContain('status.none.litellm_wrapped_400');
    expect(ruleOf({ message: WRAPPED_400 })).toBe('status.400');
  });
  it('names the wrapper text it read in the trace', () => {
    const step = classifyError(
      errorFromDescriptor({ status: 503, message: WRAPPED_400 }),
    ).explain.find((entry) => entry.rule === 'status.503.litellm_wrapped_400');
    expect(step?.matched).toBe('midstreamfallbackerror: litellm.badrequesterror');
  });
  it('reads it under the 503 LiteLLM sends, and with the exceptions prefix', () => {
    expect(reasonOf({ status: 503, message: WRAPPED_400 })).toBe('format_error');
    expect(rulesOf({ status: 503, message: WRAPPED_400 })).toContain(
      'status.503.litellm_wrapped_400',
    );
    expect(ruleOf({ status: 503, message: WRAPPED_400 })).toBe('status.400');
    expect(
      reasonOf({
        message:
          'litellm.exceptions.MidStreamFallbackError: litellm.ServiceUnavailableError: ' +
          'litellm.MidStreamFallbackError: litellm.BadRequestError: Vertex_ai_betaException ' +
          'BadRequestError - b\'{"error": {"code": 400, "message": "the number of ' +
          'stop_sequences must not exceed 5.", "status": "INVALID_ARGUMENT"}}\'',
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        message: `Error fetching response: Error: 503 data: {"error": {"message": "${WRAPPED_400.replaceAll('"', '\\"')}"}}`,
      }),
    ).toBe('format_error');
  });
  it('leaves the other exceptions it wraps to their own readings', () => {
    expect(
      reasonOf({
        message:
          'litellm.MidStreamFallbackError: litellm.RateLimitError: litellm.RateLimitError: ' +
          'vertex_ai_betaException - b\'{"error": {"code": 429, "message": "Resource exhausted. ' +
          'Please try again later.", "status": "RESOURCE_EXHAUSTED"}}\'',
      }),
    ).toBe('rate_limit');
    expect(
      reasonOf({
        message:
          'MidStreamFallbackError: litellm.MidStreamFallbackError: litellm.APIConnectionError: ' +
          'DeepseekException - peer closed connection without sending complete message body ' +
          '(incomplete chunked read)',
      }),
    ).toBe('timeout');
  });
  it('leaves a wrapped thinking signature, overflow or missing model to their own readings', () => {
    expect(
      reasonOf({
        message:
          '[STREAM] Processing error: litellm.ServiceUnavailableError: litellm.MidStreamFallbackError: ' +
          'litellm.BadRequestError: Vertex_ai_betaException BadRequestError - b\'{"error": {"code": ' +
          '400, "message": "Function call is missing a thought_signature in functionCall parts.", ' +
          '"status": "INVALID_ARGUMENT"}}\'',
      }),
    ).toBe('thinking_signature');
    expect(
      reasonOf({
        status: 503,
        message:
          'litellm.ServiceUnavailableError: litellm.MidStreamFallbackError: litellm.BadRequestError: ' +
          'AnthropicException - prompt is too long: 212000 tokens > 200000 maximum',
      }),
    ).toBe('context_overflow');
    expect(
      reasonOf({
        message:
          'litellm.ServiceUnavailableError: litellm.MidStreamFallbackError: litellm.BadRequestError: ' +
          'OpenAIException - The model `gpt-9` does not exist or you do not have access to it.',
      }),
    ).not.toBe('format_error');
  });
  it('leaves a plain LiteLLM ServiceUnavailableError as capacity', () => {
    expect(
      reasonOf({
        status: 503,
        message: 'litellm.ServiceUnavailableError: AnthropicException - Overloaded',
      }),
    ).toBe('overloaded');
  });
});
