/**
 * Group DO's message-only rules (session 55): wordings a client keeps without status, body or code,
 * read from the words alone, each with the held line it was written for, a second rendering, and the
 * neighbour it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string): string {
  return classifyError(errorFromDescriptor({ message })).reason;
}

describe('a model blocked by the organization (held h128)', () => {
  const line =
    'The model `groq/compound` is blocked at the organization level. Please have the org admin\nenable this model in the org settings at https://console.groq.com/settings/limits';
  it('reads the block as the model, without its 403', () => {
    expect(reasonOf(line)).toBe('model_not_found');
  });
  it('reads it so with the status too', () => {
    expect(classifyError(errorFromDescriptor({ status: 403, message: line })).reason).toBe(
      'model_not_found',
    );
    expect(reasonOf('Model gpt-4o is blocked for the project.')).toBe('model_not_found');
  });
  it('leaves a request or a key blocked by the organization alone', () => {
    expect(reasonOf('This request is blocked at the organization level.')).not.toBe(
      'model_not_found',
    );
    expect(reasonOf('API key is blocked at the organization level')).not.toBe('model_not_found');
  });
});

describe('"Model is not supported for this request" (held h732, h436, h532)', () => {
  it('reads the sentence as the model when a client keeps its escaped body as the message', () => {
    expect(
      reasonOf(
        '{"message":"Request Failed: 400 {\\"error\\":{\\"message\\":\\"Model is not supported for this request.\\",\\"code\\":\\"model_not_supported\\",\\"param\\":\\"model\\",\\"type\\":\\"invalid_request_error\\"}}\\n"}',
      ),
    ).toBe('model_not_found');
    expect(reasonOf('Model is not supported for this request.')).toBe('model_not_found');
  });
  it('leaves a parameter refused for this model to the request', () => {
    expect(reasonOf("'max_tokens' is not supported with this model")).toBe('format_error');
    expect(reasonOf('The tools parameter is not supported for this request.')).toBe('format_error');
  });
});

describe('a key refused a model after the 403 reason phrase (held h839, h61)', () => {
  it('reads the model past "Forbidden"', () => {
    expect(
      reasonOf(
        'Forbidden – key(last 6 digits of request key) not authorized to access the requested model.',
      ),
    ).toBe('model_not_found');
  });
  it('reads Volcengine\'s access sentence under its "Forbidden" type from the body', () => {
    expect(
      classifyError(
        errorFromDescriptor({
          body: {
            error: {
              code: 'AccessDenied',
              message:
                'The request failed because you do not have access to the requested resource. Request id: x',
              type: 'Forbidden',
            },
          },
        }),
      ).reason,
    ).toBe('model_not_found');
  });
  it('leaves a bare Forbidden, and a token to refresh beside the model, to auth', () => {
    expect(reasonOf('Forbidden')).toBe('auth');
    expect(
      reasonOf('Forbidden: not authorized to access this model; your session token expired'),
    ).toBe('auth');
  });
});

describe('Korean wordings (held h881)', () => {
  it("reads Vertex's Korean deadline text as a timeout", () => {
    expect(
      reasonOf(
        '클라이언트가 서버의 기본 기한(10분)보다 짧게 기한을 설정했지만 클라이언트가 제공한 기한 내에 요청이 완료되지 않았습니다.',
      ),
    ).toBe('timeout');
    expect(reasonOf('기한 내에 요청이 완료되지 않았습니다')).toBe('timeout');
    // Without its subject (the request) the deadline may be a payment's (session 55's review).
    expect(reasonOf('결제가 기한 내에 완료되지 않았습니다')).not.toBe('timeout');
  });
  it("reads a relay's upstream provider error as the server's", () => {
    expect(reasonOf('업스트림 AI 제공자 오류')).toBe('server_error');
    expect(reasonOf('업스트림 서버 오류가 발생했습니다')).toBe('server_error');
  });
  it('leaves a Korean rate limit alone', () => {
    expect(reasonOf('요청 한도 초과')).toBe('rate_limit');
  });
});
