/**
 * The review of session 70's rule groups NA–ND: each problem's descriptor and its neighbours, with
 * the reason each must get (group RN, session 70).
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

const WRAPPER =
  'litellm.ServiceUnavailableError: litellm.MidStreamFallbackError: litellm.BadRequestError: ';

function anthropic400(message: string): string {
  return `${WRAPPER}AnthropicException - {"type":"error","error":{"type":"invalid_request_error","message":"${message}"}}`;
}

describe('problem 1: a 400 LiteLLM wraps in MidStreamFallbackError is read by its own words', () => {
  const cases: Array<[string, string]> = [
    [
      `${WRAPPER}AzureException BadRequestError - The response was filtered due to the prompt triggering Azure OpenAI content management policy. Please modify your prompt and retry.`,
      'content_policy',
    ],
    [
      anthropic400(
        'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
      ),
      'billing',
    ],
    [
      anthropic400(
        'messages.0.content.1.image.source.base64: image exceeds 5 MB maximum: 7340032 bytes > 5242880 bytes',
      ),
      'image_too_large',
    ],
    [
      `${WRAPPER}VertexAIException BadRequestError - b'{"error": {"code": 400, "message": "API key not valid. Please pass a valid API key.", "status": "INVALID_ARGUMENT"}}'`,
      'auth_permanent',
    ],
    [
      `${WRAPPER}Vertex_ai_betaException BadRequestError - b'{"error": {"code": 400, "message": "Unable to submit request because schema should be of type OBJECT.", "status": "INVALID_ARGUMENT"}}'`,
      'format_error',
    ],
    [
      anthropic400('messages.1.content.0.thinking.signature: Invalid signature in thinking block'),
      'thinking_signature',
    ],
  ];
  for (const [message, reason] of cases) {
    it(`${reason} under the 503 and without a status: ${message.slice(WRAPPER.length, WRAPPER.length + 60)}`, () => {
      expect(reasonOf({ status: 503, message })).toBe(reason);
      expect(reasonOf({ message })).toBe(reason);
    });
  }
  it('leaves a plain 503 and the other wrapped exceptions alone', () => {
    expect(
      reasonOf({
        status: 503,
        message: 'litellm.ServiceUnavailableError: AnthropicException - Overloaded',
      }),
    ).toBe('overloaded');
    expect(
      reasonOf({
        message:
          'litellm.MidStreamFallbackError: litellm.RateLimitError: vertex_ai_betaException - b\'{"error": {"code": 429, "message": "Resource exhausted. Please try again later.", "status": "RESOURCE_EXHAUSTED"}}\'',
      }),
    ).toBe('rate_limit');
  });
});
