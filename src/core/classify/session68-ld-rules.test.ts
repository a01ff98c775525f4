/**
 * Session 68's vote-only clusters (rule group LD): provider and client wordings that only the word
 * vote read, kept without their status, are read by a rule, as their held lines all label them; their
 * neighbours keep their readings.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import type { ClassifyContext } from './types.js';

function classified(descriptor: Record<string, unknown>, context?: ClassifyContext) {
  const result = classifyError(errorFromDescriptor(descriptor), context);
  const decided = result.explain.find((step) => step.decided);
  return { reason: result.reason, rule: decided?.rule };
}

/** Each message is read as `reason` by `rule`. */
function readsAll(messages: readonly string[], reason: string, rule: string): void {
  for (const message of messages) expect(classified({ message })).toEqual({ reason, rule });
}

describe("MiniMax's 'invalid params, … (2013)' without its 400 (held ×43 format_error)", () => {
  it('reads the held wordings, in capitals too, as the request', () => {
    readsAll(
      [
        'invalid params, chat content has invalid message role: system (2013)',
        'Minimax error: INVALID PARAMS, TOOL CALL ID IS INVALID (2013)',
        'status_code=2013, status_msg=invalid params, duplicate tool_call id: call_function_b_1',
      ],
      'format_error',
      'message.minimax_invalid_params',
    );
    expect(
      classified({ status: 400, message: 'invalid params, invalid chat setting (2013)' }),
    ).toEqual({ reason: 'format_error', rule: 'status.400' });
  });
  it('leaves its overflow and unknown-model sentences to their rules', () => {
    expect(classified({ message: 'invalid params, context window exceeds limit (2013)' })).toEqual({
      reason: 'context_overflow',
      rule: 'message.context_overflow',
    });
    expect(classified({ message: "invalid params, unknown model 'gpt-5.5' (2013)" }).reason).toBe(
      'model_not_found',
    );
    expect(classified({ message: 'invalid params' }).rule).not.toBe(
      'message.minimax_invalid_params',
    );
  });
});

describe("AWS's 'failed to satisfy constraint: Member must' (held ×14 format_error)", () => {
  it('reads a request field outside its constraint as the request', () => {
    readsAll(
      [
        "'inferenceConfig.stopSequences' failed to satisfy constraint: Member must have length less than or equal to 4",
        "Value 'Complete Session' at 'toolConfig.tools.22.member.toolSpec.name' FAILED TO SATISFY CONSTRAINT: Member must satisfy regular expression pattern",
      ],
      'format_error',
      'message.aws_constraint_not_satisfied',
    );
  });
  it("leaves STS's members and a value bound on maxTokens unread by it (holdout-69)", () => {
    for (const message of [
      "1 validation error detected: Value 'bedrock role' at 'roleSessionName' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w+=,.@-]*",
      "1 validation error detected: Value '200001' at 'inferenceConfig.maxTokens' failed to satisfy constraint: Member must have value less than or equal to 128000",
    ]) {
      expect(classified({ message }).rule).not.toBe('message.aws_constraint_not_satisfied');
    }
  });
  it("leaves the model id's and the body's constraints to the model and size rules", () => {
    expect(
      classified({
        message:
          "Value 'anthropic.claude-3-haiku-20240307-v1:0:200k' at 'modelId' failed to satisfy constraint: Member must satisfy regular expression pattern",
      }).reason,
    ).toBe('model_not_found');
    expect(
      classified({
        message:
          "Value at 'body' failed to satisfy constraint: Member must have length less than or equal to 25000000",
      }).reason,
    ).toBe('payload_too_large');
  });
});

describe("the AI SDK's 'Invalid input for tool …: Type validation failed' (held ×5 format_error)", () => {
  it('reads the held wordings as the request', () => {
    readsAll(
      [
        'AI_InvalidToolInputError: Invalid input for tool read: Type validation failed.',
        'The arguments provided to the tool are invalid: INVALID INPUT FOR TOOL write: Type validation failed: Value: {}',
      ],
      'format_error',
      'message.invalid_tool_input',
    );
  });
  it('leaves a bare type validation failure to other readings', () => {
    expect(
      classified({ message: 'AI_TypeValidationError: Type validation failed: Value: {"id":"x"}' })
        .rule,
    ).not.toBe('message.invalid_tool_input');
  });
});

describe("Android AICore's 'error code 8-NOT_AVAILABLE / 606-FEATURE_NOT_FOUND' (held ×4 model_not_found)", () => {
  it('reads the feature missing as the model missing', () => {
    readsAll(
      [
        'AICore failed with error type 2-INFERENCE_ERROR and error code 8-NOT_AVAILABLE: Inference failed.',
        'AICore failed with error type 3-PREPARATION_ERROR and error code 606-FEATURE_NOT_FOUND: Feature 2008 is not available.',
      ],
      'model_not_found',
      'message.aicore_feature_not_available',
    );
  });
  it("leaves the engine's own faults alone", () => {
    expect(
      classified({
        message:
          'AICore failed with error type 2-INFERENCE_ERROR and error code 29-INTERNAL_ERROR: Inference failed.',
      }).reason,
    ).toBe('server_error');
    expect(
      classified({
        message:
          'AICore failed with error type 2-INFERENCE_ERROR and error code 5-COMPUTE_ERROR: Inference failed.',
      }).rule,
    ).not.toBe('message.aicore_feature_not_available');
  });
});

describe("Coze's bot not published (Chinese) and its 4200 'bot_id … does not exist' (held ×5 model_not_found)", () => {
  it('reads the held wordings as the model missing', () => {
    readsAll(
      [
        '[COZE] reply error=[COZE] Error: 当前 Bot 未发布到对应渠道',
        '错误:当前Bot未发布到对应渠道',
        'API error: 4200 Requested resource bot_id=749631215699333**** does not exist. Ensure you are the correct resource identifier.',
      ],
      'model_not_found',
      'message.coze_bot_unreachable',
    );
  });
  it('leaves the English sentence to its own rule', () => {
    expect(
      classified({ message: 'The Bot is not currently published to the corresponding platform' }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.coze_bot_not_published' });
  });
});

describe("OpenAI's image-edit input refusals (held ×7 format_error)", () => {
  it('reads the held wordings as the request', () => {
    readsAll(
      [
        "Invalid input image - format must be in ['RGBA', 'LA', 'L'], got RGB.",
        'API Error: Invalid image file or mode for image 1, please check your image file. (Type: image_generation_user_error)',
      ],
      'format_error',
      'message.image_input_invalid',
    );
    expect(
      classified({
        status: 400,
        message: 'Invalid image file or mode for image 0, please check the your image file.',
      }).reason,
    ).toBe('format_error');
  });
  it('leaves an image over its size to the image rule', () => {
    expect(
      classified({ message: 'Image too large: invalid input image exceeds 20MB' }).reason,
    ).toBe('image_too_large');
  });
});

describe("OpenAI's 'There was an issue with your request. Please check your inputs' (held ×4 format_error)", () => {
  it("reads Home Assistant's rendering as the request", () => {
    readsAll(
      [
        'Error talking to OpenAI: There was an issue with your request. Please check your inputs and try again',
        'THERE WAS AN ISSUE WITH YOUR REQUEST. PLEASE CHECK YOUR INPUTS.',
      ],
      'format_error',
      'message.issue_with_your_request',
    );
  });
  it('leaves the sentence without the inputs advice unread by it', () => {
    expect(
      classified({ message: 'There was an issue with your request. Please try again later.' }).rule,
    ).not.toBe('message.issue_with_your_request');
  });
});

describe("OpenAI Realtime's 'Conversation already has an active response in progress' (held ×4 format_error)", () => {
  it('reads the held wordings as the request', () => {
    readsAll(
      [
        'Conversation already has an active response in progress.',
        'RuntimeError wrapping "Conversation already has an active response in progress: resp_abc"',
      ],
      'format_error',
      'message.active_response_in_progress',
    );
  });
});

describe("ONNX Runtime Web's 'failed to call OrtRun()' (held ×2 server_error)", () => {
  it("reads the runtime's failure as the engine's fault", () => {
    readsAll(
      [
        'Uncaught Error: failed to call OrtRun(). ERROR_CODE: 1, ERROR_MESSAGE: WebGPU validation failed.',
        'Something went wrong: FAILED TO CALL ORTRUN(). ERROR_CODE: 1',
      ],
      'server_error',
      'message.ort_run_failed',
    );
  });
});

describe("fal's 'User is locked. Reason: Exhausted balance.' without its 403 (held ×5 billing)", () => {
  it('reads the balance lock as billing, as the 403 rule does', () => {
    readsAll(
      [
        'User is locked. Reason: Exhausted balance.',
        '{"detail":"User is locked. Reason: Exhausted balance..."}',
      ],
      'billing',
      'message.user_locked_exhausted_balance',
    );
    expect(
      classified({ status: 403, message: 'User is locked. Reason: Exhausted balance. Top up.' })
        .reason,
    ).toBe('billing');
  });
  it('leaves the admin lock to the permanent-auth rule', () => {
    expect(
      classified({ message: 'User is locked. Reason: Admin lock. Please contact support@fal.ai.' })
        .reason,
    ).toBe('auth_permanent');
  });
});

describe('account and credential refusals only the vote read (held ×2 each)', () => {
  it("reads Baidu's 用户访问被限制 as auth", () => {
    readsAll(
      ['Exception: 用户访问被限制', '{"code":40005,"msg":"用户访问被限制","data":null}'],
      'auth',
      'message.user_access_restricted',
    );
  });
  it("reads Bing's CAPTCHA challenge as auth", () => {
    readsAll(
      [
        'ResponseError: CaptchaChallenge: User needs to solve CAPTCHA to continue.',
        'Exception: CAPTCHACHALLENGE: USER NEEDS TO SOLVE CAPTCHA',
      ],
      'auth',
      'message.captcha_challenge',
    );
  });
  it("reads Gemini-API's lapsed cookie as auth", () => {
    readsAll(
      [
        'gemini.types.AuthError: Failed to initiate client. SECURE_1PSIDTS could get expired frequently, please make sure cookie values are up to date.',
        'Failed to initialize Gemini clients: Failed to initialize client. SECURE_1PSIDTS could get expired frequently',
      ],
      'auth',
      'message.session_cookie_expired',
    );
  });
  it("reads Codeium's 'api key is incorrect' as a dead key", () => {
    readsAll(
      ['api key is incorrect', 'Codeium: API KEY IS INCORRECT.'],
      'auth_permanent',
      'message.api_key_is_incorrect',
    );
  });
});

describe("Google Text-to-Speech's 'longer than the limit of 5000 bytes' (held ×2 context_overflow)", () => {
  it('reads the input cap as the input over its length', () => {
    readsAll(
      [
        'Either `input.text` or `input.ssml` is longer than the limit of 5000 bytes.',
        'Either `input.text` or `input.ssml` is longer than the limit of 5000 bytes. This limit is different from quotas.',
      ],
      'context_overflow',
      'message.tts_input_over_limit',
    );
  });
});

describe("Chrome's built-in AI session that cannot start (held ×2 model_not_found)", () => {
  it("reads Chrome's built-in AI session that cannot start", () => {
    readsAll(
      [
        'Uncaught InvalidStateError: The session cannot be created.',
        'InvalidStateError: The session cannot be created.',
      ],
      'model_not_found',
      'message.browser_ai_session_not_created',
    );
    expect(
      classified({ message: 'InvalidStateError: The object is in an invalid state.' }).rule,
    ).not.toBe('message.browser_ai_session_not_created');
  });
});

describe('a connection reset in Chinese locales and an aiohttp cut body (held ×11 timeout)', () => {
  it('reads them at the disconnect step', () => {
    readsAll(
      [
        'curl: (56) Recv failure: 连接被对方重设',
        'ConnectionResetError: 【WinError 10054】 远程主机强迫关闭了一个现有的连接。',
        "TransferEncodingError: 400, message='Not enough data for satisfy transfer length header.'",
      ],
      'timeout',
      'disconnect.small_session',
    );
  });
  it('reads them as the overflow on a large session', () => {
    expect(
      classified(
        { message: 'curl: Recv failure:连接被对方重设' },
        { approxTokens: 190_000, contextLength: 200_000 },
      ).reason,
    ).toBe('context_overflow');
  });
});

describe("OpenAI Realtime's 'Cancellation failed: no active response found' (held ×2 format_error)", () => {
  it('reads the cancel with no response running as the request', () => {
    readsAll(
      [
        'openai error: Cancellation failed: no active response found',
        'CANCELLATION FAILED: NO ACTIVE RESPONSE FOUND',
      ],
      'format_error',
      'message.active_response_in_progress',
    );
  });
});

describe("LM Studio's 'messages' without content (held ×4 format_error)", () => {
  it('reads the held wordings as the request', () => {
    readsAll(
      [
        '[ERROR] [Server Error] {"title":"\'messages\' array must only contain objects with a \'content\' field that is not empty"}',
        '{"error":"\'messages\' array must only contain objects with a \'content\' field that is not empty."}',
      ],
      'format_error',
      'message.messages_content_not_empty',
    );
  });
});

describe('a chat template that raised on the messages (held ×6 format_error)', () => {
  it("reads jinja2's and TGI's template errors as the request", () => {
    readsAll(
      [
        'jinja2.exceptions.TemplateError: System role not supported',
        'Template error: invalid operation: object has no method named strip (in <string>:1)',
      ],
      'format_error',
      'message.chat_template_raised',
    );
  });
  it('leaves the older template wordings to their rule and other jinja2 errors unread by it', () => {
    expect(classified({ message: 'Error rendering prompt with jinja template' })).toEqual({
      reason: 'format_error',
      rule: 'message.prompt_template',
    });
    expect(
      classified({
        message: "jinja2.exceptions.UndefinedError: 'dict object' has no attribute 'content'",
      }).rule,
    ).not.toBe('message.chat_template_raised');
  });
});

describe('request refusals in a provider’s words only the vote read (all held format_error)', () => {
  it('reads each held wording as the request', () => {
    readsAll(
      [
        'prompting with images is incompatible with system messages',
        'Sorry, OpenAl has rejected your request. Here is the error message: Model incompatible request argument supplied: temperature',
        'Unhandled exception. Google.GenAI.ClientError: Multiple tools are supported only when they are all search tools.',
        'Unsupported document file format: application/octet-stream. Only PDF and plaintext documents are supported.',
        'UNSUPPORTED DOCUMENT FORMAT. Only txt and pdf formats are supported when citations are enabled',
        'Perplexity API error: max_tokens must be at least 16',
        'The thinking budget 128 is invalid. Please choose a value between 512 and 24576.',
        'thinking_budget is out of range; supported values are integers from 1 to 24576.',
        'Invalid request parameters',
        'Koboldcpp requires a web server running locally!{"detail":{"msg":"Error parsing input","type":"bad input"}}',
      ],
      'format_error',
      'message.request_shape_refused',
    );
  });
});

describe('local engines and hosted tools that failed (held server_error)', () => {
  it("reads Jan's runner that could not start the model", () => {
    readsAll(
      [
        'Failed to create model: Failed to start model: {"code":"LLAMA_CPP_PROCESS_ERROR"}',
        'Generation failed Failed to create model: Failed to start model: "LlamacppError"',
      ],
      'server_error',
      'message.local_model_start_failed',
    );
  });
  it("reads Cloudflare's Argo Tunnel error page", () => {
    readsAll(
      ['Error 1033 Ray ID: 7e50aeca09cf691b Argo Tunnel error What happened?', 'ARGO TUNNEL ERROR'],
      'server_error',
      'message.argo_tunnel_error',
    );
  });
  it("reads Foundry's hosted tool exception", () => {
    readsAll(
      [
        "content_type='system_error' name='ValueError' text=\"Encountered exception: <class 'ValueError'>\"",
        "content_type='system_error' name='AssertionError' text=\"Encountered exception: <class 'AssertionError'>.\"",
      ],
      'server_error',
      'message.tool_system_error',
    );
  });
});

describe('a connection that could not be made, in a client’s words (held timeout)', () => {
  it("reads Java's ConnectException", () => {
    readsAll(
      [
        'BurpGPT: java.net.ConnectException: Failed to connect toapi.openai.com/31.13.85.2:443',
        '响应聊天信息时发生错误：java.net.ConnectException',
      ],
      'timeout',
      'message.java_connect_exception',
    );
  });
  it("reads Open WebUI's whole 'Network Problem' only", () => {
    readsAll(
      ['Network Problem', 'OpenAI: Network Problem', 'Open AI: Network Problem'],
      'timeout',
      'message.network_problem',
    );
    expect(
      classified({ message: 'There may be a network problem. Check your API key.' }).rule,
    ).not.toBe('message.network_problem');
  });
});
