/**
 * Session 67's vote-only clusters (rule group KE): provider and client wordings that only the word
 * vote read, mostly lines a client kept without their status, are read by a rule, as their held lines
 * all label them; their neighbours keep their readings.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classified(descriptor: Record<string, unknown>) {
  const result = classifyError(errorFromDescriptor(descriptor));
  const decided = result.explain.find((step) => step.decided);
  return { reason: result.reason, rule: decided?.rule };
}

describe("Azure's 'Resource not found' kept without its 404 (held ×88 model_not_found)", () => {
  it('reads the held wordings as the deployment missing, by a rule', () => {
    for (const message of [
      'openai.error.InvalidRequestError: Resource not found',
      'litellm.exceptions.APIError: litellm.APIError: AzureException APIError - Resource not found',
      '{“error”:{“code”:“404”,“message”: “Resource not found”}}',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'model_not_found',
        rule: 'message.resource_not_found_unstatused',
      });
    }
  });
  it('reads it in capitals, and with its 404 by the status rule', () => {
    expect(classified({ message: 'RESOURCE NOT FOUND' }).reason).toBe('model_not_found');
    expect(classified({ status: 404, message: 'Resource not found' })).toEqual({
      reason: 'model_not_found',
      rule: 'status.404.mentions_model',
    });
  });
  it("leaves Elasticsearch's URL notice and OCI's authorization wording to their readings", () => {
    expect(
      classified({
        message:
          'Resource not found at [https://integrate.api.nvidia.com/v1/chat/completions23123] for request',
      }).rule,
    ).not.toBe('message.resource_not_found_unstatused');
    expect(
      classified({ message: 'Authorization failed or requested resource not found.' }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.not_authorized_or_not_found' });
  });
});

describe("OpenAI's legacy 'Engine not found' (held ×3 model_not_found)", () => {
  it('reads the held wording and a capitalised one as the model missing', () => {
    for (const message of [
      'openai.error.InvalidRequestError: Engine not found',
      'INVALIDREQUESTERROR: ENGINE NOT FOUND',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'model_not_found',
        rule: 'message.engine_not_found',
      });
    }
  });
  it('leaves an overloaded engine overloaded', () => {
    expect(
      classified({ message: 'The engine is currently overloaded, please try again later' }).reason,
    ).toBe('overloaded');
  });
});

describe("Claude Code's 'You've hit your weekly limit' (held ×7 rate_limit)", () => {
  it('reads the held wordings as a usage window, by a rule', () => {
    for (const message of [
      "You've hit your weekly limit",
      'You’ve hit your weekly limit · resets Mon 12:00am',
      'YOU HAVE HIT YOUR OPUS LIMIT',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'rate_limit',
        rule: 'message.plan_limit_hit',
      });
    }
  });
  it('leaves the bare limit, a 429 and a credit limit to their readings', () => {
    expect(classified({ message: "You've hit your limit" }).rule).not.toBe(
      'message.plan_limit_hit',
    );
    expect(classified({ status: 429, message: 'You have hit your weekly limit' }).reason).toBe(
      'rate_limit',
    );
    expect(classified({ message: 'You have hit your credit limit' }).reason).toBe('billing');
  });
});

describe("Kiro's and Amazon Q's 'Improperly formed request.' (held ×20 format_error)", () => {
  it('reads the held wordings as the request, by a rule', () => {
    for (const message of [
      'Error { code: "ValidationException", message: "Improperly formed request.", aws_request_id: "4c2c" }',
      'Error sending prompt: Improperly formed request. (Request ID: 57d47df4)',
      'VALIDATIONEXCEPTION: IMPROPERLY FORMED REQUEST.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.improperly_formed_request',
      });
    }
  });
  it('reads it in a body and with a 400', () => {
    expect(
      classified({ body: { message: 'Improperly formed request.', reason: null } }).reason,
    ).toBe('format_error');
    expect(classified({ status: 400, message: 'Improperly formed request.' }).reason).toBe(
      'format_error',
    );
  });
});

describe("Azure's 404 'Unrecognized request argument supplied' (held ×43 format_error)", () => {
  it('reads the held 404s as the request parameter, not the model', () => {
    for (const message of [
      'Unrecognized request argument supplied: functions',
      'Error: error, status code: 404, message: Unrecognized request argument supplied: functions',
      'UNRECOGNIZED REQUEST ARGUMENT SUPPLIED: TOOLS',
    ]) {
      expect(classified({ status: 404, message })).toEqual({
        reason: 'format_error',
        rule: 'status.404.unrecognized_request_argument',
      });
    }
  });
  it('reads it in the body, and leaves a 404 naming a model or a bare resource to the model', () => {
    expect(
      classified({
        status: 404,
        body: { error: { message: 'Unrecognized request argument supplied: functions' } },
      }).reason,
    ).toBe('format_error');
    expect(classified({ status: 404, message: 'The model gpt-5 does not exist' }).reason).toBe(
      'model_not_found',
    );
    expect(classified({ status: 404, message: 'Resource not found' }).reason).toBe(
      'model_not_found',
    );
  });
});

describe("tiktoken's disallowed special token (held ×5 format_error)", () => {
  it('reads the held wordings as the input, by a rule', () => {
    for (const message of [
      "ValueError: Encountered text corresponding to disallowed special token '<|endoftext|>'.",
      'Error: The text contains a special token that is not allowed: <|endoftext|>',
      'ENCOUNTERED TEXT CORRESPONDING TO DISALLOWED SPECIAL TOKEN <|FIM_PREFIX|>',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.request_refused_words',
      });
    }
  });
  it('reads it with a 400 by the status', () => {
    expect(
      classified({
        status: 400,
        message: 'The text contains a special token that is not allowed: <|im_start|>',
      }).reason,
    ).toBe('format_error');
  });
});

describe('A WebSocket or stream closed before its answer began or ended (held timeout)', () => {
  it('reads the held wordings as a cut connection, by a rule', () => {
    for (const [message, rule] of [
      ['Error: WebSocket closed before it could connect.', 'message.websocket_closed_early'],
      [
        '[API Error: Codex Responses WebSocket closed before response.completed]',
        'message.websocket_closed_early',
      ],
      ['empty_stream: upstream stream closed before first payload', 'message.stream_closed_early'],
      [
        '✘ OpenAI completions stream closed before a finish_reason was received',
        'message.stream_closed_early',
      ],
      ['STREAM CLOSED BEFORE THE FIRST CHUNK', 'message.stream_closed_early'],
    ]) {
      expect(classified({ message })).toEqual({ reason: 'timeout', rule });
    }
  });
  it('leaves a 500 and a WebSocket that named a server status to the status', () => {
    expect(
      classified({ status: 500, message: 'upstream stream closed before first payload' }).reason,
    ).toBe('server_error');
    expect(classified({ message: 'WebSocket error: Unexpected server response: 500' }).reason).toBe(
      'server_error',
    );
  });
});

describe("Gradio's 'upstream Gradio app has raised an exception' (held ×3 server_error)", () => {
  it('reads the held wordings as the hosted app failing, by a rule', () => {
    for (const message of [
      'gradio_client.exceptions.AppError: The upstream Gradio app has raised an exception but has not enabled verbose error reporting. To enable, set show_error=True in launch().',
      'An error occurred: THE UPSTREAM GRADIO APP HAS RAISED AN EXCEPTION BUT HAS NOT ENABLED VERBOSE ERROR REPORTING.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'server_error',
        rule: 'message.gradio_app_raised',
      });
    }
  });
  it('leaves a ZeroGPU quota said with it to the rate limit', () => {
    expect(
      classified({
        message:
          'The upstream Gradio app has raised an exception: You have exceeded your GPU quota (60s requested vs. 56s left).',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe("Copilot Studio's 'filtered due to Responsible AI restrictions' (held ×5 content_policy)", () => {
  it('reads the held wordings as the content filter, by a rule', () => {
    for (const message of [
      'The content was filtered due to Responsible AI restrictions.',
      'Error Message: The content was filtered due to Responsible AI restrictions. Error Code: InvalidContent',
      'THE CONTENT WAS FILTERED DUE TO RESPONSIBLE AI RESTRICTIONS.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'content_policy',
        rule: 'message.responsible_ai_restrictions',
      });
    }
  });
  it("leaves Copilot's 'Responsible AI Service' wording to its own rule", () => {
    expect(
      classified({
        message:
          'Sorry, the response was filtered by the Responsible AI Service. Please rephrase your prompt and try again.',
      }).rule,
    ).toBe('message.responsible_ai_filtered');
  });
});

describe("Ollama's 'embedding models do not support chat' (held ×4 model_not_found)", () => {
  it('reads the held wordings as another model needed, by a rule', () => {
    for (const message of [
      'Error: embedding models do not support chat',
      '[nuxt] [request error] [unhandled] [500] embedding models do not support chat',
      'ERROR : EMBEDDING MODELS DO NOT SUPPORT CHAT',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'model_not_found',
        rule: 'message.model_not_found',
      });
    }
  });
  it('leaves a model named as not supporting chat to the model wording', () => {
    expect(
      classified({ status: 400, message: '"nomic-embed-text" does not support chat' }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.400.model_text' });
  });
});

describe("Chrome's Prompt API 'untested language' (held ×3 format_error)", () => {
  it('reads the held wordings as the request, by a rule', () => {
    for (const message of [
      'NotSupportedError: The model attempted to output text in an untested language, and was prevented from doing so.',
      'Uncaught (in promise) NotSupportedError: THE MODEL ATTEMPTED TO OUTPUT TEXT IN AN UNTESTED LANGUAGE.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.untested_output_language',
      });
    }
  });
  it('leaves another NotSupportedError alone', () => {
    expect(
      classified({ message: "NotSupportedError: The user's device is not eligible" }).rule,
    ).not.toBe('message.untested_output_language');
  });
});

describe("LM Studio's and Forge's 'Failed to parse tool call' (held ×9 format_error)", () => {
  it('reads the held wordings as the tool call, by a rule', () => {
    for (const message of [
      'Failed to parse tool call: Expected "<|message|>", but got "Search <|co" at index 57.',
      'Failed to generate a tool call (this tool call will be omitted from the response): Failed to parse tool call: Unexpected end of content.',
      'FAILED TO PARSE TOOL CALL: UNEXPECTED END OF CONTENT.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.tool_call_unparsed',
      });
    }
  });
  it("leaves the arguments' JSON wording to its own rule", () => {
    expect(classified({ message: 'Failed to parse tool call arguments as JSON' })).toEqual({
      reason: 'format_error',
      rule: 'message.tools_unparseable',
    });
  });
});

describe("A server's 'top_p must be' (held ×4 format_error)", () => {
  it('reads the held wordings as the parameter, by a rule', () => {
    for (const message of [
      'Error: top_p must be 1 when using greedy sampling (no temperature specified)',
      'Unexpected error: litellm.APIError: HuggingfaceException - {"error":"Input validation error: top_p must be > 0.0 and < 1.0","error_type":"validation"}',
      'VALUEERROR: TOP_P MUST BE IN (0, 1]',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.top_p_must_be',
      });
    }
  });
  it('reads it with a 422 by the status', () => {
    expect(
      classified({ status: 422, message: 'Input validation error: top_p must be > 0.0 and < 1.0' })
        .reason,
    ).toBe('format_error');
  });
});

describe("Bedrock's 'User messages cannot contain reasoning content' (held ×5 format_error)", () => {
  it('reads the held wordings as the history, by a rule', () => {
    for (const message of [
      'Failed to communicate with Bedrock API: User messages cannot contain reasoning content. Please remove the reasoning content and try again.',
      'ValidationException: USER MESSAGES CANNOT CONTAIN REASONING CONTENT',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.user_reasoning_content',
      });
    }
  });
  it('reads it with a 400 by the status', () => {
    expect(
      classified({
        status: 400,
        message:
          'User messages cannot contain reasoning content. Please remove the reasoning content and try again.',
      }).reason,
    ).toBe('format_error');
  });
});

describe("Mistral's tool-call id format (held ×11 format_error)", () => {
  it('reads the held wordings as the history ids, by a rule', () => {
    for (const message of [
      'error - Tool call id was call_0fypS1hVX but must be a-z, A-Z, 0-9, with a length of 9',
      'AI_APICallError: Tool call id was call_PTLP8xhu3uwZk4l3nlnrrJha but must be a-z, A-Z, 0-9, with a length of 9.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'format_error',
        rule: 'message.mistral_tool_call_id_format',
      });
    }
  });
  it('leaves a 400 to its status rule', () => {
    expect(
      classified({
        status: 400,
        message: 'Tool call id was call_x but must be a-z, A-Z, 0-9, with a length of 9',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.400.tool_call_id_format' });
  });
});

/** One `describe` per rule of the second round: its held wordings, a second rendering, a neighbour. */
const SECOND_ROUND: readonly {
  name: string;
  rule: string;
  reason: string;
  held: readonly string[];
  other: string;
  neighbours: readonly (readonly [Record<string, unknown>, string])[];
}[] = [
  {
    name: "Anthropic's CORS opt-in header (held ×8 auth)",
    rule: 'message.cors_direct_browser_access',
    reason: 'auth',
    held: ["CORS requests must set 'anthropic-dangerous-direct-browser-access' header"],
    other: 'CORS REQUESTS MUST SET ANTHROPIC-DANGEROUS-DIRECT-BROWSER-ACCESS HEADER',
    neighbours: [
      [
        {
          status: 400,
          message: 'CORS requests must set "anthropic-dangerous-direct-browser-access" header',
        },
        'format_error',
      ],
    ],
  },
  {
    name: "Google's OAuth invalid_scope (held ×7 auth)",
    rule: 'message.oauth_invalid_scope',
    reason: 'auth',
    held: [
      'invalid_scope: Invalid OAuth scope or ID token audience provided',
      'Error: invalid_scope: Invalid OAuth scope or ID token audience provided.',
    ],
    other: 'ERROR: INVALID_SCOPE: INVALID OAUTH SCOPE OR ID TOKEN AUDIENCE PROVIDED.',
    neighbours: [[{ message: 'invalid_grant: Invalid JWT Signature.' }, 'auth_permanent']],
  },
  {
    name: "Gemini 2.5 Pro's zero thinking budget (held ×3 format_error)",
    rule: 'message.thinking_budget_zero',
    reason: 'format_error',
    held: ['Budget 0 is invalid. This model only works in thinking mode'],
    other: 'BUDGET 0 IS INVALID. THIS MODEL ONLY WORKS IN THINKING MODE.',
    neighbours: [],
  },
  {
    name: "Gemini's context cache misused (held ×10 format_error)",
    rule: 'message.cached_content_misused',
    reason: 'format_error',
    held: [
      'CachedContent can not be used with GenerateContent request setting system_instruction, tools or tool_config. Proposed fix: move those values to CachedContent from GenerateContent request',
      'Cached content is too small. total_token_count=880, min_total_token_count=1024',
    ],
    other: 'GoogleGenerativeAIError: CACHED CONTENT IS TOO SMALL. TOTAL_TOKEN_COUNT=1',
    neighbours: [[{ message: 'CachedContent not found (or permission denied)' }, 'auth']],
  },
  {
    name: "Bedrock's document-name check (held ×5 format_error)",
    rule: 'message.bedrock_document_name',
    reason: 'format_error',
    held: [
      'The document file name can only contain alphanumeric characters, whitespace characters, hyphens, parentheses, and square brackets.',
    ],
    other:
      'ValidationException: THE DOCUMENT FILE NAME CAN ONLY CONTAIN ALPHANUMERIC CHARACTERS, WHITESPACE CHARACTERS',
    neighbours: [],
  },
  {
    name: "Anthropic's prefill trailing whitespace (held ×10 format_error)",
    rule: 'message.prefill_trailing_whitespace',
    reason: 'format_error',
    held: [
      'AI_APICallError: messages: final assistant content cannot end with trailing whitespace',
      'final assistant content cannot end with trailing whitespace',
    ],
    other: 'MESSAGES: FINAL ASSISTANT CONTENT CANNOT END WITH TRAILING WHITESPACE',
    neighbours: [],
  },
  {
    name: "Kimi's and DeepSeek's reasoning_content missing on a tool call (held ×29 format_error)",
    rule: 'message.reasoning_content_missing_in_tool_call',
    reason: 'format_error',
    held: [
      'thinking is enabled but reasoning_content is missing in assistant tool call message at index 6',
    ],
    other:
      'Upstream LLM API error from moonshotai: THINKING IS ENABLED BUT REASONING_CONTENT IS MISSING IN ASSISTANT TOOL CALL MESSAGE AT INDEX 2',
    neighbours: [],
  },
  {
    name: "OpenAI's duplicate tool_call_id (held ×3 format_error)",
    rule: 'message.duplicate_tool_call_id_value',
    reason: 'format_error',
    held: [
      "AI_APICallError: Invalid parameter: Duplicate value for 'tool_call_id' of 'tool_0_glob', in messages[8] and messages[9].",
    ],
    other: "INVALID PARAMETER: DUPLICATE VALUE FOR 'TOOL_CALL_ID' OF 'CALL_1'",
    neighbours: [],
  },
  {
    name: "Bedrock's toolConfig required (held ×10 format_error)",
    rule: 'message.bedrock_toolconfig_required',
    reason: 'format_error',
    held: [
      'Validation error: The toolConfig field must be defined when using toolUse and toolResult content blocks.',
    ],
    other:
      'ValidationException: THE TOOLCONFIG FIELD MUST BE DEFINED WHEN USING TOOLUSE AND TOOLRESULT CONTENT BLOCKS.',
    neighbours: [],
  },
  {
    name: "Mistral's last-role check (held ×6 format_error)",
    rule: 'message.mistral_last_role',
    reason: 'format_error',
    held: [
      'Expected last role User or Tool (or Assistant with prefix True) for serving but got assistant',
      'Mistral returns error 3230: "Expected last role User or Tool (or Assistant with prefix True)"',
    ],
    other:
      '{"object":"error","message":"Expected last role User or Tool (or Assistant with prefix True) for serving but got system","code":"3230"}',
    neighbours: [],
  },
  {
    name: "Gemini's model retirement notice (held ×4 model_not_found)",
    rule: 'message.model_retired_switch',
    reason: 'model_not_found',
    held: [
      'Gemini 1.0 Pro Vision has been deprecated on July 12, 2024. Consider switching to different model, for example gemini-1.5-flash.',
    ],
    other:
      'Gemini 1.0 Pro has been deprecated on February 15, 2025. Consider switching to different model, for example gemini-2.0-flash.',
    neighbours: [],
  },
  {
    name: "Gemini's embeddings batch cap (held ×9 format_error)",
    rule: 'message.batch_requests_at_most',
    reason: 'format_error',
    held: ['BatchEmbedContentsRequest.requests: at most 100 requests can be in one batch'],
    other: 'BATCHEMBEDCONTENTSREQUEST.REQUESTS: AT MOST 250 REQUESTS CAN BE IN ONE BATCH',
    neighbours: [],
  },
  {
    name: "Gemini's role check (held ×17 format_error)",
    rule: 'message.gemini_valid_role',
    reason: 'format_error',
    held: [
      'Error 400,Message: Please use a valid role:user, model., Status:INVALID ARGUMENTDetails: []',
      'Error in Effect: 400 Please use a valid role: user, model',
    ],
    other: 'PLEASE USE A VALID ROLE: USER, MODEL.',
    neighbours: [
      [{ status: 400, message: 'Please use a valid role: user, model' }, 'format_error'],
    ],
  },
  {
    name: "Perplexity's alternating roles (held ×10 format_error)",
    rule: 'message.roles_should_alternate',
    reason: 'format_error',
    held: [
      'After the (optional) system message(s), user and assistant roles should be alternating.',
    ],
    other: 'AFTER THE (OPTIONAL) SYSTEM MESSAGE(S), USER AND ASSISTANT ROLES SHOULD BE ALTERNATING',
    neighbours: [],
  },
  {
    name: "OpenAI's invalid image data (held ×3 format_error)",
    rule: 'message.image_data_invalid',
    reason: 'format_error',
    held: [
      "The image data you provided does not represent a valid image. Please check your input and try again with one of the supported image formats: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'].",
    ],
    other: 'THE IMAGE DATA YOU PROVIDED DOES NOT REPRESENT A VALID IMAGE.',
    neighbours: [],
  },
  {
    name: "Azure AI Foundry's ServiceModelDeprecating (held ×2 model_not_found)",
    rule: 'message.model_deprecating_state',
    reason: 'model_not_found',
    held: [
      "Error type: ServiceModelDeprecating\nError Message: The model 'Publisher:xAI,Format:xAI,Name:grok-4-fast-reasoning,Version:1' is in deprecating state and cannot be used for new deployments.",
    ],
    other:
      "SERVICEMODELDEPRECATING: THE MODEL 'FORMAT:OPENAI,NAME:GPT-4O' IS IN DEPRECATING STATE AND CANNOT BE USED FOR NEW DEPLOYMENTS.",
    neighbours: [],
  },
  {
    name: "Coze's unpublished bot (held ×2 model_not_found)",
    rule: 'message.coze_bot_not_published',
    reason: 'model_not_found',
    held: ['The Bot is not currently published to the corresponding platform'],
    other: 'coze error: THE BOT IS NOT CURRENTLY PUBLISHED TO THE CORRESPONDING PLATFORM',
    neighbours: [],
  },
  {
    name: "Cursor's free-trial cap per machine (held ×2 billing)",
    rule: 'message.free_trial_accounts_exhausted',
    reason: 'billing',
    held: [
      'Error: Too many free trial accounts used on this machine. Please upgrade to Pro. We have this limit in place to prevent abuse. Please let us know if you believe this is a mistake.',
    ],
    other: 'TOO MANY FREE TRIAL ACCOUNTS USED ON THIS MACHINE. PLEASE UPGRADE TO PRO.',
    neighbours: [],
  },
  {
    name: "Anthropic's reverse-engineering block (held ×2 content_policy)",
    rule: 'message.terms_reverse_engineering',
    reason: 'content_policy',
    held: [
      "Error: This request was blocked as it seems to violate Anthropic's Terms of Service restrictions on reverse engineering or duplicating model outputs. To learn more, visit https://www.anthropic.com/legal/commercial-terms.",
    ],
    other:
      'Error: Claude refused this request (reasoning_extraction): This request was blocked as it seems to violate Anthropic’s Terms of Service restrictions on reverse engineering',
    neighbours: [],
  },
  {
    name: "The AWS SDK's expired SSO session (held ×2 auth)",
    rule: 'message.aws_sso_session_expired',
    reason: 'auth',
    held: [
      'API Error: The SSO session associated with this profile has expired. To refresh this SSO session run aws sso login with the corresponding profile.',
    ],
    other:
      "Unknown Error: Token is expired. To refresh this SSO session run 'aws sso login' with the corresponding profile.",
    neighbours: [],
  },
  {
    name: "Zhipu's 1214 'The messages parameter is illegal' (held ×5 format_error)",
    rule: 'message.messages_parameter_illegal',
    reason: 'format_error',
    held: ['AI_APICallError: The messages parameter is illegal. Please check the documentation.'],
    other: "LLM returned error: {'code': '1214', 'message': 'THE MESSAGES PARAMETER IS ILLEGAL.'}",
    neighbours: [],
  },
  {
    name: "HuggingChat's message cap (held ×2 rate_limit)",
    rule: 'message.sending_too_many_messages',
    reason: 'rate_limit',
    held: ['You are sending too many messages. Try again later.'],
    other:
      'hugchat.exceptions.ChatError: Failed to parse response: {"message":"YOU ARE SENDING TOO MANY MESSAGES. TRY AGAIN LATER."}',
    neighbours: [],
  },
  {
    name: "one-api's missing chat adaptor for a model (held ×2 model_not_found)",
    rule: 'message.relay_no_adaptor_for_model',
    reason: 'model_not_found',
    held: [
      'failed to convert request: cannot found vertex chat adaptor for model gemini-3.1-pro-preview',
    ],
    other:
      'convert request failed: CANNOT FOUND VERTEX CHAT ADAPTOR FOR MODEL gemini-2.5-flash (request id: 1)',
    neighbours: [],
  },
  {
    name: "Anthropic's max_tokens not above the thinking budget (held ×5 format_error)",
    rule: 'message.max_tokens_not_above_budget',
    reason: 'format_error',
    held: [
      'max_tokens must be greater than thinking.budget_tokens',
      'API call error: `max_tokens` must be greater than `thinking.budget_tokens`',
    ],
    other: 'MAX_TOKENS MUST BE GREATER THAN THINKING.BUDGET_TOKENS',
    neighbours: [],
  },
  {
    name: "Volcengine Ark's 'Invalid function format' (held ×2 format_error)",
    rule: 'message.invalid_function_format',
    reason: 'format_error',
    held: ["Error: Invalid function format: 'type' Request id: 0217473680015"],
    other: "Provider API error: INVALID FUNCTION FORMAT: 'TYPE'",
    neighbours: [],
  },
  {
    name: "Cursor's model not on the plan or key (held ×3 model_not_found)",
    rule: 'message.model_not_on_plan_or_key',
    reason: 'model_not_found',
    held: ['the model minimax-m2 does not work with your current plan or api key'],
    other: 'The model default does not work with your current plan or API key',
    neighbours: [],
  },
  {
    name: "The Gen AI SDK's Vertex-only parameter on the Gemini API (held ×2 format_error)",
    rule: 'message.parameter_not_in_gemini_api',
    reason: 'format_error',
    held: ['tools parameter is not supported in Gemini API.'],
    other: 'ValueError: GCS_URI PARAMETER IS NOT SUPPORTED IN GEMINI API.',
    neighbours: [],
  },
  {
    name: "curl's error 18 and OkHttp's unexpected end of stream (held ×2 timeout each)",
    rule: 'disconnect.small_session',
    reason: 'timeout',
    held: [
      '(18) transfer closed with outstanding read data remaining',
      'java.lang.RuntimeException: java.io.IOException: unexpected end of stream on https://api.openai.com/...',
    ],
    other: 'CURL: (18) TRANSFER CLOSED WITH OUTSTANDING READ DATA REMAINING',
    neighbours: [],
  },
];

for (const entry of SECOND_ROUND) {
  describe(entry.name, () => {
    it('reads the held wordings by a rule', () => {
      for (const message of entry.held) {
        expect(classified({ message })).toEqual({ reason: entry.reason, rule: entry.rule });
      }
    });
    it('reads a second rendering the same way', () => {
      expect(classified({ message: entry.other })).toEqual({
        reason: entry.reason,
        rule: entry.rule,
      });
    });
    if (entry.neighbours.length > 0) {
      it('leaves its neighbours to their readings', () => {
        for (const [descriptor, reason] of entry.neighbours) {
          expect(classified(descriptor).reason).toBe(reason);
        }
      });
    }
  });
}
