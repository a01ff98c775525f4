/**
 * Rules from held-out batch 96 (a natural sample of the newest threads of the repositories the dev
 * corpus draws on most — Claude Code, Gemini CLI, Qwen Code, Continue, Cline, Roo Code, Dyad, Task
 * Master, OpenClaude, CC Switch, Kimi's coding plans — docs/classifier.md, "Batch 96"): each rule's
 * wordings, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// Gemini CLI checks each model turn it streams and throws its own InvalidStreamError when the stream
// ended without a finish reason ("Model stream ended without a finish reason.", NO_FINISH_REASON) or
// with no text ("Model stream ended with empty response text.", NO_RESPONSE_TEXT); older versions
// said "Model stream was invalid or completed without valid content." (packages/core geminiChat.ts;
// Qwen Code, a fork, keeps the sentences). The provider's response was unusable: a server fault that
// a retry usually clears, as the corpus reads a response body the client could not parse. Sources:
// QwenLM/qwen-code#1700 (DashScope qwen3-max, this batch), google-gemini/gemini-cli#10717 (quoted in
// a survey of that thread: "Model stream ended without a finish reason"), held h54 (gemini-cli's
// older sentence). Counter-examples: the same check's "Model stream ended with malformed function
// call." is the model's tool call, not the server's (its own InvalidStreamError code
// MALFORMED_FUNCTION_CALL; it keeps `format_error`); Bedrock's "The model stream ended without
// producing output" keeps the corpus' `timeout` (cline/cline#10330).
describe("Gemini CLI's invalid-stream checks are a server fault", () => {
  checkReasons([
    [
      "Qwen Code's no-text check",
      { message: '[API Error: Model stream ended with empty response text.]' },
      'server_error',
    ],
    [
      "Gemini CLI's no-finish-reason check",
      { message: 'Model stream ended without a finish reason.' },
      'server_error',
    ],
    [
      "Gemini CLI's older sentence",
      { message: 'API Error: Model stream was invalid or completed without valid content.' },
      'server_error',
    ],
    [
      'an ACP adapter relaying the check as JSON-RPC internal error details (invented envelope)',
      {
        message:
          '{"code":-32603,"message":"Internal error","data":{"details":"Model stream ended with empty response text."}}',
      },
      'server_error',
    ],
    [
      // Review of batch 96: Gemini CLI 0.3.4–0.4.x's sentence for the same two checks
      // (google-gemini/gemini-cli#8415, #7951); it read `unknown`.
      "Gemini CLI 0.4's invalid-chunk sentence",
      {
        message:
          '✕ [API Error: Model stream ended with an invalid chunk or missing finish reason.]',
      },
      'server_error',
    ],
    [
      // Review of batch 96: Qwen Code's check for a stream of zero chunks (InvalidStreamError
      // EMPTY_STREAM, packages/core/src/core/geminiChat.ts,
      // https://github.com/QwenLM/qwen-code/blob/main/packages/core/src/core/geminiChat.ts), which
      // Qwen Code itself retries as a transient anomaly. Its advice lists "content filter" among the
      // causes to check, which the content-policy signature read as a refusal (no retry).
      "Qwen Code's empty-stream check, whose advice names a content filter",
      {
        message:
          '[API Error: Model returned no usable stream content. This typically indicates a backend issue — check provider auth, quota, content filter, or stream gateway behavior.]',
      },
      'server_error',
    ],
    [
      'a real filter verdict beside the empty-stream advice stays a refusal (invented)',
      {
        message:
          'Model returned no usable stream content. This typically indicates a backend issue — check provider auth, quota, content filter, or stream gateway behavior. Cause: the response was blocked by the content filter',
      },
      'content_policy',
    ],
    [
      // Gemini's finish reason MALFORMED_FUNCTION_CALL under the same check: the model's own output
      // failed, server_error as the held finish messages (batches 119, 138, 163; session 27).
      'the malformed-function-call check is the model output failing',
      { message: 'Model stream ended with malformed function call.' },
      'server_error',
    ],
    [
      "Bedrock's stream without output keeps the corpus' answer",
      {
        message:
          'The model stream ended without producing output: No output generated. Check the stream for errors.',
      },
      'timeout',
    ],
  ]);
});

// Review of batch 96: a local server that cannot fit the prompt may answer 200 with an empty stream
// ("prompt larger than loaded context returns silent empty stream (200 OK, zero deltas) instead of
// an error", https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/2339; "the response
// terminates without a finish_reason. One case it happens is a request going over the context
// limit", LM Studio, https://github.com/vaadin/flow-components/pull/9195; Gemini CLI users see
// "Model stream ended with empty response text" more often the more context there is,
// https://github.com/google-gemini/gemini-cli/issues/11189). Gemini CLI's and Qwen Code's checks
// are then the only symptom: on a large session they are read as a stream that ended without
// output is (the disconnect rule, DESIGN §1.2 step 6) — compress, not a blind retry.
describe("the invalid-stream checks on a large session are the disconnect rule's", () => {
  it('a large session: context_overflow; a small one: server_error', () => {
    for (const message of [
      '[API Error: Model stream ended with empty response text.]',
      'Model stream ended without a finish reason.',
    ]) {
      const error = errorFromDescriptor({ message });
      expect(classifyError(error).reason).toBe('server_error');
      const large = classifyError(error, { approxTokens: 40_000, contextLength: 32_768 });
      expect([large.reason, large.category]).toEqual([
        'context_overflow',
        'context_overflow.disconnect_large_session',
      ]);
    }
  });
});

// Task Master checks its provider's key before calling it: "Required API key PERPLEXITY_API_KEY for
// provider 'perplexity' is not set in environment, session, or .env file." (scripts/modules/
// ai-services-unified.js, the same template for every provider; eyaltoledano/claude-task-master#519).
// A key the sender says it does not have is dead until someone configures it, as the held
// "NVIDIA_NIM_API_KEY is not set" already is: the variable's name may stand between the key and "is
// not set". Counter-examples: a variable that is not a key ("OPENAI_BASE_URL is not set",
// invented), and a rate-limit sentence that names a key variable ("Set the GROQ_API_KEY environment
// variable to increase your rate limit", the held AI SDK advice shape, invented wording) keep their
// answers.
describe("a named key variable that 'is not set' is a missing key", () => {
  checkReasons([
    [
      "Task Master's check",
      {
        message:
          "Error: Required API key PERPLEXITY_API_KEY for provider 'perplexity' is not set in environment, session, or .env file.",
      },
      'auth_permanent',
    ],
    [
      'the same template for another provider',
      {
        message:
          "Required API key ANTHROPIC_API_KEY for provider 'anthropic' is not set in environment, session, or .env file.",
      },
      'auth_permanent',
    ],
    [
      'the held wording keeps its answer',
      { message: 'NVIDIA_NIM_API_KEY is not set. Add it to your .env file' },
      'auth_permanent',
    ],
    [
      'a variable that is no key (invented)',
      { message: 'OPENAI_BASE_URL is not set in environment, using the default endpoint' },
      // The vote read it as a missing key ("set", "environment") until it learned batches 133–137;
      // it now leaves it unclear, which the rule-test helper checks (no key-killing vote).
      'unknown',
    ],
    [
      'a rate-limit advice naming a key variable (invented)',
      {
        status: 429,
        message:
          'Rate limit reached. Set the GROQ_API_KEY environment variable to increase your rate limit',
      },
      'rate_limit',
    ],
  ]);
});
