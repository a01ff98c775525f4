/**
 * Rules from held-out batch 91 (a natural sample of OpenAI and Azure OpenAI errors as users met them
 * in 2024–2026 threads outside the most-mined repositories: Chat Completions, Responses, Assistants,
 * Realtime, Whisper, embeddings and DALL-E through the SDKs, Semantic Kernel, LangChain, LlamaIndex
 * and apps; docs/classifier.md, "Batch 91"): each rule's wordings, then the neighbours it must leave
 * alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// openai-node renders an API error as "<status> <message>" ("429 Rate limit is exceeded. Try again in
// 11 seconds."); an app that answers its own 500 around that string (Azure-Samples/
// azure-search-openai-javascript#105: `{"statusCode":500,"error":"Internal Server Error","message":
// "429 Rate limit is exceeded. Try again in 11 seconds."}`) relays the provider's 429, as the held
// "Request failed with status code 429" and "Error code: 429" forms inside a 5xx already are. Only a
// 429 that opens a quoted string or the text, followed within 40 characters by rate-limit or quota
// words. Counter-examples: a 500 that only says it had an error (Nutlope/aicommits#149, this batch),
// a retry loop's earlier 429 (review 13's invented "last status: 429") and a 429 that counts
// something (invented) keep server_error.
describe("openai-node's '429 …' string inside an app's 500 is the relayed rate limit", () => {
  checkReasons([
    [
      'the sample app’s 500 document around Azure’s 429',
      {
        message:
          'Response: 500 {"statusCode":500,"error":"Internal Server Error","message":"429 Rate limit is exceeded. Try again in 11 seconds."}',
      },
      'rate_limit',
    ],
    [
      'the same with the status kept',
      {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          message: '429 Rate limit is exceeded. Try again in 11 seconds.',
        },
      },
      'rate_limit',
    ],
    [
      'a 500 around the quoted quota refusal is billing (invented envelope, held wording)',
      {
        status: 500,
        body: {
          statusCode: 500,
          message:
            '429 You exceeded your current quota, please check your plan and billing details.',
        },
      },
      'billing',
    ],
    [
      'a bare 500 keeps server_error',
      { message: 'OpenAI API Error: 500 - Internal Server Error' },
      'server_error',
    ],
    [
      'an earlier attempt’s 429 keeps server_error (invented)',
      { status: 500, message: 'all retries failed; last status: 429; now internal server error' },
      'server_error',
    ],
    [
      'a count of 429 keeps server_error (invented)',
      { status: 500, message: 'stream aborted after 429 tokens: internal server error' },
      'server_error',
    ],
    // Review r91: a 429 that opens a line used to slip past the "earlier attempt" and "tool" guards,
    // which read only the text on the status's own line. The guarded wordings are held ones (review
    // 13's "last status: 429"; "Tool web_fetch failed: error code: 429"); the line break is invented.
    [
      'an earlier attempt’s 429 on the next line keeps server_error (invented line break)',
      {
        status: 500,
        message: 'previous attempt:\n429 Rate limit reached for gpt-4o; now: internal server error',
      },
      'server_error',
    ],
    [
      'a tool’s 429 on the next line keeps server_error (invented line break)',
      { status: 500, message: 'Tool web_fetch failed:\n429 rate limited' },
      'server_error',
    ],
  ]);
});

// The Assistants API locks a thread while a run is in progress: "Can't add messages to thread_… while
// a run run_… is active." (livekit/agents#1367 without its status; openai-dotnet#87 as a
// ClientResultException HTTP 400; n8n-io/n8n#13378; VRSEN/agency-swarm#268). The request conflicts
// with the thread's state: the caller must await or cancel the run, a retry of the same call does not
// help — a request error. Counter-examples: the Realtime API's "Conversation already has an active
// response" (a real event error; not this rule's words) keeps its answer, and a run that failed on
// the server ("Run failed: server_error", invented) is no request error.
describe('the Assistants thread lock is a request error', () => {
  checkReasons([
    [
      'the lock without its status',
      {
        message:
          "Can't add messages to thread_Xhtc7rjp5KYTKxWdfnDuLD6U while a run run_rF3R9B6ZqrJmGUhjYNoNb93E is active.",
      },
      'format_error',
    ],
    [
      "n8n's title rendering",
      { message: "400 Can't add messages to thread_mgh while a run run_ujh is active." },
      'format_error',
    ],
    [
      'a failed run is not the lock (invented)',
      {
        message: 'Run failed: server_error. The server had an error while processing your request.',
      },
      'server_error',
    ],
  ]);
});

// Chat Completions validates each message's role against the API version's list: "'function' is not
// allowed role. The allowed roles are ['developer', 'system', 'user', 'assistant', 'tool']"
// (microsoft/azurechat#493, Azure, newer API versions) and "'function' is not an allowed role. The
// allowed roles are [system, user, assistant]" (langgenius/dify#4686, Azure gpt-4o with an image).
// The request's history is wrong for this API version: a request error. Counter-examples: Azure's
// role-assignment refusal "Principal does not have access to API/Operation" keeps auth
// (microsoft/promptflow#3855, this batch); an account whose role may not use a model is not this
// wording (invented: "Your role is not allowed to access this model" stays unread by the rule).
describe('a message role the API version does not allow is a request error', () => {
  checkReasons([
    [
      "Azure's 'function' role on a newer API version",
      {
        message:
          "400 'function' is not allowed role. The allowed roles are ['developer', 'system', 'user', 'assistant', 'tool']",
      },
      'format_error',
    ],
    [
      "dify's rendering of the older list",
      {
        message:
          "[azure_openai] Bad Request Error, Error code: 400-{error:{'code: BadRequest, message: 'function' is not an allowed role. The allowed roles are [system, user, assistant], 'param':None, 'type': None}",
      },
      'format_error',
    ],
    [
      "Azure's body as lobehub relayed it (lobehub/lobehub#1818, GPT-4-Turbo-Vision)",
      {
        body: {
          error: {
            code: 'BadRequest',
            message:
              "'function' is not an allowed role. The allowed roles are ['system', 'user', 'assistant'].",
            param: null,
            type: null,
          },
        },
      },
      'format_error',
    ],
    // Review r91: HashiCorp Vault's database secrets engine refuses credentials for a role the
    // connection does not allow with `fmt.Errorf("%q is not an allowed role", name)` ("send back a
    // permission denied";
    // https://github.com/hashicorp/vault/blob/main/builtin/logical/database/path_creds_create.go),
    // which a gateway fetching its provider keys from Vault would surface (the CLI rendering around
    // it is Vault's): a permission refusal, not a message role the request got wrong. Only the chat API's sentence, which goes on to list "The
    // allowed roles are […]", is read.
    [
      "Vault's permission refusal is no message-role error",
      {
        message:
          'Error reading database/creds/analytics: Error making API request.\nCode: 400. Errors:\n* "analytics" is not an allowed role',
      },
      'unknown',
    ],
    [
      'a principal without the role assignment keeps auth',
      {
        message: 'AuthenticationError: 401 Principal does not have access to API/Operation.',
      },
      'auth',
    ],
  ]);
});
