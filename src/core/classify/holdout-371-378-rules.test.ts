/**
 * Rules written in session 38 for misses of held-out batches 371–378 (and for a conformance line
 * the vote retrained on them would have misread): each real wording, then the neighbours it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// chatbox on GPUStack (chatboxai/chatbox#1571, dev corpus): the client parsed the stream's
// `[DONE]` sentinel as JSON. Its words ("not valid JSON") are those of a malformed request, so the
// vote read it as one once batch 374's "invalid start of a value" lines were learnt.
describe('a client that parsed the [DONE] sentinel as JSON reports its own framing bug', () => {
  // `unknown` in checkReasons also admits a vote's answer; the sentinel rule itself must decide.
  it('is decided by the sentinel rule, not left to the vote', () => {
    for (const descriptor of [
      { name: 'SyntaxError', message: 'Unexpected token \'D\', "[DONE] " is not valid JSON' },
      { message: 'SyntaxError: Unexpected token \'D\', "[DONE]" is not valid JSON' },
    ]) {
      const result = classifyError(errorFromDescriptor(descriptor));
      expect(result.reason).toBe('unknown');
      expect(result.explain.at(-1)).toMatchObject({
        step: 'message',
        rule: 'message.done_sentinel_parsed',
        decided: true,
      });
    }
  });
  checkReasons([
    [
      'V8 on the sentinel with its trailing space (dev corpus)',
      { name: 'SyntaxError', message: 'Unexpected token \'D\', "[DONE] " is not valid JSON' },
      'unknown',
    ],
    [
      'the sentinel without the space (invented)',
      { name: 'SyntaxError', message: 'Unexpected token \'D\', "[DONE]" is not valid JSON' },
      'unknown',
    ],
    [
      "an HTML page parsed as JSON stays the response's (held h133)",
      { message: 'Error occurred: Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON' },
      'format_error',
    ],
    [
      "a relay's 400 on a request body that is not valid JSON stays the request's (held h246)",
      {
        message:
          'Claude error: (HTTP/2 400) The request body is not valid JSON: unexpected character: line 1 column 1 (char 0)',
      },
      'format_error',
    ],
    [
      'a 500 that prints the sentinel after its own error keeps the status (invented)',
      { status: 500, message: 'Internal server error\ndata: [DONE]' },
      'server_error',
    ],
  ]);
});
