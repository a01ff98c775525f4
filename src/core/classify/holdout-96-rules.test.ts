/**
 * Rules from held-out batch 96 (a natural sample of the newest threads of the repositories the dev
 * corpus draws on most — Claude Code, Gemini CLI, Qwen Code, Continue, Cline, Roo Code, Dyad, Task
 * Master, OpenClaude, CC Switch, Kimi's coding plans — docs/classifier.md, "Batch 96"): each rule's
 * wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

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
      'the malformed-function-call check keeps its answer',
      { message: 'Model stream ended with malformed function call.' },
      'format_error',
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
