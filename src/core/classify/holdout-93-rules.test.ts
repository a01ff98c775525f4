/**
 * Rules from held-out batch 93 (a natural sample of AWS Bedrock and the smaller Western API
 * providers — Mistral, Cohere, Groq, xAI, Perplexity, Cerebras — as users meet them outside the
 * most-mined repositories; docs/classifier.md, "Batch 93"): each rule's wordings, then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Bedrock answers an account it will not serve yet with a ValidationException whose whole message
// is "Operation not allowed" (kirodotdev/Kiro#11191: every model, an account pending verification;
// aws/aws-cli#8717: "Turns out it was an issue with the account"). The held lines read it only
// because "InvokeModel operation: Operation not allowed" happened to put "model" before "not
// allowed"; the bare "ValidationException: Operation not allowed" was read as a request fault. The
// held convention (3 lines) is model_not_found: these models cannot be invoked from this account,
// another target may serve. Counter-examples: Bedrock's other ValidationExceptions keep their
// answers (langchain-ai/langchainjs#6724's role alternation, earendil-works/pi#3739's "doesn't
// support tool use in streaming mode"); an operation refused with no ValidationException is not
// read: Firebase Auth's "Firebase: Error (auth/operation-not-allowed)." (a sign-in method disabled in
// the console, XaFaK-01/Next.js-Private-Routes-Firebase-Modular-SDK-9-authentication-Email-Google-Github-Face#1)
// and Node's "EPERM: operation not permitted" (a local file permission, autohandai/code-cli#90).
describe("Bedrock's 'Operation not allowed' ValidationException is a model closed to the account", () => {
  checkReasons([
    [
      'the bare exception line (Kiro)',
      { message: 'ValidationException: Operation not allowed' },
      'model_not_found',
    ],
    [
      "botocore's rendering (held h85)",
      {
        message:
          'An error occurred (ValidationException) when calling the InvokeModel operation: Operation not allowed',
      },
      'model_not_found',
    ],
    [
      "the same under Dify's 400 (held h30)",
      {
        status: 400,
        body: {
          code: 'invalid_param',
          message: 'ValidationException: Operation not allowed',
          status: 400,
        },
        message: 'ValidationException: Operation not allowed',
      },
      'model_not_found',
    ],
    [
      'the role alternation keeps its answer',
      {
        message:
          'ValidationException: A conversation must alternate between user and assistant roles. Make sure the conversation alternates between user and assistant roles and try again.',
      },
      'format_error',
    ],
    [
      'no tool use in streaming mode keeps its answer',
      { message: "ValidationException: This model doesn't support tool use in streaming mode." },
      'format_error',
    ],
    [
      "Firebase Auth's disabled sign-in method is not read",
      { message: 'FirebaseError: Firebase: Error (auth/operation-not-allowed).' },
      'unknown',
    ],
    [
      "Node's EPERM on a local directory is not read",
      {
        message: "EPERM: operation not permitted, mkdir '/var/www/clients/client1/web1/.autohand'",
      },
      'unknown',
    ],
  ]);
});

// Groq's tool_use_failed ("Failed to call a function. Please adjust your prompt. See
// 'failed_generation' for more details.") is a 400 whose held renderings (6 lines: groq-typescript#28,
// #103, smolagents#1119, pydantic-ai#1233 …) all kept the status, the code or Groq's JSON; an agent
// framework that keeps only the sentence (griptape-ai/griptape-nodes-engine#1402) left nothing the
// classifier read. The sentence is Groq's own (console.groq.com/docs/errors lists tool_use_failed
// under 400): the request as sent produced an unusable tool call. Counter-examples: a client's
// own "Failed to call …" headline keeps the answer of what follows it (sigoden/aichat#1468's
// "error sending request" is a transport failure, sigoden/aichat#1469's "Invalid Authentication" a
// key, sandialabs/atlas-ui-3#111's Cerebras "high traffic" a capacity refusal).
describe("Groq's 'Failed to call a function. Please adjust your prompt' is the request's", () => {
  checkReasons([
    [
      "an agent framework's wrapper (griptape)",
      {
        message:
          "Agent run failed because of an exception: Failed to call a function. Please adjust your prompt. See 'failed_generation' for more details.",
      },
      'format_error',
    ],
    [
      "Groq's JSON in a stream's error event (anomalyco/opencode#1018)",
      {
        message:
          '{"message":"Failed to call a function. Please adjust your prompt. See \'failed_generation\' for more details.","type":"invalid_request_error"}',
      },
      'format_error',
    ],
    [
      "aichat's headline over a transport failure keeps timeout",
      {
        message:
          'Error: Failed to call chat-completions api\n\nCaused by:\n    error sending request for url (http://127.0.0.1:8000/v1/chat/completions)',
      },
      'timeout',
    ],
    [
      "aichat's headline over a key keeps auth",
      {
        message:
          'Error: Failed to call chat-completions api\n\nCaused by:\n    Invalid Authentication (type: invalid_authentication_error)',
      },
      'auth',
    ],
    [
      "a capacity refusal after 'Failed to call LLM' keeps overloaded",
      {
        message:
          "Failed to call LLM with tools: litellm.RateLimitError: RateLimitError: CerebrasException - We're experiencing high traffic right now! Please try again soon.",
      },
      'overloaded',
    ],
  ]);
});

// A model served only on another route of the API: Cohere's v1/chat refuses its V2-only models
// ("invalid request: this model is not supported with '/v1/chat', please use '/v2/chat' instead",
// cohere-ai/cohere-typescript#293 and #288, the maintainer quoting it). This endpoint cannot serve
// the model, another model can — as the held OpenAI "This model is only supported in v1/responses
// and not in v1/chat/completions" already reads (model_not_found). It was read as a parameter fault
// ("is not supported with"). Counter-examples: a parameter not supported with this model stays the
// request's (Azure's "Unsupported parameter: 'max_tokens' is not supported with this model", held
// h62); the OpenAI route wording keeps its answer (alvinunreal/tmuxai#82); a request option not
// supported with the model stays the request's (OpenAI's "Invalid parameter: 'response_format' of
// type 'json_object' is not supported with this model.", openai/openai-node#439).
describe('a model served only on another API route is the model’s', () => {
  checkReasons([
    [
      "Cohere's v1/chat refusal",
      {
        message:
          "invalid request: this model is not supported with '/v1/chat', please use '/v2/chat' instead",
      },
      'model_not_found',
    ],
    [
      'the same under its 400 (status as the SDK keeps it)',
      {
        status: 400,
        body: {
          message:
            "invalid request: this model is not supported with '/v1/chat', please use '/v2/chat' instead",
        },
      },
      'model_not_found',
    ],
    [
      "OpenAI's responses-only model keeps its answer",
      {
        message:
          'Failed to get response from AI: API returned error: {\n  "error": {\n    "message": "This model is only supported in v1/responses and not in v1/chat/completions.",\n    "type": "invalid_request_error",\n    "param": "model",\n    "code": null\n  }\n}',
      },
      'model_not_found',
    ],
    [
      "Azure's unsupported parameter stays the request's",
      {
        status: 400,
        message:
          'An error occurred when calling Azure OpenAI: Server responded with status 400. Error message: {\n"error": {\n"message": "Unsupported parameter: \'max_tokens\' is not supported with this model. Use \'max_completion_tokens\' instead.",\n"type": "invalid_request_error",\n"param": "max_tokens",\n"code": "unsupported_parameter"\n}\n}',
      },
      'format_error',
    ],
    [
      'a request option not supported with the model stays the request’s',
      {
        message:
          "BadRequestError: 400 Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.",
      },
      'format_error',
    ],
  ]);
});

// Bedrock's OpenAI gpt-oss models refuse ConverseStream outright ("The model is unsupported for
// streaming.", aws-samples/amazon-bedrock-client-for-mac#112; run-llama/llama_index#19655 reports the
// same for stream_chat) and Llama 4 refuses tool use in streaming mode (held h56, this batch's
// earendil-works/pi#3739: format_error). The same request without streaming is served by the same
// model, so it is the request's mode, not a missing model; it was read as "model … is unsupported".
// Counter-examples: OpenAI's "Your organization must be verified to stream this model" keeps
// model_not_found (Lamb-Project/lamb#27, the account, not the request); Qwen Code's timeout
// troubleshooting text that mentions "streaming connections" keeps timeout (held); a model that is
// not supported outright stays the model's (GitHub Copilot's "The requested model is not
// supported.", code model_not_supported, github/copilot-cli#639).
describe('a model that refuses streaming is the request’s mode', () => {
  checkReasons([
    [
      "aws-sdk-swift's rendering of Bedrock's 400",
      {
        message:
          'Error invoking the model: ValidationException(properties: AWSBedrockRuntime.ValidationException.Properties(message: Optional("The model is unsupported for streaming.")), httpResponse: Status Code: HTTP status code: 400 Content-Length: 53, Date: Mon, 11 Aug 2025 05:09:19 GMT, x-amzn-requestid: 171ca918-b228-4851-affc-862dd50c5f6d, Content-Type: application/json, x-amzn-errortype: ValidationException:http://internal.amazon.com/coral/com.amazon.bedrock/, message: Optional("The model is unsupported for streaming."), requestID: nil)',
      },
      'format_error',
    ],
    [
      'the bare sentence under its 400',
      { status: 400, message: 'The model is unsupported for streaming.' },
      'format_error',
    ],
    [
      'organization verification to stream keeps model_not_found',
      {
        status: 400,
        body: {
          error: {
            message:
              'Your organization must be verified to stream this model. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization. If you just verified, it can take up to 15 minutes for access to propagate.',
            type: 'invalid_request_error',
            param: 'stream',
            code: 'unsupported_value',
          },
        },
      },
      'model_not_found',
    ],
    [
      'a model not supported outright stays the model’s',
      {
        message:
          'Model call failed: {"message":"The requested model is not supported.","code":"model_not_supported","param":"model","type":"invalid_request_error"} (Request ID: C275:33D2F9:E76233:11E11A4:6920044E)',
      },
      'model_not_found',
    ],
  ]);
});

// Groq's 413 for one request over the tier's whole TPM budget keeps its payload reading when a
// client dropped the status (autohandai/code-cli#377: "An unexpected error occurred. Please try
// again.\nRequest too large for model … please reduce your message size and try again."); the held
// convention for Groq's sentence is payload_too_large (11 lines, by its 413). Counter-examples:
// OpenAI's 429 of the same idea without a status keeps context_overflow (held h32 and h49,
// vanna-ai/vanna-flask#11: "… The input or output tokens must be reduced in order to run
// successfully."), and Groq's 429 rate limit within the budget keeps rate_limit (bklieger-groq/stockbot-on-groq#46,
// held h81).
describe("Groq's 413 'please reduce your message size' stays a payload over the TPM budget", () => {
  checkReasons([
    [
      "an agent CLI's report without the status",
      {
        message:
          'An unexpected error occurred. Please try again.\nRequest too large for model `llama-3.1-8b-instant` in organization `org_01kw3t4t1ke018w1a90cd42bys` service tier `on_demand` on tokens per minute (TPM): Limit 6000, Requested 36114, please reduce your message size and try again. Need more tokens? Upgrade to Dev Tier today at https://console.groq.com/settings/billing',
      },
      'payload_too_large',
    ],
    [
      'the same with its 413',
      {
        status: 413,
        message:
          'Request too large for model `llama-3.1-8b-instant` in organization `org_01kw3t4t1ke018w1a90cd42bys` service tier `on_demand` on tokens per minute (TPM): Limit 6000, Requested 36114, please reduce your message size and try again.',
      },
      'payload_too_large',
    ],
    [
      "OpenAI's wording without a status keeps context_overflow",
      {
        message:
          'Request too large for gpt-4o on tokens per min (TPM): Limit 30000, Requested 342389. The input or output tokens must be reduced in order to run successfully.',
      },
      'context_overflow',
    ],
    [
      "Groq's rate limit within the budget keeps rate_limit",
      {
        message:
          'Error: Failed after 2 attempts. Last error: Rate limit reached for model `llama3-70b-8192` in organization `org_01hqm053avffh8w60ayqm1kr4a` on : Limit 500000, Used 500370, Requested 252. Please try again in 1m47.5854s. Visit https://console.groq.com/docs/rate-limits for more information.',
      },
      'rate_limit',
    ],
  ]);
});
