/**
 * Rules written in session 36 for misses of held-out batches 330–343 (group U), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// A guardrail's verdict, GUARDRAIL_INTERVENED, as a body's `action` (read as a code beside its
// `actionReason`) or in words; and a gateway's own 4xx past HTTP's (WSO2's 446) reads a refusal's
// words as a 400 does (batch 333).
describe('a guardrail that intervened refused the content, whatever gateway status came with it', () => {
  checkReasons([
    [
      "WSO2's AI gateway's 446 around its regex guardrail, through Ballerina's ai module (batch 333, ballerina-library#8192)",
      {
        status: 446,
        body: {
          code: '900514',
          type: 'REGEX_GUARDRAIL',
          message: {
            interveningGuardrail: 'Fake name guard',
            assessments: 'Violated regular expression: (?i)fake name',
            action: 'GUARDRAIL_INTERVENED',
            actionReason: 'Violation of regular expression detected.',
            direction: 'REQUEST',
          },
        },
        message: 'Error occured while executing the agent',
      },
      'content_policy',
    ],
    [
      "Bedrock's guardrail response as LiteLLM prints it in a 400 (held h319, litellm#10971)",
      {
        status: 400,
        message:
          "Error fetching response:Error: 400 {'error': 'Violated guardrail policy', 'bedrock_guardrail_response': {'action': 'GUARDRAIL_INTERVENED', 'actionReason': 'Guardrail masked.', 'outputs': [{'text': 'can you verify this credit card number is valide \"{CREDIT_DEBIT_CARD_NUMBER}\"'}]}}",
      },
      'content_policy',
    ],
    [
      "Bedrock's guardrail verdict as a body of its own (invented, the ApplyGuardrail response's fields)",
      {
        status: 400,
        body: {
          message: 'Violated guardrail policy',
          action: 'GUARDRAIL_INTERVENED',
          actionReason: 'Guardrail blocked.',
        },
      },
      'content_policy',
    ],
    [
      "the verdict in words under the gateway's 446 (invented)",
      { status: 446, message: 'Request blocked: guardrail intervened (Fake name guard)' },
      'content_policy',
    ],
    [
      'a guardrail that took no action is no refusal (invented: action NONE)',
      {
        status: 446,
        body: {
          code: '900514',
          type: 'REGEX_GUARDRAIL',
          message: { action: 'NONE', actionReason: 'No action.' },
        },
        message: 'Error occured while executing the agent',
      },
      'format_error',
    ],
    [
      'a bare 446 stays the request (invented)',
      { status: 446, message: 'Unknown error' },
      'format_error',
    ],
    [
      "Bedrock's guardrail set up on an input of the wrong shape stays the request (held h233)",
      {
        message:
          'INFO ValidationException: Guardrail was enabled but input is in incorrect format.',
      },
      'format_error',
    ],
    [
      "OpenRouter's guardrail restrictions that leave no endpoint stay the model (held, truefoundry/models#826)",
      {
        status: 404,
        name: 'NotFoundError',
        message:
          "Error code: 404 - {'status': 'failure', 'message': 'openrouter error: No endpoints available matching your guardrail restrictions and data policy. Configure: https://openrouter.ai/settings/privacy'}",
      },
      'model_not_found',
    ],
    [
      "LM Studio's model loading guardrails stay the model (held h184)",
      {
        message:
          'Model loading was stopped due to insufficient system resources. Under the current settings, this model requires approximately 273.25 GB of memory, and continuing to load it would likely overload your system and cause it to freeze. If you think this is incorrect, you can adjust the model loading guardrails in settings.',
      },
      'model_not_found',
    ],
    [
      'a 409 keeps its own reading beside policy words: only a 4xx past 431 (invented)',
      { status: 409, message: 'content filter blocked the prompt' },
      'format_error',
    ],
  ]);
});

// A spend or budget limit reached, whatever the possessive (batch 340).
describe('a spend or budget limit that was reached is billing, under a 403 and after Codex’s prefix', () => {
  checkReasons([
    [
      "GitHub Models' 403 through actions/ai-inference (batch 340, Leantime#3510)",
      { status: 403, message: 'This account has reached its budget limit' },
      'billing',
    ],
    [
      "OpenAI's project spend limit after Codex's stream prefix (batch 340, vstorm-co/agenticos#352)",
      {
        message:
          'ERROR: stream disconnected before completion: Your project has reached its configured enforced spend limit. Update your limit at https://platform.openai.com/settings/proj_…/limits.',
      },
      'billing',
    ],
    [
      "Requesty's 412 for a key's monthly spend limit (held h239)",
      { status: 412, message: 'Reached monthly spend limit for API key' },
      'billing',
    ],
    [
      'the same relayed in a 500 (invented)',
      { status: 500, message: 'Reached monthly spend limit for API key' },
      'billing',
    ],
    [
      "xAI's team spending limit inside Warp's stream error (held h93)",
      {
        message:
          'I\'m sorry, I couldn\'t complete that request. Response stream finished unexpectedly with internal error: XAI API error: POST "https://api.x.ai/v1/responses": 403 Forbidden "Your team <<<REMOVED>>> has either used all available credits or reached its monthly spending limit. To continue making API requests, please purchase more credits or raise your spending limit."',
      },
      'billing',
    ],
    [
      'a 403 with no money in its words stays auth (invented)',
      { status: 403, message: 'This account does not have access to this resource' },
      'auth',
    ],
    [
      "a token budget reached is no spend limit (invented: 'token' is not an owner's word)",
      { message: 'Reached the token budget limit for this turn; stopping.' },
      'unknown',
    ],
    [
      'a thinking budget stays the request (held h117)',
      { message: 'The model does not support setting thinking_budget to 0' },
      'format_error',
    ],
    [
      "Together's timeout that says the team budget was not spent stays a timeout (held h153)",
      {
        message:
          "['OpenAI API error: A timeout error occurred. The function call took longer than 60 second(s).. If you have a team budget,note that your team budget has NOT been consumed.']",
      },
      'timeout',
    ],
    [
      "Codex's prefix before a stream cut stays a timeout (held h200)",
      { message: 'stream disconnected before completion: stream closed before response.completed' },
      'timeout',
    ],
    [
      "Codex's prefix before a TPM limit stays a rate limit (held h180)",
      {
        message:
          'Stream disconnected before completion: Rate limit reached for organization org-BOvpEHVcDPTe8h4lZnwMO5Ly on tokens per min (TPM): Limit 250000, Used 250000, Requested 58487. Please try again in 14.036s. Visit https://platform.openai.com/account/rate-limits to learn more.',
      },
      'rate_limit',
    ],
  ]);
});

// The caller's own quota limit, reached, with no window or wait after it (batch 340).
describe("someone's quota limit reached with no window is a plan's allowance", () => {
  checkReasons([
    [
      "Copilot's code review refusing a user whose premium quota is spent (batch 340, unity-helpers#460)",
      {
        message:
          'Copilot was unable to review this pull request because the user who requested the review has reached their quota limit.',
      },
      'billing',
    ],
    [
      'the same to the user (invented)',
      { message: 'You have reached your quota limit.' },
      'billing',
    ],
    [
      "ElevenLabs' request past the quota limit (held h266)",
      {
        body: {
          type: 'error',
          message: 'received 1002 (protocol error) This request exceeds your quota limit.',
        },
      },
      'billing',
    ],
    [
      "Gemini CLI's daily quota limit stays a window (held h43)",
      {
        message:
          '⚡ You have reached your daily quota limit.\n  ⚡ Automatically switching from gemini-2.5-pro to gemini-2.5-flash for the remainder of this session.\n  ⚡ To increase your limits, upgrade to a Gemini Code Assist Standard or Enterprise plan with higher limits\n  at https://goo.gle/set-up-gemini-code-assist',
      },
      'rate_limit',
    ],
    [
      "Qwen's allocated quota with a quota limit to raise stays a window (held)",
      {
        message:
          'Oops! There was an issue connecting to Qwen3.7-Max.\nAllocated quota exceeded, please increase your quota limit. For details, see: https://help.aliyun.com/zh/model-studio/error-code#token-limit',
      },
      'rate_limit',
    ],
    [
      'a quota limit with a wait stays a window (invented)',
      { message: 'You have reached your quota limit. Please try again in 1 hour.' },
      'rate_limit',
    ],
    [
      "Copilot's bare 'quota exceeded' stays a window (held h105)",
      { message: 'quota exceeded' },
      'rate_limit',
    ],
  ]);
});

// gRPC's credential plugin failing under google-api-core's 503 (batch 342).
describe("a 503 around gRPC's credential plugin is decided by the plugin's error", () => {
  checkReasons([
    [
      "google-auth's refused grant under langchain_google_genai's retry (batch 342, podcastfy#173)",
      {
        status: 503,
        message:
          "Retrying langchain_google_genai.chat_models._chat_with_retry.._chat_with_retry in 2.0 seconds as it raised RetryError: Timeout of 600.0s exceeded, last exception: 503 Getting metadata from plugin failed with error: ('invalid_grant: Bad Request', {'error': 'invalid_grant', 'error_description': 'Bad Request'}).",
      },
      'auth_permanent',
    ],
    [
      'a credential object that cannot sign requests (held h45)',
      {
        status: 503,
        name: 'ServiceUnavailable',
        message:
          "google.api_core.exceptions.ServiceUnavailable: 503 Getting metadata from plugin failed with error: 'str' object has no attribute 'before_request'",
      },
      'auth_permanent',
    ],
    [
      'a stale application-default login, as held (h69, no status field)',
      {
        message:
          'LLM API call failed: VertexAIException - 503 Getting metadata from plugin failed with error: Reauthentication is needed. Please run gcloud auth application-default login to reauthenticate.',
      },
      'auth_permanent',
    ],
    [
      'the same under a status field (invented)',
      {
        status: 503,
        message:
          'LLM API call failed: VertexAIException - 503 Getting metadata from plugin failed with error: Reauthentication is needed. Please run gcloud auth application-default login to reauthenticate.',
      },
      'auth_permanent',
    ],
    [
      'a token endpoint that timed out is a timeout (invented, the plugin wording of review 35)',
      {
        status: 503,
        message:
          "503 Getting metadata from plugin failed with error: ('Connection aborted.', TimeoutError('The read operation timed out'))",
      },
      'timeout',
    ],
    [
      'a token endpoint that refused the connection is a timeout (invented)',
      {
        status: 503,
        message:
          "503 Getting metadata from plugin failed with error: HTTPSConnectionPool(host='oauth2.googleapis.com', port=443): Max retries exceeded with url: /token (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))",
      },
      'timeout',
    ],
    [
      'a token service that is itself unavailable leaves the 503 (invented)',
      {
        status: 503,
        message:
          '503 Getting metadata from plugin failed with error: (\'Unable to acquire impersonated credentials\', \'{"error": {"code": 503, "message": "The service is currently unavailable.", "status": "UNAVAILABLE"}}\')',
      },
      'overloaded',
    ],
    [
      "google.api_core's 503 with the service's own words stays overloaded (held h127)",
      {
        message:
          'google.api_core.exceptions.ServiceUnavailable: 503 The service is currently unavailable.',
      },
      'overloaded',
    ],
    [
      "gRPC's connect failure under a 503 stays a timeout (held h257)",
      {
        message:
          'Retrying langchain_google_genai.chat_models._chat_with_retry.<locals>._chat_with_retry in 2.0 seconds as it raised RetryError: Deadline of 60.0s exceeded while calling target function, last exception: 503 failed to connect to all addresses; last error: UNAVAILABLE: ipv4:142.251.43.10:443: Failed to connect to remote host: FD shutdown.',
      },
      'timeout',
    ],
  ]);
});
