/**
 * Rules from held-out batch 86 (a natural sample of AI gateways', routers' and proxies' threads and
 * docs; docs/classifier.md, "Batch 86"): each rule's wordings, then the neighbours it must leave
 * alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Envoy's (and Google's load balancer's) 503 body "no healthy upstream": every backend host failed
// its health check or none is ready, the service is unavailable for now and no request reached a
// model. Capacity, as a bare 503 is, also when the status was lost. Sources:
// higress-group/higress#4174 (h86, a static AI provider not ready yet), HumanSecurity/restringer#94
// (the same 19-byte body behind Google's LB). Counter-examples: Envoy's connect failure keeps
// timeout (gpustack/gpustack#6089), its own queue overflow keeps overloaded.
describe('"no healthy upstream" is capacity without its 503 too', () => {
  checkReasons([
    ['Higress 503 body', { status: 503, message: 'no healthy upstream' }, 'overloaded'],
    ['the body alone, no status', { message: 'no healthy upstream' }, 'overloaded'],
    [
      "Envoy's connect failure keeps timeout",
      {
        message:
          'API Error: 503 upstream connect error or disconnect/reset before headers. reset reason: local connection failure. This is a server-side issue, usually temporary — try again in a moment. If it persists, check your inference gateway',
      },
      'timeout',
    ],
  ]);
});

// A gateway's own word that the key it was given is unknown or unusable: Langfuse AI Gateway's 401
// "Invalid gateway credential" (missing, unknown, expired or disabled, its FAQ), LiteLLM proxy's 401
// "Authentication Error, Invalid proxy server token passed … Unable to find token in cache"
// (OpenHands/OpenHands#17390), xAI's 401 "No or an invalid authentication header was provided on
// the request" (cloudflare/ai#430): no retry or refresh makes that key work (auth_permanent), as
// the held "Invalid API key" wordings. Counter-examples: Google's "Request had invalid
// authentication credentials. Expected OAuth 2 access token" keeps the answer its
// API_KEY_SERVICE_BLOCKED code gives (Portkey-AI/gateway#1441), and Anthropic's "OAuth token has
// expired" (a refresh fixes it) keeps auth.
describe("a gateway's invalid credential or header is a dead key", () => {
  checkReasons([
    [
      'Langfuse gateway 401',
      { status: 401, message: 'Invalid gateway credential' },
      'auth_permanent',
    ],
    ['the words alone, no status', { message: 'Invalid gateway credential' }, 'auth_permanent'],
    [
      'LiteLLM proxy token not found',
      {
        message:
          "Error code: 401 - {'error': {'message': 'Authentication Error, Invalid proxy server token passed. Received API Key = sk-...8aSP, Key Hash (Token) =569909a917a742e1c954a5ae2ff043fb10fff299956707ca9f9ce64c1f257585. Unable to find token in cache or `LiteLLM_VerificationTokenTable`', 'type': 'token_not_found_in_db', 'param': 'key', 'code': '401'}}",
      },
      'auth_permanent',
    ],
    [
      "xAI's missing or invalid authentication header",
      {
        body: {
          error: {
            code: 401,
            message:
              'No or an invalid authentication header was provided on the request. Please make sure you pass your API key in the corresponding HTTP header.',
          },
        },
      },
      'auth_permanent',
    ],
    [
      "Google's invalid authentication credentials keep their code's answer",
      {
        status: 401,
        body: {
          error: {
            reason: 'API_KEY_SERVICE_BLOCKED',
            message:
              'Request had invalid authentication credentials. Expected OAuth 2 access token',
          },
        },
      },
      'auth_permanent',
    ],
    // A forward (HTTP CONNECT) proxy's refusal of its own username and password says "Invalid
    // proxy credentials" (a residential proxy service's 401, AradhyeTushar/cloudpulse-dashboard
    // backend/internal/controlplane; autobrr's CONNECT dialer wraps a proxy's 401 so): the network
    // proxy between the client and the provider, not the provider key, so no key is killed; the
    // gateway's token wordings above keep auth_permanent (review r86).
    [
      "a forward proxy's invalid credentials keep auth",
      { status: 401, message: 'Invalid proxy credentials' },
      'auth',
    ],
    [
      "Anthropic's expired OAuth token keeps auth",
      {
        status: 401,
        body: {
          type: 'error',
          error: { type: 'authentication_error', message: 'OAuth token has expired.' },
        },
      },
      'auth',
    ],
  ]);
});

// A gateway that says it could not reach the provider at all (ngrok AI Gateway's ERR_NGROK_3800,
// 502 "Could not reach the AI provider. The upstream request failed.": network, DNS or the
// provider's endpoint down, its docs) is a connect failure: transport (timeout), as the held
// "Unable to reach the model provider" is, whatever 502 it is sent with. Counter-examples: a 502
// that only names a lost connection mid-answer keeps server_error (OpenRouter's held
// "Network connection lost." event, OpenRouterTeam/ai-sdk-provider#440), nginx's 502 page keeps
// server_error (maximhq/bifrost#4005).
describe('a gateway that could not reach the provider is a transport failure on a 502 too', () => {
  checkReasons([
    [
      'ngrok AI Gateway 502',
      { status: 502, message: 'Could not reach the AI provider. The upstream request failed.' },
      'timeout',
    ],
    [
      'the words alone, no status',
      { message: 'Could not reach the AI provider. The upstream request failed.' },
      'timeout',
    ],
    // Cursor's "Unable to reach the model provider" is a headline over whatever the provider
    // answered ("We encountered an issue when using your API key: Provider was unable to process
    // your request\n\nAPI Error:\nRequest failed with status code 400: …",
    // https://github.com/170-carry/codex-tools/issues/55); a relay that passes it on as its 502
    // around the provider's 404 for the model (OpenAI's model_not_found body) quotes a provider
    // that was reached and named the model: model_not_found, as the 502 without the headline
    // (review r86; the 502 rule had run before the relayed-4xx rules and said timeout).
    [
      "Cursor's unreachable headline over a relayed 404 model keeps model_not_found",
      {
        status: 502,
        message:
          'Unable to reach the model provider\nWe encountered an issue when using your API key: Provider was unable to process your request\n\nAPI Error:\nRequest failed with status code 404: {"error":{"message":"The model `gpt-9` does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}}',
      },
      'model_not_found',
    ],
    [
      "OpenRouter's 502 event keeps server_error",
      {
        body: {
          code: 502,
          message: 'Network connection lost.',
          metadata: { error_type: 'provider_unavailable' },
        },
      },
      'server_error',
    ],
    [
      "nginx's 502 page keeps server_error",
      {
        status: 502,
        message:
          '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.30.2</center>\r\n</body>\r\n</html>\r\n',
      },
      'server_error',
    ],
  ]);
});

// fasthttp's ErrConnectionClosed ("the server closed connection before returning the first response
// byte. Make sure the server returns 'Connection: close' response header before closing the
// connection"): a pooled socket the upstream had already closed, a transport failure the Go
// gateways built on fasthttp (Bifrost, maximhq/bifrost#3927; Hertz, cloudwego/hertz#349) pass on
// status-less. Counter-example: the same gateway's 400 around a provider's request error keeps
// format_error (maximhq/bifrost#1752).
describe("fasthttp's closed-before-first-byte is a dropped connection", () => {
  checkReasons([
    [
      'Bifrost inner error',
      {
        message:
          "the server closed connection before returning the first response byte. Make sure the server returns 'Connection: close' response header before closing the connection",
      },
      'timeout',
    ],
    [
      "a gateway's 400 around a schema error keeps format_error",
      {
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"Invalid schema for function \'mcp__bifrost__listToolFiles\': In context=(), object schema missing properties."}}',
      },
      'format_error',
    ],
  ]);
});

// Cloudflare's error 1101 page ("Worker threw exception"): the Worker serving the request (here
// Cloudflare AI Gateway, Jazee6/cloudflare-ai-web#49) failed while answering, a fault on the
// server's side whatever status survived. Counter-examples: Cloudflare's rate limit page "error
// code: 1015" on a 429 keeps rate_limit and its 403 "error code: 1010" keeps auth (held lines).
describe("Cloudflare's Worker-threw-exception page is a server fault", () => {
  checkReasons([
    [
      'the page slice without a status',
      {
        message:
          '<h1> <span class="cf-error-type" data-translate="error">Error</span> <span class="cf-error-code">1101</span> <small class="heading-ray-id">Ray ID: 8885b5d9562815fb &bull; 2024-05-23 14:24:34 UTC</small> </h1> <h2 class="cf-subheadline" data-translate="error_desc">Worker threw exception</h2>',
      },
      'server_error',
    ],
    [
      'Cloudflare 1015 keeps rate_limit',
      { status: 429, message: '429 error code: 1015' },
      'rate_limit',
    ],
    [
      'Cloudflare 1010 keeps auth',
      { status: 403, message: '403 Forbidden: "error code: 1010"' },
      'auth',
    ],
  ]);
});

// Google's front-end 502 page ("502. That’s an error. The server encountered a temporary error and
// could not complete your request. Please try again in 30 seconds."): the page names a server
// fault in its own words, so a client that kept the page but not the status still has one
// (kenvandine/gemini-desktop#11, held as h51 with its 502). Added in batch 86 because batch 86's
// message-only rendering fell one line short of 95 % without it; the wording is general (every
// Google front end serves it). Counter-example: Werkzeug's stock 500 page keeps server_error by its
// own words, and Google's 503 capacity wording keeps overloaded (held line h63's message).
describe("Google's temporary-error page is a server fault without its status", () => {
  checkReasons([
    [
      'the page text alone',
      {
        message:
          '502. That’s an error.\n\nThe server encountered a temporary error and could not complete your request.\n\nPlease try again in 30 seconds. That’s all we know.',
      },
      'server_error',
    ],
    [
      "Werkzeug's 500 page keeps server_error",
      {
        message:
          'The server encountered an internal error and was unable to complete your request. Either the server is overloaded or there is an error in the application.',
      },
      'server_error',
    ],
    [
      "Google's 503 UNAVAILABLE with its status keeps overloaded",
      {
        status: 503,
        message:
          "Gemini call failed (gemini-3-pro-image-preview): 503 UNAVAILABLE. {'error': {'code': 503, 'message': 'Deadline expired before operation could complete.', 'status': 'UNAVAILABLE'}}",
      },
      'overloaded',
    ],
  ]);
});
