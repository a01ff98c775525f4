/**
 * Rules from held-out batch 72 (a natural sample from repositories' docs and source;
 * docs/classifier.md, "Batch 72"): each rule's wordings, then the neighbours it must leave alone.
 * The costly direction is a transient failure filed as permanent (no retry, a key cooled or parked,
 * a working target skipped), and a request that cannot succeed retried as it is.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// Sources: SanjeevKGupta/inference-gateway examples/my-notes-llms-access-using-groq-api-key.md
// (h72: Groq's 400 for a speech model on /chat/completions, the gateway's typo "mode2" kept, and the
// same file's untypo'd whisper-large-v3 line); counter-examples: h60 (DeepSeek's "deepseek-reasoner
// does not support this `tool_choice`", a parameter) and h65 (Volcengine's "the selected model does
// not support the stream mode", a request option), both format_error.
describe('a model that does not serve chat completions is the model, not the request', () => {
  checkReasons([
    [
      "Groq's 400 for a Whisper model on /chat/completions (a gateway's rendering, typo kept)",
      {
        message:
          'Failed to generate tokens: HTTP error: 400 - Error generating chat completion: {"error":{"message":"The mode2 `distil-whisper-large-v3-en` does not support chat completions","type":"invalid_request_error"}}\n',
      },
      'model_not_found',
    ],
    [
      "Groq's 400 for whisper-large-v3, the model named",
      {
        status: 400,
        body: {
          error: {
            message: 'The model `whisper-large-v3` does not support chat completions',
            type: 'invalid_request_error',
          },
        },
      },
      'model_not_found',
    ],
    [
      "a parameter the reasoner does not take stays the request's",
      {
        status: 400,
        message:
          '400 Error from provider (DeepSeek): deepseek-reasoner does not support this `tool_choice`',
      },
      'format_error',
    ],
    [
      "a stream mode the model does not take stays the request's",
      {
        status: 400,
        message: 'The request failed because the selected model does not support the stream mode.',
      },
      'format_error',
    ],
  ]);
});

// Sources: the same gateway notes (h72: Groq's 400 `model_terms_required` for playai-tts, and
// the file's mistral-saba-24b line); counter-example: a held Copilot line ("Please review our
// Terms of Service. Error Code: rate_limited", copilot-exceeded-token-usage-rate-limited-code), an
// account's terms beside a limit, stays rate_limit; Cloudflare's 403 5016 (h62) keeps its model.
describe('a model whose terms the organisation has not accepted is closed to it, other models serve', () => {
  checkReasons([
    [
      "Groq's 400 model_terms_required (a gateway's rendering)",
      {
        message:
          'Failed to generate tokens: HTTP error: 400 - Error generating chat completion: {"error":{"message":"The model `playai-tts` requires terms acceptance. Please have the org admin accept the terms at https://console.groq.com/playground?model=playai-tts","type":"invalid_request_error","code":"model_terms_required"}}\n',
      },
      'model_not_found',
    ],
    [
      "Groq's 400 body for mistral-saba-24b",
      {
        status: 400,
        body: {
          error: {
            message:
              'The model `mistral-saba-24b` requires terms acceptance. Please have the org admin accept the terms at https://console.groq.com/playground?model=mistral-saba-24b',
            type: 'invalid_request_error',
            code: 'model_terms_required',
          },
        },
      },
      'model_not_found',
    ],
    [
      "an account's terms of service beside a usage limit stay the limit's",
      {
        message:
          'Server Error: Sorry, you have exceeded your Copilot token usage. Please review our Terms of Service. Error Code: rate_limited',
      },
      'rate_limit',
    ],
    [
      "Cloudflare's 403 on Llama terms stays the model's",
      { status: 403, message: 'User has not agreed to Llama3.2 model terms' },
      'model_not_found',
    ],
  ]);
  // Review r72: read on a 400 through MODEL_NOT_FOUND, the terms were filed model.not_found (a
  // typo to fix) while the same words without a status, and Cloudflare's 403, are
  // model.access_denied (an admin to ask): one category for one gate.
  it("Groq's 400 model_terms_required is model.access_denied, as without a status", () => {
    const message =
      'The model `mistral-saba-24b` requires terms acceptance. Please have the org admin accept the terms at https://console.groq.com/playground?model=mistral-saba-24b';
    const on400 = classifyError(
      errorFromDescriptor({
        status: 400,
        body: {
          error: { message, type: 'invalid_request_error', code: 'model_terms_required' },
        },
      }),
    );
    const bare = classifyError(errorFromDescriptor({ message }));
    expect([on400.reason, on400.category]).toEqual(['model_not_found', 'model.access_denied']);
    expect([bare.reason, bare.category]).toEqual(['model_not_found', 'model.access_denied']);
  });
});

// Sources: sergeevgit1/suna BEDROCK_TOOL_CALLING_ISSUE.md (h72, LiteLLM's BedrockException);
// counter-examples: h69's Gemini 503 overload and Bedrock's "Input is too long for requested
// model." (held as context_overflow), which must keep their answers.
describe("Bedrock's unbalanced tool turns (more toolResult than toolUse blocks) are the request's", () => {
  checkReasons([
    [
      "LiteLLM's BedrockException, no status",
      {
        message:
          'BedrockException - {"message":"The number of toolResult blocks at messages.2.content exceeds the number of toolUse blocks of previous turn."}',
      },
      'format_error',
    ],
    [
      'the same as a ValidationException on a 400',
      {
        status: 400,
        name: 'ValidationException',
        message:
          'The number of toolResult blocks at messages.4.content exceeds the number of toolUse blocks of previous turn.',
      },
      'format_error',
    ],
    [
      "Bedrock's input over the window stays an overflow",
      {
        status: 400,
        name: 'ValidationException',
        message: 'Input is too long for requested model.',
      },
      'context_overflow',
    ],
  ]);
});

// Sources: LondonTipton/ai-chatbot RATE_LIMIT_HANDLING_IMPLEMENTATION.md (h72: Cerebras' 429
// queue_exceeded); counter-examples: Cerebras' own per-minute limits, the key's window
// (continuedev/continue#9800: "Tokens per minute limit exceeded - too many tokens processed." on a
// 429; nminaya/grammar-nazi-bot#957: the 429 body with code request_quota_exceeded), and Groq's
// TPM 429 (vensonaa/CobolToJavaConversion RATE_LIMITING_CONFIG.md, h72), all rate_limit.
describe('a provider experiencing high traffic is its capacity, even on a 429', () => {
  checkReasons([
    [
      "Cerebras' 429 queue_exceeded",
      {
        status: 429,
        code: 'queue_exceeded',
        message: "We're experiencing high traffic right now! Please try again soon.",
      },
      'overloaded',
    ],
    [
      'the same words without the status',
      { message: "We're experiencing high traffic right now! Please try again soon." },
      'overloaded',
    ],
    [
      "Cerebras' per-minute token limit stays a rate limit",
      {
        status: 429,
        message: '"Tokens per minute limit exceeded - too many tokens processed."',
      },
      'rate_limit',
    ],
    [
      "Cerebras' per-minute request quota body stays a rate limit",
      {
        status: 429,
        body: {
          message: 'Requests per minute limit exceeded - too many requests sent.',
          type: 'too_many_requests_error',
          param: 'quota',
          code: 'request_quota_exceeded',
        },
      },
      'rate_limit',
    ],
    [
      "Groq's TPM window stays a rate limit",
      {
        status: 429,
        message:
          'Rate limit reached for model `llama3-70b-8192` in organization `org_01j67phdt8ewgtw7hs3a68kew9` service tier `on_demand` on tokens per minute (TPM): Limit 30000, Used 28939, Requested 1281.',
      },
      'rate_limit',
    ],
  ]);
});

// Sources: FrosterMonster/aoop_2025_group6_Smart_Scheduling_Agent
// docs/development/GEMINI_SAFETY_FILTER_FIX.md (h72: google-generativeai's ValueError for
// finish_reason 4, RECITATION); counter-example: wempy-aditya/final-project-tkc
// GEMINI_TROUBLESHOOTING.md, the same SDK sentence for finish_reason 2 (MAX_TOKENS; no words say
// why), which keeps the answer it had (unknown).
// Review r72: the same SDK sentence for finish_reason 3 (SAFETY) appends "The candidate's
// safety_ratings are: [...]" (google-generativeai's `text` accessor,
// https://github.com/google-gemini/deprecated-generative-ai-python/blob/main/google/generativeai/types/generation_types.py;
// the wording below is a bot README's quote of a real block, HARM_CATEGORY_SEXUALLY_EXPLICIT HIGH).
// It read unknown (retried in place, no fallback) while its RECITATION sibling is now a refusal and
// h41's older SDK sentence ("Check the `candidate.safety_ratings` to see if the response was
// blocked") is held content_policy.
describe('a Gemini answer withheld for reciting copyrighted material is a refusal', () => {
  checkReasons([
    [
      "google-generativeai's quick-accessor error for finish_reason 3 (SAFETY), its ratings listed",
      {
        message:
          'Oшибка при использовании Gemini: ("Invalid operation: The response.text quick accessor requires the response to contain a valid Part, but none were returned. The candidate\'s [finish_reason](https://ai.google.dev/api/generate-content#finishreason) is 3. The candidate\'s safety_ratings are: [category: HARM_CATEGORY_SEXUALLY_EXPLICIT\\nprobability: HIGH\\n, category: HARM_CATEGORY_HATE_SPEECH\\nprobability: NEGLIGIBLE\\n, category: HARM_CATEGORY_HARASSMENT\\nprobability: NEGLIGIBLE\\n, category: HARM_CATEGORY_DANGEROUS_CONTENT\\nprobability: NEGLIGIBLE\\n].", [category: HARM_CATEGORY_SEXUALLY_EXPLICIT\nprobability: HIGH\n, category: HARM_CATEGORY_HATE_SPEECH\nprobability: NEGLIGIBLE\n, category: HARM_CATEGORY_HARASSMENT\nprobability: NEGLIGIBLE\n, category: HARM_CATEGORY_DANGEROUS_CONTENT\nprobability: NEGLIGIBLE\n])',
      },
      'content_policy',
    ],
    [
      "google-generativeai's quick-accessor error for finish_reason 4",
      {
        message:
          "call_llm attempt 1 failed: Invalid operation: The `response.text` quick accessor requires the response to contain a valid `Part`, but none were returned. The candidate's [finish_reason](https://ai.google.dev/api/generate-content#finishreason) is 4. Meaning that the model was reciting from copyrighted material.",
      },
      'content_policy',
    ],
    [
      'the same sentence for finish_reason 2 keeps its answer',
      {
        message:
          "Error: Unable to generate text. Invalid operation: The `response.text` quick accessor \nrequires the response to contain a valid `Part`, but none were returned. \nThe candidate's finish_reason is 2.",
      },
      'unknown',
    ],
  ]);
});
