/**
 * Rules written in session 39 for misses of held-out batches 394–401 (group AG), after the batches
 * had been scored without them: each rule's real wordings (from the batch lines named, and a second
 * held example where one exists), the rule that must decide them, and the neighbours it must leave
 * alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

/** The wording is decided by `rule` itself, not by the word vote or a later step. */
function decidedBy(cases: readonly (readonly [string, Record<string, unknown>, string])[]): void {
  for (const [name, descriptor, rule] of cases) {
    it(`${name} is decided by ${rule}`, () => {
      expect(classifyError(errorFromDescriptor(descriptor)).explain.at(-1)?.rule).toBe(rule);
    });
  }
}

// Gemini's "Developer instruction is not enabled for models/…": the model lacks the system turn the
// app always sends (batch 394: google/adk-java with an image-generation model; held h199, h138, h163
// for Gemma and gemini-pro). Review r110 had read it as the request's; every held line with the
// sentence is model_not_found.
describe("Gemini's developer instruction the model lacks is the model", () => {
  const adk = {
    status: 400,
    message:
      'com.google.genai.errors.ClientException: 400 Bad Request. Developer instruction is not enabled for models/gemini-2.0-flash-preview-image-generation',
  };
  const srt = {
    message:
      "An unexpected error occurred: 400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'Developer instruction is not enabled for models/gemma-3-27b-it', 'status': 'INVALID_ARGUMENT'}}.",
  };
  decidedBy([
    ['adk-java under its 400 (batch 394)', adk, 'status.400.model_on_other_route'],
    [
      'gemini-srt-translator, the 400 in its text (held h199)',
      srt,
      'status.400.model_on_other_route',
    ],
  ]);
  checkReasons([
    ['adk-java under its 400 (batch 394)', adk, 'model_not_found'],
    ['gemini-srt-translator for Gemma (held h199)', srt, 'model_not_found'],
    [
      'llm-consortium without a status (held h163)',
      {
        message:
          'llm.errors.ModelError: Developer instruction is not enabled for models/gemini-pro',
      },
      'model_not_found',
    ],
    // Neighbours: an option the request can drop stays the request's.
    [
      'thinking on the same image model stays the request (held h73)',
      {
        status: 400,
        message:
          '{"error":{"message":"Thinking is not enabled for models/gemini-2.0-flash-preview-image-generation","statusCode":400}}',
      },
      'format_error',
    ],
    [
      'logprobs on Gemini 2.5 Pro stays the request (held h357)',
      {
        status: 400,
        message:
          'Last API response: {"error":{"code":400,"message":"Logprobs is not enabled for models/gemini-2.5-pro","status":"INVALID_ARGUMENT"}}',
      },
      'format_error',
    ],
    [
      "a system instruction's content kind stays the request (held h401)",
      { status: 400, message: 'Only text is supported in the system instruction.' },
      'format_error',
    ],
  ]);
});

// Azure Speech's refusal of a voice by name, inside the websocket close it reports (batch 394,
// VoiceAttack; held h151, the Speech SDK with a custom voice): the voice is the model.
describe("Azure Speech's unsupported voice is the model, not the disconnect", () => {
  const voiceAttack = {
    message:
      'MSCognitiveTextToSpeech: SpeechSynthesis failed. ErrorCode: ConnectionFailure ErrorDetails: Connection was closed by the remote host. Error code: 1007. Error details: Unsupported voice en-US-AriaNeural. USP state: 3. Received audio size: 0 bytes.',
  };
  const sdk = {
    message:
      'SynthesisCanceled: (cancel) Reason: Error: Unsupported voice my_custom_voice_model. \nwebsocket error code: 1007',
  };
  decidedBy([
    ['VoiceAttack (batch 394)', voiceAttack, 'message.voice_unsupported'],
    ['the Speech SDK (held h151)', sdk, 'message.voice_unsupported'],
  ]);
  checkReasons([
    ['VoiceAttack (batch 394)', voiceAttack, 'model_not_found'],
    ['the Speech SDK (held h151)', sdk, 'model_not_found'],
    // Neighbours.
    [
      "the Gemini Live API's 1007 about voices in a non-audio request stays the request (held h229)",
      {
        message:
          'Connection closed unexpectedly. Code: 1007, reason: Cannot extract voices from a non-audio request., wasClean: true',
      },
      'format_error',
    ],
    [
      "Azure's throttled close stays the rate limit (held h151)",
      {
        message:
          'azure v2 speech synthesis error: Connection was closed by the remote host. Error code: 4429. Error details: The request is throttled because you have exceeded the concurrent request limit allowed for your sub USP state: TurnStarted.',
      },
      'rate_limit',
    ],
    [
      'voice settings it does not support name no voice (invented)',
      {
        message:
          'SpeechSynthesis failed. Error details: Unsupported voice settings. websocket error code: 1007',
      },
      'unknown',
    ],
  ]);
});

// ElevenLabs' voice id the account lacks (batch 394: the narrator app's APIError without a status;
// held h266 and h394 under a 400): the request's parameter, as the held lines with a status read it.
describe("ElevenLabs' missing voice id is the request's", () => {
  const narrator = {
    message:
      'elevenlabs.api.error.APIError: A voice for the voice_id ENfvYmv6CRqDodDZTieQ was not found.',
  };
  decidedBy([
    ['the narrator app without a status (batch 394)', narrator, 'message.voice_id_not_found'],
  ]);
  checkReasons([
    ['the narrator app without a status (batch 394)', narrator, 'format_error'],
    [
      "`voice_does_not_exist` under a 400's text, its status dropped (held h394's words)",
      {
        message:
          "body: {'detail': {'status': 'voice_does_not_exist', 'message': 'A voice with voice_id TqZ039H4XqpiGTowubpy does not exist.'}}",
      },
      'format_error',
    ],
    // Neighbours: a model ElevenLabs does not have stays the model (invented from its envelope);
    // Azure's named voice is the model (above).
    [
      "ElevenLabs' missing model id stays the model (invented)",
      {
        message:
          'elevenlabs.core.api_error.ApiError: status_code: 404, body: {"detail":{"status":"model_not_found","message":"A model with model ID eleven_foo does not exist."}}',
      },
      'model_not_found',
    ],
    [
      "Azure's unsupported voice stays the model (batch 394)",
      { message: 'Error details: Unsupported voice en-US-AriaNeural.' },
      'model_not_found',
    ],
  ]);
});

// JSON-Schema validation of a number out of range with the parameter it checked (batch 397,
// ChatGPT.nvim against OpenAI; held h357, Together): the request's value, not an overflow.
describe("a parameter above its schema's maximum is the request's", () => {
  const nvim = { message: "API ERROR: 14 is greater than the maximum of 1 - 'top_p'" };
  decidedBy([['ChatGPT.nvim (batch 397)', nvim, 'message.validation']]);
  checkReasons([
    ['ChatGPT.nvim (batch 397)', nvim, 'format_error'],
    [
      "Together's logprobs over 1 (held h357)",
      {
        message:
          'Last API response: {"error":{"message":"5 is greater than the maximum of 1 - \'logprobs\'","type":"invalid_request_error","param":"logprobs","code":null}}',
      },
      'format_error',
    ],
    [
      'the twin below a minimum (invented)',
      { message: "-1 is less than the minimum of 0 - 'temperature'" },
      'format_error',
    ],
    // Neighbours: token counts and windows keep the overflow.
    [
      "LM Studio's tokens to keep greater than the context length (held h132)",
      {
        message:
          'The number of tokens to keep from the initial prompt is greater than the context length. Try to load the model with a larger context length, or provide a shorter input',
      },
      'context_overflow',
    ],
    [
      "TabbyAPI's request length greater than max_seq_len (held h80)",
      { message: 'ValueError: Request length 71599 + 2048 is greater than max_seq_len 65536' },
      'context_overflow',
    ],
    [
      'a token count greater than a maximum is not read by the rule (invented)',
      { message: "8193 tokens is greater than the maximum of 8192 - 'input'" },
      'unknown',
    ],
    [
      'nor is a max_tokens parameter (invented)',
      { message: "9000 is greater than the maximum of 4096 - 'max_tokens'" },
      'unknown',
    ],
  ]);
});

// A 404 whose only model word is a URL ending at the `/models` listing (batch 397: Fabric's httpx
// against an Ollama host, which lists models at /api/tags): a wrong base URL or endpoint.
describe('a 404 for the /models listing URL is the URL', () => {
  const fabric = {
    status: 404,
    message: "Error: Client error '404 Not Found' for url 'http://<IP_ADDRESS>:8080/models'",
  };
  decidedBy([['Fabric (batch 397)', fabric, 'status.404.models_listing_url']]);
  checkReasons([
    ['Fabric (batch 397)', fabric, 'format_error'],
    [
      'the same under /v1 (invented)',
      {
        status: 404,
        message: "Client error '404 Not Found' for url 'https://llm.example.com/v1/models'",
      },
      'format_error',
    ],
    // Neighbours: a model id after the path, or a model named elsewhere, stays the model.
    [
      'a model id after /models (invented)',
      {
        status: 404,
        message:
          "Error: Client error '404 Not Found' for url 'http://<IP_ADDRESS>:8080/v1/models/llama3'",
      },
      'model_not_found',
    ],
    [
      "a gateway's advice to check /v1/models beside the model it lacks (held h86)",
      {
        status: 404,
        message:
          '404 {"error":{"type":"not_found_error","message":"Model \'openai/gpt-9\' is not supported. Check /v1/models for available models.","code":"model_not_found"}}',
      },
      'model_not_found',
    ],
    [
      "Ollama's generation path under a 404 stays its missing model (held h253's shape)",
      {
        status: 404,
        message: '404 Client Error: Not Found for url: http://localhost:11434/api/chat',
      },
      'model_not_found',
    ],
  ]);
});

// llama.cpp's llama_decode returning 1, no KV slot for the batch: the context is full (batch 398:
// LLamaSharp's NoKvSlot and llama_cpp-rs's DecodeFailed(1); held h363, koboldcpp's server log).
describe("llama.cpp's missing KV slot is the context", () => {
  const llamaSharp = {
    message:
      "Unhandled exception. LLama.Exceptions.LLamaDecodeError: llama_decode failed: 'NoKvSlot'",
    name: 'LLama.Exceptions.LLamaDecodeError',
  };
  const rust = { message: 'called `Result::unwrap()` on an `Err` value: DecodeFailed(1)' };
  decidedBy([
    ['LLamaSharp (batch 398)', llamaSharp, 'message.context_overflow'],
    ['llama_cpp-rs (batch 398)', rust, 'message.context_overflow'],
  ]);
  checkReasons([
    ['LLamaSharp (batch 398)', llamaSharp, 'context_overflow'],
    ['llama_cpp-rs (batch 398)', rust, 'context_overflow'],
    [
      "koboldcpp's log (held h363)",
      {
        message:
          'decode: failed to find KV cache slot for ubatch of size 454 llama_decode: failed to decode, ret = 1 Failed to predict at token position 15480! Check your context buffer sizes!',
      },
      'context_overflow',
    ],
    [
      "llama-cpp-python's RuntimeError (its source's wording)",
      { message: 'RuntimeError: llama_decode returned 1' },
      'context_overflow',
    ],
    // Neighbours: other return codes stay the server's (or unread).
    [
      'ret = -1 stays the server (held h140)',
      { message: 'llama_decode: failed to decode, ret = -1' },
      'server_error',
    ],
    [
      'ret = -3 stays the server (held h140)',
      { message: 'Failed to send message llama_decode: failed to decode, ret = -3' },
      'server_error',
    ],
    [
      'DecodeFailed(-1) is not read (invented)',
      { message: 'called `Result::unwrap()` on an `Err` value: DecodeFailed(-1)' },
      'unknown',
    ],
  ]);
});

// A bare 404 document inside an app's own error type (batch 396: AppFlowy's Rust Debug print,
// its quotes escaped): the document decides before the type name's "Unavailable".
describe("a bare Not Found document beats an app's type name", () => {
  const appflowy = {
    message:
      'Response payload stream error: AIServiceUnavailable("Invalid request:{\\"detail\\":\\"Not Found\\"}")',
  };
  decidedBy([['AppFlowy (batch 396)', appflowy, 'message.bare_not_found_body']]);
  checkReasons([
    ['AppFlowy (batch 396)', appflowy, 'model_not_found'],
    [
      'langchain4j without a status (held h126)',
      { message: 'dev.ai4j.openai4j.OpenAiHttpException: {"detail":"Not Found"}' },
      'model_not_found',
    ],
    // Neighbours: the same type name around capacity words stays overloaded.
    [
      'the type around its own overload sentence (invented)',
      {
        message:
          'Response payload stream error: AIServiceUnavailable("Service is overloaded, please try again later")',
      },
      'overloaded',
    ],
    [
      'an escaped document that says more than Not Found (invented)',
      {
        message:
          'Response payload stream error: AIServiceUnavailable("Invalid request:{\\"detail\\":\\"Model is overloaded\\"}")',
      },
      'overloaded',
    ],
    [
      "an escaped Azure document keeps its inner message's words (held h314's shape)",
      {
        status: 400,
        message:
          'error submitting document: unexpected status code 400: {\\"error\\":{\\"code\\":\\"InvalidRequest\\",\\"message\\":\\"Invalid request.\\",\\"innererror\\":{\\"code\\":\\"InvalidContentDimensions\\",\\"message\\":\\"The input image dimensions are out of range. Refer to documentation for supported image dimensions.\\"}}}',
      },
      'image_too_large',
    ],
  ]);
});

// A SQL compiler's parse error at a place in the statement (batch 399: Snowflake Cortex through
// langchain's ChatSnowflakeCortex): the request's text, not the server.
describe("Snowflake's parse error at a position is the request's", () => {
  const cortex = {
    message:
      "Error while making request to Snowflake Cortex: (1304): SQL compilation error:\nparse error line 5 at position 30 near '<EOF>'.",
  };
  decidedBy([['ChatSnowflakeCortex (batch 399)', cortex, 'message.validation']]);
  checkReasons([
    ['ChatSnowflakeCortex (batch 399)', cortex, 'format_error'],
    [
      "the syntax-error form (invented from Snowflake's compiler wording)",
      { message: "SQL compilation error: syntax error line 1 at position 7 unexpected 'FROM'." },
      'format_error',
    ],
    // Neighbours: "SQL compilation error" alone is not read.
    [
      "Cortex's embed failure under the same phrase stays the model (held h136)",
      {
        message:
          'Error while making request to Snowflake Cortex: (1304): SQL compilation error: target table failed to refresh: request failed for external function EMBED_TEXT_768 with remote service error: 400 \'"unknown model \\"e5-base-v3\\""\'',
      },
      'model_not_found',
    ],
    [
      'a missing object under the phrase is not the rule (invented)',
      {
        message:
          "SQL compilation error: Object 'CORTEX_DB.PUBLIC.T' does not exist or not authorized.",
      },
      'unknown',
    ],
  ]);
});

// A file not on the code-interpreter container the request names (batch 395: OpenAI's Containers
// API through the Python SDK, 404): the request's reference.
describe("a file not on the request's container is the request's reference", () => {
  const streamlit = {
    status: 404,
    message:
      "openai.NotFoundError: Error code: 404 - {'error': {'message': 'File cfile_68628828cefc819186ceae6b71814a18 not found on container cntr_686287a8b3ac8198ac1c81a5a0484c700c1db168eefb7434.', 'type': 'invalid_request_error', 'param': None, 'code': None}}",
    name: 'NotFoundError',
  };
  decidedBy([['the Streamlit app (batch 395)', streamlit, 'status.404.referenced_item']]);
  checkReasons([
    ['the Streamlit app (batch 395)', streamlit, 'format_error'],
    // Neighbours: a model file or a model named under a 404 stays the model.
    [
      "a local server's missing model file under a 404 (invented)",
      { status: 404, message: 'File not found on container storage: model weights missing' },
      'model_not_found',
    ],
    [
      'a model not found under the same SDK (invented)',
      {
        status: 404,
        message:
          "openai.NotFoundError: Error code: 404 - {'error': {'message': 'The model `gpt-9` does not exist', 'type': 'invalid_request_error', 'code': 'model_not_found'}}",
      },
      'model_not_found',
    ],
  ]);
});
