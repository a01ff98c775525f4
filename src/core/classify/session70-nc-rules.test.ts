/**
 * Session 70's vote-only clusters (rule group NC): provider and client wordings that only the word
 * vote read without a status are read by a rule, as every held line with them labels them; their
 * neighbours keep their readings.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classified(descriptor: Record<string, unknown>, context?: Record<string, number>) {
  const result = classifyError(errorFromDescriptor(descriptor), context);
  const decided = result.explain.find((step) => step.decided);
  return { reason: result.reason, rule: decided?.rule };
}

/** Each message is read as `reason` by `rule`. */
function readsAll(messages: readonly string[], reason: string, rule: string): void {
  for (const message of messages) expect(classified({ message })).toEqual({ reason, rule });
}

describe("Gemini's SDK refusing the quick text accessor (held ×21 content_policy)", () => {
  it('reads the held wordings as the blocked candidate', () => {
    readsAll(
      [
        'The `response.text` quick accessor only works for simple (single-`Part`) text responses. This response is not simple text.Use the `result.parts` accessor or the full `result.candidates[index].content.parts` lookup instead.',
        'The response.text quick accessor only works for simple (single-Part) text responses. This response is not simple text.Use the result.parts accessor or the full result.candidates[index].content.parts lookup instead.',
      ],
      'content_policy',
      'message.gemini_quick_accessor_empty',
    );
  });
  it('reads a wrapper and capitals the same', () => {
    readsAll(
      [
        'ValueError: THE RESPONSE.TEXT QUICK ACCESSOR ONLY WORKS FOR SIMPLE (SINGLE-PART) TEXT RESPONSES.',
      ],
      'content_policy',
      'message.gemini_quick_accessor_empty',
    );
  });
  it('leaves a status to its rule', () => {
    expect(
      classified({
        status: 500,
        message: 'The response.text quick accessor only works for simple text responses.',
      }).rule,
    ).not.toBe('message.gemini_quick_accessor_empty');
  });
});

describe("OpenAI's cyber-safety flag on an account (held ×5 content_policy)", () => {
  it('reads the held wordings as the safety check', () => {
    readsAll(
      [
        '⚠ Your account was flagged for potentially high-risk cyber activity and this request was routed to gpt-5.2 as a fallback. To regain access to gpt-5.3-codex, apply for trusted access: https://chatgpt.com/cyber or learn more: https://developers.openai.com/codex/concepts/cyber-safety',
        'Your conversations have multiple flags for possible cybersecurity risk. Responses may take longer because extra safety checks are on. To get authorized for security work, join the Trusted Access for Cyber program: https://chatgpt.com/cyber',
      ],
      'content_policy',
      'message.cyber_safety_flagged',
    );
  });
  it('reads it from a body document', () => {
    expect(
      classified({
        body: {
          error: {
            message: 'Your account was flagged for potentially high-risk cyber activity.',
          },
        },
      }),
    ).toEqual({ reason: 'content_policy', rule: 'message.cyber_safety_flagged' });
  });
});

describe('a relay finding no channel adaptor (held ×4 model_not_found)', () => {
  it('reads the held wordings as the model', () => {
    readsAll(
      [
        'AiHubMix (cus_aihubmix) provider error:\n{"error":{"message":"get_adaptor_failed (tid: 2025072903295778437322725968671)","type":"Aihubmix_api_error"},"type":"error"}',
        '错误：adaptor not found',
      ],
      'model_not_found',
      'message.relay_no_adaptor_for_model',
    );
  });
  it('reads a body document and capitals the same', () => {
    expect(
      classified({
        body: { error: { message: 'GET_ADAPTOR_FAILED (tid: 1)', type: 'Aihubmix_api_error' } },
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.relay_no_adaptor_for_model' });
  });
  it('leaves a status to its rule and a key verdict naming an adaptor to the key', () => {
    expect(classified({ status: 503, message: 'get_adaptor_failed' }).reason).toBe('overloaded');
    expect(classified({ message: 'invalid api key (adaptor: openai)' }).reason).toBe(
      'auth_permanent',
    );
  });
});

describe("Apache TVM's runtime assertion under MLC LLM (held ×4 server_error)", () => {
  it('reads the held wordings as the runtime', () => {
    readsAll(
      [
        'MLCChat failed Stack trace: org.apache.tvm.Base$TVMError: InternalError: Check failed: (offset + needed_size <= this->buffer.size) is false: storage allocation failure, attempted to allocate 4202496 at offset 0 in region that is 4194304bytes',
        '/home/user/documents/mlc-llm/3rdparty/tvm/src/runtime/opencl/opencl_device_api.cc:238: InternalError: Check failed: (err_code == CL_SUCCESS) is false: OpenCL Error, code=-61: CL_INVALID_BUFFER_SIZE',
      ],
      'server_error',
      'message.tvm_check_failed',
    );
  });
  it('leaves a status check that failed (no assertion) to its own reading', () => {
    expect(
      classified({
        message:
          'Chat Completion status check failed. Either Access Token is incorrect or API endpoint is down.',
      }).rule,
    ).not.toBe('message.tvm_check_failed');
  });
});

describe("Cloudflare Workers AI's fine-tune not found (3037; held ×2 model_not_found)", () => {
  it('reads the held wordings as the model', () => {
    readsAll(
      ['AiError: AiError: Finetune {my_finetune_id} not found'],
      'model_not_found',
      'message.cloudflare_finetune_not_found',
    );
    expect(
      classified({
        body: {
          errors: [
            {
              message:
                'AiError: AiError: Finetune 3dd75f75-0e0c-425b-b19e-6fbd2fb84cde not found (63371b53-4237-44f1-baec-b690284ac214)',
              code: 3037,
            },
          ],
          success: false,
          result: {},
          messages: [],
        },
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.cloudflare_finetune_not_found' });
  });
  it("leaves the missing-files 3039 to the request's reading", () => {
    expect(
      classified({
        message: 'Finetune missing required files',
        body: {
          errors: [
            {
              message: 'AiError: AiError: Finetune missing required files (model.safetensors)',
              code: 3039,
            },
          ],
        },
      }).reason,
    ).toBe('format_error');
  });
});

describe('a Google Cloud project the Gemini sign-in needs (held ×7 auth)', () => {
  it('reads the held wordings as the account setup', () => {
    readsAll(
      [
        'This account requires setting the\nGOOGLE _CLOUD_PROJECT env var. See\nhttps://goo.gle/gemini-cli-auth-docs#workspace-gca',
        'Google Gemini requires a Google Cloud project. Enable the Gemini for Google Cloud API on a project you control, then set `provider.google.options.projectId` in your Opencode config (or set OPENCODE_GEMINI_PROJECT_ID / GOOGLE_CLOUD_PROJECT).',
      ],
      'auth',
      'message.cloud_project_required',
    );
  });
  it('reads the unwrapped line as before', () => {
    expect(
      classified({ message: 'This account requires setting the GOOGLE_CLOUD_PROJECT env var.' })
        .reason,
    ).toBe('auth');
  });
});

describe('a request or structured output that could not be parsed (held ×19 format_error)', () => {
  it('reads the held wordings as the request', () => {
    readsAll(
      [
        'AI_NoObjectGeneratedError (No object generated: could not parse the response.)',
        '[Error: Error: No object generated: could not parse the response.]',
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON",
      ],
      'format_error',
      'message.request_or_object_unparseable',
    );
  });
  it('reads capitals the same and leaves a status to its rule', () => {
    readsAll(
      ['WE COULD NOT PARSE THE JSON BODY OF YOUR REQUEST.'],
      'format_error',
      'message.request_or_object_unparseable',
    );
    expect(
      classified({ status: 500, message: 'No object generated: could not parse the response.' })
        .reason,
    ).toBe('server_error');
  });
  it("leaves the AI SDK's other no-object wordings to their readings", () => {
    expect(
      classified({
        message: 'AI_NoObjectGeneratedError: No object generated: response did not match schema.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.no_object_matched_schema' });
    expect(classified({ message: 'No object generated: no response.' }).rule).not.toBe(
      'message.request_or_object_unparseable',
    );
  });
});

describe("Copilot CLI's no supported model (held ×2 model_not_found)", () => {
  it('reads the held wordings as the model', () => {
    readsAll(
      ['✗ Error: No supported model available', 'No supported models available'],
      'model_not_found',
      'message.no_supported_model_available',
    );
  });
  it('reads a wrapper the same', () => {
    readsAll(
      ['Error: NO SUPPORTED MODELS AVAILABLE for this account'],
      'model_not_found',
      'message.no_supported_model_available',
    );
  });
});

describe("GitLab Duo's server-side error codes A1007 and A1008 (held ×2 server_error)", () => {
  it('reads the held wordings as the server', () => {
    readsAll(
      [
        'There was an error processing your request. Please try again or contact support if the issue persists. Error code: A1007',
        'There was an error processing your request. Please try again or contact support if the issue persists. Error code: A1008',
      ],
      'server_error',
      'message.gitlab_duo_server_code',
    );
  });
  it("leaves A1005 (the conversation's) and other codes alone", () => {
    // The held A1005 line's reason is the conversation's (held h1321); this rule only stays off it.
    const tooMany = classified({
      message:
        "I'm sorry, you've entered too many prompts. Please run /clear or /reset before asking the next question. Error code: A1005",
    });
    expect(tooMany.rule).not.toBe('message.gitlab_duo_server_code');
    expect(classified({ message: 'Error code: A1003' }).rule).not.toBe(
      'message.gitlab_duo_server_code',
    );
  });
});

describe('a connection lost without a status (held ×12 timeout)', () => {
  it('reads the held wordings as the connection', () => {
    readsAll(
      [
        'Upstream Connection Lost',
        "Error invoking remote method 'chat:sendMessage': Error: Server connection lost. The model server may have crashed or stopped. Try restarting the session.",
        '"https://chatgpt.com/backend-api/codex/responses\\": http2: client connection lost',
        'API Error: Connection lost mid-response. The response above may be incomplete.',
      ],
      'timeout',
      'transport.connection_lost',
    );
  });
  it("reads a JSON-RPC body's message the same", () => {
    expect(
      classified({
        message: 'Anthropic proxy: MCP server connection lost',
        body: { code: -32000, message: 'Anthropic proxy: MCP server connection lost', data: null },
        code: -32000,
      }),
    ).toEqual({ reason: 'timeout', rule: 'transport.connection_lost' });
  });
  it("leaves a status to its rule, a database's connection alone, and a large session's disconnect first", () => {
    expect(classified({ status: 502, message: 'Network connection lost.' }).reason).toBe(
      'server_error',
    );
    expect(classified({ message: 'Database connection lost' }).rule).not.toBe(
      'transport.connection_lost',
    );
    expect(
      classified(
        { message: 'Server disconnected' },
        { approxTokens: 190000, contextLength: 200000 },
      ).reason,
    ).toBe('context_overflow');
  });
});

describe("a request's tools, turns or options refused in the provider's words (held ×10 format_error)", () => {
  it('reads the held wordings without their 400 as the request', () => {
    readsAll(
      [
        'Please ensure that function response turn comes immediately after a function call turn.',
        "'claude-sonnet-4-5-20250929' does not support tool types: text_editor_20250429. Did you mean one of bash_20250124, computer_20250124, text_editor_20250728, web_search_20250305?",
        'VLLMValidationError: Stream options can only be defined when `stream=True`.',
      ],
      'format_error',
      'message.request_tools_turns_options_refused',
    );
  });
  it('reads capitals and a body document the same, and leaves a status to its rule', () => {
    readsAll(
      ['STREAM OPTIONS CAN ONLY BE DEFINED WHEN STREAM=TRUE'],
      'format_error',
      'message.request_tools_turns_options_refused',
    );
    expect(
      classified({
        body: {
          error: {
            message:
              'Please ensure that function response turn comes immediately after a function call turn.',
          },
        },
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.request_tools_turns_options_refused' });
    expect(
      classified({
        status: 400,
        message: 'Stream options can only be defined when `stream=True`.',
      }).rule,
    ).toBe('status.400');
  });
});

describe("OpenAI's failure to download a URL the request names (held ×4 format_error)", () => {
  it('reads the held wording as the request', () => {
    readsAll(
      ['Error while downloading https://example.com/test.png.'],
      'format_error',
      'message.request_url_download_failed',
    );
  });
  it('reads a body document the same', () => {
    expect(
      classified({
        body: {
          error: {
            message: 'Error while downloading https://upload.wikimedia.org/x.jpg.',
            type: 'invalid_request_error',
            param: 'url',
            code: 'invalid_value',
          },
        },
      }).reason,
    ).toBe('format_error');
  });
  it("leaves a client's own download that timed out, and a model download, to other readings", () => {
    expect(
      classified({
        message:
          'Error while downloading https://cdn-lfs.huggingface.co/repo/model.bin: connection timed out',
      }).rule,
    ).not.toBe('message.request_url_download_failed');
    expect(
      classified({ message: 'Error while downloading model weights from the hub' }).rule,
    ).not.toBe('message.request_url_download_failed');
  });
});

describe('Xinference failing to launch the named model (held ×3 model_not_found)', () => {
  it('reads the held wordings as the model', () => {
    readsAll(
      [
        'RuntimeError: Failed to launch model, detail: [address=0.0.0.0:56145, pid=108] No available slot found for the model',
        'RuntimeError: Failed to launch model, detail: [address=0.0.0.0:41765, pid=611834] Error no file named pytorch_model.bin, model.safetensors, tf_model.h5, model.ckpt.index or flax_model.msgpack found in directory /root/.xinference/cache/bge-reranker-v2-m3.',
      ],
      'model_not_found',
      'message.xinference_launch_failed',
    );
  });
  it("leaves its other calls' failures to their own readings", () => {
    expect(
      classified({
        message:
          'Failed to generate chat completion, detail: [address=0.0.0.0:35103, pid=3767] Model is not for chat.',
      }).rule,
    ).not.toBe('message.xinference_launch_failed');
  });
});

describe("Baidu Qianfan's parameter check 336003 (held ×3 format_error)", () => {
  it('reads the held wordings as the request', () => {
    readsAll(
      [
        'api return error, code: 336003, msg: field system too long',
        "qianfan.errors.APIError: api return error, req_id: as-3euhp023ev code: 336003, msg: function_call's name can't be blank",
      ],
      'format_error',
      'message.qianfan_parameter_check',
    );
  });
  it('leaves its rate-limit code to the rate limit', () => {
    expect(
      classified({ message: 'api return error, code: 336501, msg: Rate limit reached for RPM' })
        .reason,
    ).toBe('rate_limit');
  });
});

describe('a request body or tool call off the expected schema (held ×3 format_error)', () => {
  it('reads the held wordings as the request', () => {
    readsAll(
      [
        'invalid_payload: The provided data does not match the expected schema',
        'Tool use failed: JSON does not match the expected schema for tool calls',
      ],
      'format_error',
      'message.payload_off_schema',
    );
  });
  it("leaves the AI SDK's output schema to its own rule", () => {
    expect(
      classified({
        message: 'AI_NoObjectGeneratedError: No object generated: response did not match schema.',
      }).rule,
    ).toBe('message.no_object_matched_schema');
  });
});
