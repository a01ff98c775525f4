/**
 * Session 71's vote-only clusters (rule group OD): provider and client wordings that only the word
 * vote read are read by a rule, as every held line with them labels them; their neighbours keep
 * their readings.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classified(descriptor: Record<string, unknown>) {
  const result = classifyError(errorFromDescriptor(descriptor));
  const decided = result.explain.find((step) => step.decided);
  return { reason: result.reason, rule: decided?.rule };
}

/** Each message is read as `reason` by `rule`. */
function readsAll(messages: readonly string[], reason: string, rule: string): void {
  for (const message of messages) expect(classified({ message })).toEqual({ reason, rule });
}

/** Each message keeps `reason`, and the rule named does not decide it. */
function leaves(messages: readonly string[], reason: string, rule: string): void {
  for (const message of messages) {
    const result = classified({ message });
    expect(result.reason, message).toBe(reason);
    expect(result.rule, message).not.toBe(rule);
  }
}

describe("the openai SDKs' refusal to auto-parse a tool that is not strict (held ×4 format_error)", () => {
  const rule = 'message.strict_tools_auto_parse';
  it('reads the held wordings', () => {
    readsAll(
      [
        'ValueError: `add` is not strict. Only `strict` function tools can be auto-parsed',
        'Error: The `MY_TOOL_NAME` tool is not marked with `strict: true`. Only strict function tools can be auto-parsed',
      ],
      'format_error',
      rule,
    );
  });
  it('reads a wrapper and capitals the same', () => {
    readsAll(
      [
        "Task app.main.func raised unexpected: ValueError('`my_tool` is not strict. ONLY `STRICT` FUNCTION TOOLS CAN BE AUTO-PARSED')",
      ],
      'format_error',
      rule,
    );
  });
  it('leaves a 500 to its status', () => {
    expect(
      classified({
        status: 500,
        message: 'Only `strict` function tools can be auto-parsed',
      }).rule,
    ).not.toBe(rule);
  });
});

describe("LM Studio's image URL where it reads only base64 (held ×4 format_error)", () => {
  const rule = 'message.url_field_not_base64_image';
  it('reads the held wordings and a wrapper', () => {
    readsAll(
      [
        "'url' field must be a base64 encoded image.",
        "[Server Error] 'url' field must be a base64 encoded image",
        "Error: 'URL' FIELD MUST BE A BASE64 ENCODED IMAGE",
      ],
      'format_error',
      rule,
    );
  });
});

describe("OpenAI's check of logit_bias keys (held ×13 format_error)", () => {
  const rule = 'message.logit_bias_invalid_key';
  it('reads the held wordings and another key', () => {
    readsAll(
      [
        "Invalid key in 'logit_bias': an AI language model. You should only be submitting non-negative integers.",
        "error, status code: none, message: Invalid key in 'logit_bias': hello. You should only be submitting non-negative integers.",
      ],
      'format_error',
      rule,
    );
  });
});

describe('a hosted tool the model or endpoint does not serve (held ×7 format_error)', () => {
  const rule = 'message.hosted_tool_unsupported';
  it('reads the held wordings and another tool', () => {
    readsAll(
      [
        "Hosted tool 'computer_use_preview' is not supported",
        "Tool 'web_search_preview' is not supported",
        "agents.exceptions.UserError: Hosted tool 'code_interpreter' is not supported",
      ],
      'format_error',
      rule,
    );
  });
});

describe('a local server without JSON mode (held ×2 format_error)', () => {
  const rule = 'message.json_object_format_unsupported';
  it('reads mlx-vlm and LMDeploy', () => {
    readsAll(
      [
        "Unsupported response_format type: 'json_object'",
        'ValueError: unsupported format type: json_object',
        'UNSUPPORTED FORMAT TYPE: JSON_OBJECT',
      ],
      'format_error',
      rule,
    );
  });
});

describe('Vertex AI batch prediction failing on its input (held ×2 format_error)', () => {
  const rule = 'message.vertex_batch_import_failed';
  it('reads the held wordings, line break and all', () => {
    readsAll(
      [
        'Job failed: code: 3\nmessage: "Failed to import data. Syntax error: Expected end of input but got identifier at [17:5]"',
        'Job failed: code: 3 message: "Failed to import data. Not found: Dataset x was not found in location US at [2:1]"',
      ],
      'format_error',
      rule,
    );
  });
  it('leaves the same job failing on quota to its code', () => {
    leaves(
      ['Job failed: code: 8\nmessage: "Quota exceeded for online prediction requests"'],
      'rate_limit',
      rule,
    );
  });
});

describe("Volcengine Ark's parameter check (held format_error where no earlier family reads it)", () => {
  const rule = 'message.ark_parameter_not_valid';
  it('reads the held wordings, with or without backticks', () => {
    readsAll(
      [
        'The parameter `size` specified in the request is not valid: image size must be at least 3686400 pixels.',
        'The parameter `include` specified in the request are not valid: unknown type: reasoning.encrypted_content',
        'Error: {"error":{"code":"InvalidParameter","message":"The parameter max_tokens specified in the request are not valid: max_tokens and max_completion_tokens cannot be set at the same time.","type":"BadRequest"}}',
      ],
      'format_error',
      rule,
    );
  });
  it('leaves max_tokens above the maximum to the overflow family', () => {
    leaves(
      [
        'The parameter `max_tokens` specified in the request are not valid: max_tokens must be less than or equal to 32768.',
      ],
      'context_overflow',
      rule,
    );
  });
});

describe('a local server with no vision projector loaded (held model_not_found)', () => {
  // Folded into NO_MODEL_LOADED (review 2 of session 71), read by the model-not-found family.
  const rule = 'message.model_not_found';
  it('reads llamafile, llama-cpp-python and LM Studio', () => {
    readsAll(
      [
        "The server was not compiled for multimodal or the model projector can't be loaded.",
        'ValueError: Image input detected, but the loaded model is not configured with a mmproj module.',
        'Error in iterating prediction stream: ValueError: Vision add-on is not loaded, but images were provided for processing',
      ],
      'model_not_found',
      rule,
    );
  });
});

describe("Vertex AI's Imagen capability model gone (held ×2 model_not_found)", () => {
  it('reads the bare wording by the message rule', () => {
    readsAll(
      ['imagen-3.0-capability-002 is unavailable'],
      'model_not_found',
      'message.imagen_model_unavailable',
    );
  });
  it('reads it under its 404 by the 404 rule', () => {
    expect(
      classified({
        status: 404,
        message:
          'Image editing failed with the following error: imagen-3.0-capability-001 is unavailable.',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.404.imagen_model_unavailable' });
  });
});

describe("Azure OpenAI's base model without fine-tuning (held ×2 model_not_found)", () => {
  it('reads the held wordings', () => {
    readsAll(
      [
        'InvalidRequestError: The specified base model does not support fine-tuning.',
        'The specified base model does not support fine-tuning',
      ],
      'model_not_found',
      'message.base_model_no_fine_tuning',
    );
  });
});

describe('a local app that cannot load the model on this machine (held model_not_found)', () => {
  // Folded into MODEL_TOO_BIG (review 2 of session 71).
  const rule = 'message.model_too_big';
  it("reads Jan's and LM Studio's wordings", () => {
    readsAll(
      [
        'Not enough RAM',
        'Oops! Model size exceeds available RAM. Consider selecting a smaller model or upgrading your RAM for smoother performance.',
        'Not enough resources to load the model with the current settings',
      ],
      'model_not_found',
      rule,
    );
  });
  it('leaves a parameter named like RAM alone', () => {
    const result = classified({ message: 'Not enough parameters: param is required' });
    expect(result.rule).not.toBe(rule);
  });
});

describe("n8n's node error for a 404 (held ×3 model_not_found)", () => {
  const rule = 'message.n8n_resource_not_found';
  it('reads the held wordings', () => {
    readsAll(
      [
        'Couldn’t connect with these settings The resource you are requesting could not be found',
        'Problem in node ‘AI Agent1‘ The resource you are requesting could not be found',
      ],
      'model_not_found',
      rule,
    );
  });
  it('leaves a transport failure quoting it to the transport steps', () => {
    const result = classified({
      message:
        'The resource you are requesting could not be found: connect ECONNREFUSED 127.0.0.1:5678',
      cause: { code: 'ECONNREFUSED' },
    });
    expect(result.rule).not.toBe(rule);
  });
});

describe("a local server's memory failing to allocate (held ×6 server_error)", () => {
  const rule = 'message.memory_allocation_failed';
  it("reads SGLang's, llama.cpp's and transformers.js' wordings", () => {
    readsAll(
      [
        'RuntimeError: Failed to allocate memory for batch_prefill_tmp_v with size 435814400 and alignment 16 in AlignedAllocator',
        'ggml_backend_cpu_buffer_type_alloc_buffer: failed to allocate buffer of size 137438953504 llama_kv_cache_init: failed to allocate buffer for kv cache',
        'range error: array buffer allocation failed',
      ],
      'server_error',
      rule,
    );
  });
  it('leaves a 400 to its status', () => {
    expect(
      classified({ status: 400, message: 'Failed to allocate memory for the request' }).rule,
    ).not.toBe(rule);
  });
});

describe("llama.cpp's decode failing with a negative code (held ×2 server_error)", () => {
  const rule = 'message.llama_decode_negative';
  it('reads the held wordings and a wrapper', () => {
    readsAll(
      [
        'llama_decode: failed to decode, ret = -1',
        'Failed to send message llama_decode: failed to decode, ret = -3',
      ],
      'server_error',
      rule,
    );
  });
  it('leaves ret = 1 (no KV-cache slot) to the overflow family', () => {
    leaves(
      [
        'llama_decode: failed to decode, ret = 1 Failed to predict at token position 15480! Check your context buffer sizes!',
      ],
      'context_overflow',
      rule,
    );
  });
});
