/**
 * Rules from held-out batch 69 (a natural sample; docs/classifier.md, "Batch 69"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Sources: BerriAI/litellm#19384 (h69, empty toolSpec names), BerriAI/litellm#5470 (an empty
// system block); counter-examples: aws-samples/amazon-bedrock-client-for-mac#11 (the `modelId`
// pattern, a model id Bedrock does not know), langchain-ai/langchain-aws#419 (the `body` length
// cap, a payload too large), and a value bound on `inferenceConfig.maxTokens` (invented: a token
// budget, not the request's shape; it keeps the answer it had).
describe("AWS's request validation on a member's pattern or minimum length is the request's", () => {
  checkReasons([
    [
      'Bedrock Converse with empty tool names (LiteLLM, no status)',
      {
        message:
          "litellm.BadRequestError: BedrockException - {\"message\":\"11 validation errors detected: Value '' at 'toolConfig.tools.1.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+; Value '' at 'toolConfig.tools.1.member.toolSpec.name' failed to satisfy constraint: Member must have length greater than or equal to 1",
      },
      'format_error',
    ],
    [
      'an empty system text block',
      {
        message:
          'litellm.BadRequestError: BedrockException - {"message":"1 validation error detected: Value \'\' at \'system.1.member.text\' failed to satisfy constraint: Member must have length greater than or equal to 1"}',
      },
      'format_error',
    ],
    [
      "the modelId pattern stays the model's",
      {
        message:
          "ValidationException: 1 validation error detected: Value 'anthropic.claude-v2:0:100k' at 'modelId' failed to satisfy constraint: Member must satisfy regular expression pattern: (arn:aws(-[^:]+)?:bedrock:[a-z0-9-]{1,20}:",
      },
      'model_not_found',
    ],
    [
      "the body's length cap stays a payload too large",
      {
        message:
          "ValidationException: An error occurred (ValidationException) when calling the InvokeModel operation: 1 validation error detected: Value at 'body' failed to satisfy constraint: Member must have length less than or equal to 25000000",
      },
      'payload_too_large',
    ],
    // Review r69: STS answers an AssumeRole whose role ARN or session name is malformed with
    // the same Coral validation shape. The credentials could not be fetched: the credential's
    // configuration, not the request's shape, so the rule leaves STS's members to the other rules.
    // awslabs/amazon-timestream-odbc-driver, src/tests/integration-test/src/connection_test.cpp
    // (TestSQLConnectionUsingOktaInvalidRoleArn, the driver's message on an invalid role ARN).
    [
      "STS's role ARN length, credentials not fetched, stays auth",
      {
        message:
          "Failed to establish connection to Timestream.\nFailed to fetch credentials, ERROR: ValidationError: 1 validation error detected: Value 'invalid_role_arn' at 'roleArn' failed to satisfy constraint: Member must have length greater than or equal to 20",
      },
      'auth',
    ],
    // NeuralTrust/TrustGate, the Bedrock guardrail plugin's test (stsValidationError: STS's answer
    // to AssumeRole with a session name that fails its pattern; the test holds it as availability,
    // not input), the message alone.
    [
      "STS's role session name pattern is not the request's",
      {
        message:
          "1 validation error detected: Value 'bedrock role' at 'roleSessionName' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w+=,.@-]*",
      },
      'unknown',
    ],
    [
      'a value bound on maxTokens is not matched (invented)',
      {
        message:
          "1 validation error detected: Value '200001' at 'inferenceConfig.maxTokens' failed to satisfy constraint: Member must have value less than or equal to 128000",
      },
      'unknown',
    ],
  ]);
});

// Sources: danny-avila/LibreChat#8346 (h69, Bedrock's budget_tokens below 1024); counter-examples:
// DashScope's "Range of max_tokens should be [1, 8192]" (musistudio/claude-code-router#184, h54,
// held as context_overflow), and a pydantic bound on max_tokens (invented: the held convention
// reads max_tokens bounds as the token budget's, so the rule leaves max_tokens alone).
describe("a pydantic 'Input should be greater/less than' on a request field is the request's", () => {
  checkReasons([
    [
      "Bedrock's thinking budget below its minimum, no status",
      {
        message:
          'The model returned the following errors: thinking.enabled.budget_tokens: Input should be greater than or equal to 1024',
      },
      'format_error',
    ],
    [
      "DashScope's max_tokens range stays the token budget's",
      {
        status: 400,
        message:
          'API Error: 400 {"error":{"message":"Error from provider: {\\"error\\":{\\"code\\":\\"invalid_parameter_error\\",\\"param\\":null,\\"message\\":\\"<400> InternalError.Algo.InvalidParameter: Range of max_tokens should be [1, 8192]\\",\\"type\\":\\"invalid_request_error\\"}}"}}',
      },
      'context_overflow',
    ],
    [
      'a bound on max_tokens is left to the other rules (invented)',
      { message: 'max_tokens: Input should be less than or equal to 8192' },
      'unknown',
    ],
  ]);
});

// Sources: google-gemini/gemini-cli#3972 (h69, array body, no status) and #7705 (the same words);
// h66 (status 400). Counter-examples: Gemini's 503 "The model is overloaded. Please try again
// later." (trongnguyen24/Summarizerrrr#53, h69) and its 429 RESOURCE_EXHAUSTED
// (continuedev/continue#8967, h69) keep their reasons.
describe("Gemini's unbalanced function call and response parts are the request's", () => {
  checkReasons([
    [
      'the array-wrapped body without a status',
      {
        body: [
          {
            error: {
              code: 400,
              message:
                'Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.',
              errors: [
                {
                  message:
                    'Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.',
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
      'the sentence alone',
      {
        message:
          'Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.',
      },
      'format_error',
    ],
    [
      "Gemini's overload stays capacity",
      { message: 'The model is overloaded. Please try again later.' },
      'overloaded',
    ],
    [
      "Vertex's array-wrapped 429 stays a rate limit",
      {
        body: [
          {
            error: {
              code: 429,
              message:
                'Resource exhausted. Please try again later. Please refer to https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429 for more details.',
              status: 'RESOURCE_EXHAUSTED',
            },
          },
        ],
      },
      'rate_limit',
    ],
  ]);
});

// Sources: BerriAI/litellm#3130 (h69, google-auth's RefreshError through LiteLLM: "Reauthentication
// is needed. Please run gcloud auth application-default login"). Counter-examples: Google's
// missing Application Default Credentials (OpenHands/OpenHands#8441, corpus, held as auth: a setup
// that may appear), and Google's 401 "Request had invalid authentication credentials" (the
// bare sentence, invented from the held h32 line's head; auth).
describe("Google's 'reauthentication is needed' is a refresh that failed for good", () => {
  checkReasons([
    [
      "Vertex through LiteLLM, with gRPC's 503 for the plugin's failure",
      {
        message:
          'LLM API call failed: VertexAIException - 503 Getting metadata from plugin failed with error: Reauthentication is needed. Please run gcloud auth application-default login to reauthenticate.',
      },
      'auth_permanent',
    ],
    [
      'missing default credentials stay auth',
      {
        message:
          'litellm.exceptions.APIConnectionError: Your default credentials were not found. To set up Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc for more information.',
      },
      'auth',
    ],
    [
      // Google's words alone are a dead key since session 29 (the label of every batch that holds
      // them: 32, 138, 181, 216); with an expiry beside them they stay auth.
      'invalid authentication credentials on a 401 stay auth when an expiry is named (invented)',
      {
        status: 401,
        message:
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. The access token expired.',
      },
      'auth',
    ],
  ]);
});
