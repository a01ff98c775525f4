/**
 * Session 66's vote-only clusters (group JD): provider and client wordings that only the word vote
 * read are read by a rule, as their held lines all label them; their neighbours keep their readings.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classified(descriptor: Record<string, unknown>) {
  const result = classifyError(errorFromDescriptor(descriptor));
  const decided = result.explain.find((step) => step.decided);
  return { reason: result.reason, rule: decided?.rule };
}

describe("Go's decoder on a reply that is not JSON (held ×27 server_error)", () => {
  it('reads the held wordings as a server fault, by a rule', () => {
    for (const message of [
      "openAIClient.CreateChatCompletion err=error, invalid character '<' looking for beginning of value",
      "错误：invalid character'<'looking for beginning of value",
      "error decoding streaming response: invalid character ':' looking for beginning of value",
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'server_error',
        rule: 'message.go_decoder_invalid_character',
      });
    }
  });
  it('reads it in capitals inside a relay channel notice', () => {
    expect(
      classified({
        message: "CHANNEL DISABLED: INVALID CHARACTER 'A' LOOKING FOR BEGINNING OF VALUE",
      }).reason,
    ).toBe('server_error');
  });
  it("leaves a server's whole JSON reply of it to the request-side reading, and a status to the status", () => {
    expect(
      classified({
        status: 400,
        body: { error: "invalid character 'm' looking for beginning of value" },
      }).reason,
    ).toBe('format_error');
    expect(
      classified({ status: 503, message: "invalid character '<' looking for beginning of value" })
        .reason,
    ).toBe('overloaded');
  });
});

describe("Windows' WSAECONNRESET in words (held ×10 timeout)", () => {
  it('reads the held wordings as a reset, by the disconnect step', () => {
    for (const message of [
      'ConnectionResetError: [WinError 10054] An existing connection was forcibly closed by the remote host',
      'Error: Post "http://127.0.0.1:11434/api/chat": read tcp 127.0.0.1:52531->127.0.0.1:11434: wsarecv: An existing connection was forcibly closed by the remote host.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'timeout',
        rule: 'disconnect.small_session',
      });
    }
  });
  it("leaves Ollama's runner failure to the runner rule", () => {
    expect(
      classified({
        message:
          'an error was encountered while running the model: read tcp 127.0.0.1:58428->127.0.0.1:58426: wsarecv: An existing connection was forcibly closed by the remote host',
      }),
    ).toEqual({ reason: 'server_error', rule: 'message.model_runner_failed' });
  });
});

describe("OpenAI's cyber safeguards withholding an answer in Codex (held ×4 content_policy)", () => {
  it('reads the held wordings as a content refusal, by a rule', () => {
    for (const message of [
      "This content can't be shown\nWe take extra caution with cybersecurity requests.",
      'This content can’t be shown Daybreak isn’t available for Astra. Some cybersecurity requests may still be limited.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'content_policy',
        rule: 'message.cyber_content_withheld',
      });
    }
  });
  it('reads it inside a wrapper', () => {
    expect(
      classified({
        message:
          "codex exec failed: THIS CONTENT CAN'T BE SHOWN. We take extra caution with cybersecurity requests.",
      }).reason,
    ).toBe('content_policy');
  });
  it('leaves the flagged-account notice to the access rules and the vote', () => {
    expect(
      classified({
        message:
          '⚠ Your account was flagged for potentially high-risk cyber activity. Requests may be slower while additional verification is applied. To regain faster access, apply for trusted access: https://chatgpt.com/cyber',
      }).rule,
    ).not.toBe('message.cyber_content_withheld');
  });
  it("leaves an app's 'can't be shown' about something else alone", () => {
    expect(classified({ message: "This content can't be shown" }).rule).not.toBe(
      'message.cyber_content_withheld',
    );
  });
});

describe("Copilot's Responsible AI filter (held ×4 content_policy)", () => {
  it('reads the held wordings as a content refusal, by a rule', () => {
    for (const message of [
      'Sorry, the response was filtered by the Responsible AI Service. Please rephrase your prompt and try again.',
      'Sorry... The response has been filtered by the responsible AI service. Please rephrase your prompt and try again. Learn more.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'content_policy',
        rule: 'message.responsible_ai_filtered',
      });
    }
  });
  it('leaves a Responsible AI service that failed to its failure', () => {
    expect(
      classified({ status: 503, message: 'The Responsible AI Service is unavailable' }).reason,
    ).toBe('overloaded');
  });
});

describe("Anthropic's thinking with a forced tool choice (held ×8 format_error)", () => {
  it('reads the held wordings as a request error, by a rule', () => {
    for (const message of [
      'Thinking may not be enabled when tool_choice forces tool use',
      'Error: The model returned the following errors: Thinking may not be enabled when tool_choice forces tool use.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.thinking_with_forced_tool',
      });
    }
  });
  it('reads it under a 400 with its body', () => {
    expect(
      classified({
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: 'Thinking may not be enabled when tool_choice forces tool use.',
          },
        },
      }).reason,
    ).toBe('format_error');
  });
});

describe("Ollama's check of the format field (held ×4 format_error)", () => {
  it('reads the held wordings as a request error, by a rule', () => {
    for (const message of [
      'invalid format: expected "json" or a JSON schema',
      'Fail to access model(qwen2:0.5b).**ERROR**:invalid format: expected "json" or a JSON schema',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.ollama_format_expected',
      });
    }
  });
  it('reads it as a body under a 400', () => {
    expect(
      classified({
        status: 400,
        body: { error: 'invalid format: expected "json" or a JSON schema' },
      }).reason,
    ).toBe('format_error');
  });
});

describe("Gemini's field errors on a tool declaration (held ×118 format_error)", () => {
  it('reads the held wordings as a request error, by a rule', () => {
    for (const message of [
      '* GenerateContentRequest.tools[0].function_declarations[0].parameters.properties: should be non-empty for OBJECT type',
      "AI_APICallError: * GenerateContentRequest.tools[0].function_declarations[22].parameters.properties[url].format: only 'enum' and 'date-time' are supported for STRING type",
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.gemini_function_declaration_field',
      });
    }
  });
  it('reads it under a 400 from the SDK', () => {
    expect(
      classified({
        status: 400,
        message:
          '[400 Bad Request] * GenerateContentRequest.tools[1].function_declarations[3].name: Invalid function name.',
      }).reason,
    ).toBe('format_error');
  });
});

describe("SageMaker's endpoint not found (held ×4 model_not_found)", () => {
  it('reads the held wordings as a missing model, by a rule', () => {
    for (const message of [
      'An error occurred (ValidationError) when calling the InvokeEndpoint operation: Endpoint driving-endpoint of account 127310796078 not found.',
      'An error occurred(Validation Error) when calling the InvokeEndpoint operation. Endpoint NotebookInstanceName-endpoint not found.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'model_not_found',
        rule: 'message.sagemaker_endpoint_not_found',
      });
    }
  });
  it("leaves the endpoint's other failures alone", () => {
    expect(
      classified({
        message:
          'An error occurred (ModelError) when calling the InvokeEndpoint operation: Received server error (500) from primary with message "CUDA out of memory"',
      }).rule,
    ).not.toBe('message.sagemaker_endpoint_not_found');
  });
});

describe("A client's fixed words around a bare 404 (held ×20 model_not_found)", () => {
  it('reads the held wordings as a missing model or route, by the 404 rule', () => {
    for (const message of [
      "openai.NotFoundError: Error code: 404 - {'detail': 'Not Found'}",
      'Error: Invalid request: The request is not valid, HTTP status: 404',
      'HTTP Request: POST https://api.groq.com/openai/v1/chat/completions "HTTP/1.1 404 Not Found"',
    ]) {
      expect(classified({ status: 404, message })).toEqual({
        reason: 'model_not_found',
        rule: 'status.404.client_worded',
      });
    }
  });
  it('reads the status from the text too', () => {
    expect(
      classified({
        message:
          "NotFoundError: litellm.NotFoundError: NotFoundError: OpenAIException - Error code: 404 - {'detail': 'Not Found'}",
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a 404 after a headline naming another step alone', () => {
    expect(
      classified({
        status: 404,
        message: "Failed to refresh token: Error code: 404 - {'detail': 'Not Found'}",
      }).rule,
    ).not.toBe('status.404.client_worded');
  });
});

describe("Groq's and Cerebras' 'property … is unsupported' (held ×53 format_error)", () => {
  it('reads the held wordings as a request error, by a rule', () => {
    for (const message of [
      "'messages.2' : for 'role:assistant' the following must be satisfied[('messages.2' : property 'reasoning_content' is unsupported)]",
      "Error API request to https://api.groq.com/openai/v1 failed: property 'prompt_cache_key' is unsupported",
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.property_unsupported',
      });
    }
  });
  it('reads it under a 400 body', () => {
    expect(
      classified({
        status: 400,
        body: {
          error: { message: "property 'verbosity' is unsupported", type: 'invalid_request_error' },
        },
      }).reason,
    ).toBe('format_error');
  });
});

describe("Gemini's 'Tool use with function calling is unsupported' (held ×11 format_error)", () => {
  it('reads the held wording as a request error, by a rule', () => {
    expect(classified({ message: 'Tool use with function calling is unsupported' })).toEqual({
      reason: 'format_error',
      rule: 'message.tool_use_unsupported',
    });
  });
  it('reads it under a wrapper', () => {
    expect(
      classified({
        message: '[GoogleGenerativeAI Error]: TOOL USE WITH FUNCTION CALLING IS UNSUPPORTED',
      }).reason,
    ).toBe('format_error');
  });
});

describe("The Realtime API's empty audio buffer commit (held ×4 format_error)", () => {
  it('reads the held wordings as a request error, by a rule', () => {
    for (const message of [
      'Expected at least 100ms of audio, but buffer only has 0.00ms of audio.',
      'Error: Error committing input audio buffer: buffer too small. Expected at least 100ms of audio, but buffer only has 0.00ms of audio.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.audio_buffer_too_small',
      });
    }
  });
});

describe("MiniMax's thinking.type check (held ×3 format_error)", () => {
  it('reads the held wordings as a request error, by a rule', () => {
    for (const message of [
      '`thinking.type` must be `enabled` or `disabled`',
      'Bad Request: Validation: thinking.type must be enabled or disabled',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.thinking_type_invalid',
      });
    }
  });
});

describe("MiniMax's 2013 tool result id not found (held ×5 format_error)", () => {
  it('reads the held wordings as a request error, by a rule', () => {
    for (const message of [
      "LLM request rejected: invalid params, tool result's tool id not found (2013)",
      "LLM request rejected: invalid params, tool result's tool id(functions_exec_66) not found (2013)",
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.tool_result_id_not_found',
      });
    }
  });
});

describe("Go's 'unsupported protocol scheme' (held ×3 format_error)", () => {
  it('reads the held wordings as a configuration error, by a rule', () => {
    for (const message of [
      'request failed: Post "/v1/chat/completions": unsupported protocol scheme ""',
      'Ollama Get "localhost:11434": unsupported protocol scheme "localhost"',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.go_unsupported_scheme',
      });
    }
  });
});

describe("Gemini's 'Response was blocked' (held ×16 content_policy)", () => {
  it('reads the held wordings as a content refusal, by a rule', () => {
    for (const message of [
      'Response was blocked due to OTHER',
      'sendMessage() was unsuccessful. Response was blocked due to OTHER. Inspect response object for details.',
      'Error: VertexAIException - The response was blocked.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'content_policy',
        rule: 'message.gemini_response_blocked',
      });
    }
  });
  it('leaves a response blocked by a firewall alone', () => {
    expect(
      classified({ message: 'The response was blocked by the corporate firewall (WAF)' }).rule,
    ).not.toBe('message.gemini_response_blocked');
  });
});

describe('Transport wordings of Python and Java (held ×17 and ×7 timeout)', () => {
  it("reads Python's RemoteDisconnected as a disconnect", () => {
    expect(
      classified({
        message: 'http.client.RemoteDisconnected: Remote end closed connection without response',
      }),
    ).toEqual({ reason: 'timeout', rule: 'disconnect.small_session' });
  });
  it("reads Java's PKIX failure as TLS", () => {
    expect(
      classified({
        message:
          'GPT 3.5 Turbo Request failure, cause: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target',
      }),
    ).toEqual({ reason: 'timeout', rule: 'tls.text' });
  });
});
