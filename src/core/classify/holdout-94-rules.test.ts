/**
 * Rules from held-out batch 94 (a natural sample of OpenRouter and the Chinese-market APIs —
 * DeepSeek, Moonshot/Kimi, Zhipu, DashScope, MiniMax, SiliconFlow, Volcengine Ark — and the relays
 * users reach them through; docs/classifier.md, "Batch 94"): each rule's wordings, then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Spring Boot's default error page names the path it had no handler for; extract.ts already reads it
// when it arrives as a JSON body (h51, Wei-Shaw/sub2api#7456). Zhipu's open.bigmodel.cn answers a
// wrong path with it, and clients often keep it only as text: openai-python's "Error code: 404 -"
// followed by a Python dict repr (pingcap/autoflow#281, the legacy /v4/completions route) or a user's
// pasted JSON (yiyihuohuo/GalQQ#13, /v4/chat/completions/v1/models, where the trailing "models" was
// read as a missing model). The path says the URL is wrong. Counter-examples: the same page as a
// JSON body keeps its answer; a 404 naming a model stays model_not_found (OpenAI's "The model `x`
// does not exist", held); a "Not Found" without a path key is no route verdict (invented).
describe("Spring Boot's 404 page printed as text is a wrong path", () => {
  checkReasons([
    [
      "openai-python's rendering of Zhipu's Spring 404 (autoflow#281)",
      {
        message:
          "Failed to create LLM\nError code: 404 - {'timestamp': '2024-09-17T01:04:34.633+00:00', 'status': 404, 'error': 'Not Found', 'path': '/v4/completions'}",
      },
      'format_error',
    ],
    [
      'the same page as a user pasted it, a path ending in /models (GalQQ#13)',
      {
        message:
          '错误: HTTP 404：\n("timestamp"."2025-12-08T04:34:05.204+00:00", "status":404, "error"."Not\nFound", "path":"/v4/chat/completions/v1/\nmodels")',
      },
      'format_error',
    ],
    [
      'the page as a JSON body keeps its answer (h51, sub2api#7456)',
      {
        status: 404,
        body: { error: 'Not Found', path: '/v4/v1/messages', status: 404 },
      },
      'format_error',
    ],
    [
      'a 404 naming a model stays a model answer (held OpenAI wording)',
      {
        status: 404,
        message:
          "Error code: 404 - {'error': {'message': 'The model `gpt-5-mini-x` does not exist'}}",
      },
      'model_not_found',
    ],
    // Only Spring's own reason phrase, `'error': 'Not Found'`, is its route verdict (review of batch
    // 94): any value that merely ends in "not found" before a path key is another server's answer
    // about a thing at that path. A model server's 404 for a model file it does not hold
    // (`return jsonify({"error": "model not found", "path": path}), 404`, a Flask prediction
    // service, code index file 46240172284; as openai-python renders a 404 body) names a missing
    // model; a tool's `{'error': 'File not found', 'path': '/missing/file.txt'}` (a Dart agent
    // SDK's tool-result test, code index file 5663226711) is a local file, no provider's URL.
    [
      "a model server's 404 for a model file it does not hold stays a model answer (code index 46240172284)",
      {
        message:
          "Error code: 404 - {'error': 'model not found', 'path': '/srv/models/AAPL_model.pkl'}",
      },
      'model_not_found',
    ],
    [
      "a tool's missing file is no wrong URL (code index 5663226711)",
      { message: "{'error': 'File not found', 'path': '/missing/file.txt'}" },
      'unknown',
    ],
  ]);
});

// Cursor (bring-your-own-key) shows every provider failure under its own title "Unable to reach the
// model provider", but when the provider answered, the detail quotes it: "Provider returned 400" with
// the body beside it (err.dmxapi.cn/detail.php?id=1311, a relay's bare 400; id=1298, a relay's 500
// around "field messages is required"). The quoted status is the provider's verdict; the title is
// Cursor's heading. Counter-examples: Cursor's envelope with no provider status stays a connection
// failure (h68, "We're having trouble connecting to the model provider"); OpenRouter's wordless
// "Provider returned error" names no status (its relayed 429 keeps upstream_rate_limit, held);
// Osaurus's "provider returned 402" keeps billing (h63).
describe('a gateway\'s quoted "Provider returned NNN" is the provider\'s status', () => {
  checkReasons([
    [
      "Cursor's detail quoting a relay's 400 (dmxapi id=1311)",
      {
        message:
          'Request ID: dff84b6f-c778-4740-b646-d3f413b2468c {"error":"ERROR_OPENAI","details":{"title":"Unable to reach the model provider","detail":"We encountered an issue when using your API key: Streaming error\\n\\nAPI Error:\\n\\n```\\n{\\"error\\":{\\"type\\":\\"provider\\",\\"reason\\":\\"provider_error\\",\\"message\\":\\"Provider returned 400\\",\\"retryable\\":false,\\"provider\\":{\\"status\\":400,\\"body\\":\\"{\\\\\\"error\\\\\\":{\\\\\\"message\\\\\\":\\\\\\"openai_error\\\\\\",\\\\\\"type\\\\\\":\\\\\\"bad_response_status_code\\\\\\",\\\\\\"param\\\\\\":\\\\\\"\\\\\\",\\\\\\"code\\\\\\":\\\\\\"bad_response_status_code\\\\\\"}}\\"}}}\\n```","additionalInfo":{},"buttons":[],"planChoices":[]},"isExpected":true}',
      },
      'format_error',
    ],
    [
      // Was pinned at server_error (the batch line, labelled format_error, a known miss). Session 65,
      // group RY: group IC's FIELD_MESSAGES_REQUIRED now reads the relay's "field messages is
      // required" under its 500 as the request's (held: format_error 5 of 5), the batch line's label.
      "Cursor's detail quoting a relay's 500 around a missing field is the request's (dmxapi id=1298)",
      {
        message:
          'Request ID: f03774f3-317f-47b8-ab93-06ca14fa984a {"error":"ERROR_OPENAI","details":{"title":"Unable to reach the model provider","detail":"We encountered an issue when using your API key: Streaming error\\n\\nAPI Error:\\n\\n```\\n{\\"error\\":{\\"type\\":\\"provider\\",\\"reason\\":\\"provider_error\\",\\"message\\":\\"Provider returned 500\\",\\"retryable\\":true,\\"provider\\":{\\"status\\":500,\\"body\\":\\"{\\\\\\"error\\\\\\":{\\\\\\"message\\\\\\":\\\\\\"field messages is required (request id: 2025121917282926897232MyhO9Rcs)\\\\\\",\\\\\\"type\\\\\\":\\\\\\"rix_api_error\\\\\\",\\\\\\"param\\\\\\":\\\\\\"\\\\\\",\\\\\\"code\\\\\\":\\\\\\"invalid_request\\\\\\"}}\\"}}}\\n```","additionalInfo":{},"buttons":[],"planChoices":[]},"isExpected":true} ConnectError: [invalid_argument] Error',
      },
      'format_error',
    ],
    [
      "Cursor's envelope without a provider status stays a connection failure (h68)",
      {
        body: {
          error: 'ERROR_OPENAI',
          details: {
            title: 'Unable to reach the model provider',
            detail:
              "We're having trouble connecting to the model provider. This might be temporary - please try again in a moment.",
          },
        },
      },
      'timeout',
    ],
    [
      "OpenRouter's relayed upstream 429 keeps its answer (held wording)",
      {
        status: 429,
        body: {
          error: {
            message: 'Provider returned error',
            code: 429,
            metadata: {
              raw: 'google/gemini-2.0-flash-exp:free is temporarily rate-limited upstream. Please retry shortly, or add your own key to accumulate your rate limits: https://openrouter.ai/settings/integrations',
              provider_name: 'Google AI Studio',
            },
          },
        },
      },
      'upstream_rate_limit',
    ],
    [
      'Osaurus\'s "provider returned 402" keeps billing (h63)',
      {
        status: 402,
        message:
          'Request failed: PROVIDER_ERROR: provider returned 402: {"error":"Insufficient USD or Diem balance to complete request. Visit https://venice.ai/settings/api to add credits."}',
      },
      'billing',
    ],
    // A count after "provider returned" is no status (review of batch 94): embedding pipelines
    // report a dimension mismatch in these words — "embed: provider returned 512 dims, want 1024"
    // (a Go embed worker's test of the errors it must not take for an oversize input, code index
    // file 59961105676), "configured 768, provider returned 512" (a Python server's 400 detail for
    // an embedder whose vectors are 512 long, code index file 62859941775), "the provider returned
    // 512 dimensions" (a Go retrieval service's ErrEmbeddingDimensionMismatch, file 68452323250) —
    // and a run report counts tokens ("The provider returned 512 output tokens after 81.867
    // seconds …, then stopped for length", file 68882923239). Read as a 512 they became
    // server_error (a status no HTTP server sends); they are the caller's configuration, no
    // provider status, and stay unknown as before the rule.
    [
      "a Go embed worker's dimension mismatch (code index 59961105676)",
      { message: 'embed: provider returned 512 dims, want 1024' },
      'unknown',
    ],
    [
      "a retrieval service's dimension mismatch (code index 68452323250)",
      { message: 'the provider returned 512 dimensions' },
      'unknown',
    ],
    [
      'a run report counting output tokens (code index 68882923239)',
      {
        message:
          'The provider returned 512 output tokens after 81.867 seconds generation and 87.565 seconds total, then stopped for length.',
      },
      'unknown',
    ],
  ]);
});

// Volcengine Ark's ModelNotOpen: "Your account <id> has not activated the model <name>. Please
// activate the model service in the Ark Console." (Ark error-code reference; a relay's copy,
// err.dmxapi.cn/detail.php?id=1112, as a document the extractor cannot parse; the held
// xinnan-tech/xiaozhi-esp32-server#1234 as a Python dict). The model is not enabled for this account:
// another model works. Counter-examples: Moonshot's "Your account … is not active, organization …
// exceeded current quota" stays billing (MoonshotAI/Kimi-K2#5, held); an account that is not
// activated at all is no model answer (invented wording).
describe('Ark\'s "has not activated the model" names a model the account cannot use', () => {
  checkReasons([
    [
      "a relay's copy of Ark's ModelNotOpen (dmxapi id=1112, shortened)",
      {
        message:
          '{ "message": "404 Your account %!s(int64=2101075817) has not activated the model doubao-seedream-4-5-251128. Please activate the model service in the Ark Console. Request id: 021765163426813dc4a53fe90c8b0d0dbae7674229aa8223a977c", "status": 404, "error": { "code": "ModelNotOpen" } }',
      },
      'model_not_found',
    ],
    [
      'the held Python-dict rendering keeps its answer (xiaozhi-esp32-server#1234)',
      {
        message:
          "OpenAI服务响应异常: Error code: 404 - {'error': {'code': 'ModelNotOpen', 'message': 'Your account %!s(int64=2106993666) has not activated the model doubao-pro-32k-functioncall-241028. Please activate the model service in the Ark Console.",
      },
      'model_not_found',
    ],
    [
      "Moonshot's inactive account over quota stays billing (Kimi-K2#5)",
      {
        status: 403,
        message:
          '403 {"error":{"message":"Your account xx> is not active, organization <xx> exceeded current quota, please check your plan and billing details","type":"exceeded_current_quota_error"}}',
      },
      'billing',
    ],
    [
      'an account never activated is no model answer (invented)',
      { message: 'Your account has not been activated. Please verify your email address.' },
      // No model rule reads it; session 51's retrain votes the account unusable until it is verified.
      'unknown',
      'auth_permanent',
    ],
  ]);
});
