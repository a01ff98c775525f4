/**
 * Rules from held-out batch 108 (a natural sample of Python LLM libraries, RAG / evaluation / data
 * pipelines and embeddings endpoints as their users meet provider errors; docs/classifier.md, "Batch
 * 108"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Kiro (AWS's CodeWhisperer backend) names an input over its limit with the reason code
// `CONTENT_LENGTH_EXCEEDS_THRESHOLD` beside "Input is too long." (held h43, h44 through
// kiro-gateway). A relay that prints the body in a terminal can wrap the sentence over two lines
// ("Input is too      \n    long.", hank9999/kiro.rs#46, this batch), so the code must carry it.
// Counter-examples: Kiro's other 400 with a null reason stays the request's shape ("Improperly formed
// request.", chaogei/Kiro-account-manager#16, held h32), and its throttle keeps rate_limit
// (hank9999/kiro.rs#147, held h47).
describe("Kiro's CONTENT_LENGTH_EXCEEDS_THRESHOLD is an input over the context", () => {
  checkReasons([
    [
      'the terminal-wrapped relay body (hank9999/kiro.rs#46)',
      {
        message:
          'API Error: 400 {"error":{"type":"invalid_request_error","message":"上游 API 调用失败: 流式   \n    API 请求失败: 400 Bad Request {\\"message\\":\\"Input is too                                    \n    long.\\",\\"reason\\":\\"CONTENT_LENGTH_EXCEEDS_THRESHOLD\\"}"}}',
      },
      'context_overflow',
    ],
    [
      'the unwrapped gateway body (jwadow/kiro-gateway#63, held h43)',
      {
        message:
          'Error from Kiro API: 400 - {"message":"Input is too long.","reason":"CONTENT_LENGTH_EXCEEDS_THRESHOLD"}',
      },
      'context_overflow',
    ],
    [
      'an improperly formed request with a null reason stays the request (held h32)',
      {
        status: 400,
        message: 'API error 400: {"message":"Improperly formed request.","reason":null}',
      },
      'format_error',
    ],
    [
      "Kiro's throttle with a null reason stays a rate limit (hank9999/kiro.rs#147)",
      {
        message:
          'Kiro API 调用失败: 流式 API 请求失败: 429 Too Many Requests {"message":"Too many requests, please wait before trying again.","reason":null}',
      },
      'rate_limit',
    ],
  ]);
});

// "Method Not Allowed" is HTTP 405's reason phrase: the client used a method the endpoint does not
// serve (a wrong path or verb), which no retry mends. The 405 status already reads so (held
// format_error); a client that keeps only the body loses it ("litellm.exceptions.APIError:
// AnthropicException - {"detail":"Method Not Allowed"}", OpenHands/OpenHands#356, this batch).
// Counter-examples: a 404 "Not Found" from the same kind of FastAPI body is the model's or the
// path's as before (Anthropic's bare 404 keeps model_not_found: ogx-ai/ogx#6019's wording, a known
// miss of this batch), and a 429 around the words keeps its rate limit (invented).
describe('"Method Not Allowed" is a request the endpoint does not serve', () => {
  checkReasons([
    [
      "litellm's APIError around Anthropic's FastAPI body (OpenHands/OpenHands#356)",
      {
        message:
          'litellm.exceptions.APIError: AnthropicException - {"detail":"Method Not Allowed"}. Handle with `litellm.APIError`.',
      },
      'format_error',
    ],
    [
      'the 405 with its phrase (held)',
      { status: 405, message: '405 Method Not Allowed' },
      'format_error',
    ],
    [
      "Anthropic's bare 404 keeps its old reading (ogx-ai/ogx#6019)",
      {
        message:
          "Error code: 404 - {'type': 'error', 'error': {'type': 'not_found_error', 'message': 'Not found'}, 'request_id': 'req_011CbkLgZ1ns3Q9bdbENkLy5'}",
      },
      'model_not_found',
    ],
    [
      'a 429 that also names the phrase keeps its rate limit (invented)',
      { status: 429, message: 'Too Many Requests (proxy: Method Not Allowed on retry path)' },
      'rate_limit',
    ],
    // Review r108: "Authentication method not allowed" is a credential of a kind the endpoint
    // refuses, not a verb it does not serve: Anthropic's 403 to a Claude Code OAuth token on
    // `/v1/organizations/me`, as a public probe (ClaudeBuddy's WriteProbe.cs, found by exact-string
    // search, repository not resolved) recorded it; ssh2's client error of the same words
    // (https://github.com/mscdex/ssh2/blob/master/lib/client.js). Without its status it kept `auth`
    // before this batch (old → new: format_error → auth).
    [
      "a refused authentication method keeps the key's reading (review r108)",
      { message: 'Authentication method not allowed' },
      'auth',
    ],
  ]);
});

// A server that refuses the request's tool_choice says what it must be: mlx-openai-server's "Tool
// choice must be 'auto' when tools are provided." (cubist38/mlx-openai-server#49, this batch, inside
// its own 500 wrapper whose status was not kept). The caller must change the parameter, as with
// held "tool_choice … is only allowed when 'tools' are specified" (Writer, this batch, read as
// before). Counter-example: OpenRouter's 404 "No endpoints found that support the provided
// 'tool_choice' value." (zed-industries/zed#36094, held h35) stays model_not_found: no route serves
// the model with it.
describe('a tool choice that "must be" another value is the request', () => {
  checkReasons([
    [
      "mlx-openai-server's nested 400 (cubist38/mlx-openai-server#49)",
      {
        message:
          "Error in text response generation: 400: {'error': {'message': 'Failed to process request: 400: {\\'error\\': {\\'message\\': \"Tool choice must be \\'auto\\' when tools are provided.\", \\'type\\': \\'bad_request\\', \\'param\\': None, \\'code\\': \\'400\\'}}', 'type': 'bad_request', 'param': None, 'code': '400'}}",
      },
      'format_error',
    ],
    [
      "Writer's tool_choice without tools, as before (writer/writer-framework#1013)",
      {
        message:
          "BadRequestError('Error code: 400 - {'tpe': 'fail.input.generic', 'errors': [{'description': \"Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.\", 'key': 'fail.input.generic', 'extras': None}], 'extras': None}')",
      },
      'format_error',
    ],
    [
      "OpenRouter's route without tool_choice support stays the model's (zed-industries/zed#36094)",
      {
        message:
          'Failed to connect to OpenRouter API: 404 Not Found {"error":{"message":"No endpoints found that support the provided \'tool_choice\' value. To learn more about provider routing, visit: https://openrouter.ai/docs/provider-routing","code":404}}',
      },
      'model_not_found',
    ],
  ]);
});

// A local embedder's position table overflowing: candle (Meilisearch's Hugging Face embedder)
// fails with "index-select invalid index 512 with dim size 512" when a document tokenizes past
// the model's 512 positions (meilisearch/meilisearch#4370, this batch). The first position past the
// table has the table's size as its index, so the rule asks for the same number twice, and a
// learned position table's size (500–8999: BERT's 512, RoBERTa's and XLM-R's 514, GPT-2's 1024,
// BART's 1026, …, 8192): the input is longer than the model.
// Counter-examples (review r108): a token id past the *vocabulary* table gives the same shape, the
// same number twice when the first special token appended after the base vocabulary is used — a
// byte-level model's 256 ("index-select invalid index 256 with dim size 256.", a public project's
// mistakes log for a candle model whose tokenizer adds PAD/BOS/EOS at 256–258, found by exact-string
// search, repository not resolved); no shortening mends it, so it stays unknown (it was before this
// batch; BPE vocabularies are ≥ 30000, also outside the range). candle's Whisper with a token id past
// a table of another size stays unknown ("Error: index-select invalid index 50259 with dim size
// 384", https://github.com/huggingface/candle/issues/703).
describe("candle's index-select past the position table is an input over the context", () => {
  checkReasons([
    [
      "Meilisearch's embedder error (meilisearch/meilisearch#4370)",
      {
        message:
          'internal: Error while generating embeddings: runtime error: could not run model: index-select invalid index 512 with dim size 512.',
      },
      'context_overflow',
    ],
    [
      "a byte vocabulary's first special token past its table stays unknown (review r108)",
      { message: 'index-select invalid index 256 with dim size 256.' },
      'unknown',
    ],
    [
      "candle's Whisper with a token past a table of another size stays unknown (huggingface/candle#703)",
      { message: 'Error: index-select invalid index 50259 with dim size 384' },
      'unknown',
    ],
  ]);
});
