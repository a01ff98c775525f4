/**
 * Session 69's vote-only clusters (rule group MD): provider and client wordings for the request's own
 * shape that only the word vote read, kept without their status, are read by a rule, as their held
 * lines all label them; their neighbours keep their readings.
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

describe('a history whose roles or last turn the provider refuses (held ×63 format_error)', () => {
  it('reads the held wordings without a status as the request', () => {
    readsAll(
      [
        "Could not respond to message. [GoogleGenerativeAI Error]: Content with role 'user' can't follow 'user'. Valid previous roles: {\"user\":[\"model\"]}",
        "Error: AI request failed: [GoogleGenerativeAI Error]: First content should be with role 'user', got model",
        'History must start with a user turn.',
        'messages: first message must use the "user" role',
        'Sorry, the system role can only be used in the first message',
        'the role of message with odd index in the messages must be assistant',
        '[ERROR] Only user and assistant roles are supported!. Error Data: n/a, Additional Data: n/a',
        'ValueError: Content roles do not match: model != ',
        'Please ensure that multiturn requests ends with a user role or a function response.',
        'Requests ending with a model turn are not supported',
        'Cannot set `add_generation_prompt` to True when the last message is from the assistant. Consider using `continue_final_message` instead.',
        'AnthropicException - This model does not support assistant message prefill',
        'The last message of deepseek-reasoner must be a user message, or an assistant message with prefix mode on',
        'Your API request included an `assistant` message in the final position, which would pre-fill the `assistant` response. When using tools, pre-filling the `assistant` response is not supported.',
        'Error streaming from agent MessageConversionError [AI_MessageConversionError]: Unsupported role: tool',
      ],
      'format_error',
      'message.message_order',
    );
  });
  it('reads another rendering: capitals, a wrapper, a body document', () => {
    readsAll(
      [
        'HISTORY MUST START WITH A USER TURN.',
        'litellm.BadRequestError: VertexAIException - Requests ending with a model turn are not supported',
      ],
      'format_error',
      'message.message_order',
    );
    expect(
      classified({
        body: { error: { message: 'This model does not support assistant message prefill.' } },
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.message_order' });
  });
  it('leaves a status to its rule, and a transport failure quoting it to the transport steps', () => {
    expect(
      classified({
        status: 400,
        message: 'This model does not support assistant message prefill.',
      }).reason,
    ).toBe('format_error');
    expect(
      classified({
        status: 400,
        message: 'This model does not support assistant message prefill.',
      }).rule,
    ).not.toBe('message.message_order');
    expect(
      classified({
        message: 'History must start with a user turn.',
        cause: { code: 'ECONNRESET', message: 'socket hang up' },
      }).rule,
    ).not.toBe('message.message_order');
  });
  it('leaves a role word without these sentences to the other rules', () => {
    for (const message of [
      'unknown role "tool".',
      'The user turn was cancelled',
      'Role must be user or assistant in the first message of my app',
    ]) {
      expect(classified({ message }).rule).not.toBe('message.message_order');
    }
  });
});

describe('a base URL the client could not parse (held ×4 format_error)', () => {
  it("reads each runtime's wording as the request's URL", () => {
    readsAll(
      [
        'API Error: "“http://localhost:8082”/v1/messages?beta=true" cannot be parsed as a URL.',
        'java.lang.IllegalArgumentException: Illegal character in scheme name at index 0: 192.168.1.107:5001/api/',
        'OLLAMA_HOST url is not valid: parse "0.0.0.0:11434": first path segment in URL cannot contain colon',
        'Unexpected error: An invalid request URI was provided. Either the request URI must be an absolute URI or BaseAddress must be set.',
      ],
      'format_error',
      'message.client_url_unparseable',
    );
  });
  it('reads another rendering: a wrapper and capitals', () => {
    readsAll(
      [
        'TypeError: Failed to construct request: "localhost:1234/v1" CANNOT BE PARSED AS A URL.',
        'System.InvalidOperationException: An invalid request URI was provided.',
      ],
      'format_error',
      'message.client_url_unparseable',
    );
  });
  it('leaves a URL that answered, or a scheme named elsewhere, to the other rules', () => {
    for (const message of [
      'The scheme name is https',
      'connect ECONNREFUSED 127.0.0.1:11434',
      'request to http://localhost:8082/v1/messages failed, reason: connect ECONNREFUSED',
    ]) {
      expect(classified({ message }).rule).not.toBe('message.client_url_unparseable');
    }
    expect(classified({ message: 'connect ECONNREFUSED 127.0.0.1:11434' }).reason).toBe('timeout');
  });
});

describe("a request body's content type refused (held ×9 format_error)", () => {
  it('reads the held wordings without a status as the request', () => {
    // OpenAI's charset refusal opens with "Unsupported content type", which rule group MA's
    // request-refused words read first (same reason); the rest of its sentence is this rule's.
    expect(
      classified({
        message:
          "Unsupported content type: 'application/json; charset=UTF-8'. This API method only accepts 'application/json' requests, but you specified the header 'Content-Type: application/json; charset=UTF-8'. Please try again with a supported content type.",
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.request_refused_words' });
    readsAll(
      [
        "This API method only accepts 'application/json' requests, but you specified the header 'Content-Type: application/json; charset=UTF-8'. Please try again with a supported content type.",
        "Invalid Content-Type header (application/json), expected multipart/form-data. (HINT: If you're using curl, you can pass -H 'Content-Type: multipart/form-data')",
        'Non-200 response: {"errors":["content-type: must be multipart/form-data"],"id":"21c6b49145908e78f5c3c98d7c0020bb","name":"bad_request"}',
        'unsupported media type: application/json; charset utf-8. it must be application/json',
        'content-type header does not match request body',
      ],
      'format_error',
      'message.request_content_type_refused',
    );
  });
  it('reads another rendering: a body document', () => {
    expect(
      classified({
        body: { error: { message: 'Content-Type header does not match the request body' } },
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.request_content_type_refused' });
  });
  it("leaves a response's unexpected content type alone", () => {
    for (const message of [
      'Stream response Content-Type invalid: application/json; charset=utf-8',
      'Unexpected content-type header text/html from the server',
    ]) {
      expect(classified({ message }).rule).not.toBe('message.request_content_type_refused');
    }
  });
});

describe('"conversation not found" (held ×3 format_error)', () => {
  it("reads a conversation the request names as the request's reference, with its 404 or none", () => {
    expect(
      classified({
        status: 404,
        message:
          '出现错误：{"error":{"message":"Conversation not found","statusCode":404,"statusText":"","code":"conversation_not_found"}}',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.404.referenced_item' });
    expect(
      classified({
        body: { code: 777777775, msg: 'Workflow operation failure: conversation not found' },
      }).reason,
    ).toBe('format_error');
    expect(classified({ message: 'CONVERSATION NOT FOUND' }).reason).toBe('format_error');
  });
  it('leaves a model not found under a 404 to the model rules', () => {
    expect(classified({ status: 404, message: 'The model `gpt-9` does not exist' }).reason).toBe(
      'model_not_found',
    );
  });
});

describe("Go's decoder refusing Ollama's request options and tool-call arguments (held format_error)", () => {
  it('reads the Options struct and the arguments value as the request', () => {
    for (const body of [
      { error: 'json: cannot unmarshal string into Go struct field Options.seed of type int' },
      {
        error:
          'cannot unmarshal array into Go value of type api.ToolCallFunctionArguments (status code: -1)',
      },
    ]) {
      expect(classified({ body })).toEqual({ reason: 'format_error', rule: 'message.validation' });
    }
    expect(
      classified({
        message:
          'ResponseError: cannot unmarshal array into Go value of type api.ToolCallFunctionArguments (status code: -1)',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.validation' });
  });
  it('leaves a client decoding the answer into its own struct unread by it', () => {
    const result = classified({
      body: {
        message:
          'json: cannot unmarshal string into Go struct field Error.Response.Error.Code of type int',
        success: false,
      },
    });
    expect(result.rule).not.toBe('message.validation');
  });
});

describe("aiohttp's WebSocket handshake refused with a 404 (held ×2 format_error)", () => {
  it("reads Azure Realtime's handshake 404 as the request's path, as other clients' upgrade 404s", () => {
    for (const message of [
      "aiohttp.client_exceptions.WSServerHandshakeError: 404, message='Invalid response status', url=URL('wss://gpt-4o-realtime-preview-testtt.openai.azure.com/realtime?api-version=2024-10-01')",
      "WSServerHandshakeError: 404, message='Invalid response status', url='wss://example.openai.azure.com/openai/realtime'",
    ]) {
      expect(classified({ status: 404, message })).toEqual({
        reason: 'format_error',
        rule: 'status.404.invalid_url',
      });
    }
  });
  it("leaves another status's handshake error and websocket-client's 404 line to their rules", () => {
    expect(
      classified({
        status: 401,
        message: "WSServerHandshakeError: 401, message='Invalid response status'",
      }).reason,
    ).toBe('auth');
    expect(classified({ status: 404, message: 'Handshake status 404 Not Found' }).rule).not.toBe(
      'status.404.invalid_url',
    );
  });
});

describe(".NET's EnsureSuccessStatusCode 404 line after an app's headline (held 10/10 model_not_found)", () => {
  it('reads the bare 404 as the bare 404 reads', () => {
    for (const message of [
      'PostProcessingService: HTTP error: Response status code does not indicate success: 404 (Not Found).',
      'ERROR: Agent failed to generate a response: Response status code does not indicate success: 404 (Not Found).',
      'Summarizer: RESPONSE STATUS CODE DOES NOT INDICATE SUCCESS: 404 (NOT FOUND)',
    ]) {
      expect(classified({ status: 404, message })).toEqual({
        reason: 'model_not_found',
        rule: 'status.404.client_status_line',
      });
    }
  });
  it('leaves a headline naming another step, or words after the line, unread by it', () => {
    expect(
      classified({
        status: 404,
        message:
          'Failed to refresh token: Response status code does not indicate success: 404 (Not Found).',
      }).rule,
    ).not.toBe('status.404.client_status_line');
    expect(
      classified({
        status: 404,
        message:
          'Response status code does not indicate success: 404 (Not Found). Route /v2/chat is unknown',
      }).rule,
    ).not.toBe('status.404.client_status_line');
  });
});

describe("LangChain4j DashScope's bare 404 document with its response_error code (held ×2 model_not_found)", () => {
  it('reads the document as bare', () => {
    expect(
      classified({
        status: 404,
        body: { statusCode: 404, message: 'Not Found', code: 'response_error', isJson: false },
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.404.bare_body' });
    expect(
      classified({
        status: 404,
        body: '{"statusCode":404,"message":"Not Found","code":"response_error","isJson":false}',
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a document with words of its own alone', () => {
    expect(
      classified({
        status: 404,
        body: { message: 'Not Found', code: 'route_missing', isJson: false },
      }).rule,
    ).not.toBe('status.404.bare_body');
  });
});

describe("a GPU device lost in the graphics API's own code (held 6/6 server_error)", () => {
  it("reads Vulkan and DXGI device-lost codes as the engine's fault", () => {
    readsAll(
      [
        'InternalError: Check failed: (res == VK_SUCCESS) is false: Vulkan Error, code=-4: VK_ERROR_DEVICE_LOST',
        'Init error, Error: Find an error initializing WebGPU: OperationError: D3D12 create command queue failed with DXGI_ERROR_DEVICE_REMOVED (0x887A0005) at CheckHRESULTImpl',
        'ID3D12Device::GetDeviceRemovedReason failed with DXGI_ERROR_DEVICE_HUNG (0x887A0006)',
        'vkQueueSubmit returned vk_error_device_lost',
      ],
      'server_error',
      'message.server_error',
    );
  });
  it('leaves other Vulkan and DXGI codes to the other rules', () => {
    for (const message of [
      'VK_ERROR_INITIALIZATION_FAILED',
      'DXGI_ERROR_UNSUPPORTED (0x887A0004)',
    ]) {
      expect(classified({ message }).rule).not.toBe('message.server_error');
    }
  });
});

describe('a tool or response schema refused, as the inner sentence alone (held 51/51 format_error)', () => {
  it('reads the held wordings without a status as the request', () => {
    readsAll(
      [
        "In context=('properties', 'texts'), array schema missing items.",
        "'required' is required to be supplied and to be an array including every key in properties. Missing 'bulleted_list_item'.",
        "tools.function.parameters is not a valid moonshot flavored json schema, details: <At path 'properties.questions.items.properties.options'>",
        "The model returned the following errors: tools.0.custom: For 'object' type, 'additionalProperties' must be explicitly set to false",
        "The model returned the following errors: output_config.format.schema: For 'array' type, property 'maxItems' is not supported",
        'ValueError: additionalProperties is not supported in the Gemini API.',
        'The specified schema produces a constraint that has too many states for serving. Typical causes of this error are schemas with lots of text',
        'response_schema must not be set when response_json_schema is set.',
      ],
      'format_error',
      'message.json_schema_refused',
    );
  });
  it('reads another rendering: a wrapper and capitals', () => {
    readsAll(
      [
        'litellm.BadRequestError: MoonshotException - TOOLS.FUNCTION.PARAMETERS IS NOT A VALID MOONSHOT FLAVORED JSON SCHEMA',
        "Error: For 'string' type, property 'pattern' is not supported",
      ],
      'format_error',
      'message.json_schema_refused',
    );
  });
  it('leaves a property said unsupported outside a schema, and the 400, to their rules', () => {
    expect(
      classified({ message: "The property 'maxItems' is not supported by this client" }).rule,
    ).not.toBe('message.json_schema_refused');
    expect(classified({ status: 400, message: 'array schema missing items' }).rule).not.toBe(
      'message.json_schema_refused',
    );
  });
});

describe('ids the request repeats, without the 400 (held 18/18 format_error)', () => {
  it('reads the held wordings as the request', () => {
    readsAll(
      [
        'AI_APICallError: messages.1.content.2: `tool_use` ids must be unique',
        'AI_APICallError: [Mistral] Duplicate tool call id in assistant message',
        'The toolUse blocks at messages.2.content contain duplicate Ids: tooluseAc',
        'Duplicate item found with id rs_0ad20f1f8629dc53016924443203408193abb5b3d0b4301e26. Remove duplicate items from your input and try again.',
      ],
      'format_error',
      'message.duplicate_ids',
    );
  });
  it('gives the tool-id category to tool ids and the plain one to an input item', () => {
    const tool = classifyError(errorFromDescriptor({ message: '`TOOL_USE` IDS MUST BE UNIQUE' }));
    expect(tool.category).toBe('request.duplicate_tool_use_id');
    const item = classifyError(
      errorFromDescriptor({ message: 'Duplicate item found with id msg_123.' }),
    );
    expect(item.category).toBe('request.invalid');
  });
  it('leaves a duplicate named elsewhere to the other rules', () => {
    for (const message of ['Duplicate request detected', 'Email must be unique']) {
      expect(classified({ message }).rule).not.toBe('message.duplicate_ids');
    }
  });
});

describe('a tool call and its result that do not pair up (held 30/30 format_error)', () => {
  it('reads the held wordings without a status as the request', () => {
    readsAll(
      [
        'Invalid parameter: messages with role "tool" must follow a preceding message with "tool_calls".',
        "openai.error.InvalidRequestError: Invalid parameter: only messages with role 'assistant' can have a function call.",
        'AI_APICallError: No tool call found for function call output with call_id call_sFX9Tzfk56yY3dEVMAvSLTQD.',
        'Expected toolResult blocks at messages.2.content for the following Ids: tooluse_abc',
      ],
      'format_error',
      'message.tool_role_without_call',
    );
  });
  it('reads another rendering: single quotes and capitals', () => {
    readsAll(
      ["MESSAGES WITH ROLE 'TOOL' MUST FOLLOW A PRECEDING MESSAGE WITH 'TOOL_CALLS'"],
      'format_error',
      'message.tool_role_without_call',
    );
  });
  it('leaves a tool that was not found to the other rules', () => {
    expect(classified({ message: 'No tool found with name search_web' }).rule).not.toBe(
      'message.tool_role_without_call',
    );
  });
});

describe('a request parameter refused by its own rule (held format_error)', () => {
  it('reads the held wordings without a status as the request', () => {
    readsAll(
      [
        'When using `tool_choice`, `tools` must be set.',
        "tool_choice must either be a named tool, 'auto', or 'none'",
        "openai.error.InvalidRequestError: '@username' does not match '^[a-zA-Z0-9_-]{1,64}$' - 'messages.6.name'",
        'text_generation.errors.ValidationError: temperature must be strictly positive',
        '`truncate` must be strictly positive and less than 1024. Given: 3072',
      ],
      'format_error',
      'message.request_parameter_rule',
    );
  });
  it('reads another rendering: a wrapper', () => {
    readsAll(
      [
        "Sorry, OpenAI has rejected your request. Here is the error message from OpenAI: 'vector_store_getData' does not match '^[a-zA-Z0-9_-]{1,64}$' - 'tools.0.function.name'",
      ],
      'format_error',
      'message.request_parameter_rule',
    );
  });
  it('leaves another pattern and a positive word elsewhere to the other rules', () => {
    for (const message of [
      "'abc' does not match '^[0-9]+$'",
      'The test was strictly positive about the model',
    ]) {
      expect(classified({ message }).rule).not.toBe('message.request_parameter_rule');
    }
  });
});

describe('a model the account may not use or the SDK does not list (held ×4 model_not_found)', () => {
  it('reads the held wordings without a status as the model', () => {
    readsAll(
      [
        '"error": { "message": "Your account currently does not have permission to use the visual understanding capability of doubao-seed-1-8. For details, please contact platform customer service.',
        'No permission to use this model',
        'qianfan.errors.InvalidArgumentError: The provided model `ERNIE-3.5-128K` is not in the list of supported models. If this is a recently added model, try using the `endpoint` arg',
      ],
      'model_not_found',
      'message.model_permission',
    );
  });
  it('reads another rendering: capitals', () => {
    readsAll(['NO PERMISSION TO USE THIS MODEL.'], 'model_not_found', 'message.model_permission');
  });
  it('leaves a permission on a file or a tool to the other rules', () => {
    for (const message of [
      'You do not have permission to use this file',
      'No permission to use this tool',
    ]) {
      expect(classified({ message }).rule).not.toBe('message.model_permission');
    }
  });
});
