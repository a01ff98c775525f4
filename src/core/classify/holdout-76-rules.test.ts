/**
 * Rules from held-out batch 76 (a natural sample from Google's own ecosystem: ADK, the genai SDKs,
 * the deprecated generative-ai SDKs, Genkit, Vertex AI and the Live API; docs/classifier.md, "Batch
 * 76"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Sources: googleapis/python-genai#744 (a script's `print("Error", e)` around python-genai's
// ClientError: "Error 400 INVALID_ARGUMENT. {…}") and charmbracelet/crush#995 (the Go SDK
// google.golang.org/genai, whose APIError renders "Error <code>, Message: <m>, Status: <s>,
// Details: <d>"). Both name the HTTP status after "Error " in the SDK's own shape; the status then
// decides as on any 400. Companions that must keep their answers with only the message kept:
// crush's Vertex 404 "Error 404, Message: Publisher Model … not found." (crush#879, held
// model_not_found) and its Gemini 429 "Error 429, Message: You exceeded your current quota …"
// (crush#420, held rate_limit); a relay's "Invalid param: Error 400, Message: The input token
// count … exceeds …" (err.dmxapi.cn id=473, held context_overflow) stays the overflow.
describe("the Google SDKs' 'Error <status>' renderings name the status", () => {
  checkReasons([
    [
      "python-genai's ClientError printed after 'Error', no status kept (unsupported MIME type)",
      {
        message:
          "Error 400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'Unsupported MIME type: application/cu-seeme', 'status': 'INVALID_ARGUMENT'}}",
      },
      'format_error',
    ],
    [
      "the Go genai SDK's APIError, message only (MIME type 'png')",
      {
        message:
          'Error 400, Message: Unsupported MIME type: png, Status: INVALID_ARGUMENT, Details: []',
      },
      'format_error',
    ],
    [
      "the Go SDK's Vertex 404 for a missing publisher model, message only",
      {
        message:
          'Error 404, Message: Publisher Model `projects/my-vertex-ai-project/locations/global/publishers/google/models/claude-opus-4-1@20250805` not found., Status: NOT_FOUND, Details: []',
      },
      'model_not_found',
    ],
    [
      "the Go SDK's Gemini free-tier 429, message only",
      {
        message:
          'Error 429, Message: You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits., Status: RESOURCE_EXHAUSTED, Details: [map[@type:type.googleapis.com/google.rpc.QuotaFailure violations:[map[quotaDimensions:map[location:global model:gemini-2.5-pro] quotaId:GenerateRequestsPerMinutePerProjectPerModel-FreeTier quotaMetric:generativelanguage.googleapis.com/generate_content_free_tier_requests quotaValue:5]]] map[@type:type.googleapis.com/google.rpc.Help links:[map[description:Learn more about Gemini API quotas url:https://ai.google.dev/gemini-api/docs/rate-limits]]] map[@type:type.googleapis.com/google.rpc.RetryInfo retryDelay:34s]]',
      },
      'rate_limit',
    ],
    [
      "a relay's 'Invalid param:' around the Go rendering of Gemini's overflow stays the overflow",
      {
        status: 400,
        message:
          'Invalid param: Error 400, Message: The input token count (3377151) exceeds the maximum number of tokens allowed (1048576). (request id: 2025101208593217175902998820017), Status: , Details: []',
      },
      'context_overflow',
    ],
  ]);
});

// Review r76: Go code wraps the SDK's APIError with "%w" ("<context>: <context>: Error 400, Message:
// …"), and a Go log line opens with its timestamp, so the rendering rarely opens the message. Real
// wrapped renderings quoted in public Go code (code corpus): a Gemini image tool's log "2025/08/28
// 04:04:36 Error executing Nanobanana use case: failed to modify image: failed to generate content:
// Error 400, Message: Multiple candidates is not enabled for models/gemini-2.5-flash-image-preview,
// Status: INVALID_ARGUMENT, Details: []" and a Go CLI's "Error: Error 400, Message: Please use a
// valid role: user, model., Status: INVALID_ARGUMENT, Details: []": both unknown (retryable) before.
// A wording before the status that names an earlier attempt still keeps it out (EARLIER_ATTEMPT).
describe("the Go genai SDK's 'Error <status>, Message:' wrapped by its caller still names the status", () => {
  checkReasons([
    [
      "a Go log line: timestamp and two '%w' contexts before the SDK's rendering",
      {
        message:
          '2025/08/28 04:04:36 Error executing Nanobanana use case: failed to modify image: failed to generate content: Error 400, Message: Multiple candidates is not enabled for models/gemini-2.5-flash-image-preview, Status: INVALID_ARGUMENT, Details: []',
      },
      'format_error',
    ],
    [
      "a Go CLI's 'Error: ' before the SDK's rendering",
      {
        message:
          'Error: Error 400, Message: Please use a valid role: user, model., Status: INVALID_ARGUMENT, Details: []',
      },
      'format_error',
    ],
    [
      'a status an earlier attempt got stays out (invented)',
      {
        message:
          'previous attempt: Error 400, Message: Bad request., Status: INVALID_ARGUMENT, Details: []; retry failed: dial tcp 142.250.72.10:443: i/o timeout',
      },
      'timeout',
    ],
  ]);
});

// Sources: google/adk-python#3035 (the Live API's websocket dropped under ADK: the `websockets`
// library's ConnectionClosedError "no close frame received or sent", raised when the TCP connection
// ends without the closing handshake). Counter-examples: the same library's text when the server
// did close, with its code and reason: "received 1011 (internal error) Thread was cancelled …"
// (adk-python#3692, h76 server_error) and "received 1011 (internal error) The service is currently
// unavailable." (python-genai#760, held overloaded).
describe('a websocket that ended without a close frame is a dropped connection', () => {
  checkReasons([
    [
      'websockets ConnectionClosedError without a close frame (Gemini Live under ADK)',
      { name: 'ConnectionClosedError', message: 'no close frame received or sent' },
      'timeout',
    ],
    [
      "a close with 1011 and the server's internal cancellation stays the server's fault",
      {
        name: 'ConnectionClosedError',
        message:
          'received 1011 (internal error) Thread was cancelled when writing StartStep status to channel.; Failed to close the streaming context; status = CANCELLED: ; then sent 1011 (internal error) Thread was cancelled when writing StartStep status to channel.; Failed to close the streaming context; status = CANCELLED: .',
      },
      'server_error',
    ],
    [
      "a close with 1011 'The service is currently unavailable.' stays overloaded",
      {
        name: 'ConnectionClosedError',
        message:
          'received 1011 (internal error) The service is currently unavailable.; then sent 1011 (internal error) The service is currently unavailable.',
      },
      'overloaded',
    ],
  ]);
});

// Sources: google-gemini/deprecated-generative-ai-dart#219 (an API key restricted to the wrong API:
// "Requests to this API generativelanguage.googleapis.com method … are blocked.", then, with an
// application restriction added, "Requests from referer <empty> are blocked."; Google's reasons
// API_KEY_SERVICE_BLOCKED and API_KEY_HTTP_REFERRER_BLOCKED: the key cannot call this API from here
// until its restrictions change, continuedev/continue#12781 quotes the first with its reason code).
// Counter-example: the safety block "The response is blocked due to safety reason" that a Java
// client printed (deprecated-generative-ai-python#126) stays content_policy.
describe("an API key's restrictions that block this API or caller are a dead key here", () => {
  checkReasons([
    [
      "the Dart SDK's message for a key restricted away from the Generative Language API",
      {
        message:
          'Generative AI Error: Requests to this API generativelanguage.googleapis.com method google.ai.generativelanguage.v1beta.GenerativeService.GenerateContent are blocked.',
      },
      'auth_permanent',
    ],
    [
      // Session 65, group RY: auth, as group ID reads the referrer block (held "Requests from
      // referer": h627, h1331, auth 2, auth_permanent 0).
      "the same SDK's message for a key restricted to other referrers",
      { message: 'Generative AI Error: Requests from referer <empty> are blocked.' },
      'auth',
    ],
    [
      'a 403 PERMISSION_DENIED body with the same wording',
      {
        status: 403,
        body: {
          error: {
            code: 403,
            message:
              'Requests to this API generativelanguage.googleapis.com method google.ai.generativelanguage.v1beta.GenerativeService.StreamGenerateContent are blocked.',
            status: 'PERMISSION_DENIED',
          },
        },
      },
      'auth_permanent',
    ],
    [
      'a response blocked for safety stays a content refusal',
      { message: 'The response is blocked due to safety reason' },
      'content_policy',
    ],
  ]);
});

// Sources: souzatharsis/podcastfy#292 (Gemini's retired-model 404 as an app printed it, hard-wrapped:
// "models_gemini-1.5-pro-latest is not\nfound for API version v1beta, or is not\nsupported for
// generateContent. Call\nListModels …"; held unwrapped: model_not_found). Counter-example: Gemini's
// function-call turn error hard-wrapped the same way by Gemini CLI (google-gemini/gemini-cli#16132,
// h76 format_error) stays the request's.
describe("Google's missing-model wording stays the model when a terminal wrapped it", () => {
  checkReasons([
    [
      'the retired-model message wrapped across lines, no status',
      {
        message:
          'models_gemini-1.5-pro-latest is not\nfound for API version v1beta, or is not\nsupported for generateContent. Call\nListModels to see the list of available\nmodels and their supported methods',
      },
      'model_not_found',
    ],
    [
      'a wrapped function-call turn error stays format_error',
      {
        status: 400,
        message:
          'Please ensure that the number of function response parts is equal to the number of function call parts of the\n  function call turn.',
      },
      'format_error',
    ],
  ]);
});

// Sources: googleapis/python-aiplatform#5458 and google/adk-samples#127 (Vertex AI Agent Engine,
// formerly Reasoning Engine: the deployed agent raised inside the managed runtime, returned as gRPC
// FAILED_PRECONDITION 400 "Reasoning Engine Execution failed. Please refer to our documentation
// (…/agent-engine/troubleshooting/use) for checking logs …"; the fault is in the runtime's execution,
// its logs name it, and the request's shape is not what failed). Read only where no other rule
// explains the 400: a rate limit quoted inside the wrapper stays the limit (invented: the Agent
// Engine wrapper around the held "429 Too Many Requests … Resource exhausted" wording), and
// Google's other FAILED_PRECONDITION 400s keep theirs: "User location is not supported for the API
// use." (google/generative-ai-docs#65, held auth_permanent) and "400 FAILED_PRECONDITION:
// claude-sonnet-4-6 is not supported in the generateContent API." (langchain-ai/deepagents#4485,
// held format_error).
// Review r76: the label was server_error; every real wording found is deterministic (the agent's
// code, its dependencies or its input), so a retry of the same request fails the same way and
// FAILED_PRECONDITION itself says not to retry until the state is fixed: format_error (no retry,
// fall back). Real wordings: the two above; googlecodelabs/feedback#2178 (the Playground sending
// JSON input the deployed agent did not take, "Error Details: " empty); google/adk-samples#560
// (the same 400 from create_session, fixed by redeploying with newer dependencies, adk-samples#678).
// A server fault named inside the wrapper (an inner 500 INTERNAL) stays server_error.
describe("Agent Engine's failed execution of the deployed agent is the agent's fault, not a retry", () => {
  checkReasons([
    [
      'FailedPrecondition 400 from create_session (the agent raised during invocation)',
      {
        status: 400,
        name: 'FailedPrecondition',
        message:
          "400 Reasoning Engine Execution failed. Please refer to our documentation (https://cloud.google.com/vertex-ai/generative-ai/docs/agent-engine/troubleshooting/use) for checking logs and other troubleshooting tips. Error Details: {\"detail\":\"Agent Engine Error: An error occurred during invocation. Exception: Failed to create session.\\nRequest Data: {'session_id': 'test-session-1', 'user_id': 'sha'}\"}",
      },
      'format_error',
    ],
    [
      "FailedPrecondition 400 when the runtime could not JSON-encode the agent's response",
      {
        status: 400,
        name: 'FailedPrecondition',
        message:
          '400 Reasoning Engine Execution failed.\nPlease refer to our documentation (https://cloud.google.com/vertex-ai/generative-ai/docs/agent-engine/troubleshooting/use) for checking logs and other troubleshooting tips.\nError Details: {"detail":"Agent Engine Error: (\\"FastAPI could not JSON-encode the response from invocation method %s. Error: %s. Invocation method\'s original response: %r\\", \'create_session\', ValueError([TypeError(\\"\'coroutine\' object is not iterable\\"), TypeError(\'vars() argument must have __dict__ attribute\')]), <coroutine object VertexAiSessionService.create_session at 0x3e219fbcf8a0>)"}',
      },
      'format_error',
    ],
    [
      "the Playground's JSON input the deployed agent refused, no details (codelabs feedback#2178)",
      {
        status: 400,
        message:
          'Reasoning Engine Execution failed. Please refer to our documentation (https://cloud.google.com/vertex-ai/generative-ai/docs/agent-engine/troubleshooting/use) for checking logs and other troubleshooting tips. Error Details: ',
      },
      'format_error',
    ],
    [
      'a server fault named inside the wrapper stays server_error (invented wrapper, held inner 500)',
      {
        status: 400,
        name: 'FailedPrecondition',
        message:
          "400 Reasoning Engine Execution failed. Error Details: {\"detail\":\"Agent Engine Error: An error occurred during invocation. Exception: 500 INTERNAL. {'error': {'code': 500, 'message': 'Internal error encountered.', 'status': 'INTERNAL'}}\"}",
      },
      'server_error',
    ],
    [
      'a rate limit quoted inside the wrapper stays the limit (invented wrapper, held inner wording)',
      {
        status: 400,
        name: 'FailedPrecondition',
        message:
          '400 Reasoning Engine Execution failed. Error Details: {"detail":"Agent Engine Error: 429 Too Many Requests. Resource exhausted. Please try again later."}',
      },
      'rate_limit',
    ],
    [
      "Gemini's FAILED_PRECONDITION for an unsupported location stays auth_permanent",
      {
        status: 400,
        name: 'FailedPrecondition',
        message: 'FailedPrecondition: 400 User location is not supported for the API use.',
      },
      'auth_permanent',
    ],
    [
      "Vertex's FAILED_PRECONDITION for a model the API does not serve stays the request's",
      {
        status: 400,
        message:
          '400 FAILED_PRECONDITION: claude-sonnet-4-6 is not supported in the generateContent API.',
      },
      'format_error',
    ],
  ]);
});
