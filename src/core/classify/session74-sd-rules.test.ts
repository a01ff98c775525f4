/**
 * Session 74's vote-only clusters (rule group SD): provider and client wordings that only the word
 * vote read when they came without a status are read by a rule, as every held line with them labels
 * them; their neighbours keep their readings.
 */
import { describe, expect, it } from 'vitest';
import { classified } from '../../../test/support/classified.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe("Claude Code's 'Server is temporarily limiting requests' without its tail (rate_limit)", () => {
  const rule = 'message.server_temporarily_limiting';
  it('reads the held wording', () => {
    expect(classified({ message: 'Server is temporarily limiting requests' })).toEqual({
      reason: 'rate_limit',
      rule,
    });
  });
  it('reads another rendering: a wrapper, other casing', () => {
    expect(classified({ message: 'API Error: SERVER IS TEMPORARILY LIMITING REQUESTS.' })).toEqual({
      reason: 'rate_limit',
      rule,
    });
  });
  it('leaves the held form with its tail and a 429 to their rules', () => {
    expect(
      classified({
        message:
          'API Error: Server is temporarily limiting requests (not your usage limit) · Rate limited',
      }).rule,
    ).toBe('message.usage_window_transient');
    expect(
      classified({ status: 429, message: 'Server is temporarily limiting requests' }).reason,
    ).toBe('rate_limit');
  });
});

describe("Claude Code's five-hour window without its reset (rate_limit)", () => {
  const rule = 'message.plan_window_limit_bare';
  it('reads the held wording', () => {
    expect(classified({ message: '5 hour limit reached' })).toEqual({ reason: 'rate_limit', rule });
  });
  it('reads another rendering: a wrapper, the hyphen, other casing', () => {
    expect(classified({ message: 'Error: 5-HOUR LIMIT REACHED' })).toEqual({
      reason: 'rate_limit',
      rule,
    });
  });
  it('leaves the held form with its reset, money words and the bare limit alone', () => {
    expect(classified({ message: '5-hour limit reached ∙ resets 5am' }).rule).toBe(
      'message.usage_window_transient',
    );
    expect(
      classified({ message: '5-hour limit reached. Purchase credits to continue.' }).rule,
    ).not.toBe(rule);
    // The bare "You've hit your limit" names no window (holdout-39-42-rules keeps it unread).
    expect(classified({ message: "You've hit your limit" }).rule).not.toBe(rule);
  });
});

describe("GitHub Copilot's exceeded token usage (rate_limit)", () => {
  const rule = 'message.copilot_token_usage_exceeded';
  const held =
    'Model call failed: Sorry, you have exceeded your Copilot token usage. Please review our [Terms of Service](https://docs.github.com/en/site-policy/github-terms/github-terms-of-service). (Request ID: 0D4C:3B5E)';
  it('reads the held wording', () => {
    expect(classified({ message: held })).toEqual({ reason: 'rate_limit', rule });
  });
  it('reads another rendering: the body alone', () => {
    expect(
      classified({
        body: { error: { message: 'Sorry, you have EXCEEDED YOUR COPILOT TOKEN USAGE.' } },
      }),
    ).toEqual({ reason: 'rate_limit', rule });
  });
  it("leaves the forms other rules read and Copilot's premium quota alone", () => {
    expect(
      classified({
        message:
          'Server Error: Sorry, you have exceeded your Copilot token usage. Error Code: rate_limited',
      }).reason,
    ).toBe('rate_limit');
    expect(
      classified({
        message:
          "You've exhausted your premium model quota. Please enable additional paid premium requests.",
      }).reason,
    ).toBe('billing');
  });
});

describe("Claude Code's Usage Policy refusal wrapped across lines (content_policy)", () => {
  const rule = 'message.claude_code_usage_policy_wrapped';
  const held =
    'API Error: Claude Code is unable to respond to this request, which appears to violate \n    our Usage Policy (https://www.anthropic.com/legal/aup). Please double press esc to edit\n     your last message or start a new session for Claude Code to assist with a different \n    task. If you are seeing this refusal repeatedly, try running /model \n    claude-sonnet-4-20250514 to switch models.';
  it('reads the held wording', () => {
    expect(classified({ message: held })).toEqual({ reason: 'content_policy', rule });
  });
  it('reads another rendering: Windows line ends', () => {
    expect(
      classified({
        message:
          'Claude Code is unable to respond to this request, which appears to violate\r\nour Usage Policy (https://www.anthropic.com/legal/aup).',
      }),
    ).toEqual({ reason: 'content_policy', rule });
  });
  it('leaves the one-line form to the content-policy signature', () => {
    const result = classified({
      message:
        'API Error: Claude Code is unable to respond to this request, which appears to violate our Usage Policy (https://www.anthropic.com/legal/aup).',
    });
    expect(result.reason).toBe('content_policy');
    expect(result.rule).not.toBe(rule);
  });
});

describe("gpt4free's MissingAuthError asking for a key or a .har file (auth_permanent)", () => {
  const rule = 'message.g4f_missing_auth_har';
  it('reads the held wordings', () => {
    for (const message of [
      'g4f.errors.MissingAuthError: Add a "api_key" or a .har file',
      'An error occured: OpenaiChat: MissingAuthError: Add a "api_key" or a .har file',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'auth_permanent', rule });
    }
  });
  it('reads another rendering: other casing, the double r', () => {
    expect(
      classified({
        message: 'An error occurred: MISSINGAUTHERROR: Add a "api_key" or a .har file',
      }),
    ).toEqual({ reason: 'auth_permanent', rule });
  });
  it("leaves a RetryProvider's list of failures alone (held h1854, unknown)", () => {
    expect(
      classified({
        body: {
          error: {
            message:
              "RetryProviderError: RetryProvider failed:\nHuggingChat: AttributeError: 'Response' object has no attribute 'status'\nDeepInfraChat: MissingAuthError: Add a \"api_key\" or a .har file\nHuggingFace: TypeError: argument of type 'NoneType' is not iterable",
          },
        },
      }).rule,
    ).not.toBe(rule);
  });
});

describe("a key never sent, in RAGFlow's and QuotaFlow's words (auth_permanent)", () => {
  const rule = 'message.api_key_not_sent';
  it('reads the held wordings', () => {
    expect(
      classified({
        message: 'Knowledge graph extraction error:**ERROR**:\n**ERROR**: No API-key provided.',
      }),
    ).toEqual({ reason: 'auth_permanent', rule });
    expect(
      classified({
        body: {
          error: 'Missing API key',
          message:
            'Please provide an API key in the x-api-key, x-goog-api-key, or Authorization header',
        },
      }),
    ).toEqual({ reason: 'auth_permanent', rule });
  });
  it('reads another rendering: other casing', () => {
    expect(classified({ message: 'ERROR: NO API-KEY PROVIDED' })).toEqual({
      reason: 'auth_permanent',
      rule,
    });
  });
  it('leaves a 401 to its status rule', () => {
    expect(classified({ status: 401, message: 'No API-key provided.' }).rule).not.toBe(rule);
  });
});

describe("Gemini CLI's login refused for the account (auth_permanent)", () => {
  const rule = 'message.current_account_not_eligible';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          'Failed to login. Message: Your current account is not eligible... because it is not currently available in your location.',
      }),
    ).toEqual({ reason: 'auth_permanent', rule });
  });
  it('reads another rendering: other casing, with its location wording', () => {
    expect(
      classified({
        message:
          'Error: YOUR CURRENT ACCOUNT IS NOT ELIGIBLE... BECAUSE IT IS NOT CURRENTLY AVAILABLE IN YOUR LOCATION.',
      }),
    ).toEqual({ reason: 'auth_permanent', rule });
  });
  it('leaves the bare wording, without the login or Code Assist context (review 2)', () => {
    expect(classified({ message: 'Error: YOUR CURRENT ACCOUNT IS NOT ELIGIBLE.' }).rule).not.toBe(
      rule,
    );
  });
  it('leaves a 403 to its status rule', () => {
    expect(
      classified({
        status: 403,
        message: 'Your current account is not eligible for Gemini Code Assist',
      }).reason,
    ).toBe('auth_permanent');
  });
});

describe('an AWS operation the caller may not invoke (auth)', () => {
  const rule = 'message.not_authorized_to_invoke_operation';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          'Error from remote service: {"message":"You are not authorized to invoke the Rerank operation."}',
      }),
    ).toEqual({ reason: 'auth', rule });
  });
  it('reads another rendering: another operation, other casing', () => {
    expect(
      classified({ message: 'YOU ARE NOT AUTHORIZED TO INVOKE THE CONVERSE operation' }),
    ).toEqual({ reason: 'auth', rule });
  });
  it("leaves Bedrock's access-denied code to its rule", () => {
    expect(
      classified({
        name: 'AccessDeniedException',
        message:
          'User: arn:aws:iam::123:user/x is not authorized to perform: bedrock:InvokeModel on resource: arn:aws:bedrock:us-east-1::foundation-model/x',
      }).rule,
    ).not.toBe(rule);
  });
});

describe("Envoy AI Gateway's unsupported backend API schema (format_error)", () => {
  const rule = 'message.envoy_unsupported_api_schema';
  it('reads the held wordings', () => {
    for (const message of [
      'unsupported API schema: backend={AzureOpenAI 2025-04-01-preview}',
      'error processing request message: rpc error: code = Internal desc = cannot set backend: failed to create translator for backend .../rule/12/ref/0: unsupported API schema: backend={Anthropic  v1}{via_upstream}',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads another rendering: the body alone', () => {
    expect(
      classified({
        body: { error: { message: 'Unsupported API Schema: backend={GCPVertexAI v1}' } },
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves a schema word without the backend alone', () => {
    expect(classified({ message: 'unsupported API schema version' }).rule).not.toBe(rule);
  });
});

describe('request-shape refusals providers phrase one way each, without a status (format_error)', () => {
  const rule = 'message.request_shape_refusal';
  it('reads the held wordings', () => {
    for (const descriptor of [
      { body: { error: 'Argument not supported: stream_options', provider: 'xai' } },
      {
        message:
          "The GenerateContentRequest proto is invalid:\\n  * tools[0].tool_type: one_of 'tool_type' has more than one initialized field: google_search, url_context",
      },
      {
        body: {
          error: {
            code: null,
            status: '',
            message:
              'GenerateContentRequest.tools[0].functiondeclarations[14].name: Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9), underscores (), dots (.) or dashes (-), with a maximum length of 64.',
          },
        },
      },
      {
        message:
          'When `thinking` is enabled, a final `assistant` message must start with a thinking block (preceeding the lastmost set of `tool_use` and `tool_result` blocks). We recommend you include thinking blocks from previous turns.',
      },
      {
        message:
          'The format of the value at messages.2.content.0.toolResult.content.0.json is invalid. Provide a json object for the field and try again.',
      },
      { message: "OpenAI API错误。原因如下： 'system' is not of type 'object' - 'messages·0'" },
      { message: '错误: OpenAI API error: 400 Web search options not supported with this model.' },
    ]) {
      expect(classified(descriptor), JSON.stringify(descriptor)).toEqual({
        reason: 'format_error',
        rule,
      });
    }
  });
  it('reads another rendering: other casing, a wrapper', () => {
    expect(classified({ message: 'Error: ARGUMENT NOT SUPPORTED: logprobs' })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it("leaves the AWS SDK's ValidationException to the code rule (holdout-763-777-rules-CP)", () => {
    expect(
      classified({
        message:
          'Amazon.BedrockRuntime.Model.ValidationException: The format of the value at toolConfig.tools.0.toolSpec.inputSchema.json is invalid. Provide a json object for the field and try again.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'code.validationexception' });
  });
  it('leaves a 5xx and other wordings alone', () => {
    expect(
      classified({ status: 503, message: 'The GenerateContentRequest proto is invalid' }).rule,
    ).not.toBe(rule);
    expect(classified({ message: 'Argument not supported' }).rule).not.toBe(rule);
  });
});

describe("llama.cpp's bare 'Failed to parse input' (format_error)", () => {
  const rule = 'message.failed_to_parse_input_bare';
  it('reads the held wording', () => {
    expect(classified({ message: 'APIError: Failed to parse input' })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it('reads another rendering: alone, with a full stop', () => {
    expect(classified({ message: 'Failed to parse input.' })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it('leaves the tools form and a sentence that goes on alone', () => {
    expect(
      classified({ message: 'Failed to parse input at pos 12: <tool_call>{"name": "x"' }).rule,
    ).not.toBe(rule);
    expect(classified({ message: 'Failed to parse input file config.yaml' }).rule).not.toBe(rule);
  });
});

describe("Azure's DeploymentModelNotSupported detail (model_not_found)", () => {
  const rule = 'code.deploymentmodelnotsupported';
  const body = (detail: string) => ({
    code: 'InvalidTemplateDeployment',
    details: [{ code: 'DeploymentModelNotSupported', message: detail }],
    message:
      "The template deployment 'Microsoft.Template-20230710120955' is not valid according to the validation procedure. See inner errors for details.",
  });
  it('reads the held wordings', () => {
    for (const detail of [
      "Creating account deployment is not supported by the model 'text-davinci-003'. This is usually because there are better models available for the similar functionality.",
      "The model 'Format: OpenAI, Name: embedding, Version: 2, Source: ' of account deployment is not supported.",
    ]) {
      expect(classified({ body: body(detail) }), detail).toEqual({
        reason: 'model_not_found',
        rule,
      });
    }
  });
  it('reads another rendering: the code at the top', () => {
    expect(
      classified({ code: 'DeploymentModelNotSupported', message: 'Deployment failed.' }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('leaves the template code alone', () => {
    expect(
      classified({
        message:
          "InvalidTemplateDeployment: The template deployment 'openai' is not valid according to the validation procedure.",
      }).rule,
    ).not.toBe(rule);
  });
});

describe("DeepSeek's 'Not Found. Please check the configuration.' (model_not_found)", () => {
  const rule = 'message.deepseek_not_found_check_configuration';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          'Embeddings Error. More information: {"error_msg":"Not Found. Please check the configuration."}',
      }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('reads another rendering: the body alone', () => {
    expect(
      classified({ body: { error_msg: 'NOT FOUND. PLEASE CHECK THE CONFIGURATION.' } }).reason,
    ).toBe('model_not_found');
  });
  it('leaves other things not found alone', () => {
    expect(
      classified({ message: 'File not found. Please check the configuration path.' }).rule,
    ).not.toBe(rule);
  });
});

describe("a withdrawn model with its successor named, 'Pleaseswitch' too (model_not_found)", () => {
  const rule = 'message.retired_switch_to';
  it('reads the held wording', () => {
    expect(
      classified({
        message: 'Claude Opus 4.5 is no longer available. Pleaseswitch to Claude Opus 4.6.',
      }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('reads another rendering: the space kept, other casing', () => {
    expect(
      classified({ message: 'GPT-4.5 IS NO LONGER AVAILABLE. PLEASE SWITCH TO gpt-4.1.' }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('leaves a feature that is no longer available alone', () => {
    expect(
      classified({ message: 'This endpoint is no longer available. Please use /v2/chat instead.' })
        .rule,
    ).not.toBe(rule);
  });
});

describe("vLLM's output tokens over the window (context_overflow)", () => {
  const rule = 'message.vllm_tokens_over_window';
  it('reads the held wordings', () => {
    for (const message of [
      "ValueError: 'max_tokens' or 'max_completion_tokens' is too large: 32000",
      'You passed 65537 input tokens and requested 0 output tokens.',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'context_overflow', rule });
    }
  });
  it('reads another rendering: the body alone, and names the category', () => {
    const result = classifyError(
      errorFromDescriptor({
        body: { error: { message: "'max_tokens' or 'max_completion_tokens' is too large: 16384" } },
      }),
    );
    expect(result.reason).toBe('context_overflow');
    expect(result.category).toBe('context_overflow.max_tokens');
  });
  it('leaves a 5xx to its status', () => {
    expect(
      classified({
        status: 500,
        message: 'You passed 10 input tokens and requested 5 output tokens.',
      }).rule,
    ).not.toBe(rule);
  });
});

describe("Hugging Face TEI's inputs over the length cap (context_overflow)", () => {
  const rule = 'message.tei_inputs_too_long';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          '{\n  "error": "Input validation error: `inputs` must have less than 32000 characters. Given: 67337",\n  "error_type": "Validation"\n}',
      }),
    ).toEqual({ reason: 'context_overflow', rule });
  });
  it('reads another rendering: the body alone', () => {
    expect(
      classified({
        body: {
          error: 'Input validation error: `inputs` must have less than 512 characters. Given: 900',
        },
      }).reason,
    ).toBe('context_overflow');
  });
  it('leaves a parameter bound alone', () => {
    expect(
      classified({ message: 'Input validation error: `top_n` must have less than 100 values' })
        .rule,
    ).not.toBe(rule);
  });
});

describe('two held wordings wider patterns now read (format_error)', () => {
  it("reads OpenAI's reasoning item wrapped across lines (message.validation)", () => {
    expect(
      classified({
        message:
          "Item 'fc_...' of type 'function_call' was provided without\nits required 'reasoning' item: 'rs_...'.",
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.validation' });
  });
  it("reads OpenAI's encrypted content for a long item id (message.invalid_encrypted_content)", () => {
    expect(
      classified({
        message:
          'The encrypted content for item rs_0f26baa4a8bfec6b0169326d7c20a8819499e6d836076cc00b could not be verified.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.invalid_encrypted_content' });
  });
  it("leaves a framework's 500 around the reasoning item to its status", () => {
    expect(
      classified({
        status: 500,
        message:
          "Item 'fc_1' of type 'function_call' was provided without\nits required 'reasoning' item: 'rs_1'.",
      }).reason,
    ).toBe('server_error');
  });
});
