/**
 * Rules from held-out batch 100 (a natural sample of errors about money and keys — billing, dead or
 * missing keys, refreshable auth — from small GitHub projects; docs/classifier.md, "Batch 100"):
 * each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenAI answers a request that carries no key with a 401 whose message is "You didn't provide an
// API key. You need to provide your API key in an Authorization header using Bearer auth (i.e.
// Authorization: Bearer YOUR_KEY), or as the password field …". Clients that quote only its second
// sentence, without the status (yihong0618/bilingual_book_maker#137, this batch), left nothing the
// classifier read: the first sentence's "didn't provide an API key" was the only anchor. The second
// sentence says the same thing — the key is missing, so no retry or refresh supplies it (the held
// "a missing key is auth_permanent"). Counter-examples: Continue's out-of-credits 402 that suggests
// adding "your own ANTHROPIC_API_KEY secret" stays billing (continuedev/continue#10098, held);
// Zhipu's 1003 "Authorization Token已过期" stays refreshable auth (MetaGLM/zhipuai-sdk-python-v4#8,
// this batch); an unauthenticated caller told to "provide an API key" for a higher rate limit on a
// 429 stays rate_limit (invented, the shape of anonymous-tier limits).
describe("OpenAI's 'You need to provide your API key in an Authorization header' is a missing key", () => {
  checkReasons([
    [
      'the second sentence alone, no status (bilingual_book_maker#137)',
      {
        message:
          "You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username and password. You can obtain an API key from https://beta.openai.com.",
      },
      'auth_permanent',
    ],
    [
      'the whole message on its 401 (OpenAI)',
      {
        status: 401,
        body: {
          error: {
            message:
              "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username and password. You can obtain an API key from https://platform.openai.com/account/api-keys.",
            type: 'invalid_request_error',
            param: null,
            code: null,
          },
        },
      },
      'auth_permanent',
    ],
    [
      "Continue's out-of-credits 402 stays billing (continue#10098)",
      {
        status: 402,
        message:
          '"You have no credits remaining on your Continue account. Please go to https://hub.continue.dev/settings/billing to add credits. You can also add your own ANTHROPIC_API_KEY secret at https://continue.dev/settings/secrets%3FsecretName=ANTHROPIC_API_KEY"',
      },
      'billing',
    ],
    [
      "Zhipu's expired Authorization Token stays refreshable (zhipuai-sdk-python-v4#8)",
      {
        message:
          'APIAuthenticationError(\'Error code: 401, with error text {"error":{"code":"1003","message":"Authorization Token已过期，请重新生成/获取。"}}\')',
      },
      'auth',
    ],
    [
      'an anonymous caller told to provide a key for more requests stays a rate limit (invented)',
      {
        status: 429,
        message:
          'Rate limit exceeded for unauthenticated requests. You need to provide your API key in the Authorization header to get higher limits.',
      },
      'rate_limit',
    ],
  ]);
});

// A terminal or chat bubble that wraps a provider's message can break it at any space: SiliconFlow's
// 401 body "Api key is invalid" arrived as "Api key is\ninvalid" (rikkahub/rikkahub#372, this batch),
// as aider's terminal broke Anthropic's "invalid x-api-key" after "invalid" (held, batch 70). The
// key-verdict words must read across a line break as across a space. Counter-examples: Qwen's
// "invalid access token or token expired" stays refreshable (QwenLM/qwen-code#3343, this batch);
// Copilot Chat's "Reason: token expired or invalid: 401" stays refreshable (microsoft/vscode#300693,
// this batch); a wrapped "API key is\nrequired for this endpoint" is already a missing key
// (invented).
describe('a key verdict wrapped over two lines is still a dead key', () => {
  checkReasons([
    [
      "SiliconFlow's 'Api key is invalid' wrapped by the client (rikkahub#372)",
      { message: 'Failed to get response: 401 "Api key is\ninvalid"' },
      'auth_permanent',
    ],
    [
      'the same body on one line (agno#6259)',
      { message: 'Error code: 401 - Api key is invalid' },
      'auth_permanent',
    ],
    [
      "Qwen's invalid-or-expired OAuth token stays refreshable (qwen-code#3343)",
      { message: '✕ [API Error: 401 invalid access token or token expired]' },
      'auth',
    ],
    [
      "Copilot Chat's token expired or invalid stays refreshable (vscode#300693)",
      {
        message:
          'Sorry, your request failed. Please try again.\nCopilot Request id: f15d7561-ac48-47cd-a97f-2de59199eb9f\nGH Request Id: 4E64:1AC122:1CE265C:2116C63:69B11E76\nReason: token expired or invalid: 401',
      },
      'auth',
    ],
  ]);
});
