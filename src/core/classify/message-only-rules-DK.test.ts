/**
 * Group DK's message-only rules (session 54): wordings a client keeps without status, body or code,
 * read from the words alone, each with the held line it was written for and the neighbour it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string): string {
  return classifyError(errorFromDescriptor({ message })).reason;
}

describe('a deployment closed or stopped by its owner (held h851, h422, h887)', () => {
  it('reads the closed endpoint as the model, whatever "temporarily" it adds', () => {
    expect(
      reasonOf(
        'The request targeted an endpoint that is currently closed or temporarily unavailable. Request ID: {id}',
      ),
    ).toBe('model_not_found');
    expect(
      reasonOf(
        '400 {"type":"error","error":{"type":"BadRequest","message":"The requested endpoint has been stopped and is currently unavailable."}}',
      ),
    ).toBe('model_not_found');
  });
  it('leaves a service temporarily unavailable to capacity', () => {
    expect(reasonOf('The service is temporarily unavailable. Please try again later.')).toBe(
      'overloaded',
    );
  });
});

describe('a model refused on this route or for this account (held h640, h642)', () => {
  it('reads the account verdict when a terminal wraps it after "not"', () => {
    expect(
      reasonOf(
        "upstream_400: The 'gpt-5.5' model is not\nsupported when using Codex with a ChatGPT account.",
      ),
    ).toBe('model_not_found');
  });
  it('reads a model kept to one API', () => {
    expect(reasonOf('This model only supports Interactions API.')).toBe('model_not_found');
  });
  it('leaves a parameter not supported for the model to the request', () => {
    expect(reasonOf("'max_tokens' is not supported with this model")).toBe('format_error');
  });
});

describe("a request's content field missing (held h317, h635, h30, h761, h40)", () => {
  it("reads the missing input, prompt or role as the request, under a relay's server words", () => {
    expect(
      reasonOf(
        'Internal Server Error: InternalServerError, Details: {"error":{"message":"input is required (request id: x)","type":"packy_api_error","code":"invalid_request"}}',
      ),
    ).toBe('format_error');
    expect(
      reasonOf(
        'litellm.BadRequestError: OpenrouterException - {"error":{"message":"Input required: specify \\"prompt\\" or \\"messages\\""',
      ),
    ).toBe('format_error');
    expect(
      reasonOf(
        'Internal error: API Error: 400 {"error":{"code":"1213","message":"The prompt parameter was not received normally."}}',
      ),
    ).toBe('format_error');
    expect(
      reasonOf(
        'Internal error: API Error: 400 {"error":{"code":"1213","message":"未正常接收到prompt参数。"}}',
      ),
    ).toBe('format_error');
    expect(
      reasonOf(
        "请求千问 API 时发生错误：{'error_code': 500, 'text': 'Role must be user or assistant and Content length must be greater than 0', 'error': {'type': 'invalid_request_error'}}",
      ),
    ).toBe('format_error');
  });
  it('leaves a required key to the credential rules', () => {
    expect(reasonOf('API key is required')).not.toBe('format_error');
  });
});

describe("a local host's runner failing (held h852, h588)", () => {
  it('reads a prompt it could not tokenize, a template function it lacks, a bare generation failure', () => {
    expect(reasonOf('failed to tokenize prompt')).toBe('server_error');
    expect(reasonOf('template: undefined function " invalid " ')).toBe('server_error');
    expect(reasonOf('Model generation failed')).toBe('server_error');
  });
  it('leaves a client wrapper with its cause after it to the cause', () => {
    expect(reasonOf('Model generation failed: model "llama9" not found')).not.toBe('server_error');
  });
});

describe('sizes and capacity in their own words (held h422, h822)', () => {
  it("reads Moonshot's total message size as the body's bytes", () => {
    expect(reasonOf('total message size N exceeds limit 2097152')).toBe('payload_too_large');
  });
  it("reads Bedrock's temporary failure of the server as capacity, not DNS's", () => {
    expect(reasonOf('The request has failed due to a temporary failure of the server.')).toBe(
      'overloaded',
    );
    expect(reasonOf('getaddrinfo EAI_AGAIN: Temporary failure in name resolution')).not.toBe(
      'overloaded',
    );
  });
});
