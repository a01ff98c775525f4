/**
 * Rules from held-out batch 115 (a natural sample collected through non-English pages and threads —
 * Japanese, Korean, Russian blogs and Q&A, Chinese-language issue threads — quoting providers'
 * errors verbatim; docs/classifier.md, "Batch 115"): each rule's wordings, then the neighbours it
 * must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// openai-python 0.x raised `RateLimitError` around OpenAI's stock server fault ("The server had an
// error while processing your request. Sorry about that!", February 2023: openai/openai-python#213,
// markuswt/gpt-commit#7). The class name is the SDK's mapping of the status, the sentence says what
// failed: a server fault, retried, key kept. The `name` field rule (h44) already read it so; a client
// that kept only the printed line ("openai.error.RateLimitError: …") put the class into the message,
// where the rate-limit wording rule read "ratelimit". Counter-examples: the same class around the
// account's quota, around a real rate limit, around capacity text keep their held answers.
describe('a rate-limit class name in the text around the stock server fault', () => {
  checkReasons([
    [
      'the printed 0.x line (openai-python#213)',
      {
        message:
          'openai.error.RateLimitError: The server had an error while processing your request. Sorry about that!',
      },
      'server_error',
    ],
    [
      'with the class in the name field too (h44, CowAgent#50)',
      {
        name: 'RateLimitError',
        message:
          'openai.error.RateLimitError: The server had an error while processing your request. Sorry about that!',
      },
      'server_error',
    ],
    [
      'the class around the quota stays billing (openai-quickstart-python#52)',
      {
        message:
          'openai.error.RateLimitError: You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
    [
      'the class around a real limit stays rate_limit (knowledge_gpt#5 comment)',
      {
        message:
          'openai.error.RateLimitError: Rate limit reached for default-global-with-image-limits in organization org-x on requests per min. Limit: 60.000000 / min. Current: 70.000000 / min.',
      },
      'rate_limit',
    ],
    [
      'the class around capacity text stays overloaded (held wording, 0.x SDK)',
      {
        message:
          'openai.error.RateLimitError: That model is currently overloaded with other requests. You can retry your request.',
      },
      'overloaded',
    ],
    [
      // The rule reads text only when no status is known: the same printed line with its 429 kept
      // is the 429 rule's (h42, chat_gpt_oicq#31: "429 Too Many Requests The server had an error
      // while processing your request. Sorry about that!" held rate_limit).
      'the printed 0.x line with its 429 kept stays rate_limit (h42 convention)',
      {
        status: 429,
        message:
          'openai.error.RateLimitError: The server had an error while processing your request. Sorry about that!',
      },
      'rate_limit',
    ],
    [
      // https://github.com/acheong08/ChatGPT/issues/607 (comment of 2023-02-08, same week as #213)
      'the class around the full 0.x capacity text stays overloaded (acheong08/ChatGPT#607)',
      {
        message:
          'openai.error.RateLimitError: The server is currently overloaded with other requests. Sorry about that! You can retry your request, or contact us through our help center at help.openai.com if the error persists.',
      },
      'overloaded',
    ],
    [
      'server fault next to a rate-limit sentence stays rate_limit (invented: both in one text)',
      {
        message:
          'openai.error.RateLimitError: The server had an error while processing your request. Rate limit reached for requests.',
      },
      'rate_limit',
    ],
  ]);
});
