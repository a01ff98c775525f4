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

// FastChat's banner for every worker failure, with its ErrorCode after the exception's text
// (batch 341, lm-sys/FastChat#3000; fastchat/constants.py).
describe("FastChat's error_code decides before its 'high traffic' banner", () => {
  checkReasons([
    [
      "FastChat's web server over a model exception in the worker, code 50001 INTERNAL_ERROR (batch 341)",
      {
        message:
          '**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.**\n\n(Attention mask should be of size (1, 1, 1, 210), but is torch.Size([1, 1, 1, 1]))\n\n(error_code: 50001)',
      },
      'server_error',
    ],
    [
      'code 50003 GRADIO_REQUEST_ERROR with the read timeout to the worker, as held (h143)',
      {
        message:
          "NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n\n(error_code: 50003, HTTPConnectionPool(host='localhost', port=21002): Read timed out.)",
      },
      'timeout',
    ],
    [
      'code 50002 CUDA_OUT_OF_MEMORY is the worker host, not traffic (invented)',
      {
        message:
          'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n\n(CUDA out of memory. Tried to allocate 2.00 GiB)\n\n(error_code: 50002)',
      },
      'server_error',
    ],
    [
      'code 42903 ENGINE_OVERLOADED keeps the overload (invented)',
      {
        message:
          'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE. (error_code: 42903)',
      },
      'overloaded',
    ],
    // Neighbours: the banner alone, or with the old one-digit code, stays overloaded; 50004 (the
    // stream's unknown error) leaves its detail to decide.
    [
      'the banner without a code stays overloaded (batch 335, CXR-LLaVA; held h143)',
      { message: 'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.' },
      'overloaded',
    ],
    [
      'the banner with the old error_code 4 stays overloaded (batch 341, FastChat#1206; held h88, h113)',
      {
        message:
          'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE. (error_code: 4)',
      },
      'overloaded',
    ],
    [
      "50004 with the worker's token overflow stays an overflow (held h156)",
      {
        message:
          'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE. (error_code: 50004, prompt tokens (9471) + max-sampled tokens (512) exceeds max (9216))',
      },
      'context_overflow',
    ],
    [
      "50004 around NVIDIA's 402 problem document stays billing (held h113, Chatbot Arena)",
      {
        message:
          'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n\n(error_code: 50004, data:{"type":"urn:kaizen:problem-details:payment-required","title":"Payment Required","status":402,"detail":"Account \'x\': Cloud credits expired - Please contact NVIDIA representatives"})',
      },
      'billing',
    ],
  ]);
});

// A client's guess about the cause after a timeout it states (batch 343, HKUDS/DeepTutor#426).
describe('a hedged overload after a stated timeout is the timeout', () => {
  checkReasons([
    [
      "DeepTutor's Ollama embedding batch: timed out after 60s, 'the server might be overloaded' (batch 343)",
      {
        message:
          '[EmbeddingClient] ERROR: Embedding batch failed (binding=ollama, model=qwen3-embedding:0.6b, batch_index=1/1, batch_items=10, first_chunk_chars=1895, longest_chunk_chars=2467): Request to Ollama timed out after 60s. The model might be too large or the server is overloaded.',
      },
      'timeout',
    ],
    [
      "Cloudflare's 522 document: 'timed out, which may indicate the origin is overloaded' (held h137)",
      {
        message:
          'Error: 522 {"title":"Error 522: Connection timed out","status":522,"detail":"Cloudflare could not establish a TCP connection to the origin server. The TCP handshake timed out, which may indicate the origin is overloaded, firewalling Cloudflare, or unreachable at the network level."}',
      },
      'timeout',
    ],
    [
      'a timeout with the server "probably overloaded" (invented)',
      { message: 'Connection timed out; the upstream is probably overloaded' },
      'timeout',
    ],
    // Neighbours: a hedge with no timeout is the service's own word; an overload stated flatly
    // beside a timeout, or a timeout in the server's queue, is capacity.
    [
      "Zhipu's 1305 'may be temporarily overloaded' without a timeout stays overloaded (held h60, without its 429)",
      { message: 'The service may be temporarily overloaded, please try again later' },
      'overloaded',
    ],
    [
      "a hedge that asks to retry later is the service's notice, beside a deadline too (review 35's case)",
      { message: 'No response within 30s. The model may be overloaded, please try again later.' },
      'overloaded',
    ],
    [
      'an overload stated, not guessed, beside a timeout stays overloaded (invented)',
      { message: 'Request timed out. Server is overloaded.' },
      'overloaded',
    ],
    [
      "LLM Foundry's queue timeout stays overloaded (held h64, here without its 599)",
      { message: 'HTTP 599: Timeout in request queue' },
      'overloaded',
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
