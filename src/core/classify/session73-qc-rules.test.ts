/**
 * Rule group QC, session 73: the "message only" rendering (a client that kept only its own
 * message). Each rule's held wording, a second rendering, and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified } from '../../../test/support/classified.js';

describe("a Python repr of Ollama's chat-template failure (`can\\'t evaluate field`, h1790)", () => {
  const held =
    "ModelHTTPError: status_code: 500, model_name: llama4, body: {'message': 'template: :6:10: executing \"\" at <.Tools>: can\\'t evaluate field Tools in type api.Tools', 'type': 'api_error', 'param': None, 'code': None}";

  it('reads the held message alone as the request, as its body reads', () => {
    expect(classified({ message: held })).toEqual({
      reason: 'format_error',
      rule: 'status.500.chat_template_field',
    });
  });

  it('reads the escaped apostrophe under another status and casing', () => {
    expect(
      classified({
        status: 502,
        message:
          "Error code: 502 - {'error': 'Template: :28:7: executing \"\" at <.ToolCalls>: can\\'t evaluate field ToolCalls in type *api.Message'}",
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.502.chat_template_field' });
  });

  it('still reads the plain apostrophe (the body itself)', () => {
    expect(
      classified({
        status: 500,
        body: {
          message:
            'template: :6:10: executing "" at <.Tools>: can\'t evaluate field Tools in type api.Tools',
        },
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.chat_template_field' });
  });

  it('leaves other template failures and a bare escaped "can\\\'t" on the 500', () => {
    expect(
      classified({
        message:
          "ModelHTTPError: status_code: 500, body: {'message': 'template: :3:4: executing \"\" at <index .Messages 0>: error calling index: index out of range: 0'}",
      }).reason,
    ).toBe('server_error');
    expect(
      classified({
        message: "status_code: 500, body: {'message': 'the runner can\\'t evaluate the prompt'}",
      }).reason,
    ).toBe('server_error');
  });
});
