/**
 * Counter-examples from the review of session 15 (of batches 39–42's rules; docs/classifier.md,
 * "Review fixes (session 15)"): the reviewer's inputs and their neighbours. The costly direction is
 * a billing, key or missing-model verdict hidden as capacity, a refusal invented for an unavailable
 * service, or a status read from a number that names none.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('2. a model "currently unavailable" is capacity only when invited back for now', () => {
  checkReasons([
    [
      "Kiro's model unavailable, try again or select another",
      {
        message:
          'The selected model is currently unavailable. Please try again or select another model.',
      },
      'overloaded',
    ],
    [
      'unavailable, try again later',
      { message: 'The model claude-3-opus is currently unavailable. Please try again later.' },
      'overloaded',
    ],
    [
      'unavailable because the balance is insufficient (billing first)',
      {
        message:
          'The model is currently unavailable because your account balance is insufficient. Please recharge and try again.',
      },
      'billing',
    ],
    [
      'unavailable: invalid API key (the key first)',
      {
        message:
          'Model is currently unavailable: invalid API key provided. Please check your key and try again.',
      },
      'auth_permanent',
    ],
    [
      'unavailable, deprecated, retry with another model (the model first)',
      {
        message:
          'The model `text-davinci-003` is currently unavailable. It has been deprecated. Please retry with gpt-3.5-turbo-instruct.',
      },
      'model_not_found',
    ],
    [
      'unavailable, "retry with a different model" is no invitation back',
      {
        message:
          'The requested model is currently unavailable. Please retry with a different model.',
      },
      'unknown',
    ],
    [
      'unavailable for your Copilot plan (three words before the noun)',
      {
        message:
          'The model claude-opus-4 is currently unavailable for your Copilot plan. Please select another model and try again.',
      },
      'unknown',
    ],
    [
      'unavailable for free users',
      {
        message:
          'This model is currently unavailable for free users. Upgrade to Pro or try again later.',
      },
      'unknown',
    ],
    [
      'unavailable in the EU',
      {
        message:
          'The model is currently unavailable in the EU. Please try a different model or retry later.',
      },
      'unknown',
    ],
    [
      'unavailable in your region',
      { message: 'This model is currently unavailable in your region. Please try again later.' },
      'unknown',
    ],
  ]);
});

describe("3. httpx's 404 with its MDN pointer is the bare 404", () => {
  const full =
    "Client error '404 Not Found' for url 'https://api.anthropic.com/v1/messages'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/404";
  checkReasons([
    ["httpx's two lines on a 404", { status: 404, message: full }, 'model_not_found'],
    ['the same without the status', { message: full }, 'model_not_found'],
    [
      'the one-line rendering (unchanged)',
      {
        status: 404,
        message:
          "litellm.NotFoundError: AnthropicException - Client error '404 Not Found' for url 'https://api.anthropic.com/v1/messages'",
      },
      'model_not_found',
    ],
    [
      "httpx's 429 with its pointer stays rate_limit",
      {
        message:
          "Client error '429 Too Many Requests' for url 'https://api.openai.com/v1/chat/completions'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/429",
      },
      'rate_limit',
    ],
    [
      'a 404 pointer under words of its own is not bare',
      {
        status: 404,
        message:
          "Client error '404 Not Found' for url 'https://api.openai.com/v1/responses'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/404\nSee the server logs for the cause",
      },
      'unknown',
    ],
  ]);
});

describe('4. a refusal-shaped "can\'t help … right now, try again later" is not a refusal', () => {
  checkReasons([
    [
      "Claude can't help right now, try again later, AUP link",
      {
        message:
          "Claude can't help with this request right now. Please try again later. Learn more: https://www.anthropic.com/legal/aup",
      },
      'unknown',
    ],
    [
      "can't help at the moment, usage policy",
      {
        message:
          "Sorry, we can't help with that at the moment. See our usage policy for fair-use limits.",
      },
      'unknown',
    ],
    [
      "Copilot's refusal naming the Acceptable Use Policies stays content_policy",
      {
        message:
          "Sorry, I can't help with that. This request may violate GitHub's Acceptable Use Policies.",
      },
      'content_policy',
    ],
    [
      "a refusal with the AUP link and no 'for now' stays content_policy",
      {
        message:
          "Claude can't help with this request. Learn more: https://www.anthropic.com/legal/aup",
      },
      'content_policy',
    ],
  ]);
});

describe('5. "error (" then a number is a status only before a document or a reason phrase', () => {
  const status = (message: string) => classifyError(errorFromDescriptor({ message })).status;
  it('"Stream idle error (500 ms without data)" names no status; the idle stream is a timeout', () => {
    const message = 'Stream idle error (500 ms without data): terminated';
    expect(status(message)).toBeUndefined();
    expect(classifyError(errorFromDescriptor({ message })).reason).toBe('timeout');
  });
  it('"JSON parse error (400 bytes read)" names no status; a cut JSON answer is the server\'s', () => {
    const message = 'JSON parse error (400 bytes read): Unexpected end of JSON input';
    expect(status(message)).toBeUndefined();
    expect(classifyError(errorFromDescriptor({ message })).reason).toBe('server_error');
  });
  it('"API Error (429 {…})" and "API Error (503 Service Unavailable)" still do', () => {
    expect(
      status(
        'API Error (429 {"type":"error","error":{"type":"rate_limit_error","message":"Too many"}})',
      ),
    ).toBe(429);
    expect(status('API Error (503 Service Unavailable): upstream down')).toBe(503);
  });
  it("a relay's body that quotes aiohttp's ClientResponseError names its status", () => {
    const result = classifyError(
      errorFromDescriptor({
        body: {
          error: {
            message:
              "relay failed: aiohttp.client_exceptions.ClientResponseError: 422, message='Unprocessable Entity'",
          },
        },
      }),
    );
    expect(result.status).toBe(422);
    expect(result.reason).toBe('format_error');
  });
  checkReasons([
    [
      "urllib3's too-many-429s after a URL longer than 300 characters is no transport failure",
      {
        message: `HTTPSConnectionPool(host='generativelanguage.googleapis.com', port=443): Max retries exceeded with url: /v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse&foo=${'bar'.repeat(120)} (Caused by ResponseError('too many 429 error responses'))`,
      },
      // Since session 56 (group DU, batch 954) the 429s urllib3 names are the rate limit.
      'rate_limit',
    ],
    [
      "urllib3's SSL failure stays a transport failure",
      {
        message:
          "HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed')))",
      },
      'timeout',
    ],
  ]);
});

describe('second review of the session-15 rules (batches 43–49): the costly direction', () => {
  checkReasons([
    // 1. A missing model in Chinese is not a model verdict when it says "try again later".
    [
      '模型 "x" 不可用，请稍后重试 (transient)',
      { message: '模型 "deepseek-r1" 不可用，请稍后重试' },
      'unknown',
    ],
    [
      '模型当前不可用，请稍后重试 (transient)',
      { message: '模型当前不可用，请稍后重试' },
      'unknown',
    ],
    [
      '模型 "x" 不可用 (no invitation back: the model is missing)',
      { message: "模型'gemini-2.0-flash'不可用。可用模型包括: gemini-1.5-pro" },
      'model_not_found',
    ],
    // 2. "limit=0" is a spent allowance, not a counter beside a window.
    [
      'limit=0 beside remaining/reset is a window',
      { status: 429, message: 'Rate limited (limit=0, remaining=0, reset=30s)' },
      'rate_limit',
    ],
    [
      'a URL query limit=0 is no allowance',
      { status: 429, message: 'Too many requests for https://api.example.com/v1/items?limit=0' },
      'rate_limit',
    ],
    [
      "Gemini's free tier limit=0 stays billing",
      {
        status: 429,
        message:
          'Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_input_token_count, limit=0, requested=21847',
      },
      'billing',
    ],
    // 3. Azure: an API version the key's resource does not serve is no bad key.
    [
      'Azure OpenAI API version not supported with the subscription key and pricing tier',
      {
        status: 401,
        message:
          'The Azure OpenAI API version 2024-02-15-preview is not supported with the current subscription key and pricing tier OpenAI.S0.',
      },
      'auth',
    ],
    [
      'Azure Translator pricing tier stays a wrong key',
      {
        status: 401,
        message:
          'The request is not authorized because credentials are missing or invalid. Translator is not supported with the current subscription key and pricing tier TextTranslator.S1.',
      },
      'auth_permanent',
    ],
    // 4. "too long … shorter" is overflow only about the message itself.
    [
      'a file name too long',
      { status: 400, message: 'Filename too long, use a shorter name.' },
      'format_error',
    ],
    [
      'a message too long: submit something shorter',
      { message: 'The message was too long (198%). Submit something shorter.' },
      'context_overflow',
    ],
    // 5. A token "parameter is invalid" is no request-shape error.
    [
      'access_token parameter is invalid',
      { message: 'The access_token parameter is invalid' },
      'unknown',
    ],
    // 6. "currently unavailable because of an overdue balance" is billing, not capacity.
    [
      'service unavailable because of an overdue balance',
      {
        message:
          'The service is currently unavailable because your account has an overdue balance.',
      },
      'billing',
    ],
    // 7. An image over its limit stays image_too_large.
    [
      'image content too large',
      { status: 400, message: 'Image content too large (max 5 MB)' },
      'image_too_large',
    ],
  ]);
});
