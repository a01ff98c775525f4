/**
 * Rules from held-out batch 110 (a natural sample of errors quoted on Q&A, forum and vendor pages —
 * the Google AI and Firebase Studio forums, the OpenAI community, gateway vendors' error pages, blogs
 * that paste what they hit; docs/classifier.md, "Batch 110"): each rule's wordings, then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Gemini names a capability a model lacks as "<capability> is not enabled for models/<id>". For the
// conversation itself ("Multiturn chat is not enabled for models/gemini-pro-vision",
// laganvalleydup.co.uk, this batch) and for tools ("Function calling is not enabled for models/…",
// held h44) the request cannot be trimmed into shape: another model serves it, as held h92's
// rendering with the URL before it already read (model_not_found). Read before the 400's validation
// words, so a status-first rendering ("400 Multiturn chat …") reads the same. Counter-examples: an
// option the request can drop stays the request's — "Thinking is not enabled for models/…" (held h73,
// lobehub/lobehub#7985) and "Multiple candidates is not enabled for models/…" (review r76's Go log
// line) stay format_error.
describe('a Gemini model without multi-turn chat or tools is the model', () => {
  checkReasons([
    [
      'the status first, no URL (laganvalleydup.co.uk, this batch)',
      { message: '400 Multiturn chat is not enabled for models/gemini-pro-vision' },
      'model_not_found',
    ],
    [
      'function calling on a 400 body without the request URL (h44 wording, URL dropped: invented)',
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message:
              'Function calling is not enabled for models/gemini-2.0-flash-thinking-exp-01-21',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'model_not_found',
    ],
    [
      // https://github.com/ThatHunky/gryag/blob/HEAD/docs/features/function-calling-support-detection.md
      // (review r110): google.api_core's rendering for Gemma on the Gemini API, no status field.
      'Gemma without tools, as google.api_core renders it (ThatHunky/gryag, review r110)',
      {
        message:
          'google.api_core.exceptions.InvalidArgument: 400 Function calling is not enabled for models/gemma-3-27b-it',
      },
      'model_not_found',
    ],
    [
      // https://github.com/langchain-ai/langchain-google/pull/684 (review r110): the model takes no
      // image, and another model serves the same request (the PR moved its vision tests to one), as
      // held "image_url is only supported by certain models" (h68, h71, h110) and "this model does not
      // support image input" (h78) read. Was format_error.
      'a model that takes no image is the model (langchain-ai/langchain-google#684, review r110)',
      { message: '400 Image input modality is not enabled for models/gemini-1.5-flash' },
      'model_not_found',
    ],
    [
      // https://github.com/google/generative-ai-docs/issues/513 (review r110): a text-only tuned model
      // given an image, the model's name redacted by the reporter; "it worked with gemini-1.5-flash".
      // Was unknown.
      'a tuned text-only model given an image (google/generative-ai-docs#513, review r110)',
      {
        message:
          'google.api_core.exceptions.InvalidArgument: 400 Image input modality is not enabled for <MY_TUNED_MODEL>',
      },
      'model_not_found',
    ],
    [
      'thinking, an option to drop, stays the request (held h73, lobehub/lobehub#7985)',
      {
        body: {
          error: {
            message: 'Thinking is not enabled for models/gemini-2.0-flash-preview-image-generation',
            statusCode: 400,
            statusCodeText: '[400 Bad Request]',
          },
          provider: 'google',
        },
      },
      'format_error',
    ],
    [
      "several candidates stay the request (review r76's Go log line)",
      {
        message:
          '2025/08/28 04:04:36 Error executing Nanobanana use case: failed to modify image: failed to generate content: Error 400, Message: Multiple candidates is not enabled for models/gemini-2.5-flash-image-preview, Status: INVALID_ARGUMENT, Details: []',
      },
      'format_error',
    ],
    [
      // https://github.com/agno-agi/agno/issues/3505: review r110 read Gemma's missing system role as
      // the request's; the held lines with the sentence (h138, h163, h199, h394) are model_not_found
      // (the app sends its system prompt on every call; another model serves it), rules AG.
      'a developer (system) instruction the model lacks is the model (agno-agi/agno#3505; rules AG)',
      {
        message:
          "400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'Developer instruction is not enabled for models/gemma-3-12b-it', 'status': 'INVALID_ARGUMENT'}}",
      },
      'model_not_found',
    ],
  ]);
});

// A 402 whose own words are a rate limit over a named window ("Rate limit exceeded:
// free-models-per-day. Add 10 credits to unlock 1000 free model requests per day.", OpenRouter's
// daily free-model cap as manifest.build's error page shows it, code 402, this batch): the window
// comes back by itself, and the credits are how to lift it — the held wording is rate_limit on a 429
// and without a status (9 lines). Counter-examples: OpenRouter's 402s for money that ran out keep
// billing — "Insufficient credits. Add more using …" (hassanmsthf11/unlimited-claude-AI#22, held) and
// "This request requires more credits, or fewer max_tokens … can only afford 222" (continuedev/
// continue#11154, held) — and so does a window sentence beside an empty balance (invented).
describe("a 402 that names a rate limit's window is the window", () => {
  checkReasons([
    [
      "OpenRouter's free-models-per-day cap with code 402 (manifest.build, this batch)",
      {
        status: 402,
        body: {
          error: {
            message:
              'Rate limit exceeded: free-models-per-day. Add 10 credits to unlock 1000 free model requests per day.',
            code: 402,
          },
        },
      },
      'rate_limit',
    ],
    [
      'insufficient credits stay billing (unlimited-claude-AI#22, held)',
      {
        status: 402,
        message: '402 Insufficient credits. Add more using https://openrouter.ai/settings/credits',
      },
      'billing',
    ],
    [
      'more credits or fewer max_tokens stays billing (continue#11154, held)',
      {
        status: 402,
        message:
          '402 This request requires more credits, or fewer max_tokens. You requested up to 4096 tokens, but can only afford 222. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account',
      },
      'billing',
    ],
    [
      'a per-day window beside an empty balance stays billing (invented)',
      {
        status: 402,
        message:
          'Rate limit exceeded: requests per day. Insufficient balance, please top up your account.',
      },
      'billing',
    ],
  ]);
});
