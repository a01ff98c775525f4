/**
 * Rules written for misses of held-out batches 379–383 (group AB), after the batches had been scored
 * without them: each rule's real wordings (from the batch lines named), then the neighbours it must
 * leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// An expired JWT or session token let out as an app's own 500/502 (batch 380, PearAI).
describe('an expired token under a 5xx is the token', () => {
  checkReasons([
    [
      "PearAI's model server: PostgREST's PGRST301 'JWT expired' wrapped in its 500 (trypear/pearai-master#21)",
      {
        status: 500,
        message:
          "error: 500 {\"detail\":{\"error\":\"{'code': 'PGRST301', 'details': None, 'hint': None, 'message': 'JWT expired'}\"},\"error_code\":500}",
      },
      'auth',
    ],
    [
      "PostgREST's own body for it without a status, as Supabase answers it (normally a 401)",
      { body: { code: 'PGRST301', details: null, hint: null, message: 'JWT expired' } },
      'auth',
    ],
    [
      "an Express app's 500 around jsonwebtoken's TokenExpiredError (invented)",
      { status: 500, message: 'Internal Server Error: TokenExpiredError: jwt expired' },
      'auth',
    ],
    [
      "a relay's 502 around the upstream's expired OAuth token (invented, the held 401 wording)",
      {
        status: 502,
        message:
          'Upstream error: OAuth token has expired. Please obtain a new token or refresh your existing token.',
      },
      'auth',
    ],
    [
      "a page token that expired is no credential: the 500 stays the server's (invented)",
      { status: 500, message: 'Internal error: page token expired while listing batches' },
      'server_error',
    ],
    [
      'a 500 whose text names a connect timeout is the transport, whatever token it quotes (invented)',
      {
        status: 500,
        message:
          'OAuth token has expired. request to https://api.anthropic.com/v1/messages failed, reason: connect ETIMEDOUT 104.244.46.63:443',
      },
      'timeout',
    ],
    [
      'a certificate that expired under a 502 is no token (invented)',
      {
        status: 502,
        message: 'upstream TLS error: x509: certificate has expired or is not yet valid',
      },
      'timeout',
    ],
  ]);
});

// Windsurf's "Permission denied:" status word in front of a server fault (batch 380, Codeium).
describe('a server fault after a "Permission denied:" status word is the server', () => {
  checkReasons([
    [
      "Windsurf's PyCharm plugin (Exafunction/codeium#332)",
      { message: 'Permission denied: internal server error: error number 12 (trace ID: ...) ' },
      'server_error',
    ],
    [
      "the same with error number 13, as a public Windsurf proxy's test reads it",
      { message: 'Permission denied: internal server error: error number 13' },
      'server_error',
    ],
    [
      "Windsurf's permission_denied with 'an internal error occurred', as held (batch 380)",
      {
        message:
          'permission_denied: an internal error occurred (error ID: 0f1da14ccf794f5c813adc7dba38c1f5)',
      },
      'server_error',
    ],
    [
      "Windsurf's rate-limit detail after the same status word stays a rate limit (held, batch 380)",
      {
        message:
          'Permission denied: Reached message rate limit for this model. Please try again later. Resets in: 30m0s',
      },
      'rate_limit',
    ],
    [
      "Gemini's suspended consumer after it stays a dead key (held h24)",
      { status: 403, message: "Permission denied: Consumer 'api_key:AI' has been suspended." },
      'auth_permanent',
    ],
    [
      'the same without its 403 (held h247, as a client prints it)',
      { message: "Permission denied: Consumer 'api_key:AIza****' has been suspended." },
      'auth_permanent',
    ],
    [
      "Windsurf's bare permission_denied under a 401 stays auth (held, batch 380)",
      { status: 401, message: 'status code 401: [permission_denied] permission denied' },
      'auth',
    ],
    [
      'a permission refused with no server fault after it stays auth (invented)',
      { message: 'Permission denied: you do not have access to this workspace' },
      'auth',
    ],
  ]);
});

// A place in a shared queue, in Trae's newer words (batch 380).
describe('a place in the queue is capacity, whatever "too many requests" heads it', () => {
  checkReasons([
    [
      "Trae's newer wording (Trae-AI/TRAE#2239)",
      {
        message:
          'Too many requests right now. You’re in the queue at position 10. Thanks for your patience — we’ll start your task soon.',
      },
      'overloaded',
    ],
    [
      "Trae's older wording, as held (h81)",
      {
        message:
          'Too many current requests. Your queue position is 14. Please wait for a while or switch to other models for a smoother experience.',
      },
      'overloaded',
    ],
    [
      'a place in the queue said the other way round (invented)',
      { message: 'Your request is at position 4 in the queue. Please wait.' },
      'overloaded',
    ],
    [
      'too many requests with no queue stays a rate limit (invented)',
      { message: 'Too many requests right now. Please slow down and try again later.' },
      'rate_limit',
    ],
    [
      "OpenAI's batch queue limit is the organisation's, not capacity (held h169)",
      {
        message:
          'Enqueued request limit reached for text-embedding-3-small\nin organization org-XXXXXX. Limit: 1,000,000 enqueued requests.\nPlease try again once some in_progress batches have been completed.',
      },
      'rate_limit',
    ],
    [
      "OpenAI's batch token queue limit stays a rate limit (held h108)",
      {
        message:
          "BatchError(code='token_limit_exceeded', line=None, message='Enqueued token limit reached for gpt-4o-mini in organization org-snq6hvcTYRCMyB87hjZjkoFr. Limit: 2,000,000 enqueued tokens. Please try again once some in_progress batches have been completed.', param=None)",
      },
      'rate_limit',
    ],
  ]);
});

// Cloudflare Workers AI's input-schema refusal read by its words (batch 379; held ×4).
describe("Workers AI's 'AiError: Bad input' and its schema validator's words are the request", () => {
  checkReasons([
    [
      'opencode.school through Workers AI, no status kept (batch 379)',
      {
        message:
          "Bad Request: AiError: Bad input: Error: oneOf at '/' not met... Type mismatch of '/messages/*/content', 'array' not in 'string'",
      },
      'format_error',
    ],
    [
      "9router's body without its 400 (held h248)",
      { body: { errors: [{ message: "AiError: Bad input: Error: oneOf at '/' not met" }] } },
      'format_error',
    ],
    [
      "new-api's relay of the anyOf wording (held h264, shortened)",
      {
        message:
          '{"error":{"message":"AiError: Bad input: Error: anyOf at \'/\' not met: required properties at \'/audio\' are \'voice,format\'"}}',
      },
      'format_error',
    ],
    [
      "the validator's type mismatch alone (invented)",
      { message: "Type mismatch of '/temperature', 'string' not in 'number'" },
      'format_error',
    ],
    [
      "Workers AI's deprecated model stays the model's (held h157)",
      {
        message:
          'AiError: 5028: This model was deprecated on 2026-05-30. Please use an alternative model',
      },
      'model_not_found',
    ],
    [
      "Vertex's quota under LiteLLM's VertexAIError (a name ending in 'aierror') stays a rate limit (held h113)",
      {
        message:
          'litellm.llms.vertex_httpx.VertexAIError: {\n  "error": {\n    "code": 429,\n    "message": "Resource has been exhausted (e.g. check quota).",\n    "status": "RESOURCE_EXHAUSTED"\n  }\n}\n',
      },
      'rate_limit',
    ],
    [
      "Workers AI's capacity answer stays capacity (invented, its 3040 wording)",
      { message: 'AiError: AiError: Capacity temporarily exceeded, please try again. (3040)' },
      'overloaded',
    ],
  ]);
});

// Batch 383's two lines right only by their 400: read by their words without it.
describe("batch 383's status-dependent request faults are read by their words", () => {
  checkReasons([
    [
      'Anthropic through Cline with its 400 (batch 383)',
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message:
              'The message up to and including the first cache-control block must be at least 2048 tokens. Found: 1432.',
          },
        },
      },
      'format_error',
    ],
    [
      'the same sentence alone, as a relay prints it',
      {
        message:
          'The message up to and including the first cache-control block must be at least 2048 tokens. Found: 1432.',
      },
      'format_error',
    ],
    [
      "Gemini's url-context cap with its 400 (batch 383)",
      {
        status: 400,
        message: '400 INVALID_ARGUMENT: "Number of urls to lookup exceeds the limit (21 > 20)"',
      },
      'format_error',
    ],
    [
      'the same without the status',
      { message: 'INVALID_ARGUMENT: "Number of urls to lookup exceeds the limit (21 > 20)"' },
      'format_error',
    ],
    [
      'a tool-count cap in the same words (invented)',
      { message: 'Number of tools exceeds the maximum (130 > 128)' },
      'format_error',
    ],
    [
      "vLLM's negative max_tokens ('must be at least 1') stays an overflow (held h81)",
      { message: 'max_tokens must be at least 1, got -370387.' },
      'context_overflow',
    ],
    [
      "Copilot's prompt token count over 'the limit' stays an overflow (held h204)",
      { message: 'prompt token count of 64314 exceeds the limit of 64000' },
      'context_overflow',
    ],
    [
      "Gemini's payload size over 'the limit' stays a payload (held h76)",
      { message: 'Request payload size exceeds the limit: 4194304 bytes.' },
      'payload_too_large',
    ],
    [
      "Volcengine's image over 'the limit' stays an image (held h65)",
      {
        status: 400,
        message: 'The request failed because the size of the input image exceeds the limit.',
      },
      'image_too_large',
    ],
    [
      "Anthropic's 'Number of request tokens has exceeded your per-minute rate limit' stays a rate limit (held)",
      {
        message:
          'API Error: Number of request tokens has exceeded your per-minute rate limit (https://docs.anthropic.com/en/api/rate-limits); see the response headers for current usage.',
      },
      'rate_limit',
    ],
  ]);
});
