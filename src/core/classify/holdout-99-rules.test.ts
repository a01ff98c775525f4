/**
 * Rules from held-out batch 99 (a natural sample of capacity and pace errors — rate limits,
 * concurrency caps, daily quotas, overloads — from any provider; docs/classifier.md, "Batch 99"):
 * each rule's wordings, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// ChatGPT's message cap, as its web backend words it through proxies: "You have sent too many
// messages to the model. Please try again later." (code `model_cap_exceeded`, with `clears_in`, the
// seconds until the cap clears; source: chatpire/chatgpt-web-share#344, this batch). The account
// sent too many messages in the window — pace, not capacity. Counter-examples: OpenAI's held
// "That model is currently overloaded with other requests" stays overloaded (gnehs/subtitle-translator#8,
// this batch), and a request carrying too many messages (invented: "Request contains too many
// messages") keeps its old answer — only "sent too many messages" names the sender's pace.
describe('a cap on the messages sent in a window is a rate limit', () => {
  checkReasons([
    [
      'the proxy rendering with the code and clears_in (chatgpt-web-share#344)',
      {
        message:
          'OpenaiWebException: [429] errors.openaiWeb {"detail":{"message":"You have sent too many messages to the model. Please try again later.","code":"model_cap_exceeded","clears_in":840}}',
      },
      'rate_limit',
    ],
    [
      'the sentence alone',
      { message: 'You have sent too many messages to the model. Please try again later.' },
      'rate_limit',
    ],
    [
      "OpenAI's overload sentence stays overloaded (subtitle-translator#8)",
      {
        message:
          'That model is currently overloaded with other requests. You can retry your request, or contact us through our help center at help.openai.com if the error persists.',
      },
      'overloaded',
    ],
    [
      'a request with too many messages is not a pace (invented)',
      { message: 'Request contains too many messages' },
      'unknown',
    ],
  ]);
  it("reads ChatGPT's clears_in as the stated wait", () => {
    const error = errorFromDescriptor({
      message:
        'OpenaiWebException: [429] errors.openaiWeb {"detail":{"message":"You have sent too many messages to the model. Please try again later.","code":"model_cap_exceeded","clears_in":840}}',
    });
    expect(classifyError(error).retryAfterMs).toBe(840_000);
  });
  // The same body when only its text survives as Python's repr of the dict: the OpenAI Python SDK
  // renders any error body as "Error code: 429 - {…}", so a client pointed at a ChatGPT-web relay
  // (xyhelper/auditlimit returns this body with a 429: https://github.com/xyhelper/auditlimit,
  // README.md "超速返回格式" and api/result.go `MsgPlus429`, the Chinese half from api/result.go)
  // logs it with single quotes. The text fields were read only when the text said "reset" or
  // "retry", which this body never does, so its `clears_in` was lost.
  it("reads clears_in from the SDK's repr of the body", () => {
    const error = errorFromDescriptor({
      message:
        "Error code: 429 - {'detail': {'clears_in': 252, 'code': 'model_cap_exceeded', 'message': 'You have sent too many messages to the model. Please try again later.您向模型发送了过多的消息，已经超过了允许的请求频率限制.'}}",
    });
    const result = classifyError(error);
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(252_000);
  });
});

// Ollama cloud queues a request behind the account's concurrent-request slots and refuses it when
// the queue wait runs out: {"error":"timed out waiting for a concurrent request slot"}
// (devops-thiago/ThrillhouseBot#838, this batch: five in an hour while five reviews ran at once; the
// fix is a client-side concurrency ceiling). The account's slot count is the cause — a pace the
// caller controls — not a slow model. Counter-examples: Ollama's own "timed out waiting for llama
// runner to start" (ollama/ollama#8470, held) and "timed out waiting for server to start"
// (stepfun-ai/gelab-zero#53, held) stay timeouts; llama.cpp's "no slot available" stays overloaded
// (the server's slots, not the account's).
describe("a queue that timed out waiting for the account's concurrency slot is a rate limit", () => {
  checkReasons([
    [
      'the body as the bot logs it (ThrillhouseBot#838)',
      { message: '{"error":"timed out waiting for a concurrent request slot"}' },
      'rate_limit',
    ],
    [
      "Ollama's runner start stays a timeout (ollama#8470)",
      {
        message:
          'ollama._types.ResponseError: timed out waiting for llama runner to start - progress 0.00 -',
      },
      'timeout',
    ],
    [
      'a server that did not start stays a timeout (gelab-zero#53)',
      { message: 'Error: ollama server not responding - timed out waiting for server to start' },
      'timeout',
    ],
  ]);
});

// Hugging Face's serverless inference answers a full model queue with "Model too busy, unable to
// get response in less than 60 second(s)" (huggingface/smolagents#589, this batch; #61 quotes the
// 120 s variant under a 500). The held wordings already read "model is busy", "server is too busy"
// and "model busy"; this is the same capacity without the verb. Counter-example: Node's file error
// "EBUSY: resource busy or locked" (its wording from Node's error list; invented as a line) names a
// local file, not a server, and keeps its old answer.
describe('a model or server "too busy" to answer is capacity', () => {
  checkReasons([
    [
      "Hugging Face's sentence alone (smolagents#589)",
      { message: 'Model too busy, unable to get response in less than 60 second(s)' },
      'overloaded',
    ],
    [
      "under the hub client's 500 (smolagents#61)",
      {
        message:
          'HfHubHTTPError: 500 Server Error: Internal Server Error for url: https://api-inference.huggingface.co/models/Qwen/Qwen2.5-72B-Instruct/v1/chat/completions (Request ID: 21DsMRrush2AMn6er2XMD)\n\nModel too busy, unable to get response in less than 120 second(s)',
      },
      'overloaded',
    ],
    [
      "a local file busy is not a server's capacity (invented, Node's wording)",
      { message: "EBUSY: resource busy or locked, rename 'C:\\\\tmp\\\\a.json'" },
      'unknown',
    ],
  ]);
});

// A client's Chinese hint for a provider's limit: "错误可能原因： 请求速度过快，被服务商限制了访问频率"
// ("possible cause: requests too fast, the provider limited the access frequency";
// ThinkInAIXYZ/deepchat#522, this batch, SiliconFlow). 请求速度过快 (request speed too fast) and
// 限制了访问频率 (limited the access frequency) name the pace, as the held 请求过于频繁 and 频率限制 do.
// Counter-example: Zhipu's "该模型当前访问量过大，请您稍后再试" (the model's traffic is too high;
// zhukunpenglinyutong/jetbrains-cc-gui#897, held) stays overloaded.
describe('a Chinese "requests too fast" hint is a rate limit', () => {
  checkReasons([
    [
      "DeepChat's hint (deepchat#522)",
      { message: '错误可能原因： 请求速度过快，被服务商限制了访问频率' },
      'rate_limit',
    ],
    ['the first clause alone', { message: '请求速度过快' }, 'rate_limit'],
    [
      "Zhipu's model traffic stays overloaded (jetbrains-cc-gui#897)",
      {
        message:
          'API Error: 429 {"error":{"code":"1305","message":"该模型当前访问量过大，请您稍后再试"},"request_id":"20260416094124822021dae9564747"}',
      },
      'overloaded',
    ],
  ]);
});
