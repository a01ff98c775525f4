/**
 * Rules written in session 35 for misses of held-out batches 308–321 (group Q), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone. One line (batch 309) was right only by the word vote; its rule is
 * here too.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Vertex AI's refusal of a publisher model in a region that does not serve it: another region or
// model serves, so the model's (batch 313: redhat-data-and-ai/template-agent#349).
describe("Vertex's 'is not servable in region' is the model", () => {
  checkReasons([
    [
      "ChatAnthropicVertex's 400 in us-central1 for a Claude model registered in us-east5 (batch 313)",
      {
        status: 400,
        message:
          'BadRequestError: Error code: 400 - Publisher Model projects/.../locations/us-central1/publishers/anthropic/models/claude-sonnet-4-6@default is not servable in region us-central1',
      },
      'model_not_found',
    ],
    [
      "Hermes' FAILED_PRECONDITION without a status, the verdict on its own line (held h216)",
      {
        message:
          'FAILED_PRECONDITION:\nPublisher Model .../publishers/anthropic/models/claude-sonnet-5\nis not servable in region global.',
      },
      'model_not_found',
    ],
    [
      "Gemini's FAILED_PRECONDITION for the caller's location stays a region block (held h103)",
      {
        message:
          'VacSdkException(code=-1, msg=error, details=[ChatResponseError(error=ChatResponseError.ChatResponseErrorDetail(code=400, message=User location is not supported for the API use., status=FAILED_PRECONDITION))])',
      },
      'auth_permanent',
    ],
    [
      'a quota counted in a region stays a rate limit (invented)',
      {
        message:
          'Online prediction request quota exceeded for gemini-pro in region us-central1. Please try again later.',
      },
      'rate_limit',
    ],
    [
      'something else "not servable" under a 400 stays the request (invented, after a file server\'s wording)',
      { status: 400, message: 'The file is not servable in status ARCHIVED' },
      'format_error',
    ],
  ]);
});

// An app's or gateway's own deadline around the provider's call, said as the provider's silence
// (batch 311: seratch/ChatGPT-in-Slack#47, its OPENAI_TIMEOUT_SECONDS).
describe("'didn't respond within N seconds' is a timeout", () => {
  checkReasons([
    [
      "ChatGPT-in-Slack's message when OpenAI did not answer in time (batch 311)",
      {
        message:
          "Sorry! It looks like OpenAI didn't respond within 75 seconds. Please try again later. :bow:",
      },
      'timeout',
    ],
    [
      "HAProxy's 504 sentence without its title (held h75 and h124 carry it under 'Gateway Time-out')",
      { message: "The server didn't respond in time." },
      'timeout',
    ],
    [
      'no response within a stated time (invented)',
      { message: 'Request failed: no response received within 30s' },
      'timeout',
    ],
    [
      "an agent's 'failed to respond' over the provider's 400 stays the request (held h83)",
      {
        message:
          'The agent model failed to respond: 400 The `reasoning_content` in the thinking mode must be passed back to the API.',
      },
      'format_error',
    ],
    [
      'a request window "within 60 seconds" stays a rate limit (invented)',
      {
        message: 'Too many requests: at most 3 requests within 60 seconds. Please try again later.',
      },
      'rate_limit',
    ],
    [
      'a model that did not respond in the expected shape is no timeout (invented)',
      { message: 'The model did not respond with valid JSON.' },
      'format_error',
    ],
  ]);
});

// A local model process that died while serving the request, sent as a 400 by LM Studio's
// OpenAI-compatible endpoint (batch 311: zoofighter/writer-editor-agent, docs/09-error-analysis.md).
describe('a crashed model under a 400 is the server', () => {
  checkReasons([
    [
      "LM Studio's crash with its exit code under a 400 (batch 311)",
      {
        status: 400,
        message:
          "Error code: 400 - {'error': 'The model has crashed without additional information. (Exit code: 11)'}",
      },
      'server_error',
    ],
    [
      'the same words under a 500 (held h120)',
      {
        status: 500,
        body: {
          type: 'error',
          error: {
            type: 'api_error',
            message: 'The model has crashed without additional information. (Exit code: null)',
          },
        },
      },
      'server_error',
    ],
    [
      'and without a status (held h190)',
      {
        message:
          'Failed to send message The model has crashed without additional information. (Exit code: 18446744072635812000)',
      },
      'server_error',
    ],
    [
      "Ollama's runner death under a 400 (invented status; held under a 500 and bare)",
      { status: 400, message: 'llama runner process has terminated: exit status 2' },
      'server_error',
    ],
    [
      "LM Studio's model that failed to load under a 400 stays the 400's fallback (held h62, a known miss kept)",
      {
        status: 400,
        message: '400 Failed to load model "gpt-oss-20b". Error: Error loading model.',
      },
      'format_error',
    ],
    [
      "Ollama's model too big for the host under a 400 is no crash (invented status, held wording)",
      {
        status: 400,
        message: 'model requires more system memory (44.7 GiB) than is available (10.7 GiB)',
      },
      'format_error',
    ],
  ]);
});

// A principal without the permission to act on a resource, and the IAM advice to grant it a role
// (batch 309: GoogleCloudPlatform/marketing-analytics-jumpstart#211, BigQuery ML over a Vertex AI
// endpoint; right before only by the word vote).
describe("'does not have the permission to' and 'grant the … role to' are auth", () => {
  checkReasons([
    [
      "BigQuery ML's connection service account without the Vertex AI User role (batch 309)",
      {
        message:
          "Error in query string: Error processing job 'marketing-data-engine-demo:bqjob_r33a79743008e71dc_00000192bae30f5d_1': bqcx-216235317801-s3pp@gcp-sa-bigquery-condel.iam.gserviceaccount.com does not have the permission to access or use the endpoint. Please grant the Vertex AI user role to the service account following https://cloud.google.com/bigquery/docs/generate-text-tutorial#grant-permissions. If issue persists, contact bqml-feedback@google.com for help.",
      },
      'auth',
    ],
    [
      'a principal without the permission to read a secret (invented)',
      {
        message:
          'Principal does not have permission to read the secret projects/p/secrets/openai-key',
      },
      'auth',
    ],
    [
      'the role advice alone, with a role id (invented)',
      {
        message:
          'Please grant the roles/aiplatform.user role to the service account before calling the endpoint.',
      },
      'auth',
    ],
    [
      "Volcengine's permission to use a model's capability stays the model's (held h94)",
      {
        message:
          '"error": {\n"message": "Your account currently does not have permission to use the visual understanding capability of doubao-seed-1-8. For details, please contact platform customer service. Request id: 0217676326884578a58463ef17b425f3abf24ab17dedfd6c314f2",\n"type": "rix_api_error",\n"param": "image_url",\n"code": "AccessDenied"\n}\n}\nat handleAPIError (E:\\neuro\\my-neuro-main\\live-2d\\js\\api-utils.js:89:11)',
      },
      'model_not_found',
    ],
    [
      'a permission to use a named model stays the model (invented)',
      {
        message:
          'Service account x@y.iam.gserviceaccount.com does not have permission to use model gemini-1.5-pro.',
      },
      'model_not_found',
    ],
    [
      "Replicate's guess about a missing version stays the model (held h230)",
      {
        message:
          "replicate.exceptions.ReplicateError: The specified version does not exist (or perhaps you don't have permission to use it?)",
        name: 'ReplicateError',
      },
      'model_not_found',
    ],
    [
      "xAI's 403 for a team without credits stays billing (held)",
      {
        status: 403,
        message:
          "Error code: 403 - {'code': 'The caller does not have permission to execute the specified operation', 'error': \"Your newly created teams doesn't have any credits yet. You can purchase credits on https://console.x.ai/team/c853730f-fe0f-4537-b8a2-0e6e33c8342d.\"}",
      },
      'billing',
    ],
    [
      "Stability's credit grants are money, not a role (held h129)",
      {
        message:
          '_MultiThreadedRendezvous: <_MultiThreadedRendezvous of RPC that terminated with:\n\tstatus = StatusCode.PERMISSION_DENIED\n\tdetails = "Your organization does not have enough balance to request this action (need $0.020571084, have $0 in active grants, $0 in balance)."',
      },
      'billing',
    ],
  ]);
});
