/**
 * Group KG (session 67): body fields the extractor reads as the error's message only when the body
 * has no message field it already reads — RAGFlow's `retmsg`, Deepgram's `err_msg`, the AI SDK's
 * `errorText`, Refact's `human_readable_message`, a string `details`, and the first `.message` of
 * `last_error`, `messages` and `issues`. Each with the held line's wording, a second rendering, and
 * the neighbours whose answer must not move.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import { extractFacts } from './extract.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function messageOf(descriptor: Descriptor): [string | undefined, string | undefined] {
  const facts = extractFacts(errorFromDescriptor(descriptor));
  return [facts.bodyMessage, facts.bodyMessageField];
}

describe("RAGFlow's `retmsg` (held h48)", () => {
  const body = {
    data: null,
    retcode: 100,
    retmsg:
      'Exception("Account abnormal. Please ensure it\'s on good standing to use QWen\'s text-embedding-v2")',
  };
  it('reads it as the message, body alone and with a status', () => {
    expect(messageOf({ body })[1]).toBe('body.retmsg');
    expect(reasonOf({ body })).toBe('billing');
    expect(reasonOf({ status: 400, body })).toBe('billing');
  });
  it('leaves a `message` beside it deciding', () => {
    expect(messageOf({ body: { ...body, message: 'Rate limit exceeded' } })[1]).toBe(
      'body.message',
    );
    expect(reasonOf({ body: { ...body, message: 'Rate limit exceeded' } })).toBe('rate_limit');
  });
});

describe("Deepgram's `err_msg` (held h294)", () => {
  const body = {
    err_code: 'Bad Request',
    err_msg: 'Could not determine if URL for audio download is publicly routable.',
    request_id: 'x-0592',
  };
  it('reads it as the message', () => {
    expect(messageOf({ body })).toEqual([body.err_msg, 'body.err_msg']);
    expect(reasonOf({ body })).toBe('format_error');
    expect(reasonOf({ status: 400, body })).toBe('format_error');
  });
  it('ignores a code-like err_msg', () => {
    expect(messageOf({ body: { err_msg: 'ERR_42' } })[0]).toBeUndefined();
  });
});

describe("The AI SDK's UI-stream error chunk `errorText` (held h1277)", () => {
  const body = {
    type: 'error',
    errorText:
      'Invalid input for tool strReplaceEditor: Type validation failed: Value: {"command":"str_replace"}.',
  };
  it('reads it as the message', () => {
    expect(messageOf({ body })[1]).toBe('body.errorText');
    expect(reasonOf({ body })).toBe('format_error');
  });
  it('leaves an `error` string beside it deciding', () => {
    expect(messageOf({ body: { ...body, error: 'Rate limit exceeded' } })[0]).toBe(
      'Rate limit exceeded',
    );
  });
});

describe("Refact's `human_readable_message` (held h1059)", () => {
  it('reads it as the message', () => {
    const body = {
      retcode: 'FAILED',
      human_readable_message: 'The API key is not recognized (1).',
    };
    expect(messageOf({ body })[1]).toBe('body.human_readable_message');
    expect(reasonOf({ body })).toBe('auth_permanent');
    expect(reasonOf({ status: 401, body })).toBe('auth_permanent');
  });
});

describe('A string `details` under a bare reason (OpenSearch ml-commons, held h416)', () => {
  const body = {
    error: {
      reason: 'System Error',
      details:
        'Error from remote service: {"message":"The security token included in the request is invalid."}',
      type: 'OpenSearchStatusException',
    },
    status: 403,
  };
  it('reads it as the message', () => {
    expect(messageOf({ body })[1]).toBe('body.error.details');
    expect(reasonOf({ body })).toBe('auth');
  });
  it('leaves a `message` beside it deciding (GitHub Models, h397)', () => {
    const neighbour = {
      error: {
        code: 'unknown_model',
        message: 'Unknown model: claude-3.5-sonnet',
        details: 'Unknown model: claude-3.5-sonnet',
      },
    };
    expect(messageOf({ body: neighbour })[1]).toBe('body.error.message');
    expect(reasonOf({ body: neighbour })).toBe('model_not_found');
  });
  it('leaves an `error` string beside it deciding (a wrapper, h1156)', () => {
    const wrapper = {
      error: 'Internal server error',
      details: '400 thinking is enabled but reasoning_content is missing',
    };
    expect(messageOf({ body: wrapper })[0]).toBe('Internal server error');
  });
});

describe("OpenAI's `last_error` (held h594)", () => {
  it('reads its message', () => {
    const body = { last_error: { code: 'invalid_file', message: 'The file could not be parsed.' } };
    expect(messageOf({ body })).toEqual([
      'The file could not be parsed.',
      'body.last_error.message',
    ]);
    expect(reasonOf({ body })).toBe('format_error');
  });
});

describe('A `messages` list of error records (IONOS, held h473)', () => {
  const body = {
    httpStatus: 401,
    messages: [
      {
        errorCode: 'paas-auth-1',
        message: 'Unauthorized, wrong or no api key provided to process this request',
      },
    ],
  };
  it('reads the first record’s message', () => {
    expect(messageOf({ body })[1]).toBe('body.messages.message');
    expect(reasonOf({ body })).toBe('auth_permanent');
    expect(reasonOf({ status: 401, body })).toBe('auth_permanent');
  });
  it('leaves a chat transcript alone (NeMo Guardrails’ messages, h991)', () => {
    const chat = { messages: [{ role: 'assistant', content: 'Internal server error.' }] };
    expect(messageOf({ body: chat })[0]).toBeUndefined();
  });
});

describe("zod's `issues` (Venice, held h1300)", () => {
  it('reads the first issue’s message', () => {
    const body = {
      details: { _errors: [], messages: { _errors: ['x'] } },
      issues: [
        {
          code: 'custom',
          message: 'Assistant messages must have either content or tool_calls',
          path: ['messages'],
        },
      ],
    };
    expect(messageOf({ body })[1]).toBe('body.issues.message');
    expect(reasonOf({ body })).toBe('format_error');
  });
});
