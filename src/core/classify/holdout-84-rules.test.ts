/**
 * Rules from held-out batch 84 (a natural sample of the providers' non-chat endpoints: embeddings,
 * image and video generation, audio, fine-tuning jobs and files; docs/classifier.md, "Batch 84"):
 * each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenAI's upload cap on audio and files ("Maximum content size limit (26214400) exceeded (N bytes
// read)", a 413 of type server_error): the body's bytes, also when a client kept only the sentence.
// Sources: chidiwilliams/buzz#381 (h84), retkowsky/Azure-AIGEN-demos#3 (h84, Azure),
// murtaza-nasir/speakr#42 (h49, with its 413); OpenAI types it `server_error`, so the body kept alone
// is read by its sentence, not its type. Counter-examples: the same type around OpenAI's server
// fault (github/gh-models#98) stays server_error; the held "maximum context length"
// (pingcap/autoflow#265, h84) stays an overflow.
describe("OpenAI's maximum content size limit is a payload too large", () => {
  checkReasons([
    [
      "Buzz's Whisper upload, the sentence alone",
      { message: 'Maximum content size limit (26214400) exceeded (222592852 bytes read)' },
      'payload_too_large',
    ],
    [
      "Azure's Whisper demo rendering",
      {
        message:
          'Error: null. 413: Maximum content size limit (26214400) exceeded (26384384 bytes read)',
      },
      'payload_too_large',
    ],
    [
      // OpenAI types this 413 server_error: the body kept alone says the size, not the type.
      "Buzz's Whisper error object alone (type server_error)",
      {
        body: {
          error: {
            message: 'Maximum content size limit (26214400) exceeded (222592852 bytes read)',
            type: 'server_error',
            param: null,
            code: null,
          },
        },
      },
      'payload_too_large',
    ],
    [
      // OpenAI's generic server fault of the same type (github/gh-models#98, the held 500's body).
      'a server_error object with a server fault stays server_error',
      {
        body: {
          error: {
            message: 'The server had an error while processing your request. Sorry about that!',
            type: 'server_error',
            param: null,
            code: null,
          },
        },
      },
      'server_error',
    ],
    [
      'the maximum context length stays an overflow',
      {
        message:
          "openai.BadRequestError: Error code: 400 - {'error': {'message': \"This model's maximum context length is 8192 tokens, however you requested 8610 tokens (8610 in your prompt; 0 for the completion). Please reduce your prompt; or completion length.",
      },
      'context_overflow',
    ],
  ]);
});

// Mistral's embeddings item cap ("Too many inputs in request, split into more batches.", code 3210,
// 512 inputs a call): a count the server refuses, as Azure's "Too many inputs. The max number of
// inputs is 16." is held (format_error). Source: raphaelmansuy/edgequake-llm#74 (h84).
// Counter-example: Mistral's token budget in the same words' frame ("Too many tokens overall,
// split into more batches.", chroma-core/chroma#5597, h84) stays an overflow.
describe("Mistral's too many inputs is the request's item count", () => {
  checkReasons([
    [
      "Mistral's input count, the sentence alone",
      { message: 'Too many inputs in request, split into more batches.' },
      'format_error',
    ],
    [
      "Mistral's token budget stays an overflow",
      {
        body: {
          object: 'error',
          message: 'Too many tokens overall, split into more batches.',
          type: 'invalid_request_prompt',
          param: null,
          code: '3210',
        },
      },
      'context_overflow',
    ],
  ]);
});

// A file the endpoint refuses by its format or type: Whisper's "Invalid file format. Supported
// formats: [...]", a vector-store file's `unsupported_file` "The file type is not supported.", a
// fine-tuning job's "The job failed due to a file format error in the training file", Bedrock
// customization's "Input data at … must follow '{…}' format". The same file fails again; the
// request must change. Sources: TomFrankly/pipedream-notion-voice-notes#20, IgnoranceAI/hugh#4,
// openai/openai-openapi#300, johny-b/llmcomp#59, aws-samples/amazon-bedrock-workshop#266 (h84).
// Counter-examples: a relay's "Invalid token" 401 (Sakura520222/Sakura-AI#428, h52) stays
// auth_permanent, and so does a key that "must follow the format sk-…" (invented); Whisper's upload
// cap (h84) stays payload_too_large.
describe('a file refused by its format or type is a request error', () => {
  checkReasons([
    [
      "Whisper's invalid file format inside a workflow's sentence",
      {
        message:
          "An error occured while attempting to split the file into chunks, or while sending the chunks to OpenAI: 400 Invalid file format. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']",
      },
      'format_error',
    ],
    [
      'the openai-python 0.x rendering (hugh#4)',
      {
        message:
          "openai.error.InvalidRequestError: Invalid file format. Supported formats: ['m4a', 'mp3', 'webm', 'mp4', 'mpga', 'wav', 'mpeg']",
      },
      'format_error',
    ],
    [
      "a vector-store file's last_error",
      { code: 'unsupported_file', message: 'The file type is not supported.' },
      'format_error',
    ],
    [
      "a fine-tuning job's file format error naming a special token",
      {
        message:
          'The job failed due to a file format error in the training file. Invalid file format. Example 6174 message contains an invalid token: <|fim_suffix|>.',
      },
      'format_error',
    ],
    [
      "Bedrock customization's training-file line format",
      {
        message:
          'Input data at fine-tuning-datasets/train/train-cnn-5K.jsonl must follow \'{"prompt": "<input text>", "completion": "<output text>"}\' format',
      },
      'format_error',
    ],
    [
      // Invented: a key's format stated with the same verb stays the key's.
      'a key that must follow a format (invented) stays a dead key',
      { message: 'Invalid API key format: the key must follow the format sk-...' },
      'auth_permanent',
    ],
    [
      "a relay's invalid token stays a dead key",
      {
        status: 401,
        body: {
          error: {
            message: 'Invalid token (request id: 202607220322063555961998268d9d6xAiC5JEm)',
            type: 'new_api_error',
            param: '',
            code: '',
          },
        },
      },
      'auth_permanent',
    ],
    [
      "Whisper's upload cap stays a payload too large",
      {
        status: 413,
        message: 'Maximum content size limit (26214400) exceeded (26294972 bytes read)',
      },
      'payload_too_large',
    ],
  ]);
});

// An image that did not pass the provider's safety review (imagen3-mcp: "No images were
// generated. This might be due to the image not passing Google's safety review."): a refusal of
// this content. Source: hamflx/imagen3-mcp#1 (h84). Counter-example (invented): a review that is
// pending says nothing of a refusal and stays unknown.
describe('an image that failed a safety review is a refusal', () => {
  checkReasons([
    [
      "imagen3-mcp's no-image sentence",
      {
        message:
          "Error generating image: No images were generated. This might be due to the image not passing Google's safety review.",
      },
      'content_policy',
    ],
    [
      'a pending review (invented) stays unknown',
      { message: 'Your generation is waiting for safety review.' },
      'unknown',
    ],
  ]);
});

// A 4xx outside the mapped statuses whose text states the account's money (Fireworks' 412
// PRECONDITION_FAILED "Account … is suspended, possibly due to reaching the monthly spending limit
// or failure to pay past invoices"): billing, as the same words are without a status. Source:
// pollinations/pollinations#12136 (h84). Counter-examples: a body-less 405 (h45,
// vercel/ai-gateway via langchainjs) stays format_error, and Bedrock's 424 stream failure
// (bedrock-model-stream-error-docs) stays server_error.
describe('billing words on another 4xx are billing', () => {
  checkReasons([
    [
      "Fireworks' 412 relayed by Pollinations",
      {
        status: 412,
        message:
          'Image provider error: Fireworks FLUX generation failed: {"error":{"message":"Account pollinations is suspended, possibly due to reaching the monthly spending limit or failure to pay past invoices. Please go to https://fireworks.ai/account/billing for more information.","param":null,"code":"PRECONDITION_FAILED","type":"error"},"request_id":"11650e2f-ff1b-4aac-9719-98006adf7349"}',
      },
      'billing',
    ],
    [
      // Review r84: a per-month allowance quoted next to the window that refused the request (the
      // wording review-12-rules.test.ts holds as a rate limit on its 429, and the message step reads
      // as one without a status) stays a rate limit on a status no rule maps, as "as without a
      // status" promises; before, BILLING_STRICT's monthly allowance decided billing.
      'a per-minute limit quoting the monthly quota on a 409 stays a rate limit',
      {
        status: 409,
        message:
          'Rate limit reached: 20 requests per minute. (Your quota: 50,000 requests per month.)',
      },
      'rate_limit',
    ],
    [
      // Review r84: holdout-23's free tier that is ending, next to its window and a stated wait.
      'a window beside an ending free tier on a 424 stays a rate limit',
      {
        status: 424,
        message:
          'Free tier: 10 requests per minute exceeded, retry in 6s. Note: the free tier will be discontinued on May 1.',
      },
      'rate_limit',
    ],
    [
      'a body-less 405 stays format_error',
      { status: 405, message: 'Error: 405 status code (no body)' },
      'format_error',
    ],
    [
      "Bedrock's 424 stream failure stays server_error",
      {
        status: 424,
        body: { message: 'An error occurred while streaming the response. Retry your request.' },
      },
      'server_error',
    ],
  ]);
});

// A host with no server up for the model ("No active flux servers available", Pollinations' image
// API): no capacity now, as "no more servers available" is held. Source:
// pollinations/pollinations#3920 (h84). Counter-examples: a relay with no channel for the model
// (err.dmxapi.cn 1190, h60: "No available channels for model …", 503) stays model_not_found, and
// LiteLLM's "No deployments available for selected model" (BerriAI/litellm#20867) stays rate_limit.
describe('no servers available is capacity', () => {
  checkReasons([
    [
      "Pollinations' FLUX pool, body only",
      {
        body: {
          error: 'Internal Server Error',
          message: 'No active flux servers available',
          debug: null,
          requestId: 'vwrypm',
        },
      },
      'overloaded',
    ],
    [
      // Review r84: a client's own MCP tool servers, none configured or enabled (code_puppy's
      // "No MCP servers available (check if servers are enabled)", cgycorey/code_puppy
      // code_puppy/agent.py @48a3318, a fork of mpfaffenberger/code_puppy): the client's
      // configuration, not a provider's capacity; no retry or backoff brings a server up.
      "a client's missing MCP servers are not capacity",
      { message: 'No MCP servers available (check if servers are enabled)' },
      'unknown',
    ],
    [
      // Review r84: PyTorch's "No CUDA GPUs are available" raised while a BentoML runner served an
      // inference (bentoml/OpenLLM#307): a host whose GPU driver or container is broken, a server
      // fault, not a pool at capacity.
      "PyTorch's no CUDA GPUs is not capacity",
      { message: 'RuntimeError: No CUDA GPUs are available' },
      'unknown',
    ],
    [
      "a relay's missing channel stays the model's",
      {
        status: 503,
        message:
          '503 - "{\\"error\\":{\\"message\\":\\"No available channels for model gemini-2.5-flash-image in group default (request id: )\\",\\"type\\":\\"new_api_error\\"}}"',
      },
      'model_not_found',
    ],
    [
      "LiteLLM's cooling deployments stay a rate limit",
      {
        status: 429,
        name: 'RouterRateLimitErrorBasic',
        message: 'No deployments available for selected model.',
      },
      'rate_limit',
    ],
  ]);
});

// A publisher model the endpoint does not serve (Vertex batch prediction: "Do not support publisher
// model gemini-embedding-001", a 400): another model or endpoint serves, this one never will.
// Source: GoogleCloudPlatform/python-docs-samples#13393 (h84). Counter-example: a model that does
// not support the request's audio format (openai/openai-python#2477, h84) stays format_error.
describe('a publisher model the endpoint does not support is the model', () => {
  checkReasons([
    [
      "Vertex batch embeddings' refusal",
      { message: '400 Do not support publisher model gemini-embedding-001' },
      'model_not_found',
    ],
    [
      'an unsupported audio format stays the request',
      {
        message:
          "openai.BadRequestError: Error code: 400 - {'error': {'message': 'This model does not support the format you provided.', 'type': 'invalid_request_error', 'param': 'messages', 'code': 'unsupported_format'}}",
      },
      'format_error',
    ],
  ]);
});

// A fine-tune's base model that does not exist ("Invalid base model: xxi (model must be one of ada,
// babbage, curie, davinci) or a fine-tuned model created by your organization"): the model, before
// the validation words it carries. Source: alexrudall/ruby-openai#180 (h84). Counter-example: a
// field's allowed values ("Role must be one of the following: User, Chatbot, System, Tool",
// docs.cohere.com/reference/errors, h61) stay format_error.
describe('an invalid base model is the model', () => {
  checkReasons([
    [
      "the legacy fine-tunes' refusal, cut in the issue",
      {
        message:
          'Invalid base model: xxi (model must be one of ada, babbage, curie, davinci) or a fine-tuned model created by your or',
      },
      'model_not_found',
    ],
    [
      "Cohere's role values stay the request",
      {
        status: 400,
        message:
          'invalid request: Invalid role in chat_history at index 2. Role must be one of the following: User, Chatbot, System, Tool',
      },
      'format_error',
    ],
  ]);
});

// Text Embeddings Inference sends its validation errors as 413s; a token cap among them ("Input
// validation error: inputs must have less than 512 tokens. Given: 516") is the input's length, as
// TGI's 422 with the same words is held (context_overflow). Source: letta-ai/letta#1453 (h84).
// Counter-example: TEI's batch-count cap on its 413 ("batch size 100 > maximum allowed batch size
// 32" as Coze Studio quotes it, coze-dev/coze-studio#455; the batch 70 convention) stays
// payload_too_large.
describe("TEI's token cap on a 413 is an overflow", () => {
  checkReasons([
    [
      "Letta's rendering with the 413 code in the text",
      {
        message:
          "payload from text embedding function, response=\n{'message': 'Input validation error: inputs must have less than 512 tokens. Given: 516', 'code': 413, 'type': 'Validation'}), skipping insert into VectorDB.",
      },
      'context_overflow',
    ],
    [
      // The same TEI body with the status its code states.
      'the same body with its 413',
      {
        status: 413,
        body: {
          message: 'Input validation error: inputs must have less than 512 tokens. Given: 516',
          code: 413,
          type: 'Validation',
        },
      },
      'context_overflow',
    ],
    [
      "TEI's batch cap on its 413 (Coze Studio's text) stays a payload too large",
      {
        message:
          'SearchStore operation failed: store search store failed, err: [slices2Columns] embed failed, error, status code: 413, status: 413 Payload Too Large, message: %!s(<nil>), body: {"message":"batch size 100 > maximum allowed batch size 32","code":413,"type":"Validation"}',
      },
      'payload_too_large',
    ],
  ]);
});

// A request-validation error that the text to process is too long (pydantic's `string_too_long`
// on `body.input`, OpenAI TTS's 4096-character cap): the input's length, as OpenAI's "Invalid
// 'messages[17].content': string too long" is held (context_overflow). Source:
// metadist/synaplan#1665 (h84). Counter-examples: a field such as the model name ("model: String
// should have at most 256 characters", anthropics/claude-code#5676, h39) or a tool's name
// (home-assistant/core#124440, h46) stays format_error.
describe('a string too long on the input is an overflow', () => {
  checkReasons([
    [
      "synaplan's TTS rendering",
      {
        message:
          "OpenAI TTS error: [{'type': 'string_too_long', 'loc': ('body', 'input'),\n  'msg': 'String should have at most 4096 characters', 'ctx': {'max_length': 4096}}]",
      },
      'context_overflow',
    ],
    [
      'the model field stays the request',
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: 'model: String should have at most 256 characters',
          },
        },
      },
      'format_error',
    ],
    [
      // Review r84: the same pydantic rendering on a message's `name` (loc body.messages.N.name),
      // constructed from synaplan#1665's line with only the loc changed (no real capture found):
      // under `messages` only the content is the input's length; a name stays the request.
      "pydantic's string_too_long on a message's name stays the request",
      {
        message:
          "[{'type': 'string_too_long', 'loc': ('body', 'messages', 1, 'name'), 'msg': 'String should have at most 64 characters', 'ctx': {'max_length': 64}}]",
      },
      'format_error',
    ],
    [
      "pydantic's string_too_long on a message's content is the input's length",
      {
        message:
          "[{'type': 'string_too_long', 'loc': ('body', 'messages', 0, 'content'), 'msg': 'String should have at most 100000 characters', 'ctx': {'max_length': 100000}}]",
      },
      'context_overflow',
    ],
    [
      "a tool's name stays the request",
      {
        status: 400,
        body: {
          error: {
            message:
              "Invalid 'tools[34].function.name': string too long. Expected a string with maximum length 64, but got a string with length 66 instead.",
            type: 'invalid_request_error',
            param: 'tools[34].function.name',
            code: 'string_above_max_length',
          },
        },
      },
      'format_error',
    ],
  ]);
});
