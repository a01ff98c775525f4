/**
 * Rules written in session 31 (rules D) for misses of held-out batches 255–258, after the batches
 * had been scored without them: each rule's real wordings (from the batch lines and threads named),
 * then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// DashScope's `AccessDenied.Unpurchased` (batch 258, MoneyPrinterTurbo#279): the account has not
// bought or activated this model; DashScope's code table pairs it with "Access to model denied.
// Please make sure you are eligible for using the model."
describe("DashScope's AccessDenied.Unpurchased is the model, not the key", () => {
  checkReasons([
    [
      "MoneyPrinterTurbo's 403, its message machine-translated (batch 258, the batch line)",
      {
        status: 403,
        code: 'AccessDenied.Unpurchased',
        message:
          '异常：[qwen] 返回错误响应：“{”status_code”：403，“request_id”：“b2ba3fa4-cf62-9e6e-afd2-6b6c55b1e41d”，“code”：“AccessDenied.Unpurchased”，“message”：“Access模型被拒绝。请确保您有资格使用该模型。", "output": null, "usage": null}"',
      },
      'model_not_found',
    ],
    [
      "the code with DashScope's own English, as its code table pairs them (body invented)",
      {
        status: 403,
        body: {
          request_id: 'b2ba3fa4-0000-0000-0000-6b6c55b1e41d',
          code: 'AccessDenied.Unpurchased',
          message: 'Access to model denied. Please make sure you are eligible for using the model.',
        },
      },
      'model_not_found',
    ],
    [
      'the code in the body with no status kept (invented)',
      {
        body: {
          code: 'AccessDenied.Unpurchased',
          message: 'Access denied.',
        },
      },
      'model_not_found',
    ],
    [
      "the English sentence alone under qwen-code's 403, as held (h70, QwenLM/qwen-code#9605)",
      {
        status: 403,
        message:
          '[API Error: 403 Access to model denied. Please make sure you are eligible for using the model.]',
      },
      'model_not_found',
    ],
    [
      "DashScope's bare AccessDenied stays the 403's reading (its code table's 'Access denied.'; invented body)",
      {
        status: 403,
        body: { request_id: 'x', code: 'AccessDenied', message: 'Access denied.' },
      },
      'auth',
    ],
    [
      "DashScope's Arrearage 'Access denied' stays billing, as held (h60, its status-code page)",
      {
        body: {
          code: 'Arrearage',
          param: null,
          message: 'Access denied, please make sure your account is in good standing.',
          type: 'Arrearage',
        },
      },
      'billing',
    ],
    [
      "Bedrock's AccessDeniedException for an API operation stays auth, as held (h100)",
      {
        message:
          'AccessDeniedException: An error occurred (AccessDeniedException) when calling the InvokeModel operation: Your account is not authorized to invoke this API operation.',
      },
      'auth',
    ],
  ]);
});

// Azure OpenAI's 403 "Streaming requests are not yet allowed." (batch 255, langgenius/dify#9591):
// the stream flag refused, the request's shape, whatever status carries it.
describe('a refused stream flag is the request, not the key', () => {
  checkReasons([
    [
      "Dify's worker log of Azure's 403 (batch 255, the batch line)",
      {
        status: 403,
        message: "Error code: 403 - {'message': 'Streaming requests are not yet allowed.'}",
      },
      'format_error',
    ],
    [
      "Azure's body alone under its 403",
      { status: 403, body: { message: 'Streaming requests are not yet allowed.' } },
      'format_error',
    ],
    [
      "Azure's sentence with no status (a stream's error event; invented rendering)",
      { message: 'Streaming requests are not yet allowed.' },
      'format_error',
    ],
    [
      "OpenAI o1's 400 refusing stream=true (github/gh-models#31)",
      {
        status: 400,
        body: {
          error: {
            message:
              "Unsupported value: 'stream' does not support true with this model. Supported values are: false.",
            type: 'invalid_request_error',
            param: 'stream',
            code: 'unsupported_value',
          },
        },
      },
      'format_error',
    ],
    [
      "the same sentence under a relay's 403 (status invented)",
      {
        status: 403,
        message:
          "Unsupported value: 'stream' does not support true with this model. Only the default (false) value is supported.",
      },
      'format_error',
    ],
    [
      "the Hugging Face Inference API's refusal (huggingface/chat-ui#296)",
      {
        message:
          'Could not parse last message {"error":["Error in `stream`: `stream` is not supported for this model"]}',
      },
      'format_error',
    ],
    [
      "Volcengine's 'does not support the stream mode' without its 400, as held (h65's message-only rendering)",
      {
        message: 'The request failed because the selected model does not support the stream mode.',
      },
      'format_error',
    ],
    [
      "g4f's StreamNotSupportedError under its API's 5xx (xtekky/gpt4free#2800; status invented)",
      {
        status: 500,
        body: {
          error: {
            message: 'StreamNotSupportedError: PollinationsAI does not support "stream" argument',
          },
          model: 'deepseek-r1',
          provider: 'PollinationsAI',
        },
      },
      'format_error',
    ],
    [
      "OpenAI's organization verification to stream stays the model's, as held (h82)",
      {
        message:
          'Your organization must be verified to stream this model. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization. If you just verified, it can take up to 15 minutes for access to propagate.',
      },
      'model_not_found',
    ],
    [
      'the same under a 403',
      {
        status: 403,
        message:
          'Your organization must be verified to stream this model. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization.',
      },
      'model_not_found',
    ],
    [
      'streaming closed to the organization stays the 403 on the caller (invented)',
      { status: 403, message: 'Streaming is not allowed for your organization.' },
      'auth',
    ],
    [
      'a stream that failed on the server stays a server fault, as held (h156, xinference)',
      { message: 'xinference: An error occurred during streaming.' },
      'server_error',
    ],
    [
      "qwen-code's streaming timeout stays a timeout, as held (QwenLM/qwen-code#1685)",
      {
        message:
          '[API Error: Streaming request timeout after 48s. Try reducing input length or increasing timeout in config.',
      },
      'timeout',
    ],
    [
      "koboldcpp's SSE stream on an unavailable service stays overloaded, as held (h143)",
      {
        message:
          'Error while submitting prompt: Error: Error occurred while SSE streaming: Service Unavailable',
      },
      'overloaded',
    ],
  ]);
});

// Go's net/http `*url.Error` around io.EOF (`Post "https://…": EOF`): the server closed the
// connection before any response, DESIGN's disconnect. Batch 255's go-openai "err=error, EOF" is not
// this (see the last cases).
describe("Go's transport EOF after the method and URL is a disconnect", () => {
  checkReasons([
    [
      "new-api's upstream call cut, as held (h139, QuantumNous/new-api#2974)",
      {
        message:
          'do request failed: Post "https://my-upstream-friend/v1beta/models/%5B%E6%B0%B4%E9%A5%BA%E4%BA%91%5Dgemini-3-pro-image-4k:generateContent": EOF',
      },
      'timeout',
    ],
    [
      "a go-openai app's log of the cut (sashabaranov/go-openai#189)",
      { message: 'Completion error: Post "https://api.openai.com/v1/completions": EOF' },
      'timeout',
    ],
    [
      'the same inside a JSON document a relay passed on (invented)',
      { message: '{"error":"Post \\"https://api.openai.com/v1/chat/completions\\": EOF"}' },
      'timeout',
    ],
    [
      "Ollama's runner that died stays a server fault, as held (h219, ollama/ollama#10953)",
      { message: 'Error: POST predict: Post "http://127.0.0.1:35943/completion": EOF' },
      'server_error',
    ],
    [
      "LocalAI's gRPC backend that died stays a server fault, as held (h67)",
      {
        message:
          '[llama-cpp] Fails: failed to load model with internal loader: could not load model: rpc error: code = Unavailable desc = error reading from server: EOF',
      },
      'server_error',
    ],
    [
      // go-openai v1.5's `fmt.Errorf("error, %w", &RequestError{Err: io.EOF})`: a failure status whose
      // body was empty, the status dropped — no cut connection, and nothing says which status.
      "batch 255's go-openai 'error, EOF' is read by no rule (the batch line, riba2534/openai-on-wechat#3)",
      { message: 'session.go:79: openAIClient.CreateChatCompletion err=error, EOF' },
      'unknown',
    ],
    ['nor is a bare EOF (j178/chatgpt#10)', { message: 'error: EOF' }, 'unknown'],
    [
      'a word that only begins with EOF is not the cut (invented)',
      { message: 'Post "https://api.openai.com/v1/chat/completions": EOFError' },
      'unknown',
    ],
  ]);
});

describe("Go's transport EOF follows the disconnect rule's session size", () => {
  it('on a large session the cut is the context (DESIGN §1.2 step 6)', () => {
    const error = errorFromDescriptor({
      message: 'Post "https://api.openai.com/v1/chat/completions": EOF',
    });
    const result = classifyError(error, { approxTokens: 150_000, contextLength: 200_000 });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('disconnect.large_session');
  });
});

// R's rlang headline over httr2's status line (batch 257, jhk0530/gemini.R#74): a bare status.
describe("httr2's rendering of a bare 404 is a bare 404", () => {
  checkReasons([
    [
      'gemini.R on Vertex, a Gemini 3 model not served in us-central1 (batch 257, the batch line)',
      { status: 404, message: 'Error in `req_perform()`:\n! HTTP 404 Not Found.' },
      'model_not_found',
    ],
    [
      "httr2's own example before error_call (r-lib/httr2#187)",
      { status: 404, message: 'Error in `resp_abort()`:\n! HTTP 404 Not Found.' },
      'model_not_found',
    ],
    [
      'with the package namespace and the call site, status kept in the text only (invented)',
      {
        message:
          'Error in `httr2::req_perform()` at gemini.R/R/gemini_chat.R:77:3:\n! HTTP 404 Not Found.',
      },
      'model_not_found',
    ],
    [
      'a body bullet that names the URL stays the URL (invented)',
      {
        status: 404,
        message:
          'Error in `req_perform()`:\n! HTTP 404 Not Found.\n• The requested URL /v1beta/foo was not found on this server.',
      },
      'format_error',
    ],
    [
      "httr2's 429 stays a rate limit, as held (h54, jhk0530/gemini.R#71)",
      {
        status: 429,
        message:
          'Error in `req_perform()` at gemini.R/R/gemini_chat.R:77:3:\n! HTTP 429 Too Many Requests.',
      },
      'rate_limit',
    ],
    [
      "httr2's 400 stays the request's, as held (h71, edubruell/tidyllm#16)",
      { message: 'Error in `httr2::req_perform()`: ! HTTP 400 Bad Request.' },
      'format_error',
    ],
    [
      "Go's router 404 page stays the URL's, as held (h58)",
      { message: 'Warn SSE stream request failed: HTTP 404 Not Found: 404 page not found' },
      'format_error',
    ],
  ]);
});
