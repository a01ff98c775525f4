/**
 * Rules from held-out batch 79 (a natural sample of coding assistants' and IDE tools' threads;
 * docs/classifier.md, "Batch 79"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { parseRetryAfterText } from '../retry-after.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// Chromium's net error names (net/base/net_error_list.h) that Electron clients (VS Code's Copilot
// Chat, Obsidian plug-ins) print for a connection that broke: the transport failed, no server
// answered. Sources: microsoft/vscode-copilot-release#4332 (h79, ERR_HTTP2_PROTOCOL_ERROR);
// microsoft/vscode#303241 (ERR_CONNECTION_RESET in Copilot Chat's log). Counter-examples: the same
// Copilot rendering with an HTTP status (microsoft/vscode-copilot-release#13737, a 413) keeps its
// status's answer, and the held ERR_CONNECTION_REFUSED (h46) stays timeout.
describe("Chromium's net::ERR_ names for a broken connection are transport failures", () => {
  checkReasons([
    [
      "Copilot Chat's network-failure reason, HTTP/2 protocol error",
      {
        message:
          'Sorry, your request failed. Please try again. Request id: bfe082a4-92f0-4ab7-94a5-cc8c153e71b4\nReason: Please check your firewall rules and network connection then try again. Error Code: net::ERR_HTTP2_PROTOCOL_ERROR.',
      },
      'timeout',
    ],
    [
      // Copilot Chat's log line (microsoft/vscode#303241), its Electron loader's frames.
      "Copilot Chat's logged connection reset",
      {
        message:
          'Error: net::ERR_CONNECTION_RESET\n\tat SimpleURLLoaderWrapper.<anonymous> (node:electron/js2c/utility_init:2:10684)\n\tat SimpleURLLoaderWrapper.emit (node:events:519:28)',
      },
      'timeout',
    ],
    [
      'the held connection refused stays a transport failure',
      {
        message:
          'Error: net::ERR_CONNECTION_REFUSED\n    at SimpleURLLoaderWrapper.<anonymous> (node:electron/js2c/browser_init:2:108522)',
      },
      'timeout',
    ],
    [
      'the same Copilot rendering with a 413 keeps the status',
      {
        message:
          'Sorry, your request failed. Please try again. Request id: 0bb42c24-6360-4780-94a5-8ce428e58e07\n\nReason: Request Failed: 413 Request Entity Too Large',
      },
      'payload_too_large',
    ],
  ]);
});

// Review of batch 79: the four names are Chromium's words for a server that dropped the connection
// (ERR_CONNECTION_RESET is ECONNRESET, ERR_EMPTY_RESPONSE is "socket hang up", ERR_HTTP2_PROTOCOL_ERROR
// is Node's ERR_HTTP2_STREAM_ERROR), so the large-session heuristic (DESIGN §1.2 step 6) must read
// them as it reads Node's: Copilot's diagnostics print one failure both ways, "Electron Fetcher
// (configured): Error: net::ERR_CONNECTION_RESET" and "Node Fetcher: Error: read ECONNRESET"
// (microsoft/vscode-copilot-release#1383); a reset after a partial answer (microsoft/vscode#259969,
// "it responds partially and fails"). Chromium's cut chunked stream (s2b-dev/smart-second-brain#164,
// an Obsidian plug-in over Ollama) is the held "incomplete chunked read"; its certificate and SSL
// names (microsoft/vscode-copilot-release#12528, microsoft/vscode#286729) are TLS failures (step 5).
describe("Chromium's disconnect names take the large-session heuristic; its TLS names are TLS", () => {
  const large = { approxTokens: 150_000, contextLength: 200_000 };
  const reasonOf = (message: string, context?: typeof large) =>
    classifyError(errorFromDescriptor({ message }), context).reason;
  it("reads Electron's reset as Node's on a large session (vscode-copilot-release#1383)", () => {
    expect(reasonOf('Error: read ECONNRESET', large)).toBe('context_overflow');
    expect(reasonOf('Error: net::ERR_CONNECTION_RESET', large)).toBe('context_overflow');
  });
  it("reads Copilot's reset rendering on a large session (vscode#259969)", () => {
    expect(
      reasonOf(
        'Sorry, your request failed. Please try again. Request id: e530af3f-0cd3-484e-9c71-7ca37a90201c\n\nReason: Please check your firewall rules and network connection then try again. Error Code: net::ERR_CONNECTION_RESET.',
        large,
      ),
    ).toBe('context_overflow');
  });
  it('reads the HTTP/2 protocol error (h79) on a large session, a timeout on a small one', () => {
    const message =
      'Sorry, your request failed. Please try again. Request id: bfe082a4-92f0-4ab7-94a5-cc8c153e71b4\nReason: Please check your firewall rules and network connection then try again. Error Code: net::ERR_HTTP2_PROTOCOL_ERROR.';
    expect(reasonOf(message, large)).toBe('context_overflow');
    expect(reasonOf(message)).toBe('timeout');
  });
  checkReasons([
    [
      "an Obsidian plug-in's cut chunked stream (smart-second-brain#164)",
      { message: 'error: net::ERR_INCOMPLETE_CHUNKED_ENCODING 200 (OK).' },
      'timeout',
    ],
    [
      "Copilot's certificate-name failure (vscode-copilot-release#12528)",
      {
        message:
          'Reason: Please check your firewall rules and network connection then try again. Error Code: net::ERR_CERT_COMMON_NAME_INVALID.',
      },
      'timeout',
    ],
    [
      "the page's own abort stays unknown (held, h46)",
      { message: 'Error: net::ERR_ABORTED' },
      'unknown',
    ],
  ]);
  it("files Copilot's SSL protocol error under TLS (vscode#286729)", () => {
    const result = classifyError(
      errorFromDescriptor({
        message:
          'Sorry, there was a network error. Please try again later. Request id: 50c98285-67fd-4bd7-b0da-aa7e3c09f22d\n\nReason: Please check your firewall rules and network connection then try again. Error Code: net::ERR_SSL_PROTOCOL_ERROR.',
      }),
    );
    expect(result.reason).toBe('timeout');
    expect(result.category).toBe('transport.ssl_cert');
  });
});

// A service that is not offered in the caller's country refuses every request from there, whatever
// the key (DESIGN: the held region blocks, Gemini's "User location is not supported" and OpenAI's
// "not available in your country", are auth_permanent). Source: JetBrains/junie#4 (h79, "Junie is
// not available in this country"). Counter-example: a model that is not offered in the region
// (QuantumNous/new-api#5233, h28) stays model_not_found (another model may serve).
describe('a service not available in this country is a region block', () => {
  checkReasons([
    [
      "Junie's country block, no status",
      { message: 'Error: Junie is not available in this country' },
      'auth_permanent',
    ],
    [
      "OpenAI's held country block stays a region block",
      {
        message:
          "Error: access_denied, OpenAI's services are not available in your country. (error=unsupported_country)",
      },
      'auth_permanent',
    ],
    [
      'a model not available in the region stays the model',
      {
        status: 403,
        message:
          'channel error (channel #15, status code: 403): This model is not available in your region.',
      },
      'model_not_found',
    ],
  ]);
});

// A client's "Server responded with status code: 404" (twinny, twinnydotdev/twinny#420, h79)
// names the client's request and the status, nothing that was not found: a bare 404 like "Request
// failed with status code 404" (held model_not_found). Counter-example: a 404 whose text names the
// missing item (openai/openai-agents-python#2020, h77, "Item with id 'rs_…' not found.") keeps its
// own answer.
describe("a client's 'server responded with status code: 404' is a bare 404", () => {
  checkReasons([
    [
      "twinny's rendering, no status kept",
      { message: '==## ERROR ##== : Server responded with status code: 404' },
      'model_not_found',
    ],
    [
      "axios' bare 404 stays",
      { message: 'Request failed with status code 404' },
      'model_not_found',
    ],
    [
      'a 404 naming a stale item stays the request',
      {
        name: 'NotFoundError',
        message:
          "Error code: 404 - {'error': {'message': \"Item with id 'rs_3c4caff36e34c099006900f0e3c66481909c15ac262a15b060' not found.\", 'type': 'invalid_request_error', 'param': 'input', 'code': None}}",
      },
      'format_error',
    ],
  ]);
});

// Windsurf's Cascade states its per-model reset as "Resets in: 2m27s" (dwgx/WindsurfAPI#160,
// h79): a colon after "in". Counter-example: Copilot's "Please wait 17 seconds before trying
// again." (microsoft/vscode-copilot-release#1847) keeps its 17 s.
describe('a reset stated after "resets in:" is a wait', () => {
  it("reads Cascade's 'Resets in: 2m27s'", () => {
    const result = classifyError(
      errorFromDescriptor({
        message:
          'Chat error: Reached message rate limit for this model. Please try again later. Resets in: 2m27s (trace ID: 767ad0a9f69b********70f05bca16)',
      }),
    );
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(147_000);
  });
  it("keeps Copilot's 'Please wait 17 seconds'", () => {
    expect(
      parseRetryAfterText(
        'sorry, your request was rate-limited. please wait 17 seconds before trying again.',
      )?.retryAfterMs,
    ).toBe(17_000);
  });
});
