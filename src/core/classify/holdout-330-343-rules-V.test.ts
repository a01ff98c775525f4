/**
 * Rules written in session 36 for misses of held-out batches 330–343 (group V), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// tenacity's RetryError repr names only the class of the last attempt's exception (batch 335,
// HuaYaoAI/FinGenius#42, Grok through the OpenAI SDK).
describe("tenacity's RetryError is read by the class it raised", () => {
  checkReasons([
    [
      "FinGenius on Grok: RetryError around the OpenAI SDK's APIConnectionError (batch 335)",
      {
        message:
          'Error: RetryError[<Future at 0x1f61df7bb30 state=finished raised APIConnectionError>]',
      },
      'timeout',
    ],
    [
      'the same wrapper around NotFoundError, as held (h149, agent-q on Ollama)',
      {
        message:
          'Error executing the command test: RetryError[<Future at 0x73858d3039e0 state=finished raised NotFoundError>]',
      },
      'model_not_found',
    ],
    [
      'and around RateLimitError, as held (h41, LlamaIndex)',
      {
        message:
          'tenacity.RetryError: RetryError[<Future at 0x7fcf1f3d9630 state=finished raised RateLimitError>]',
      },
      'rate_limit',
    ],
    [
      "around the SDK's InternalServerError, a server fault (invented)",
      {
        message: 'RetryError[<Future at 0x7f5ea65cb280 state=finished raised InternalServerError>]',
      },
      'server_error',
    ],
    [
      "around the SDK's AuthenticationError (invented)",
      {
        message: 'RetryError[<Future at 0x7f5ea65cb280 state=finished raised AuthenticationError>]',
      },
      'auth',
    ],
    // Neighbours: tenacity's before-sleep log names the class with its message, and the message
    // decides; a status decides before any class.
    [
      "tenacity's retry log whose RateLimitError says the quota is spent stays billing (held h20)",
      {
        message:
          'Retrying langchain.llms.openai.completion_with_retry.<locals>._completion_with_retry in 4.0 seconds as it raised RateLimitError: You exceeded your current quota, please check your plan and billing details..',
      },
      'billing',
    ],
    [
      'and one whose RateLimitError says the model is overloaded stays overloaded (held h20)',
      {
        message:
          'Retrying langchain.chat_models.openai.ChatOpenAI.completion_with_retry.<locals>._completion_with_retry in 1.0 seconds as it raised RateLimitError: That model is currently overloaded with other requests.',
      },
      'overloaded',
    ],
    [
      "a RetryError around google-genai's ClientError under a 429 stays a rate limit (held h48)",
      {
        status: 429,
        message:
          '错误类型: RetryError 错误信息: RetryError[<Future at 0x73d1fbb1f590 state=finished raised ClientError>]',
      },
      'rate_limit',
    ],
  ]);
});

// A 404 that names the URL's path as unknown (batch 340, kodustech/kodus-ai#1568: Fireworks through
// the AI SDK with a base URL missing /v1).
describe("a 404's 'Path not found' is the URL", () => {
  checkReasons([
    [
      "Kodus AI on Fireworks: AI_APICallError 404 'Path not found: /chat/completions' (batch 340)",
      {
        status: 404,
        name: 'AI_APICallError',
        message: 'AI_APICallError: Path not found: /chat/completions',
      },
      'format_error',
    ],
    [
      'the same words with no path after them (invented)',
      { status: 404, message: 'Path not found' },
      'format_error',
    ],
    [
      "as Go's '404 page not found' is (held h35 and ×30)",
      { status: 404, message: 'Error: 404 404 page not found' },
      'format_error',
    ],
    // Neighbours: a 404 that names a model or an endpoint (a deployment) stays the model's.
    [
      'a 404 path to a model file stays a missing model (invented)',
      { status: 404, message: 'Path not found: /models/llama-3-8b.Q4_K_M.gguf' },
      'model_not_found',
    ],
    [
      "Azure's serverless 'endpoint not found' stays a missing model (held h116, with a 404 added)",
      { status: 404, message: 'Content: {"status": "Serverless endpoint not found"}' },
      'model_not_found',
    ],
    [
      "a 404 'Endpoint not found.' from a game mod's OpenAI call stays a missing model (held h111)",
      {
        message:
          'ERROR: OpenAI API request failed with status 404 for command "Dig straight down" in SteveMod - Endpoint not found.',
      },
      'model_not_found',
    ],
  ]);
});
