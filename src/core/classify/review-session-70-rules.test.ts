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

function ruleOf(descriptor: Descriptor): string {
  return (
    classifyError(errorFromDescriptor(descriptor)).explain.find((step) => step.decided)?.rule ?? ''
  );
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

describe('problem 2: no access to a model needs a model id, not an org, project, region or host', () => {
  it('leaves org, project, region and host ids off the model rule', () => {
    expect(
      reasonOf({ status: 403, message: "You don't have access to org-1abc. Contact your admin" }),
    ).toBe('auth');
    expect(ruleOf({ message: 'You do not have access to project-123456.' })).not.toContain(
      'no_access_to_named_model',
    );
    expect(ruleOf({ message: "You don't have access to us-east-1" })).not.toContain(
      'no_access_to_named_model',
    );
    expect(ruleOf({ message: 'You do not have access to chatgpt.duti.tech.' })).not.toContain(
      'no_access_to_named_model',
    );
  });
  it('still reads a model named by its family or after the word "model" (held h1661)', () => {
    const h1661 =
      "It seems like you don't have access to gemini-3-flash-preview. Your admin might have disabled the access. Contact them to enable the Preview Release Channel.";
    expect(reasonOf({ status: 403, message: h1661 })).toBe('model_not_found');
    expect(reasonOf({ message: h1661 })).toBe('model_not_found');
    expect(reasonOf({ message: "You don't have access to claude-opus-4-1" })).toBe(
      'model_not_found',
    );
    expect(reasonOf({ message: "You don't have access to o3" })).toBe('model_not_found');
    expect(reasonOf({ message: 'You do not have access to the model acme-2-large' })).toBe(
      'model_not_found',
    );
  });
});

describe('problem 3: a model server lacking an API path is not the model endpoint rule', () => {
  it('leaves a model server, backend or gateway to its older reading', () => {
    expect(ruleOf({ message: 'Model server does not support /v1/responses' })).not.toContain(
      'model_endpoint_unsupported',
    );
    expect(
      ruleOf({
        message: "The model backend doesn't support /v1/embeddings; upgrade your server",
      }),
    ).not.toContain('model_endpoint_unsupported');
  });
  it('still reads a named model that does not serve the path (held h834)', () => {
    const message =
      'The model "google/gemini-3.1-flash-image" does not support /v1/images/edits. Use /v1/images/generations instead.';
    expect(reasonOf({ message })).toBe('model_not_found');
    expect(ruleOf({ message })).toBe('message.model_endpoint_unsupported');
  });
});

describe('problem 5: an expired container with re-login words is the login', () => {
  it('leaves a session container that asks to log in again to the auth reading', () => {
    expect(reasonOf({ message: 'Your session container has expired, please log in again' })).toBe(
      'auth',
    );
  });
  it("still reads OpenAI's code-interpreter container (held h1684)", () => {
    expect(reasonOf({ message: 'Container is expired.' })).toBe('format_error');
    expect(ruleOf({ message: 'Container is expired.' })).toBe('message.container_expired');
    expect(reasonOf({ status: 400, message: 'Container is expired.' })).toBe('format_error');
  });
});

describe("problem 6: one relay-adaptor rule; NC's request wordings beside NA's", () => {
  it('reads every relay adaptor wording by the one rule', () => {
    for (const message of [
      'cannot found vertex chat adaptor for model gemini-3.1-pro-preview',
      'get_adaptor_failed',
      'adaptor not found',
    ]) {
      expect(reasonOf({ message })).toBe('model_not_found');
      expect(ruleOf({ message })).toBe('message.relay_no_adaptor_for_model');
    }
  });
  it('keeps the request-fault wordings NC added as format_error', () => {
    const message = 'Stream options can only be defined when `stream=True`.';
    expect(reasonOf({ message })).toBe('format_error');
    expect(ruleOf({ message })).toBe('message.request_tools_turns_options_refused');
  });
});

describe("problem 8: an OpenCode NamedError's data.message only under a message that names nothing", () => {
  it("keeps the error's own informative message", () => {
    const error = errorFromDescriptor({
      body: {
        error: {
          name: 'ProviderError',
          message: 'Rate limit exceeded, retry in 20s',
          data: { message: 'Request failed' },
        },
      },
    });
    const result = classifyError(error);
    expect(result.reason).toBe('rate_limit');
  });
  it('reads data.message when the message is missing or a bare banner (held h688)', () => {
    expect(
      reasonOf({
        body: {
          type: 'error',
          error: { name: 'UnknownError', data: { message: 'Model not found: kimi-k2-6/.' } },
        },
      }),
    ).toBe('model_not_found');
    expect(
      reasonOf({
        body: {
          name: 'UnknownError',
          message: 'Error',
          data: { message: 'Model not found: kimi-k2-6/.' },
        },
      }),
    ).toBe('model_not_found');
  });
});

describe('problem 4 (left): a quoted name refused for this model stays a request fault', () => {
  it('reads the quoted value or parameter as format_error, as the start build did', () => {
    expect(reasonOf({ message: `'image_url' is not supported for this model` })).toBe(
      'format_error',
    );
    expect(reasonOf({ message: "This model does not support the 'tools' parameter" })).toBe(
      'format_error',
    );
    expect(reasonOf({ message: 'think value "medium" is not supported for this model' })).toBe(
      'format_error',
    );
  });
});
