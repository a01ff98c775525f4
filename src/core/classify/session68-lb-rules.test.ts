/**
 * Rules written for the misses of held-out batches 1561–1584 (session 68, rule group LB), after the
 * batches had been scored without them: a browser's block that got no answer (mixed content,
 * Firefox's "CORS request did not succeed"), an app that could not reach the model server, Go's
 * `MaxBytesReader` text under any status, Python urllib's "unknown url type", and DashScope's media
 * download that timed out. Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function decidedRule(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.find((step) => step.decided)?.rule;
}

describe('a browser block that got no answer (timeout)', () => {
  const MIXED =
    "24489-71bdeaddd1b002b1.js:1 Mixed Content: The page at 'https://xxx.xxxxx.com/settings/llm' was loaded over HTTPS, but requested an insecure resource 'http://192.168.x.x:11434 /api/tags'. This request has been blocked; the content must be served over HTTPS.";
  const FIREFOX_CORS_FAILED =
    'Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at http://10.0.4.11/v1/models. (Reason: CORS request did not succeed). Status code: (null).';

  it("is Chromium's mixed-content block of a plain-HTTP Ollama (batch 1561)", () => {
    const result = classify({ message: MIXED });
    expect(result.reason).toBe('timeout');
    expect(result.explain.find((step) => step.decided)?.rule).toBe(
      'transport.browser_request_unanswered',
    );
  });
  it("is Firefox's CORS request that did not succeed, whose headline reads like a refusal (batch 1561)", () => {
    const result = classify({ message: FIREFOX_CORS_FAILED });
    expect(result.reason).toBe('timeout');
    expect(result.explain.find((step) => step.decided)?.rule).toBe(
      'transport.browser_request_unanswered',
    );
  });
  it("is the same for Chromium's older XMLHttpRequest wording, Firefox's mixed-content block and a TypeError wrapper", () => {
    expect(
      classify({
        message:
          "Mixed Content: The page at 'https://chat.example.com/' was loaded over HTTPS, but requested an insecure XMLHttpRequest endpoint 'http://10.0.0.2:1234/v1/models'. This request has been blocked; the content must be served over HTTPS.",
      }).reason,
    ).toBe('timeout');
    expect(
      classify({
        message: 'Blocked loading mixed active content “http://192.168.1.5:11434/api/chat”',
      }).reason,
    ).toBe('timeout');
    expect(
      classify({
        name: 'TypeError',
        message: `NetworkError when attempting to fetch resource. ${FIREFOX_CORS_FAILED.toUpperCase()}`,
      }).reason,
    ).toBe('timeout');
  });
  it('leaves the CORS refusals of a server that answered (auth) alone', () => {
    expect(
      classify({
        message:
          "Access to fetch at 'http://localhost:11434/api/tags' from origin 'chrome-extension://abc' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.",
      }).reason,
    ).toBe('auth');
    expect(
      classify({
        message:
          'Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at http://localhost:11434/api/chat. (Reason: CORS header ‘Access-Control-Allow-Origin’ missing).',
      }).reason,
    ).toBe('auth');
  });
});

describe('an app that could not reach the model server (timeout)', () => {
  it("is Terax's message for LM Studio (batch 1561)", () => {
    const result = classify({ message: 'Could not reach the server. Is LM Studio running?' });
    expect(result.reason).toBe('timeout');
    expect(result.explain.find((step) => step.decided)?.rule).toBe('transport.text');
  });
  it('is the same with the server named and in capitals', () => {
    expect(
      classify({ message: "COULDN'T REACH THE OLLAMA SERVER AT http://localhost:11434" }).reason,
    ).toBe('timeout');
  });
  it('leaves a server that answered with a key refusal alone', () => {
    expect(classify({ message: 'Could not reach the server: invalid API key' }).reason).not.toBe(
      'timeout',
    );
  });
});

describe("Go's net/http MaxBytesReader text (payload_too_large)", () => {
  it("is Ollama's 400 api_error through the OpenAI SDK (batch 1574)", () => {
    const result = classify({
      status: 400,
      body: {
        error: {
          message: '400 Bad Request: http: request body too large',
          type: 'api_error',
          param: null,
          code: null,
        },
      },
      message:
        "Error code: 400 - {'error': {'message': '400 Bad Request: http: request body too large', 'type': 'api_error', 'param': None, 'code': None}}",
      name: 'BadRequestError',
    });
    expect(result.reason).toBe('payload_too_large');
    expect(result.explain.find((step) => step.decided)?.rule).toBe('status.400.payload_too_large');
  });
  it('is the same under a 500 or a 502, without a status, and in capitals', () => {
    expect(classify({ status: 500, message: 'http: request body too large' }).reason).toBe(
      'payload_too_large',
    );
    expect(decidedRule({ status: 502, body: { error: 'HTTP: REQUEST BODY TOO LARGE' } })).toBe(
      'status.502.byte_cap_stated',
    );
    expect(classify({ message: 'http: request body too large' }).reason).toBe('payload_too_large');
  });
  it("leaves a token cap, Spring's byte cap and a bare 500 as they were", () => {
    expect(
      classify({
        status: 400,
        message: 'Request body too large for gpt-5-mini model. Max size: 4000 tokens.',
      }).reason,
    ).not.toBe('payload_too_large');
    expect(
      decidedRule({
        status: 500,
        message: 'Exceeded limit on max bytes to buffer : 52428800',
      }),
    ).toBe('status.500.byte_cap_stated');
    expect(classify({ status: 500, message: 'Internal Server Error' }).reason).toBe('server_error');
  });
});

describe("Python urllib's unknown url type (format_error)", () => {
  it('is the URL urllib would not build a request from (batch 1579)', () => {
    const result = classify({ message: '<urlopen error unknown url type: https >' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.find((step) => step.decided)?.rule).toBe('message.invalid_url');
  });
  it("is the same as a ValueError's wording inside a client's wrapper", () => {
    expect(
      classify({
        message: "Request failed: ValueError: unknown url type: 'localhost:11434/api/chat'",
      }).reason,
    ).toBe('format_error');
  });
  it('leaves the other urlopen errors as transport failures', () => {
    expect(classify({ message: '<urlopen error [Errno 111] Connection refused>' }).reason).toBe(
      'timeout',
    );
    expect(classify({ message: '<urlopen error timed out>' }).reason).toBe('timeout');
    expect(
      classify({
        message: '<urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed>',
      }).reason,
    ).toBe('timeout');
  });
});

describe("DashScope's media download that timed out (format_error)", () => {
  const DOWNLOAD = 'Download the media resource timed out during the data inspection process.';

  it("is ModelScope's DashScope-style body through LobeChat (batch 1584)", () => {
    const result = classify({
      body: {
        error: {
          code: 'InvalidParameter.DataInspection',
          type: 'InvalidParameter.DataInspection',
          param: null,
          message: DOWNLOAD,
        },
        endpoint: 'https://api-inference.modelscope.cn/v1',
        provider: 'modelscope',
      },
      code: 'InvalidParameter.DataInspection',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.find((step) => step.decided)?.rule).toBe(
      'message.media_download_timed_out',
    );
  });
  it('is the same as the message alone in capitals, and under a 400', () => {
    expect(classify({ message: DOWNLOAD.toUpperCase() }).reason).toBe('format_error');
    expect(classify({ status: 400, message: DOWNLOAD }).reason).toBe('format_error');
  });
  it("leaves DashScope's content inspection and a client's own download timeout alone", () => {
    expect(
      classify({
        status: 400,
        code: 'DataInspectionFailed',
        message: 'Input data may contain inappropriate content.',
      }).reason,
    ).toBe('content_policy');
    expect(
      classify({ message: 'Read timeout while downloading file from https://x/y.png' }).reason,
    ).toBe('timeout');
    expect(classify({ message: 'The request timed out.' }).reason).toBe('timeout');
  });
});

describe('a server that asks for the image to be downscaled (image_too_large)', () => {
  const BUDGET =
    'Vision-request prompt tokens (16329) exceeds the per-batch cap (8192 = vision token budget 8192 x 1 vision request(s)). For image inputs, downscale the image…';

  it("is Rapid-MLX's vision token budget under its 400 (batch 1573)", () => {
    const result = classify({ status: 400, message: BUDGET });
    expect(result.reason).toBe('image_too_large');
    expect(result.repair?.kind).toBe('shrink_images');
    expect(result.explain.find((step) => step.decided)?.rule).toBe('status.400.image_too_large');
  });
  it('is the same without a status, and for other wordings of the advice', () => {
    expect(classify({ message: BUDGET.toUpperCase() }).reason).toBe('image_too_large');
    expect(
      classify({
        status: 400,
        message: 'To reduce tokens, downscale images before sending them to this model.',
      }).reason,
    ).toBe('image_too_large');
  });
  it('leaves a prompt over the context and the tokens of image and text over it as overflows', () => {
    expect(
      classify({ status: 400, message: 'prompt tokens (16329) exceeds the context window (8192)' })
        .reason,
    ).toBe('context_overflow');
    expect(
      classify({ status: 400, message: 'Total tokens of image and text exceed max message tokens' })
        .reason,
    ).toBe('context_overflow');
  });
});

describe("SageMaker's relay of its container's InternalServerException under a 400 (server_error)", () => {
  it('is the GPT-J KeyError a CDK Lambda printed with \\n escapes (batch 1565)', () => {
    const result = classify({
      status: 400,
      body: '{"error": "ModelError(\'An error occurred (ModelError) when calling the InvokeEndpoint operation: Received client error (400) from primary with message \\"{\\\\n  \\"code\\": 400,\\\\n  \\"type\\": \\"InternalServerException\\",\\\\n  \\"message\\": \\"\\\\\\\\u0027gptj\\\\\\\\u0027\\"\\\\n}\\\\n\\". See https://us-east-1.console.aws.amazon.com/cloudwatch/home?region=us-east-.... for more information.\')"}',
      name: 'ModelError',
      code: 'ModelError',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.find((step) => step.decided)?.rule).toBe(
      'status.400.container_server_fault',
    );
  });
  it('is the same for another variant name, in capitals, in a plain string body', () => {
    expect(
      classify({
        status: 400,
        body: 'RECEIVED CLIENT ERROR (400) FROM ALLTRAFFIC WITH MESSAGE "{"CODE": 400, "TYPE": "INTERNALSERVEREXCEPTION", "MESSAGE": "CUDA OUT OF MEMORY"}"',
      }).reason,
    ).toBe('server_error');
  });
  it("leaves the container's BadRequestException and its other refusals to the request", () => {
    expect(
      classify({
        status: 400,
        message:
          'ModelError: An error occurred (ModelError) when calling the InvokeEndpoint operation: Received client error (400) from primary with message "{ "code": 400, "type": "BadRequestException", "message": "Parameter model_name is required." }"',
      }).reason,
    ).toBe('format_error');
    expect(
      classify({
        status: 400,
        message:
          'An error occurred (ModelError) when calling the InvokeEndpoint operation: Received client error (400) from model with message "Unable to evaluate payload provided".',
      }).reason,
    ).toBe('format_error');
  });
});

describe("a relay's generic server type around the 4xx its message states (the 4xx decides)", () => {
  const BRIDGE = {
    body: {
      error: {
        message:
          'Unexpected error: 405 Client Error: Method Not Allowed for url: https://arena.ai/nextjs-api/stream/create-evaluation',
        type: 'internal_error',
        code: 'httperror',
      },
    },
    code: 'httperror',
  };

  it("is LMArenaBridge's internal_error around arena.ai's 405 (batch 1579)", () => {
    const result = classify(BRIDGE);
    expect(result.reason).toBe('format_error');
    expect(result.explain.find((step) => step.decided)?.rule).toBe('status.405');
  });
  it('is the same for another 4xx under a server_error type', () => {
    expect(
      classify({
        body: {
          error: {
            message:
              'Unexpected error: 409 Client Error: Conflict for url: https://example.com/v1/x',
            type: 'server_error',
          },
        },
      }).reason,
    ).toBe('format_error');
  });
  it('leaves a relay message that names a server fault, a status the response itself carried and a rate-limit type alone', () => {
    expect(
      classify({
        body: {
          error: {
            message: 'Upstream returned 409: internal server error',
            type: 'internal_error',
          },
        },
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        status: 405,
        body: { error: { message: 'Method Not Allowed', type: 'internal_error' } },
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        body: {
          error: {
            message: 'Unexpected error: 405 Client Error: Method Not Allowed for url: https://x/y',
            type: 'rate_limit_error',
          },
        },
      }).reason,
    ).toBe('rate_limit');
  });
});
