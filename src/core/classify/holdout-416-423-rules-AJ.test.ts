/**
 * Rules written for misses of held-out batches 416–423 (session 40, group AJ), after the batches had
 * been scored without them (on dfd95c3): each rule's real wordings (from the batch lines named), then
 * the neighbours it must read the same way and those it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

/** Elasticsearch's inference API around a remote service's refusal (its 400 envelope). */
function elasticsearch400(reason: string, inner: string): Record<string, unknown> {
  return {
    status: 400,
    body: {
      error: {
        root_cause: [{ type: 'unified_chat_completion_exception', reason: inner }],
        type: 'status_exception',
        reason,
        caused_by: { type: 'unified_chat_completion_exception', reason: inner },
      },
      status: 400,
    },
  };
}

const ES_VALIDATION_CALL =
  'Could not complete inference endpoint creation as validation call to service threw an exception.';

// Elasticsearch PR adding the AI21 inference service (batch 416).
describe("Elasticsearch's error envelope: its reason and the relayed cause are the message", () => {
  checkReasons([
    [
      "AI21's 422 'The provided model is not supported' inside Elasticsearch's 400 (batch 416)",
      elasticsearch400(
        ES_VALIDATION_CALL,
        'Received an input validation error response for request from inference entity id [ai21-chat-completion] status [422]. Error message: [{"detail":"The provided model is not supported. See https://docs.ai21.com/docs/jamba-foundation-models#api-versioning for a list of supported models"}]',
      ),
      'model_not_found',
    ],
    [
      "NVIDIA's '404 page not found' for a mistyped URL in the same envelope stays the request's (batch 416)",
      elasticsearch400(
        ES_VALIDATION_CALL,
        'Resource not found at [https://integrate.api.nvidia.com/v1/chat/completions23123] for request from inference entity id [nvidia-completion] status [404]. Error message: [404 page not found\n]',
      ),
      'format_error',
    ],
    [
      "OpenSearch's relayed Bedrock 'Malformed input request' without caused_by (held h308)",
      {
        status: 400,
        body: {
          error: {
            root_cause: [
              {
                type: 'status_exception',
                reason:
                  'Error from remote service: {"message":"Malformed input request: 2 schema violations found, please reformat your input and try again."}',
              },
            ],
            type: 'status_exception',
            reason:
              'Error from remote service: {"message":"Malformed input request: 2 schema violations found, please reformat your input and try again."}',
          },
          status: 400,
        },
      },
      'format_error',
    ],
    [
      "a relayed 401 'Incorrect API key provided' in the envelope is the key's (invented)",
      {
        status: 400,
        body: {
          error: {
            root_cause: [
              {
                type: 'status_exception',
                reason:
                  'Received an authentication error status code for request from inference entity id [openai-chat] status [401]. Error message: [Incorrect API key provided: sk-abc***]',
              },
            ],
            type: 'status_exception',
            reason: ES_VALIDATION_CALL,
            caused_by: {
              type: 'status_exception',
              reason:
                'Received an authentication error status code for request from inference entity id [openai-chat] status [401]. Error message: [Incorrect API key provided: sk-abc***]',
            },
          },
          status: 400,
        },
      },
      'auth_permanent',
    ],
  ]);
  it('the innermost cause is read into the message', () => {
    const result = classify(
      elasticsearch400(
        ES_VALIDATION_CALL,
        'status [422]. Error message: [{"detail":"The provided model is not supported."}]',
      ),
    );
    expect(result.explain.at(-1)?.field).toBe('body.error.reason');
  });
});

// azure-search-openai-demo (batch 416): the Entra token's 401 pasted cut off before "or have expired".
describe('an access token for the wrong audience is a token to re-acquire', () => {
  checkReasons([
    [
      "Azure's 401 'Access token is missing, invalid, audience is incorrect' cut off (batch 416)",
      {
        status: 401,
        message:
          '"statusCode": 401, "message": "Unauthorized. Access token is missing, invalid, audience is incorrect',
      },
      'auth',
    ],
    [
      'the whole sentence with its audience and expiry (held h122)',
      {
        message:
          "Error code: 401 - {'statusCode': 401, 'message': 'Unauthorized. Access token is missing, invalid, audience is incorrect (https://cognitiveservices.azure.com), or have expired.'}",
      },
      'auth',
    ],
    [
      "a JWT validator's 'invalid audience' under a 401 (invented)",
      {
        status: 401,
        message: 'Bearer error="invalid_token", error_description="The audience is invalid"',
      },
      'auth',
    ],
    [
      'a key said invalid under a 401, no audience, stays a dead key (held shape)',
      { status: 401, message: 'Unauthorized. Invalid API key provided.' },
      'auth_permanent',
    ],
  ]);
});

// SiYuan's model-list refresh against DeepSeek (batch 417).
describe("DeepSeek's 'Authentication Fails' is a verdict on the key", () => {
  checkReasons([
    [
      "'Authentication Fails (governor)' under a client's 401 line (batch 417)",
      {
        status: 401,
        message:
          '获取可用模型失败 list models HTTP 401: Authentication Fails (governor) v3.7.4-alpha.6',
      },
      'auth_permanent',
    ],
    [
      "'Authentication Fails (no such user)' without a status (held)",
      { message: 'Authentication Fails (no such user)' },
      'auth_permanent',
    ],
    [
      "'Authentication Fails, Your api key: ****abcd is invalid' (held)",
      { status: 401, message: 'Authentication Fails, Your api key: ****abcd is invalid' },
      'auth_permanent',
    ],
    [
      "a client's hedge 'if authentication fails, …' under a 401 is no verdict (invented)",
      {
        status: 401,
        message:
          'Request rejected. If authentication fails, sign in again to refresh your session.',
      },
      'auth',
    ],
  ]);
});

// ApeRAG's embeddings through LiteLLM (batch 416); LiteLLM's sibling "LLM Provider NOT provided" is held.
describe("LiteLLM's model it cannot map to a provider", () => {
  checkReasons([
    [
      "'Unmapped LLM provider for this endpoint' (batch 416)",
      {
        message:
          'litellm.BadRequestError: Unmapped LLM provider for this endpoint. You passed model=provider_db179b07/nomic-embed-text:latest, custom_llm_provider=provider_db179b07. Check supported provider and route: https://docs.litellm.ai/docs/providers',
        name: 'BadRequestError',
      },
      'model_not_found',
    ],
    [
      "its sibling 'LLM Provider NOT provided' (held)",
      {
        message:
          'litellm.BadRequestError: LLM Provider NOT provided. Pass in the LLM provider you are trying to call. You passed model=nomic-embed-text',
        name: 'BadRequestError',
      },
      'model_not_found',
    ],
    [
      'an unmapped parameter is the request’s (invented)',
      {
        status: 400,
        message: 'litellm.BadRequestError: Unmapped parameter: top_k is not supported. Drop it.',
      },
      'format_error',
    ],
  ]);
});

// Ollama's 500 (chunkhound, batch 417) and llama.cpp's 501 (Unsloth Studio, batch 417).
describe('a model or server lacking the capability, under a 5xx', () => {
  checkReasons([
    [
      "Ollama's 500 'this model does not support embeddings' (batch 417)",
      {
        status: 500,
        message:
          "InternalServerError: Error code: 500 - {'error': {'message': 'this model does not support embeddings', 'type': 'api_error', 'param': None, 'code': None}}",
        name: 'InternalServerError',
      },
      'model_not_found',
    ],
    [
      "llama.cpp's 501 'This server does not support embeddings. Start it with `--embeddings`' (batch 417)",
      {
        status: 501,
        body: {
          error: {
            code: 501,
            message: 'This server does not support embeddings. Start it with `--embeddings`',
            type: 'not_supported_error',
          },
        },
      },
      'model_not_found',
    ],
    [
      "llama.cpp's 501 for reranking, in its own words",
      {
        status: 501,
        body: {
          error: {
            code: 501,
            message: 'This server does not support reranking. Start it with `--reranking`',
            type: 'not_supported_error',
          },
        },
      },
      'model_not_found',
    ],
    [
      "Ollama's 400 '… does not support tools' (held)",
      { status: 400, message: 'registry.ollama.ai/library/gemma:2b does not support tools' },
      'model_not_found',
    ],
    [
      'a 500 about a parameter the model does not support is no capability (invented)',
      {
        status: 500,
        message:
          'Internal server error: this model does not support embeddings parameters of that size',
      },
      'server_error',
    ],
    [
      'a 500 whose capability text comes with a retry stays the server’s (invented)',
      {
        status: 500,
        message: 'this model does not support embeddings right now, please try again later',
      },
      'server_error',
    ],
    [
      'a 501 for streaming names no model (invented)',
      { status: 501, message: 'This server does not support streaming responses' },
      'server_error',
    ],
  ]);
  it('the 501 reads the model rule, not the status alone', () => {
    expect(
      classify({
        status: 501,
        message: 'This server does not support embeddings. Start it with `--embeddings`',
      }).explain.at(-1)?.rule,
    ).toBe('status.501.model_missing');
  });
});

// google_generative_ai (Dart) issue (batch 418): the SDK class's default toString only.
describe("the Gemini Dart SDK's UnsupportedUserLocation class", () => {
  checkReasons([
    [
      '\'Instance of "UnsupportedUserLocation"\' with the class as its name (batch 418)',
      { message: 'Instance of "UnsupportedUserLocation"', name: 'UnsupportedUserLocation' },
      'auth_permanent',
    ],
    [
      'the same rendering with no name kept (invented)',
      { message: "Instance of 'UnsupportedUserLocation'" },
      'auth_permanent',
    ],
    [
      "the API's own 'User location is not supported for the API use.' (held)",
      { status: 400, message: 'User location is not supported for the API use.' },
      'auth_permanent',
    ],
    [
      'a user location field the request lacks is the request’s (invented)',
      { status: 400, message: "Invalid value for 'user_location': expected an object" },
      'format_error',
    ],
  ]);
});

// The gov CLOVA Studio error table (batch 420).
describe('a model said to have faded out is retired', () => {
  checkReasons([
    [
      "CLOVA Studio's 400 'model fade out', code 40082 (batch 420)",
      { status: 400, message: 'model fade out', code: '40082' },
      'model_not_found',
    ],
    [
      "the same in the past tense, 'The model has been faded out' (invented)",
      { status: 400, message: 'The model has been faded out. Please use a supported model.' },
      'model_not_found',
    ],
    [
      'a fade-out of audio, not of the model (invented)',
      { status: 400, message: 'Invalid value: fade_out must be a positive number' },
      'format_error',
    ],
  ]);
});

// gemini-cli 0.18 (batch 421): the array-wrapped body repeats the message after a "model-reference" URL.
describe('a snake_case parameter the model does not support is the request’s', () => {
  checkReasons([
    [
      "Vertex's 'thinking_level is not supported by this model' in the array body (batch 421)",
      {
        status: 400,
        body: [
          {
            error: {
              code: 400,
              message:
                'Unable to submit request because thinking_level is not supported by this model.. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/gemini',
              errors: [
                {
                  message:
                    'Unable to submit request because thinking_level is not supported by this model.. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/gemini',
                  domain: 'global',
                  reason: 'badRequest',
                },
              ],
              status: 'INVALID_ARGUMENT',
            },
          },
        ],
      },
      'format_error',
    ],
    [
      "'thinking is not supported by this model' (held h383)",
      {
        status: 400,
        message:
          'Unable to submit request because thinking is not supported by this model. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/gemini',
      },
      'format_error',
    ],
    [
      "OpenAI's 'reasoning_effort is not supported by this model' (invented)",
      {
        status: 400,
        message: "Unsupported value: 'reasoning_effort' is not supported by this model.",
      },
      'format_error',
    ],
    [
      "'image_url is only supported by certain models' stays the model's capability (held h358)",
      {
        status: 400,
        message: '400 Invalid content type. image_url is only supported by certain models.',
      },
      'model_not_found',
    ],
    [
      "'function_calling is not supported by this model' stays the model's capability (invented)",
      { status: 400, message: 'function_calling is not supported by this model' },
      'model_not_found',
    ],
  ]);
  it('a capability named in snake_case is not read as a parameter (invented)', () => {
    expect(
      classify({ status: 400, message: 'image_url is not supported by this model.' }).explain.at(-1)
        ?.rule,
    ).not.toBe('status.400.validation_text');
  });
});
