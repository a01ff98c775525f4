/**
 * Rule group WB (session 77): the misses of held-out batches 2014–2025 that a general rule reads —
 * AssemblyAI's audio too short, PyTorch's out-of-memory class as the name, llama.cpp's "Compute
 * error.", and llama.cpp's content-part refusal and vLLM's media with no placeholder under a 500 —
 * each with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('a transcription clip under the minimum (held h2015-assemblyai-audio-too-short)', () => {
  it('reads "Audio duration is too short." as format_error, as the message or the body', () => {
    expect(reasonOf({ message: 'Audio duration is too short.' })).toBe('format_error');
    expect(ruleOf({ message: 'Audio duration is too short.' })).toBe('message.validation');
    expect(
      classified({ body: { status: 'error', error: 'AUDIO DURATION IS TOO SHORT.' } }),
    ).toEqual({ reason: 'format_error', rule: 'message.validation' });
  });
  it('leaves a clip over the maximum to the overflow reading', () => {
    expect(reasonOf({ message: 'Audio duration is too long. Maximum is 1400 seconds.' })).toBe(
      'context_overflow',
    );
  });
});

describe("PyTorch's out-of-memory class as the name (held h2018-tabbyapi-oom-allocation-on-device)", () => {
  it('reads the class with a message that names no cause as server_error', () => {
    expect(classified({ message: 'Allocation on device', name: 'torch.OutOfMemoryError' })).toEqual(
      { reason: 'server_error', rule: 'name.torch.outofmemoryerror' },
    );
    expect(
      reasonOf({ message: 'Allocation on device 1', name: 'torch.cuda.OutOfMemoryError' }),
    ).toBe('server_error');
  });
  it("leaves a message's own words and a status to decide first", () => {
    expect(
      reasonOf({
        message:
          "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens",
        name: 'torch.OutOfMemoryError',
      }),
    ).toBe('context_overflow');
    expect(
      reasonOf({ status: 400, message: 'Allocation on device', name: 'torch.OutOfMemoryError' }),
    ).toBe('format_error');
  });
});

describe('llama.cpp\'s "Compute error." without its 500 (held h2018-pi-llama-server-compute-error)', () => {
  it("reads the whole message, after a label, and llama-server's summary as server_error", () => {
    expect(classified({ message: 'Error: Compute error.' })).toEqual({
      reason: 'server_error',
      rule: 'message.llama_compute_error',
    });
    expect(ruleOf({ message: 'Compute Error' })).toBe('message.llama_compute_error');
    expect(ruleOf({ message: 'llama-server returned 500 Compute Error' })).toBe(
      'message.llama_compute_error',
    );
  });
  it('leaves sentences that merely contain the words alone', () => {
    expect(ruleOf({ message: 'failed to compute error rate for batch' })).not.toBe(
      'message.llama_compute_error',
    );
    expect(ruleOf({ message: 'Compute error in the request: invalid tensor shape' })).not.toBe(
      'message.llama_compute_error',
    );
  });
});

describe('llama.cpp\'s "unsupported content[].type" under its 500 (held h2025-llamacpp-gabber-unsupported-content-type)', () => {
  it('reads the refused part type as format_error under the 500, body or message', () => {
    expect(
      classified({
        status: 500,
        body: { code: 500, message: 'unsupported content[].type', type: 'server_error' },
        message:
          'got exception: {"code":500,"message":"unsupported content[].type","type":"server_error"}',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.content_part_type_unsupported' });
    expect(reasonOf({ status: 500, message: 'HTTP 500: Unsupported content[].type' })).toBe(
      'format_error',
    );
  });
  it("leaves a gateway's 502 and a response's content type to the server", () => {
    expect(reasonOf({ status: 502, message: 'HTTP 502: Unsupported content[].type' })).toBe(
      'server_error',
    );
    expect(reasonOf({ status: 500, message: 'Unsupported content type: text/html' })).toBe(
      'server_error',
    );
  });
});

describe("vLLM's media with no placeholder under its 500 (held h2025-vllm-phi3v-image-tokens-0-placeholders)", () => {
  it('reads image or audio tokens assigned to 0 placeholders as format_error', () => {
    expect(
      classified({
        status: 500,
        message:
          'ERROR:__main__:Error during generation: Attempted to assign 1 x 2509 = 2509 image tokens to 0 placeholders',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.media_tokens_no_placeholders' });
    expect(
      reasonOf({
        status: 500,
        message: 'ValueError: Attempted to assign 576 = 576 audio tokens to 0 placeholders',
      }),
    ).toBe('format_error');
  });
  it("leaves a count merely off by some (vLLM's own processor, held h1731) to the server", () => {
    expect(
      reasonOf({
        status: 500,
        message:
          'ValueError: Attempted to assign 1580 = 1580 multimodal tokens to 1581 placeholders',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 500,
        message:
          'ValueError: Attempted to assign 25 + 25 = 50 multimodal tokens to 10 placeholders',
      }),
    ).toBe('server_error');
  });
});
