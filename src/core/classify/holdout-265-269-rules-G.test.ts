/**
 * Rules written in session 32 for misses of held-out batches 265–269 (group G), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenAI evals' `backoff` log around openai 0.x's quota sentence (batch 265, openai/evals#574): the
// "retry" in the client's own wrapper name is no word of the provider's.
describe("a client's backoff log and retrying function name are no transient signal", () => {
  checkReasons([
    [
      "OpenAI evals' backoff line around the spent quota (batch 265)",
      {
        message:
          '[2023-04-03 13:00:47,777] [_common.py:105] Backing off openai_chat_completion_create_retrying(...) for 0.4s (openai.error.RateLimitError: You exceeded your current quota, please check your plan and billing details',
      },
      'billing',
    ],
    [
      "the same quota under a camel-case retry wrapper's stack frame (invented)",
      {
        message:
          'RateLimitError: You exceeded your current quota, please check your plan and billing details. at Client.createWithRetry (client.js:42:7)',
      },
      'billing',
    ],
    [
      "the backoff library's older wording around the same quota (invented)",
      {
        message:
          'Backing off 6.9 seconds after 2 tries calling function <function chat_with_retry at 0x7fc415f69ee0> | RateLimitError: You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
    [
      "tenacity's banner around the same quota stays billing (h20, langchain)",
      {
        message:
          'Retrying langchain.llms.openai.completion_with_retry.<locals>._completion_with_retry in 4.0 seconds as it raised RateLimitError: You exceeded your current quota, please check your plan and billing details..',
      },
      'billing',
    ],
    [
      'a backoff line around a context overflow keeps the wrapped verdict (h123, deepwiki-open)',
      {
        message:
          "Backing off acall(...) for 1.3s (openai.BadRequestError: Error code: 400 - {'error': {'message': \"This model's maximum context length is 128000 tokens. However, your messages resulted in 173172 tokens. Please reduce the length of the messages.\", 'type': 'invalid_request_error', 'param': 'messages', 'code': 'context_length_exceeded'}})",
      },
      'context_overflow',
    ],
    [
      "the older backoff wording around an invalid image stays the request's (h178, gptdiscord)",
      {
        message:
          'Backing off 6.9 seconds after 2 tries calling function <function Model.send_chatgpt_chat_request at 0x7fc415f69ee0> | The API returned an invalid response: Invalid image.',
      },
      'format_error',
    ],
    [
      "Gemini's per-minute use of the same sentence stays a rate limit (h124, python-genai)",
      {
        message:
          "{'error': {'code': 429, 'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.', 'status': 'RESOURCE_EXHAUSTED'}}",
      },
      'rate_limit',
    ],
    [
      "a provider's own retry permission beside its limit stays a rate limit (h164, Poe's allow_retry)",
      {
        message:
          'Error in Poe bot: Bot request to GPT-4o failed on try 1 \n BotError(\'{"allow_retry": true, "text": "You have exceeded rate limit to query bot using User API Key. Try again later."}\')',
      },
      'rate_limit',
    ],
    [
      'a quota window the provider says refills stays a rate limit under a backoff line (invented)',
      {
        message:
          'Backing off generate_retrying(...) for 2.0s (QuotaError: usage quota exceeded for this window, retry after 30 seconds)',
      },
      'rate_limit',
    ],
  ]);
});

// ElevenLabs' apology as the reason of its WebSocket close 1008 (batch 266, pipecat#1426).
describe("a service's own apology for a failure is a server fault, over a close code", () => {
  checkReasons([
    [
      "ElevenLabs' close 1008 under Pipecat (batch 266)",
      {
        message:
          'ElevenLabsTTSService#0 connection verification failed: received 1008 (policy violation) We are sorry, something went wrong. You are not charged for this request.; then sent 1008 (policy violation) We are sorry, something went wrong. You are not charged for this request.',
      },
      'server_error',
    ],
    [
      "ElevenLabs' same sentence as a body's detail without its 500 (invented)",
      {
        body: {
          detail: {
            status: 'something_went_wrong',
            message: 'We are sorry, something went wrong. You are not charged for this request.',
          },
        },
      },
      'server_error',
    ],
    [
      "Azure AI Foundry's run error (h252, foundry-samples#299)",
      { message: 'Sorry, something went wrong.' },
      'server_error',
    ],
    [
      "Azure AI Foundry's run error with its code (h252, remote-mcp-functions-python#19)",
      {
        message: "Run failed: {'code': 'server_error', 'message': 'Sorry, something went wrong.'}",
        code: 'server_error',
      },
      'server_error',
    ],
    [
      "a close 1008 whose reason names a request field stays the request's (h266, dograh's ElevenLabs)",
      {
        message:
          'ElevenLabsTTSService#6 connection closed, but with an error: received 1008 (policy violation) voice_settings field must be provided in the first message and then either be not provided or not change.; then sent 1008 (policy violation) voice_settings field must be provided in the first message and then either be not provided or not change.',
      },
      'format_error',
    ],
    [
      "a close 1008 for an operation the model lacks stays the request's (h229, LiveKit's Gemini)",
      {
        message:
          'livekit.…ns.google error in receive task: received 1008 (policy violation) Operation is not implemented, or supported, or enabled.; then sent 1008 (policy violation) Operation is not implemented, or supported, or enabled.',
      },
      'format_error',
    ],
    [
      "a client's 'something went wrong' around a connection error stays a timeout (h22, agno)",
      { message: 'Something went wrong. Connection error.' },
      'timeout',
    ],
    [
      "a client's 'something went wrong' around a balance stays billing (h38, read-frog)",
      { message: 'Something went wrong: Insufficient Balance' },
      'billing',
    ],
    [
      'an apology around a spent quota stays billing (invented)',
      {
        message:
          'Sorry, something went wrong: You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
  ]);
});

// Rime's close 1011 whose reason carries its own 400 and JSON error (batch 266, pipecat#1989).
describe("a WebSocket close reason that opens with the service's HTTP status is that status", () => {
  checkReasons([
    [
      "Rime's close 1011 with its 400 for a voice the model lacks (batch 266)",
      {
        message:
          "RimeTTSService#0 error receiving messages: received 1011 (internal error) 400: { \"error\": \"Speaker 'anthony' doesn't match list of available voices for language 'eng' in model 'mistv2'.\" } ; then sent 1011 (internal error) 400: { \"error\": \"Speaker 'anthony' doesn't match list of available voices for language 'eng' in model 'mistv2'.\" }",
      },
      'format_error',
    ],
    [
      'a close 1011 whose reason carries a 401 document is the key (invented)',
      {
        message:
          'received 1011 (internal error) 401: {"error": "Invalid API key"}; then sent 1011 (internal error) 401: {"error": "Invalid API key"}',
      },
      'auth_permanent',
    ],
    [
      "a close 1011 with Google's own internal error stays a server fault (h73, LiveKit's Gemini)",
      {
        message:
          'received 1011 (internal error) Internal error occurred.; then sent 1011 (internal error) Internal error occurred.',
        name: 'ConnectionClosedError',
      },
      'server_error',
    ],
    [
      "a close 1011 with Google's ORIGINAL ERROR stays its reading (h138, Gemini cookbook)",
      {
        message:
          'websockets.exceptions.ConnectionClosedError: received 1011 (internal error) Request trace id: 434a1f2042ea7643, [ORIGINAL ERROR] RPC::DEADLINE_EXCEEDED: ; then sent 1011 (internal error) Request trace id: 434a1f2042ea7643, [ORIGINAL ERROR] RPC::DEADLINE_EXCEEDED: ',
        name: 'ConnectionClosedError',
      },
      'timeout',
    ],
    [
      "a close 1011 with Deepgram's own timeout stays a timeout (h266, Pipecat's Deepgram)",
      {
        message:
          'send() failed - ConnectionClosed: received 1011 (internal error) Deepgram did not receive audio data or a text message within the timeout window. See https://dpgr.am/net0001; then sent 1011 (internal error) Deepgram did not receive audio data or a text message within the timeout window. See https://dpgr.am/net0001',
        name: 'ConnectionClosed',
      },
      'timeout',
    ],
    [
      'a count after the close code is no status (invented)',
      {
        message:
          'received 1011 (internal error) 400 frames dropped; then sent 1011 (internal error)',
      },
      'server_error',
    ],
  ]);
});

// Gemini Live's close 1011 with Google's DEADLINE_EXCEEDED sentence (batch 266, adk-streaming-guide#11).
describe("Google's 'Deadline expired before operation could complete' is a timeout", () => {
  checkReasons([
    [
      "Gemini Live's close 1011 (batch 266)",
      { message: '1011 (internal error) Deadline expired before operation could complete.' },
      'timeout',
    ],
    [
      "the websockets exception's full line (invented from the ADK notes' shape)",
      {
        message:
          'websockets.exceptions.ConnectionClosedError: received 1011 (internal error) Deadline expired before operation could complete.; then sent 1011 (internal error) Deadline expired before operation could complete.',
        name: 'ConnectionClosedError',
      },
      'timeout',
    ],
    [
      'the same sentence under a 504 (h181, hiring-agent)',
      {
        message:
          '❌ Error calling LLM for projects section: 504 Deadline expired before operation could complete.',
      },
      'timeout',
    ],
    [
      'the same sentence under a 503 UNAVAILABLE stays overloaded (h63, Google AI forum)',
      {
        status: 503,
        body: {
          error: {
            code: 503,
            message: 'Deadline expired before operation could complete.',
            status: 'UNAVAILABLE',
          },
        },
        message:
          "Gemini call failed (gemini-3-pro-image-preview): 503 UNAVAILABLE. {'error': {'code': 503, 'message': 'Deadline expired before operation could complete.', 'status': 'UNAVAILABLE'}}",
      },
      'overloaded',
    ],
    [
      "the 503 UNAVAILABLE kept only as text stays overloaded (h78, ComfyUI's Gemini node)",
      {
        message:
          "API调用错误: 503 UNAVAILABLE. {'error': {'code': 503, 'message': 'Deadline expired before operation could complete.', 'status': 'UNAVAILABLE'}}",
      },
      'overloaded',
    ],
    [
      'a close 1011 that says the service is unavailable stays overloaded (h73, python-genai)',
      {
        message:
          'received 1011 (internal error) The service is currently unavailable.; then sent 1011 (internal error) The service is currently unavailable.',
        name: 'ConnectionClosedError',
      },
      'overloaded',
    ],
  ]);
});

// Bedrock's output-cap sentence cut before "limit" (batch 267, microsoft/graphrag#597).
describe("Bedrock's 'maximum tokens you requested exceeds the model' is read on its stem", () => {
  checkReasons([
    [
      "GraphRAG's gateway 400 cut after 'exceeds the model' (batch 267)",
      {
        status: 400,
        name: 'BadRequestError',
        message:
          "openai.BadRequestError: Error code: 400 - {'detail': 'An error occurred (ValidationException) when calling the Converse operation: The maximum tokens you requested exceeds the model",
      },
      'context_overflow',
    ],
    [
      'the whole sentence (h119, generative-ai-use-cases#594)',
      {
        message:
          'ValidationException: The maximum tokens you requested exceeds the model limit of 3000. Try again with a maximum tokens value that is lower than 3000.',
        name: 'ValidationException',
      },
      'context_overflow',
    ],
    [
      "the 'exceed' form with its number (Roo Code, held)",
      {
        message:
          'Error: The maximum tokens you requested exceed the model limit of 4096. Try again with a maximum tokens value lower than 4096.',
      },
      'context_overflow',
    ],
    [
      "the 'exceed' form cut without a status (invented)",
      { message: 'ValidationException: The maximum tokens you requested exceed the model' },
      'context_overflow',
    ],
    [
      "Bedrock's extraneous max_tokens key stays the request's (h123, obsidian-copilot)",
      {
        message:
          'Error occurred\nMalformed input request: #: extraneous key [max_tokens] is not permitted, please reformat your input and try again.',
      },
      'format_error',
    ],
    [
      "Anthropic's advice to lower the maximum tokens under its 429 stays a rate limit (Continue, held)",
      {
        status: 429,
        body: {
          type: 'rate_limit_error',
          message:
            "This request would exceed your organization's rate limit of 50,000 input tokens per minute (org: f427910e-3b38-4559-b0a8-1ab041e6cbca, model: claude-haiku-4-5-20251001). For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later. You may also contact sales at https://www.anthropic.com/contact-sales to discuss your options for a rate limit increase.",
        },
      },
      'rate_limit',
    ],
    [
      "OpenRouter's 'more credits, or fewer max_tokens' stays billing (free-claude-code, held)",
      {
        status: 402,
        body: {
          error: {
            message:
              'This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 2666. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account',
            code: 402,
          },
        },
      },
      'billing',
    ],
  ]);
});

// OpenAI's cyber-risk refusal inside OpenRouter's 502 body (batch 269, mini-swe-agent#902).
describe("OpenAI's cyber- and bio-risk flags are content policy, over a 5xx", () => {
  checkReasons([
    [
      "OpenRouter's body with code 502 (batch 269)",
      {
        body: {
          error: {
            message: 'This content was flagged for possible cybersecurity risk...',
            code: 502,
          },
        },
      },
      'content_policy',
    ],
    [
      "OpenAI's 400 with its code cyber_policy (an agent evaluation log)",
      {
        message:
          "BadRequestError: Error code: 400 - {'error': {'message': 'This content was flagged for possible cybersecurity risk. If this seems wrong, try rephrasing your request. To get authorized for security work, join the Trusted Access for Cyber program: https://chatgpt.com/cyber', 'type': 'invalid_request', 'param': None, 'code': 'cyber_policy'}}",
      },
      'content_policy',
    ],
    [
      "Codex's fallback sentence for cyber_policy, without a status",
      { message: 'This request has been flagged for possible cybersecurity risk.' },
      'content_policy',
    ],
    [
      "OpenAI's bio-risk flag under a 400 (a grader's log)",
      {
        message:
          'API error: 400 Bad Request {"error":{"message":"This content was flagged for possible biological risk..."}}',
      },
      'content_policy',
    ],
    [
      'the code alone on a stream failure (invented)',
      { body: { error: { code: 'cyber_policy', message: 'blocked' } } },
      'content_policy',
    ],
    [
      'a 502 body without a verdict stays a server fault (invented)',
      { body: { error: { message: 'Upstream error from OpenAI: Bad gateway', code: 502 } } },
      'server_error',
    ],
    [
      'a flag for something other than a risk class is no refusal (invented)',
      { status: 500, message: 'Feature flagged for possible deprecation; internal error occurred' },
      'server_error',
    ],
    [
      "a relay's 502 body for a failed upstream stays a server fault (h24, Routstr)",
      {
        status: 502,
        body: {
          error: { message: 'Upstream request failed', type: 'upstream_error', code: 502 },
          request_id: '32c3867f-e3dc-4750-8d61-dd7cb50e25a3',
        },
      },
      'server_error',
    ],
    [
      "OpenRouter's stream 502 for a lost connection stays a server fault (held)",
      {
        body: {
          code: 502,
          message: 'Network connection lost.',
          metadata: { error_type: 'provider_unavailable' },
        },
      },
      'server_error',
    ],
  ]);
});

// MemoAI's reporter retyping OpenAI's code with a stray space (batch 268, Makememo/MemoAI#3).
describe("OpenAI's context_length_exceeded retyped with a stray space is an overflow", () => {
  checkReasons([
    [
      "the reporter's 'context_ length_exceeded' (batch 268)",
      { message: 'context_ length_exceeded' },
      'context_overflow',
    ],
    [
      "LiteLLM's prices file name stays the model's (h112, rawdog)",
      {
        message:
          'litellm.exceptions.NotFoundError: Model not in model_prices_and_context_window.json. You passed model=openai/mistral',
      },
      'model_not_found',
    ],
    [
      "LiteLLM's unmapped model pointing at the same file stays the model's (h196)",
      {
        message:
          "Exception: This model isn't mapped yet. model=mistral-nemo, custom_llm_provider=vertex_ai. Add it here - https://github.com/BerriAI/litellm/blob/main/model_prices_and_context_window.json",
      },
      'model_not_found',
    ],
  ]);
});
