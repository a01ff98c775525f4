/**
 * Rules written for the misses of held-out batches 1597–1612 (session 69, group MA), after the
 * batches had been scored without them, and for the vote-read Google "automated queries" page the
 * session's retrain moved. Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

const RAMALAMA_JINJA =
  "\n------------\nWhile executing CallExpression at line 43, column 28 in source:\n... {%- else %}↵ {{- raise_exception('Only user, system and assistant roles ...\n ^\nError: Jinja Exception: Only user, system and assistant roles are supported!";
const VALUE_NOT_CALLABLE =
  "Value is not callable: null at row 49, column 79:\n                {%- set content = (m_content.split('</think>')|last).lstrip('\\n') %}";

describe("a chat template's own raise_exception under llama.cpp's 500 (format_error)", () => {
  it('is "Jinja Exception: Only user, system and assistant roles are supported!" (batch 1597)', () => {
    const result = classify({
      status: 500,
      body: { error: { code: 500, message: RAMALAMA_JINJA, type: 'server_error' } },
      message: `srv operator(): got exception: ${JSON.stringify({ error: { code: 500, message: RAMALAMA_JINJA, type: 'server_error' } })}`,
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.request_refused_words');
  });
  it("is another template's raised text, in a client's one-line rendering", () => {
    const result = classify({
      status: 500,
      message:
        "Error code: 500 - {'error': {'code': 500, 'message': 'While executing CallExpression at line 79, column 24 in source: ...lti_step_tool %}↵ {{- raise_exception(\\'No user query found in messages.\\') }}↵... ^ Error: Jinja Exception: No user query found in messages.', 'type': 'server_error'}}",
    });
    expect(result.reason).toBe('format_error');
  });
  it("leaves the engine's own failure, a plain 500, capacity words and a gateway's 502 alone", () => {
    expect(
      classify({ status: 500, message: 'Jinja Exception: unknown filter tojson' }).reason,
    ).toBe('server_error');
    expect(classify({ status: 500, message: 'Internal Server Error' }).reason).toBe('server_error');
    expect(
      classify({
        status: 500,
        message:
          "The server is overloaded. {{- raise_exception('Only user roles') }} Error: Jinja Exception: Only user roles",
      }).reason,
    ).toBe('overloaded');
    expect(
      classify({
        status: 502,
        message: 'Bad gateway: upstream said Jinja Exception: Only user roles',
      }).reason,
    ).toBe('server_error');
  });
});

describe("the template engine lacking a construct the model's template uses (server_error)", () => {
  it('is "Value is not callable: null at row 49, column 79" under the 500 (batch 1597)', () => {
    const result = classify({
      status: 500,
      message: `API request failed with status 500: {"error":{"code":500,"message":${JSON.stringify(VALUE_NOT_CALLABLE)}`,
    });
    expect(result.reason).toBe('server_error');
  });
  it("is the same in Lemonade's streaming log line, cut off", () => {
    const result = classify({
      status: 500,
      message:
        "received error while streaming: Error code: 500 - {'error': {'code': 500, 'message': 'Value is not callable: null at row 49, column 79:\\n {%- set content = (m_content.split(",
    });
    expect(result.reason).toBe('server_error');
  });
  it("leaves the template's other failures on this request's messages as the request's", () => {
    const result = classify({
      status: 500,
      message:
        'Cannot subscript null at row 23, column 40:\n {%- set content = message.content[0] %}',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.template_refused');
  });
});

const CF_BLOCK_PAGE =
  '<h2 data-translate="blocked_why_headline">Why have I been blocked?</h2> <p data-translate="blocked_why_detail">This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution. There are several actions that could trigger this block including submitting a certain word or phrase, a SQL command or malformed data.</p> <span class="cf-footer-item sm:block sm:mb-1">Cloudflare Ray ID: <strong class="font-semibold">8d49989abc171ce8</strong></span>';

describe("Cloudflare's firewall block page (auth)", () => {
  it('is "Why have I been blocked?" with no status (batch 1600)', () => {
    const result = classify({ body: CF_BLOCK_PAGE });
    expect(result.reason).toBe('auth');
    expect(result.explain.at(-1)?.rule).toBe('message.edge_firewall_blocked');
  });
  it('is the bare "error code: 1020", and the same in a wrapper\'s capitals', () => {
    expect(classify({ body: 'error code: 1020', message: 'error code: 1020' }).reason).toBe('auth');
    expect(classify({ message: 'OpenAI: Error Code: 1020' }).reason).toBe('auth');
  });
  it('leaves malformed data without the page, and other codes, alone', () => {
    expect(classify({ message: 'The request contains malformed data' }).reason).toBe(
      'format_error',
    );
    expect(classify({ message: 'error code: 10201' }).reason).not.toBe('auth');
  });
});

describe('a request header or content type the server cannot take (format_error)', () => {
  it('is a relay\'s upstream_error "Unsupported content type" with no status (batch 1602)', () => {
    const result = classify({
      body: { error: { message: 'Unsupported content type', type: 'upstream_error' } },
    });
    expect(result.reason).toBe('format_error');
  });
  it('is MaxKB\'s "无法满足accept http头的请求" under its body code 500 (batch 1602), and DRF\'s English', () => {
    expect(
      classify({ body: { code: 500, message: '无法满足accept http头的请求。', data: null } })
        .reason,
    ).toBe('format_error');
    expect(
      classify({ status: 500, body: { detail: 'Could not satisfy the request Accept header.' } })
        .reason,
    ).toBe('format_error');
  });
  it("leaves a relay's upstream_error with other words, and a bare 500, as the server's", () => {
    expect(
      classify({ body: { error: { message: 'upstream request failed', type: 'upstream_error' } } })
        .reason,
    ).toBe('server_error');
    expect(classify({ body: { code: 500, message: '服务器内部错误', data: null } }).reason).toBe(
      'server_error',
    );
  });
});

describe("a SageMaker container's 400 naming a key the payload lacks (format_error)", () => {
  const body = {
    code: 400,
    type: 'InternalServerException',
    message: 'Input payload must contain text_inputs key.',
  };
  it('is JumpStart\'s "Input payload must contain text_inputs key." (batch 1604)', () => {
    const result = classify({
      status: 400,
      body,
      code: 'ModelError',
      message: `An error occurred (ModelError) when calling the InvokeEndpoint operation: Received client error (400) from primary with message "${JSON.stringify(body, null, 2)}\n"`,
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.400.input_payload_key_missing');
  });
  it('is the same with another key, the body alone', () => {
    expect(
      classify({
        status: 400,
        body: { ...body, message: 'Input payload must contain inputs key.' },
      }).reason,
    ).toBe('format_error');
  });
  it("leaves the container's own fault under the same type as the server's", () => {
    const result = classify({
      status: 400,
      code: 'ModelError',
      message:
        'An error occurred (ModelError) when calling the InvokeEndpoint operation: Received client error (400) from primary with message "{"code": 400, "type": "InternalServerException", "message": "GET was unable to find an engine to execute this computation"}"',
    });
    expect(result.reason).toBe('server_error');
  });
});

describe("a router's provider not found for the model asked for (model_not_found)", () => {
  it("is claude-code-open's 400 \"provider '' not found in registry\" (batch 1608)", () => {
    const result = classify({
      status: 400,
      message: "API Error: 400 provider not found: provider '' not found in registry",
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.400.model_provider_not_found');
  });
  it("is opencode's and one-hub's wording with no status", () => {
    expect(classify({ message: 'Error: Provider not found: opencode' }).reason).toBe(
      'model_not_found',
    );
    expect(classify({ message: 'vertexAI provider not found' }).reason).toBe('model_not_found');
  });
  it("leaves a login's or a credential's provider alone", () => {
    expect(classify({ status: 400, message: 'OAuth provider not found: github' }).reason).not.toBe(
      'model_not_found',
    );
    expect(classify({ message: 'credentials provider not found' }).reason).not.toBe(
      'model_not_found',
    );
  });
});

describe('a 400 typed invalid_request_error whose message is only "Internal server error" (format_error)', () => {
  it("is new-api's wrapping of Anthropic's refusal (batch 1608)", () => {
    const result = classify({
      status: 400,
      body: { code: 400, message: 'Internal server error', type: 'invalid_request_error' },
    });
    expect(result.reason).toBe('format_error');
  });
  it("is the same nested under error, the upstream's 400 kept as its code (review, problem 5)", () => {
    expect(
      classify({
        status: 400,
        body: {
          error: { code: 400, message: 'Internal Server Error', type: 'invalid_request_error' },
        },
      }).reason,
    ).toBe('format_error');
  });
  it("leaves gpt-server's untyped 400 Internal Server Error as the server's", () => {
    const result = classify({
      status: 400,
      body: { object: 'error', message: 'Internal Server Error', code: 50001 },
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('status.400.body_message_server_fault');
  });
});

describe("Copilot Chat's Russian response-length cap (context_overflow)", () => {
  it('is "ответ превысил максимальную длину" (batch 1610)', () => {
    const result = classify({
      message: 'К сожалению, ответ превысил максимальную длину. Перефразируйте запрос.',
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('is the same in capitals inside a client wrapper', () => {
    expect(classify({ message: 'Request failed: ОТВЕТ ПРЕВЫСИЛ МАКСИМАЛЬНУЮ ДЛИНУ.' }).reason).toBe(
      'context_overflow',
    );
  });
  it('leaves a timeout in Russian alone', () => {
    expect(classify({ message: 'Ответ превысил время ожидания' }).reason).not.toBe(
      'context_overflow',
    );
  });
});

const LANGCHAIN_LINK =
  'Troubleshooting URL: https://js.langchain.com/docs/troubleshooting/errors/MODEL_NOT_FOUND/';

describe("OpenAI's Invalid URL beside LangChain.js's MODEL_NOT_FOUND link (format_error)", () => {
  it('is "404 Invalid URL (POST /v1/images/generations/chat/completions)" (batch 1612)', () => {
    const result = classify({
      status: 404,
      message: `404 Invalid URL (POST /v1/images/generations/chat/completions) ${LANGCHAIN_LINK}`,
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.404.invalid_url_beside_langchain_link');
  });
  it('is the same with a GET and a newline before the link', () => {
    expect(
      classify({ status: 404, message: `Invalid URL (GET /v1/v1/models)\n\n${LANGCHAIN_LINK}` })
        .reason,
    ).toBe('format_error');
  });
  it("leaves the link alone with a 404, and a provider's own model verdict beside Invalid URL", () => {
    expect(
      classify({ status: 404, message: `404 status code (no body)\n\n${LANGCHAIN_LINK}` }).reason,
    ).toBe('model_not_found');
    expect(
      classify({
        status: 404,
        body: {
          error: {
            code: 404,
            message:
              'models/gemini-1.0-pro is not found for API version v1beta, or is not supported for generateContent.',
            status: 'NOT_FOUND',
          },
        },
        message: ' Invalid URL (POST /v1/chat/completions/x)',
      }).reason,
    ).toBe('model_not_found');
  });
});

const GOOGLE_SORRY =
  "<html><head><title>Sorry...</title></head><body><h1>We're sorry...</h1><p>... but your computer or network may be sending automated queries. To protect our users, we can't process your request right now.</p></body></html>";

describe('Google\'s "sending automated queries" page (rate_limit)', () => {
  it('is the page a relay quotes after "API 返回 429:" (h154, session 69 retrain)', () => {
    const result = classify({ message: `API 返回 429: ${GOOGLE_SORRY}` });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.google_automated_queries');
  });
  it('is the same as a body alone', () => {
    expect(classify({ body: GOOGLE_SORRY }).reason).toBe('rate_limit');
  });
  it("leaves Google's other sorry pages alone", () => {
    expect(
      classify({ status: 500, message: "We're sorry, but something went wrong." }).reason,
    ).toBe('server_error');
  });
});
