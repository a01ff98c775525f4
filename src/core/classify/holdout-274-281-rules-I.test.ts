/**
 * Rules written in session 33 for misses of held-out batches 274–281 (group I), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines and threads named), then
 * the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// `@google/generative-ai`'s "Error fetching from <url>: Failed to fetch" is a fetch that got no
// response; an app's own "400: " before it is no provider status (batch 277, neo-chat).
describe("a status an app prints before the Gemini SDK's failed fetch is not the provider's", () => {
  checkReasons([
    [
      'neo-chat on Cloudflare Pages, unreachable from mainland China (batch 277, u14app/neo-chat#90)',
      {
        message:
          '400: [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse: Failed to fetch',
      },
      'timeout',
    ],
    [
      'the same sentence without the prefix (held h124, ChatGemini#17)',
      {
        message:
          '[GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1/models/gemini-pro:streamGenerateContent?alt=sse: Failed to fetch',
      },
      'timeout',
    ],
    [
      "Safari's wording of the failed fetch under a wrapper's status (held h124 ChatGemini#27's sentence, the prefix invented)",
      {
        message:
          '400: [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1/models/gemini-pro:streamGenerateContent?alt=sse: Load failed',
      },
      'timeout',
    ],
    [
      "Node's wording under a server wrapper's [500] (held h257 cline#918's sentence, the prefix invented)",
      {
        message:
          '[nuxt] [request error] [unhandled] [500] [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash-exp:streamGenerateContent?alt=sse: fetch failed',
      },
      'timeout',
    ],
    [
      "neo-chat's same prefix before the provider's own bracketed answer keeps it (held h100, neo-chat#45)",
      {
        message:
          '400: [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemini-pro:streamGenerateContent?alt=sse: [400 ] Gemini API free tier is not available in your country. Please enable billing on your project in Google AI Studio.',
      },
      'auth_permanent',
    ],
    [
      "a server wrapper's [500] before the provider's [400 Bad Request] key refusal (held, cloudflare-ai-web#13)",
      {
        message:
          '[nuxt] [request error] [unhandled] [500] [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1/models/gemini-pro:streamGenerateContent?alt=sse: [400 Bad Request] API key not valid. Please pass a valid API key. [{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"API_KEY_INVALID","domain":"googleapis.com","metadata":{"service":"generativelanguage.googleapis.com"}}]',
      },
      'auth_permanent',
    ],
    [
      "the provider's bare [400 Bad Request] stays the request's (held h134, firebase-extensions#731)",
      {
        message:
          'Error: [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent: [400 Bad Request] ',
      },
      'format_error',
    ],
  ]);
});
