/**
 * Rules from held-out batch 105 (a natural sample from coding assistants and editor integrations:
 * CopilotChat.nvim, CodeCompanion, sidekick.nvim, avante.nvim, goose, Kiro, Trae, Factory Droid and
 * its proxies, Sourcegraph Cody, Augment …; docs/classifier.md, "Batch 105"): each rule's
 * wordings, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// Moonshot's error table names `exceeded_current_quota_error` for the 429 of an account suspended
// for its balance ("Your account … is suspended, please check your plan and billing details"); the
// code already reads as billing when a body keeps it as `type`. An ACP agent relaying it through
// CodeCompanion (olimorris/codecompanion.nvim#2399, this batch) leaves it inside a Python dict
// inside a JSON-RPC string, where only the text is read, and the 429 then decided rate_limit.
// The extractor also reads a JSON-RPC 2.0 error's `data` when its code is one of the spec's reserved
// ones (-32768 … -32000, generic words such as "Internal error"): the data says what happened.
// Counter-examples: Moonshot's own rate limits keep their type and answer (`rate_limit_reached_error`,
// "Your account … request reached organization max RPM: 3", held Moonshot lines' wording); a JSON-RPC
// "Method not found" whose data is only a method name (no words) is read as before (invented).
describe("Moonshot's exceeded_current_quota_error is the account's money, wherever it is quoted", () => {
  checkReasons([
    [
      'an ACP JSON-RPC error quoting the 429 dict (olimorris/codecompanion.nvim#2399)',
      {
        message:
          '{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"Internal error","data":{"error":"LLM provider error: Error code: 429 - {\'error\': {\'message\': \'Your account org-88e40b2724354db2aaaefed3cbcdb485 <ak-f6fkssuzyini11gfrh81> is suspended, please check your plan and billing details\', \'type\': \'exceeded_current_quota_error\'}}"}}}',
      },
      'billing',
    ],
    [
      'the same 429 as a Python SDK prints it',
      {
        message:
          "Error code: 429 - {'error': {'message': 'Your account org-88e4 <ak-f6fk> is suspended, please check your plan and billing details', 'type': 'exceeded_current_quota_error'}}",
      },
      'billing',
    ],
    [
      'a JSON-RPC Internal error whose data names a timeout (invented, the ACP shape)',
      {
        message:
          '{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal error","data":{"details":"Request timed out after 60000ms"}}}',
      },
      'timeout',
    ],
    [
      'a JSON-RPC Method not found with a bare method name as data is read as before (invented)',
      {
        message:
          '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found","data":"session/set_model"}}',
      },
      'format_error',
    ],
    [
      "Moonshot's RPM limit stays a rate limit (rate_limit_reached_error)",
      {
        message:
          "Error code: 429 - {'error': {'message': 'Your account org-x <ak-y> request reached organization max RPM: 3, please try again after 1 seconds', 'type': 'rate_limit_reached_error'}}",
      },
      'rate_limit',
    ],
  ]);
});

// Review of batch 105: an ACP agent also relays its own MCP client's failures in a JSON-RPC error's
// `data`, and those are not the provider's. Kimi CLI raises "Failed to connect MCP servers: {'MyMCP':
// RuntimeError('Client failed to connect: All connection attempts failed')}" for an MCP server that
// is down (MoonshotAI/kimi-cli#1296); under `kimi acp` it reaches the client as `{"code":-32603,
// "message":"Internal error","data":{"error":"Failed to connect MCP servers: {'happier':
// RuntimeError('Client failed to connect: Connection closed')}"}}` (a captured `[AcpBackend]` log
// line kept in Happier's CLI tests, happier-dev/happier). MCP's commonest failure is "MCP error
// -32000: Connection closed" (google-gemini/gemini-cli#2786). Read into the message, "Connection
// closed" made the disconnect heuristic compress a large session (context_overflow) for a tool
// server that is down; the data is left out when it names MCP, and the JSON-RPC "Internal error"
// decides as before (server_error).
describe("an MCP server's failure in a JSON-RPC error's data is not the provider's", () => {
  const large = { approxTokens: 150_000, contextLength: 200_000, numMessages: 250 };
  const cases: readonly (readonly [string, string])[] = [
    [
      "Kimi's MCP connect failure through ACP (happier-dev/happier, MoonshotAI/kimi-cli#1296)",
      '[AcpBackend] Error sending prompt: {"code":-32603,"message":"Internal error","data":{"error":"Failed to connect MCP servers: {\'happier\': RuntimeError(\'Client failed to connect: Connection closed\')}"}}',
    ],
    [
      "MCP's 'Connection closed' in an ACP error's details (google-gemini/gemini-cli#2786 wording)",
      '{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"Internal error","data":{"details":"MCP error -32000: Connection closed"}}}',
    ],
  ];
  for (const [name, message] of cases) {
    it(`${name} → server_error on a large session`, () => {
      const result = classifyError(errorFromDescriptor({ message }), large);
      expect(`${result.reason} (${result.explain.at(-1)?.rule})`).toMatch(/^server_error /);
    });
  }
  checkReasons([
    [
      "the provider's 429 relayed the same way is still read (olimorris/codecompanion.nvim#2399)",
      {
        message:
          '{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"Internal error","data":{"error":"LLM provider error: Error code: 429 - {\'error\': {\'message\': \'Your account org-x <ak-y> is suspended, please check your plan and billing details\', \'type\': \'exceeded_current_quota_error\'}}"}}}',
      },
      'billing',
    ],
  ]);
});

// A gateway that blocks a prompt for its acceptable-use policy: Cody Gateway's 400 "We blocked your
// request because we detected your prompt to be against our Acceptable Use Policy (…/terms/aup).
// Try again by removing any phrases that may violate our AUP." (sourcegraph/jetbrains#2628,
// sourcegraph/cody#5539, this batch). The request's content is refused; rephrasing, not retrying,
// helps. The rule needs the prompt, request or input named before "against … policy", so an
// account closed for its activity is not read as a refusal of one prompt. Counter-examples: Cody
// Gateway's bare "request blocked - if you think this is a mistake" stays the known miss (held h79,
// format_error); an account suspended for activity against an acceptable-use policy (invented: no
// prompt, request or input named) stays the account's (auth_permanent).
describe('a prompt said to be against an acceptable-use policy is refused content', () => {
  checkReasons([
    [
      "Cody Gateway's AUP block (sourcegraph/jetbrains#2628)",
      {
        message:
          'Error: Sourcegraph Cody Gateway: unexpected status code 400: {"error":"We blocked your request because we detected your prompt to be against our Acceptable Use Policy (https://sourcegraph.com/terms/aup). Try again by removing any phrases that may violate our AUP. If you think this is a mistake, please contact support@sourcegraph.com and reference this ID: 931b059baa33cb816b463dad90ceba2e"}',
      },
      'content_policy',
    ],
    [
      // Session 65, group RY: was pinned at format_error (h79, a known miss); the held lines with this
      // wording, h79 and h105, are both labelled content_policy, which group ID's signature now reads.
      "Cody Gateway's bare 'request blocked' is the gateway's refusal (held h79, sourcegraph/cody#4428)",
      {
        message:
          'Request Failed: Sourcegraph Cody Gateway: unexpected status code 400: {"error": "request blocked - if you think this is a mistake, please contact support@sourcegraph.com and reference this ID: 4d7ab1267b25b581b98fd3a04567f59d"}',
      },
      'content_policy',
    ],
    [
      'an account suspended for activity against an acceptable-use policy stays the account (invented)',
      {
        status: 403,
        message: 'Your account has been suspended for activity against our Acceptable Use Policy.',
      },
      'auth_permanent',
    ],
  ]);
});

// A relay or an upstream's safety filter blocking the request: "Request blocked by provider safety
// checks. Please modify your request and avoid high-risk cyber activity instructions." (Droid CLI
// through VibeProxy, automazeio/vibeproxy#467, this batch). "blocked by (our|the) safety …" was
// already read; the filter's owner ("provider", "upstream") between the words no longer hides it.
// Counter-examples: a request blocked by a provider's rate limits is no refusal ("Request blocked
// by provider rate limits", invented), and Cloudflare's "Sorry, you have been blocked" page stays
// auth (held).
describe("a request blocked by a provider's safety checks is refused content", () => {
  checkReasons([
    [
      'VibeProxy relaying the refusal (automazeio/vibeproxy#467)',
      {
        message:
          'Request blocked by provider safety checks. Please modify your request and avoid high-risk cyber activity instructions.',
      },
      'content_policy',
    ],
    [
      "the upstream's filter named (invented wording of the same shape)",
      { message: 'Error: request blocked by upstream safety filter' },
      'content_policy',
    ],
    [
      "a request blocked by a provider's rate limits stays a rate limit (invented)",
      { status: 429, message: 'Request blocked by provider rate limits. Please retry later.' },
      'rate_limit',
    ],
  ]);
});

// A model without tool support refuses a request with tools: Ollama's "<model> does not support
// tools" and DeepSeek's "deepseek-reasoner does not support Function Calling" are held
// model_not_found (another model can serve the request; the request itself is fine for one that
// supports tools). SiliconFlow words it "Function call is not supported for this model." (code
// 20037, through avante.nvim, avante-corp/avante.nvim#1422, this batch), which VALIDATION's "is not
// supported for" read as the request's fault. Counter-examples: a parameter "not supported with
// this model" stays the request's ("Unsupported parameter: 'max_tokens' is not supported with this
// model", teilomillet/gollm#33, held), and so does parallel tool calling switched off for a model
// (invented: "parallel tool calls are not supported for this model", a parameter to drop).
describe('function calls or tools not supported for this model name the model', () => {
  checkReasons([
    [
      "SiliconFlow's code 20037 through avante.nvim (avante-corp/avante.nvim#1422)",
      {
        message:
          'Error: "API request failed with status 400. Body: \'{\\"code\\":20037,\\"message\\":\\"Function call is not supported for this model.\\",\\"data\\":null}\'"',
      },
      'model_not_found',
    ],
    [
      'tools not supported by the model, on a 400 (invented wording of the same shape)',
      { status: 400, message: 'Tools are not supported by this model.' },
      'model_not_found',
    ],
    [
      'a parameter not supported with this model stays the request (teilomillet/gollm#33)',
      {
        message:
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      },
      'format_error',
    ],
    [
      'parallel tool calls not supported for this model stay the request (invented)',
      { status: 400, message: 'parallel tool calls are not supported for this model' },
      'format_error',
    ],
  ]);
});

// A model named in quotes and said to be "not available", without "is": Copilot's 404
// `{"error":{"message":"model \"copilot-nes-v\" not available"}}` as sidekick.nvim prints it without
// its status ("Last response was a 404 error: …", folke/sidekick.nvim#244, this batch). "The model
// 'auto' is not available" is held (Kiro, model_not_found); the rule reads the same sentence without
// the verb when it ends there. Counter-examples: a model "currently not available" is capacity,
// not a missing model (invented: it stays unknown, nothing else said), and "not available in your
// region" keeps its region answer (held: auth_permanent).
describe('a quoted model "not available" at the end of the sentence is a missing model', () => {
  checkReasons([
    [
      "Copilot's 404 body as sidekick.nvim prints it (folke/sidekick.nvim#244)",
      {
        message:
          '**Copilot:** Last response was a 404 error: {"error":{"message":"model \\"copilot-nes-v\\" not available"}}',
      },
      'model_not_found',
    ],
    [
      "a model 'currently not available' is not read as missing (invented)",
      { message: "model 'glm-4.6' currently not available" },
      'unknown',
    ],
    [
      "a model not available in the user's region keeps the region answer (held wording)",
      { message: 'model "gemini-2.5-pro" not available in your region' },
      'auth_permanent',
    ],
  ]);
});

// An account held until the user pays: Augment Code's "Your account *** has been restricted. To
// continue, [purchase a subscription](https://app.augmentcode.com/account)." (vber/free-augmentcode#11,
// this batch). Buying a subscription is the remedy, as "purchase more credits" already reads
// (BILLING). Counter-examples: a model closed to the plan ("This model requires a subscription",
// held, model_not_found) and an account suspended for multiple free trials (Augment,
// yeongpin/cursor-free-vip#916, this batch: auth_permanent) keep their answers.
describe('"purchase a subscription" to continue is billing', () => {
  checkReasons([
    [
      "Augment Code's restricted account (vber/free-augmentcode#11)",
      {
        message:
          'Your account *** has been restricted. To continue, [purchase a subscription](https://app.augmentcode.com/account).',
      },
      'billing',
    ],
    [
      'a model that requires a subscription stays the model (held wording)',
      { message: 'This model requires a subscription. Upgrade your plan for access.' },
      'model_not_found',
    ],
    [
      "Augment's account suspended for multiple free trials stays a dead account (yeongpin/cursor-free-vip#916)",
      {
        message:
          'Your account my email has been suspended because we believe you may be using multiple free trials. Please contact support here for more information.',
      },
      'auth_permanent',
    ],
  ]);
});
