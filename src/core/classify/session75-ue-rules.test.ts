/**
 * Session 75's vote-only wordings (rule group UE): wordings that only the word vote read when they
 * came without a status are read by a rule, as every held line with them labels them, so a retrained
 * vote cannot flip them; their neighbours keep their readings.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('h1396, h1945 ×2, h145: an image the provider could not take as uploaded (format_error)', () => {
  const rule = 'message.uploaded_image_unsupported';
  it('reads the held wordings', () => {
    for (const message of [
      "You uploaded an unsupported image. Please make sure your image has of one the following formats: ['png', 'jpeg', 'gif', 'webp'].",
      "You uploaded an unsupported image. Please make sure your image is below 20 MB in size and is of one the following formats: ['png', 'jpeg', 'gif', 'webp'].",
      'The image was specified using the image/png media type, but the image appears to be a image/jpeg image',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads another rendering: the body alone, other casing, a tool result image', () => {
    expect(
      classified({ body: { error: { message: 'YOU UPLOADED AN UNSUPPORTED IMAGE.' } } }),
    ).toEqual({ reason: 'format_error', rule });
    expect(
      classified({
        message:
          'messages.83.content.0.tool_result.content.1.image.source.base64: The image was specified using the image/jpeg media type, but the image appears to be a image/webp image',
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves an image too large, an unsupported file and the valid-image form to their rules', () => {
    expect(ruleOf({ message: 'You uploaded an unsupported file.' })).not.toBe(rule);
    expect(ruleOf({ message: 'The image you uploaded is too large.' })).not.toBe(rule);
    expect(
      classified({
        message: 'You uploaded an unsupported image. Please make sure your image is valid.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.validation' });
  });
});

describe("h1727, h1903: Copilot's missing Editor-Version header (format_error)", () => {
  const rule = 'message.copilot_editor_version_missing';
  it('reads the held wordings', () => {
    for (const message of [
      'bad request: missing Editor-Version header for IDE auth',
      'bad request: missing Editor-Version header for IDE auth.',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads another rendering: a wrapper, other casing', () => {
    expect(
      classified({ message: 'Copilot error: MISSING EDITOR-VERSION HEADER for IDE auth' }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves a missing Authorization header and the 400 form to their rules', () => {
    expect(reasonOf({ message: 'bad request: missing Authorization header' })).not.toBe(
      'format_error',
    );
    expect(
      classified({
        status: 400,
        message:
          'OpenAI API error (400): 400 bad request: missing Editor-Version header for IDE auth',
      }).reason,
    ).toBe('format_error');
    expect(ruleOf({ message: 'missing Editor-Plugin-Version value' })).not.toBe(rule);
  });
});

describe('h1473, h1117, h462: prompt-cache markers placed where the provider refuses them (format_error)', () => {
  const rule = 'message.prompt_cache_placement_refused';
  it('reads the held wordings', () => {
    for (const message of [
      'messages.198.content.1.text: cache_control cannot be set for empty text blocks',
      "a ttl='1h' cache_control block must not come after a ttl='5m' cache_control block",
      'Tool config, tools and system instruction should not be set in therequest when using cached content.',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads another rendering: the body alone, the space kept', () => {
    expect(
      classified({
        body: {
          error: {
            message:
              'Tool config, tools and system instruction should not be set in the request when using cached content',
          },
        },
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves other cache_control complaints and a missing cache to their rules', () => {
    expect(
      ruleOf({ message: 'A maximum of 4 blocks with cache_control may be provided. Found 5.' }),
    ).not.toBe(rule);
    expect(ruleOf({ message: 'Cached content not found or expired' })).not.toBe(rule);
  });
});

describe("h320, h1744, h163: Gemini's refusals of a request's fields (format_error)", () => {
  const rule = 'message.gemini_request_field_refused';
  it('reads the held wordings', () => {
    for (const message of [
      "GenerateContentRequest.contents[2].parts[0].data: required oneof field 'data' must have one initialized field",
      '1007 The requested combination of response modalities (TEXT) is not supported by the model',
      'all models failed: error receiving from stream:\nError 400, Message: Budget 0 is invalid. This\nmodel only works in thinking mode., Status: INVALID_ARGUMENT, Details: []',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads another rendering: the space lost in a relay, the body alone', () => {
    expect(
      classified({
        message:
          "***.contents[1].parts[0].data: requiredoneof field 'data' must have one initialized field",
      }),
    ).toEqual({ reason: 'format_error', rule });
    expect(
      classified({
        body: {
          error: {
            message:
              'The requested combination of response modalities is not supported by the model.',
          },
        },
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it("leaves a oneof field already set and the model's own not-found to their rules", () => {
    expect(
      ruleOf({
        message:
          "Invalid value at 'contents[5].parts[0]' (oneof), oneof field 'data' is already set. Cannot set 'functionCall'",
      }),
    ).not.toBe(rule);
    expect(reasonOf({ message: 'models/gemini-9-pro is not found for API version v1beta' })).toBe(
      'model_not_found',
    );
  });
});

describe("h226: llama.cpp's template without a buildable parser (format_error)", () => {
  const rule = 'message.llama_cpp_template_parser_unbuilt';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          'Unable to generate parser for this template. Automatic parser generation failed:\nWhile executing CallExpression at line 163, column 57',
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('reads another rendering: the body alone', () => {
    expect(
      classified({
        body: { error: { message: 'Unable to generate parser for this template.' } },
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves a parser the server itself failed to load alone', () => {
    expect(ruleOf({ message: 'Unable to generate parser: out of memory' })).not.toBe(rule);
  });
});

describe("h1120: DeepSeek's features only on its beta base URL (format_error)", () => {
  const rule = 'message.deepseek_beta_api_only';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          'prefix is only available when using beta api (set base_url="https://api.deepseek.com/beta") (request id: 20250425162228402540912ic5PfmPp)',
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('reads another rendering: the completions API, other casing', () => {
    expect(
      classified({
        message: 'Completions API IS ONLY AVAILABLE WHEN USING BETA API (set base_url=…/beta)',
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves a beta closed to the account alone', () => {
    expect(ruleOf({ message: 'The beta API is not available for your account.' })).not.toBe(rule);
  });
});

describe('h241, h165: audio input the API refuses (format_error)', () => {
  const rule = 'message.audio_input_refused';
  it('reads the held wordings', () => {
    for (const message of [
      'Audio content of 2650ms is already shorter than 9100ms',
      'Audio file might be corrupted or unsupported',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads another rendering: a wrapper, other casing', () => {
    expect(
      classified({ message: '[ERROR: External: AUDIO FILE MIGHT BE CORRUPTED OR UNSUPPORTED]' }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves audio too long and a file that could not be read locally alone', () => {
    expect(
      ruleOf({ message: 'Your audio file was too long. The limit is 5000 milliseconds.' }),
    ).not.toBe(rule);
    expect(ruleOf({ message: 'Audio content of the call was lost' })).not.toBe(rule);
  });
});

describe("h880, h200: Bedrock's call the model or API does not offer (format_error)", () => {
  const rule = 'message.bedrock_call_not_offered';
  it('reads the held wordings', () => {
    for (const message of [
      'The requested operation is not recognized by the service',
      "This model doesn't support tool use in streaming mode",
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads another rendering: the body alone, a curly apostrophe', () => {
    expect(
      classified({
        body: { message: 'This model doesn’t support tool use in streaming mode.' },
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves the 500 its status rule reads and a model that supports no tools alone', () => {
    expect(
      classified({
        status: 500,
        message:
          'bifrost request failed: 500 Internal Server Error "This model doesn\'t support tool use in streaming mode."',
      }).rule,
    ).not.toBe(rule);
    expect(ruleOf({ message: 'The requested operation timed out' })).not.toBe(rule);
    // A model without tools at all is the model rules' (held convention), streaming or not.
    expect(ruleOf({ message: 'This model does not support tool use in streaming mode.' })).not.toBe(
      rule,
    );
  });
});

describe("h1947: Python's json decoder finding extra data (format_error)", () => {
  const rule = 'message.json_extra_data';
  it('reads the held wording', () => {
    expect(
      classified({
        message: 'Error handling API response: Extra data: line 1 column 55 (char 54)',
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('reads another rendering: the body alone', () => {
    expect(
      classified({ body: { error: { message: 'Extra data: line 1 column 82 (char 81)' } } }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves extra data without the decoder position alone', () => {
    expect(ruleOf({ message: 'Extra data was sent with the request' })).not.toBe(rule);
  });
});

describe("h1508: OpenAI's file search refusing a file type (format_error)", () => {
  const rule = 'message.retrieval_file_type_unsupported';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          'Message: Files with extensions [.csv] are not supported for retrieval. Supported file types include: [.c, .cpp, .txt].',
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('reads another rendering: the body alone, another extension', () => {
    expect(
      classified({
        body: {
          error: { message: 'Files with extensions [.png] are not supported for retrieval.' },
        },
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves retrieval that is down alone', () => {
    expect(ruleOf({ message: 'Retrieval is not supported for this assistant right now' })).not.toBe(
      rule,
    );
  });
});

describe("h123: Azure's Unsupported data type (format_error)", () => {
  const rule = 'message.unsupported_data_type';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          'An error occured with Azure GPT-4 Chat Completion, error 400: Unsupported data type',
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('reads another rendering: the body alone', () => {
    expect(classified({ body: { error: { message: 'Unsupported data type\n' } } })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it('leaves a supported data type and an unsupported model alone', () => {
    expect(ruleOf({ message: 'Unsupported model type' })).not.toBe(rule);
    // A runtime's number type, not a request part (review 2, group UT).
    expect(ruleOf({ message: 'RuntimeError: Unsupported data type: bfloat16' })).not.toBe(rule);
  });
});

describe("h444: TGI's bound on top_p (format_error)", () => {
  const rule = 'message.top_p_out_of_bounds';
  it('reads the held wording (under a 200)', () => {
    expect(
      classified({
        status: 200,
        body: {
          error: 'Input validation error: `top_p` must be > 0.0 and < 1.0',
          error_type: 'validation',
        },
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it("reads another rendering: a relay's thinking bound, the message alone", () => {
    expect(
      classified({
        message: '`top_p` must be greater than or equal to 0.95 or unset when thinking is enabled',
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves top_p named without its bound alone', () => {
    expect(ruleOf({ message: 'top_p is ignored by this model' })).not.toBe(rule);
  });
});

describe('h1044: a local server asking for a model to be loaded (model_not_found)', () => {
  const rule = 'message.please_load_a_model';
  it('reads the held wording', () => {
    expect(
      classified({
        body: {
          detail: {
            msg: 'API generation is not supported in read-only mode; please load a model and then try again.',
            type: 'not_implemented',
          },
        },
        message:
          "Unexpected response received from http://localhost:5000: {'detail': {'msg': 'API generation is not supported in read-only mode; please load a model and then try again.', 'type': 'not_implemented'}}. Please check the health of the KAI worker. Retrying in 10 seconds...",
      }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('reads another rendering: the message alone', () => {
    expect(classified({ message: 'Read-only mode: PLEASE LOAD A MODEL first.' })).toEqual({
      reason: 'model_not_found',
      rule,
    });
  });
  it('leaves a model that failed to load alone', () => {
    expect(ruleOf({ message: 'Failed to load a model: out of memory' })).not.toBe(rule);
  });
});

describe("h744: ChatGPT's message submitted too long (context_overflow)", () => {
  const rule = 'message.message_submitted_too_long';
  it('reads the held wording', () => {
    expect(
      classified({
        message: 'The message you submitted was too long, please edit it and resubmit.',
      }),
    ).toEqual({ reason: 'context_overflow', rule });
  });
  it('reads another rendering: the body alone, other casing', () => {
    expect(classified({ body: { message: 'THE MESSAGE YOU SUBMITTED WAS TOO LONG.' } })).toEqual({
      reason: 'context_overflow',
      rule,
    });
  });
  it('leaves a message submitted too often alone', () => {
    expect(
      reasonOf({ message: 'The message you submitted was too frequent, slow down.' }),
    ).not.toBe('context_overflow');
  });
});

describe("h1484: Cursor's block for suspicious activity, 'because' (auth_permanent)", () => {
  const rule = 'message.auth_permanent';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          'Your request has been blocked because our system detected suspicious activity from your account. If you believe this is an error, please contact us at hi@cursor.com.',
      }),
    ).toEqual({ reason: 'auth_permanent', rule });
  });
  it('reads another rendering: the body alone', () => {
    expect(
      classified({
        body: {
          error: {
            message: 'Blocked because the system has detected suspicious activity on this account.',
          },
        },
      }),
    ).toEqual({ reason: 'auth_permanent', rule });
  });
  it("leaves Kiro's temporary limits for suspicious activity alone", () => {
    expect(
      reasonOf({
        message: 'Due to suspicious activity, we are imposing temporary limits. Try again later.',
      }),
    ).not.toBe('auth_permanent');
  });
});

describe("h1279: LiteLLM's older router without a healthy deployment (model_not_found)", () => {
  const rule = 'message.router_model_undeployed';
  it('reads the held wording', () => {
    expect(
      classified({
        message: 'No healthy deployment available, passed model=ollama/llama2',
        name: 'ValueError',
      }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('reads another rendering: the plural, other casing', () => {
    expect(
      classified({ message: 'NO HEALTHY DEPLOYMENTS AVAILABLE, PASSED MODEL=gpt-4o' }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('leaves the cooldown wording to the rate limit', () => {
    expect(
      ruleOf({
        message: 'No deployments available for selected model, Try again in 5 seconds.',
      }),
    ).not.toBe(rule);
  });
});

describe('h909: LiveKit Agents giving up after its retries (timeout)', () => {
  const rule = 'message.llm_completion_attempts_spent';
  it('reads the held wording', () => {
    expect(
      classified({
        message: 'failed to generate LLM completion after 4 attempts',
        name: 'livekit.agents._exceptions.APIConnectionError',
      }),
    ).toEqual({ reason: 'timeout', rule });
  });
  it('reads another rendering: the message alone, another count', () => {
    expect(
      classified({ message: 'Agent error: Failed to generate LLM completion after 3 attempts' }),
    ).toEqual({ reason: 'timeout', rule });
  });
  it('leaves a completion refused for its content alone', () => {
    expect(ruleOf({ message: 'failed to generate LLM completion: content filtered' })).not.toBe(
      rule,
    );
  });
});

describe("h238: OpenAI's Invalid URL with the space before the bracket lost (format_error)", () => {
  const rule = 'message.invalid_url';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          '错误：type invalid request_error,code <nil>,message Invalid URL(POST /v1/v1/chat/completions)',
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('reads another rendering: the body alone, another method', () => {
    expect(classified({ body: { error: { message: 'Invalid URL(GET /v1/v1/models)' } } })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it('leaves an invalid URL named without its method and path alone', () => {
    expect(ruleOf({ message: 'Invalid URL(s) in your document' })).not.toBe(rule);
  });
});

describe("h678: 'Unable to connect to API' with its words run apart (timeout)", () => {
  const rule = 'transport.text';
  it('reads the held wording', () => {
    expect(classified({ message: 'Unable  to connect to API' })).toEqual({
      reason: 'timeout',
      rule,
    });
  });
  it('reads another rendering: a tab between the words', () => {
    expect(classified({ message: 'Error: Unable\tto connect to the server' })).toEqual({
      reason: 'timeout',
      rule,
    });
  });
  it('leaves other inabilities with their words run apart alone', () => {
    expect(reasonOf({ message: 'Unable  to continue: the API key is invalid' })).not.toBe(
      'timeout',
    );
  });
});

describe('h208: a request-window limit stated with its counts (rate_limit)', () => {
  const rule = 'message.rate_limit_counts_stated';
  it('reads the held wording', () => {
    expect(
      classified({ message: 'Limit 3, Used 3, Requested 1. Please try again in 20s.' }),
    ).toEqual({ reason: 'rate_limit', rule });
  });
  it('reads another rendering: the body alone, token counts, no retry advice', () => {
    expect(
      classified({ body: { error: { message: 'Limit 30000, Used 29500, Requested 1200.' } } }),
    ).toEqual({ reason: 'rate_limit', rule });
  });
  it("leaves OpenAI's full wording to its rule and counts without the request alone", () => {
    expect(
      ruleOf({
        message:
          'Rate limit reached for gpt-4o in organization org-x on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.',
      }),
    ).not.toBe(rule);
    expect(ruleOf({ message: 'Limit 3, Used 1' })).not.toBe(rule);
  });
});

describe("h267: OpenRouter's prompt-token cap lifted by credits (billing)", () => {
  const rule = 'message.openrouter_prompt_tokens_credits';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          '"Prompt tokens limit exceeded: 24658 > 15981. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account," \'code\': 402.',
      }),
    ).toEqual({ reason: 'billing', rule });
  });
  it('reads another rendering: the body alone, the paid-account advice only', () => {
    expect(
      classified({
        body: {
          error: {
            message: 'Prompt tokens limit exceeded: 9000 > 4000. Upgrade to a paid account.',
          },
        },
      }),
    ).toEqual({ reason: 'billing', rule });
  });
  it('leaves the cap without its credits advice alone', () => {
    expect(ruleOf({ message: 'Prompt tokens limit exceeded: 24658 > 15981.' })).not.toBe(rule);
  });
});

describe('h609, h1518: a value of the wrong type in the request (format_error)', () => {
  const rule = 'message.invalid_type_for';
  it('reads the held wordings', () => {
    for (const descriptor of [
      {
        message:
          "litellm.APIError: AzureException APIError - Invalid type for value. Expected primitive type, got <class '_io.BytesIO'>: <_io.BytesIO object at 0x7f953ddc1760>",
      },
      { body: { error: "invalid type for option 'num_keep': expected int, got string" } },
    ]) {
      expect(classified(descriptor)).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads another rendering: other casing', () => {
    expect(classified({ message: "INVALID TYPE FOR option 'top_k'" })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it('leaves an invalid token type and a bare type error alone', () => {
    expect(ruleOf({ message: 'Invalid token type' })).not.toBe(rule);
    expect(ruleOf({ message: 'TypeError: cannot read properties of undefined' })).not.toBe(rule);
  });
});
