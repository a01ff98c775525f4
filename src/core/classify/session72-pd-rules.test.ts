/**
 * Session 72's vote-only clusters (rule group PD): provider and client wordings that only the word
 * vote read are read by a rule, as every held line with them labels them; their neighbours keep
 * their readings.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classified(descriptor: Record<string, unknown>) {
  const result = classifyError(errorFromDescriptor(descriptor));
  const decided = result.explain.find((step) => step.decided);
  return { reason: result.reason, rule: decided?.rule ?? result.explain.at(-1)?.rule };
}

describe("a client's own status line for a bare 404, ending the text (held ×7, ×6, ×2 model_not_found)", () => {
  const rule = 'status.404.client_status_line';
  it('reads the held wordings under their 404', () => {
    for (const message of [
      'OpenAI API error: Error code: 404',
      'Capability chat failed: [deepseek] Error calling LLM: Error code: 404',
      'API status error from OpenAI API: Error code: 404',
      'WebException: The remote server returned an error: (404) Not Found.',
      'Error: AI request failed. Request failed, status 404',
      'Uncaught (in promise) Error: Request failed, status 404',
      '[ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: DioError [DioErrorType.response]: Http status error [404]',
      'Failed to load resource: the server responded with a status of 404 ()',
    ]) {
      expect(classified({ status: 404, message }), message).toEqual({
        reason: 'model_not_found',
        rule,
      });
    }
  });
  it('reads another rendering: the status only in the text, other casing', () => {
    expect(classified({ message: 'LLM failed: ERROR CODE: 404' }).reason).toBe('model_not_found');
    expect(
      classified({
        status: 404,
        message: 'failed to load resource: The server responded with a status of 404 ().',
      }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('leaves a headline naming another step, words after the status, and other statuses alone', () => {
    expect(
      classified({ status: 404, message: 'Failed to build vector store: Error code: 404' }).rule,
    ).not.toBe(rule);
    expect(
      classified({
        status: 404,
        message: "Error code: 404 - {'error': {'message': 'Item with id rs_1 not found.'}}",
      }).rule,
    ).not.toBe(rule);
    expect(classified({ status: 401, message: 'OpenAI API error: Error code: 401' }).reason).toBe(
      'auth',
    );
    expect(classified({ status: 429, message: 'Request failed, status 429' }).reason).toBe(
      'rate_limit',
    );
  });
});

describe("the AI SDK's APICallError for an empty 404 and older httpx's status page (held ×5 model_not_found)", () => {
  it('reads "AI_APICallError: Not Found" as a bare 404, with its fields printed or not', () => {
    for (const message of [
      'AI_APICallError: Not Found',
      "AI_APICallError: Not Found\nstatusCode: 404\nresponseBody: ''",
    ]) {
      expect(classified({ status: 404, name: 'AI_APICallError', message }), message).toEqual({
        reason: 'model_not_found',
        rule: 'status.404.bare',
      });
    }
  });
  it("reads httpx's httpstatuses.com pointer as its MDN one", () => {
    expect(
      classified({
        status: 404,
        message:
          "HTTPStatus Exception: Client error '404 Not Found' for url 'https://api.openai.com/v1/chat/completions' For more information check: https://httpstatuses.com/404",
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves an APICallError that names what was not found, and other statuses, alone', () => {
    expect(
      classified({
        status: 404,
        name: 'AI_APICallError',
        message: "AI_APICallError: Item with id 'rs_1' not found.",
      }).rule,
    ).not.toBe('status.404.bare');
    expect(
      classified({
        status: 429,
        name: 'AI_APICallError',
        message: 'AI_APICallError: Too Many Requests',
      }).reason,
    ).toBe('rate_limit');
  });
});
