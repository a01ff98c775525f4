/**
 * Review 2 of session 71's rule groups OB and OD: each problem's descriptor and its neighbours.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classified(descriptor: Record<string, unknown>) {
  const result = classifyError(errorFromDescriptor(descriptor));
  const decided = result.explain.find((step) => step.decided);
  return { reason: result.reason, rule: decided?.rule };
}

function reason(descriptor: Record<string, unknown>): string {
  return classified(descriptor).reason;
}

describe('1. OD memory and vision wordings read with their older families, also under a 500', () => {
  it('reads the too-little-memory wordings as MODEL_TOO_BIG, with or without a 500', () => {
    expect(
      classified({
        status: 500,
        message: 'Not enough resources to load the model with the current settings',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.500.model_too_big' });
    expect(classified({ status: 500, message: 'Not enough memory to load the model' })).toEqual({
      reason: 'model_not_found',
      rule: 'status.500.model_too_big',
    });
    expect(classified({ status: 500, message: 'Not enough RAM' }).reason).toBe('model_not_found');
    expect(classified({ message: 'Not enough RAM' })).toEqual({
      reason: 'model_not_found',
      rule: 'message.model_too_big',
    });
  });
  it('reads the no-vision-projector wordings as NO_MODEL_LOADED, with or without a 500', () => {
    for (const message of [
      'Image input detected, but the loaded model is not configured with a mmproj module.',
      'Vision model is not loaded. Cannot process images.',
      "The server was not compiled for multimodal or the model projector can't be loaded.",
    ]) {
      expect(classified({ status: 500, message }), message).toEqual({
        reason: 'model_not_found',
        rule: 'status.500.model_missing',
      });
      expect(reason({ message }), message).toBe('model_not_found');
    }
    expect(
      reason({
        message:
          'Error in iterating prediction stream: ValueError: Vision add-on is not loaded, but images were provided for processing',
      }),
    ).toBe('model_not_found');
  });
  it('leaves a parameter named like RAM alone', () => {
    expect(classified({ message: 'Not enough parameters: param is required' }).rule).not.toBe(
      'message.model_too_big',
    );
  });
});

describe('2. IMAGEN_MODEL_UNAVAILABLE skips a retry invitation', () => {
  it('leaves "… is unavailable. Please try again later." to the vote (overloaded)', () => {
    expect(
      reason({ message: 'Error: imagen-3.0-generate-002 is unavailable. Please try again later.' }),
    ).toBe('overloaded');
    expect(
      classified({
        status: 404,
        message: 'imagen-3.0-generate-002 is unavailable. Please try again later.',
      }).rule,
    ).not.toBe('status.404.imagen_model_unavailable');
  });
  it('still reads the bare wording and a region qualifier as model_not_found', () => {
    expect(classified({ message: 'imagen-3.0-capability-002 is unavailable' })).toEqual({
      reason: 'model_not_found',
      rule: 'message.imagen_model_unavailable',
    });
    expect(
      reason({
        message:
          'Image generation failed: imagen-3.0-generate-002 is unavailable in region europe-west3',
      }),
    ).toBe('model_not_found');
    expect(
      classified({
        status: 404,
        message:
          'Image editing failed with the following error: imagen-3.0-capability-001 is unavailable.',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.404.imagen_model_unavailable' });
  });
});

describe('3. HEADER_VALUE_UNSENDABLE leaves a header other than the key', () => {
  const rule = 'message.header_value_unsendable';
  it('does not read the words when another header is named', () => {
    for (const message of [
      'Error: Failed to parse header value. Please check your X-Title / HTTP-Referer settings',
      'extra_headers: failed to parse header value',
    ]) {
      const result = classified({ message });
      expect(result.rule, message).not.toBe(rule);
      expect(result.reason, message).not.toBe('auth_permanent');
    }
  });
  it('still reads the held wordings as the key', () => {
    for (const descriptor of [
      { message: 'Failed to parse header value.' },
      { message: 'builder error: failed to parse header value' },
      {
        name: 'HttpRequestException',
        message: 'Request headers must contain only ASCII characters.',
      },
    ]) {
      expect(classified(descriptor)).toEqual({ reason: 'auth_permanent', rule });
    }
  });
});

describe('4. REQUIRED_FIELD_OR_SETTING_MISSING leaves kotlinx and key fields', () => {
  const rule = 'message.required_field_or_setting_missing';
  it("leaves kotlinx's older 'is required, but it was missing'", () => {
    for (const message of [
      "kotlinx.serialization.MissingFieldException: Field 'id' is required, but it was missing",
      "Field 'choices' is required, but it was missing",
    ]) {
      expect(classified({ message }).rule, message).not.toBe(rule);
    }
    expect(
      reason({
        message:
          "kotlinx.serialization.MissingFieldException: Field 'id' is required, but it was missing",
      }),
    ).toBe('server_error');
  });
  it('reads a quoted key field as the unquoted one is (auth_permanent)', () => {
    expect(reason({ message: "Field 'api_key' is required" })).toBe('auth_permanent');
    expect(reason({ message: 'api_key is required' })).toBe('auth_permanent');
    expect(classified({ message: "Field 'openai_api_key' is required" }).rule).not.toBe(rule);
  });
  it('still reads request fields', () => {
    for (const message of ["Field 'model' is required", "Field 'max_tokens' is required"]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
});

describe('5. MEMORY_ALLOCATION_FAILED lets a size limit after the words decide', () => {
  const rule = 'message.memory_allocation_failed';
  it('leaves a body size limit to payload_too_large', () => {
    expect(
      reason({ message: 'Failed to allocate memory: request body exceeds max body size' }),
    ).toBe('payload_too_large');
  });
  it('still reads the held allocation failures as server_error', () => {
    for (const message of [
      'RuntimeError: Failed to allocate memory for batch_prefill_tmp_v with size 435814400 and alignment 16 in AlignedAllocator',
      'range error: array buffer allocation failed',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'server_error', rule });
    }
  });
});

describe('6. HOSTED_TOOL_UNSUPPORTED leaves a plan or region qualifier', () => {
  const rule = 'message.hosted_tool_unsupported';
  it('leaves plan and region gates to their older reading', () => {
    for (const message of [
      "Hosted tool 'computer_use_preview' is not supported on your current plan; upgrade to Pro",
      "Tool 'code_interpreter' is not supported in your region",
    ]) {
      const result = classified({ message });
      expect(result.rule, message).not.toBe(rule);
      expect(result.reason, message).toBe('model_not_found');
    }
  });
  it('still reads the bare wording', () => {
    expect(classified({ message: "Hosted tool 'computer_use_preview' is not supported" })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
});
