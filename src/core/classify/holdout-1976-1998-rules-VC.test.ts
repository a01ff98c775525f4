/**
 * Rule group VC's rules (session 76): misses of held-out batches 1976–1998 and the retrain flips
 * read by a general rule, each with the held line's wording, a second rendering and the neighbours
 * it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('httpx and httpcore transport classes named with their module (held h972-vllm-malware-kg-httpx-connecterror-errno22)', () => {
  it('reads the class as the same class without its module', () => {
    expect(
      classified({ message: '[Errno 22] Invalid argument', name: 'httpx.ConnectError' }),
    ).toEqual({ reason: 'timeout', rule: 'transport.name' });
    expect(reasonOf({ message: 'timed out', name: 'httpcore.ConnectTimeout' })).toBe('timeout');
  });
  it("leaves httpx's status error and another module's class alone", () => {
    expect(
      reasonOf({
        status: 401,
        message:
          "Client error '401 Unauthorized' for url 'https://api.openai.com/v1/chat/completions'",
        name: 'httpx.HTTPStatusError',
      }),
    ).not.toBe('timeout');
    expect(ruleOf({ message: '[Errno 22] Invalid argument', name: 'mylib.ConnectError' })).not.toBe(
      'transport.name',
    );
  });
});

describe("LiteLLM's connection error under a relay's 5xx (held h1996-agnes-paperless-ngx-upstream-connection-error)", () => {
  it('reads the upstream connection failure', () => {
    expect(
      classified({
        status: 500,
        message:
          "openai.OpenAIError: Error code: 500 - {'error': {'message': '***.InternalServerError: InternalServerError: OpenAIException - Connection error', 'type': 'upstream_error', 'param': '', 'code': '500'}}",
      }),
    ).toEqual({ reason: 'timeout', rule: 'status.500.litellm_connection_error' });
    expect(
      reasonOf({
        status: 502,
        body: {
          error: {
            message: 'litellm.APIError: AzureException - Connection error.',
            type: 'upstream_error',
          },
        },
      }),
    ).toBe('timeout');
  });
  it('leaves a 5xx without the wrapper, and a 4xx, alone', () => {
    expect(ruleOf({ status: 500, message: 'Internal Server Error' })).not.toBe(
      'status.500.litellm_connection_error',
    );
    // LiteLLM's own 500 around the words, no relay's upstream type: the server did answer.
    expect(
      reasonOf({
        status: 500,
        name: 'InternalServerError',
        message:
          'litellm.InternalServerError: InternalServerError: OpenAIException - Connection error.',
      }),
    ).toBe('server_error');
    expect(ruleOf({ status: 403, message: 'OpenAIException - Connection error' })).not.toBe(
      'status.403.litellm_connection_error',
    );
    // A cause after the wrapper decides (session 76 review 2).
    expect(
      reasonOf({
        status: 502,
        message: 'AnthropicException - Connection error: 401 invalid x-api-key',
      }),
    ).not.toBe('timeout');
  });
});

describe("Google's resource field check under a proxy's 500 (held h1988-cliproxyapi-invalid-resource-field)", () => {
  it("reads the request's fault", () => {
    expect(
      classified({ status: 500, message: 'Invalid resource field value in the request' }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.invalid_resource_field_value' });
    expect(
      reasonOf({ status: 500, message: 'ERROR: INVALID RESOURCE FIELD VALUE IN THE REQUEST.' }),
    ).toBe('format_error');
  });
  it('leaves a bare 500 and a capacity 503 alone', () => {
    expect(reasonOf({ status: 500, message: 'Invalid request' })).toBe('server_error');
    expect(reasonOf({ status: 503, message: 'Service Unavailable' })).toBe('overloaded');
  });
});

describe("A model server's execution failure under a 503 (held h1989-ollama-higress-model-execution-failed)", () => {
  it('reads the crash, not capacity', () => {
    expect(
      classified({
        status: 503,
        message:
          'openai.InternalServerError: Error code: 503 [422] MODEL_EXECUTION_FAILED: Error occurred during execution of model: qwen3:1.7b',
        name: 'InternalServerError',
      }),
    ).toEqual({ reason: 'server_error', rule: 'status.503.model_execution_failed' });
    expect(
      reasonOf({ status: 503, message: 'Error occurred during execution of model: llama3' }),
    ).toBe('server_error');
  });
  it('leaves capacity words under the 503 alone', () => {
    expect(
      reasonOf({ status: 503, message: 'Service Unavailable: the server is overloaded' }),
    ).toBe('overloaded');
    // A busy server named after the wrapper is capacity (session 76 review 2).
    const busy = {
      status: 503,
      message: 'Error occurred during execution of model llama3: server busy, too many requests',
    };
    expect(ruleOf(busy)).not.toBe('status.503.model_execution_failed');
    expect(reasonOf(busy)).not.toBe('server_error');
  });
});

describe("Copilot's prompt filter in its request log under a 422 (held h1983-copilot-commitmsg-promptfiltered-log, h1983-copilot-commitmsg-rai-filtered)", () => {
  it('reads the content filter', () => {
    expect(
      classified({
        status: 422,
        message:
          'Server error: 422 Unprocessable Entity ccreq:61221912.copilotmd | promptFiltered | gpt-4o-mini-2024-07-18 | 1141ms | [gitCommitMessageGenerator]',
      }),
    ).toEqual({ reason: 'content_policy', rule: 'status.422.prompt_filtered' });
    expect(
      reasonOf({
        status: 422,
        message:
          'FAILED: Filtered by Responsible AI Service Server error: 422 Unprocessable Entity ccreq: ... | promptFiltered | gpt-4o-mini-2024-07-18 | [gitCommitMessageGenerator]',
      }),
    ).toBe('content_policy');
    expect(
      reasonOf({ status: 400, message: 'Request failed: Filtered by the Responsible AI Service.' }),
    ).toBe('content_policy');
  });
  it('leaves a bare 422 and a word that only begins the same alone', () => {
    expect(reasonOf({ status: 422, message: '422 Unprocessable Entity' })).toBe('format_error');
    expect(ruleOf({ status: 422, message: 'promptFilteredCount must be an integer' })).not.toBe(
      'status.422.prompt_filtered',
    );
  });
});

describe('A client\'s "Request failed with status 404:" with nothing after it (held h1997-oobabooga-oobabot-404-openai-mode)', () => {
  it('reads the bare 404', () => {
    expect(
      classified({
        status: 404,
        message:
          'ERROR Exception while running <coroutine object DiscordBot._send_text_response_in_channel at 0x00000272A1CA8D60>. Response: Request failed with status 404:',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.404.client_status_line' });
    expect(reasonOf({ status: 404, message: 'Chat error. Request failed with status 404:' })).toBe(
      'model_not_found',
    );
  });
  it('leaves a headline that names another step alone', () => {
    expect(
      ruleOf({ status: 404, message: 'Token refresh failed. Request failed with status 404:' }),
    ).not.toBe('status.404.client_status_line');
  });
});

describe('The newer output-token parameter asked for (held h1994-openai-wave-o3-maxtokens)', () => {
  it("reads the request's parameter, not a missing model", () => {
    expect(
      classified({
        message:
          'error calling openai API: this model is not supported MaxTokens, please use MaxCompletionTokens',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.use_max_completion_tokens' });
    expect(
      reasonOf({
        message:
          "Unsupported: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      }),
    ).toBe('format_error');
  });
  it('leaves a model that is not supported alone', () => {
    expect(reasonOf({ message: 'error calling openai API: this model is not supported' })).toBe(
      'model_not_found',
    );
  });
});

describe("FastAPI's bare 404 document quoted without its status (held h79-copilot-byok-detail-not-found)", () => {
  it('reads the missing route or model', () => {
    expect(
      classified({
        message:
          'Sorry, your request failed. Please try again.\n\nClient Request Id: 47577ed5-3b21-440e-91cb-71baa706abe1\n\nReason: {"detail":"Not Found"}: Error: {"detail":"Not Found"} at dG._provideLanguageModelResponse (extension.js:1710:16552)',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.bare_not_found_document' });
    expect(reasonOf({ message: "Provider said: {'detail': 'Not Found'} (retrying)" })).toBe(
      'model_not_found',
    );
  });
  it('leaves a document that names what was not found alone', () => {
    expect(ruleOf({ message: 'Reason: {"detail":"Assistant not found"}' })).not.toBe(
      'message.bare_not_found_document',
    );
  });
});

describe('A client that lost the error answer it was reading (held h1976-gemini-antigravity-body-already-used)', () => {
  it('reads no cause', () => {
    expect(classified({ message: 'Failed to process error response: Body already used' })).toEqual({
      reason: 'unknown',
      rule: 'message.error_response_unread',
    });
    expect(
      ruleOf({
        message:
          'AI_RetryError: Failed after 3 attempts. Last error: Failed to process error response',
      }),
    ).toBe('message.error_response_unread');
  });
  it('leaves a cause after it alone', () => {
    expect(
      ruleOf({ message: 'Failed to process error response: 429 rate limit exceeded' }),
    ).not.toBe('message.error_response_unread');
  });
});

describe("Pydantic AI's give-up on its own result validation (held h1977-ollama-pydantic-ai-max-retries-validation)", () => {
  it('reads no provider cause', () => {
    expect(
      classified({
        message: 'Exceeded maximum retries (1) for result validation',
        name: 'UnexpectedModelBehavior',
      }),
    ).toEqual({ reason: 'unknown', rule: 'message.validation_retries_exceeded' });
    expect(
      ruleOf({
        message:
          'pydantic_ai.exceptions.UnexpectedModelBehavior: Exceeded maximum retries (3) for output validation',
      }),
    ).toBe('message.validation_retries_exceeded');
  });
  it("leaves a client's other retry limits alone", () => {
    expect(ruleOf({ message: 'Exceeded maximum retries (5) for rate limit errors' })).not.toBe(
      'message.validation_retries_exceeded',
    );
  });
});

describe("Gemini's account-not-eligible sentence cut at its ellipsis (held h1976-gemini-codeassist-account-not-eligible-fragment)", () => {
  it('reads the permanent account refusal', () => {
    expect(reasonOf({ message: 'Your current account is not eligible...' })).toBe('auth_permanent');
    expect(reasonOf({ message: 'Sign-in failed: your current account is not eligible…' })).toBe(
      'auth_permanent',
    );
  });
  it('leaves an offer the account is not eligible for alone', () => {
    expect(
      reasonOf({ message: 'Your current account is not eligible for the free trial offer.' }),
    ).not.toBe('auth_permanent');
    // An ellipsis in the middle of an offer's sentence is no cut verdict (session 76 review 2).
    expect(
      reasonOf({ message: 'Your current account is not eligible... for this promotion' }),
    ).not.toBe('auth_permanent');
  });
});

describe('A client\'s provider headline around a bare "Invalid URL" (held h1983-ollama-opencommit-invalid-url)', () => {
  it('reads the malformed URL', () => {
    expect(classified({ message: '✖ Error: Ollama provider error: Invalid URL' })).toEqual({
      reason: 'format_error',
      rule: 'message.invalid_url',
    });
    expect(reasonOf({ message: 'OpenAI provider error: invalid URL.' })).toBe('format_error');
  });
  it("leaves a gateway's 502 with words after the URL alone", () => {
    expect(reasonOf({ status: 502, message: '[502]: Invalid URL: ' })).toBe('server_error');
  });
});
