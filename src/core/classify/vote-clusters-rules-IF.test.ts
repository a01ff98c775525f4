/**
 * Session 65's vote-only clusters (group IF): provider and client wordings that only the word vote
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

describe("Claude Code's '<model>'s safeguards flagged this message' (held ×12, batches 749–1369)", () => {
  it('reads the held wording as a content-policy refusal, by a rule', () => {
    const held = classified({
      message:
        "API Error: Sonnet 5's safeguards flagged this message. Our intentionally broad safeguards allow us to deliver more capabilities faster, but can sometimes flag legitimate cybersecurity work.",
    });
    expect(held).toEqual({ reason: 'content_policy', rule: 'signature.content_policy_text' });
    expect(
      classified({
        message:
          "Opus 4.8 (1M context)'s safeguards flagged this message for a cybersecurity topic. Try rephrasing the request in a new session or change your model.",
      }).reason,
    ).toBe('content_policy');
  });
  it('reads it under a status, in capitals and with a typographic apostrophe', () => {
    expect(
      classified({
        status: 400,
        message: 'OPUS 4.8’S SAFEGUARDS FLAGGED THIS REQUEST for a cybersecurity topic.',
      }).reason,
    ).toBe('content_policy');
  });
  it('leaves an account flagged by safeguards to the status', () => {
    expect(
      classified({
        status: 403,
        message: 'Our safeguards flagged your account for unusual activity.',
      }),
    ).toEqual({ reason: 'auth', rule: 'status.403' });
  });
});

describe("Gemini's other 'response.text quick accessor requires … a valid Part' (held h1050, h1169)", () => {
  it('reads both of its lengths as the safety block, by a rule', () => {
    for (const message of [
      'Invalid operation: The `response.text` quick accessor requires the response to contain a valid `Part`',
      'Invalid operation: The `response.text` quick accessor requires the response to contain a valid `Part`, but none were returned. Please check the `candidate.safety_ratings` to determine if the response was blocked.',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'content_policy',
        rule: 'signature.content_policy_text',
      });
    }
  });
  it('keeps the finish-reason guard: a MAX_TOKENS candidate is not read by the rule', () => {
    const guarded = classified({
      message:
        'ValueError: The `response.text` quick accessor requires the response to contain a valid `Part`, but none were returned. finish_reason: MAX_TOKENS',
    });
    expect(guarded.rule).not.toBe('signature.content_policy_text');
  });
  it("leaves the multi-part 'not simple text' wording to the steps after", () => {
    const multi = classified({
      message:
        'The `response.text` quick accessor only works for simple (single-`Part`) text responses. This response is not simple text.',
    });
    expect(multi.rule).not.toBe('signature.content_policy_text');
  });
});

describe("openai-node's '404 status code (no body)' inside a client's words (held ×24)", () => {
  it('reads the held wrappers as model_not_found, by a rule', () => {
    for (const message of [
      'feishu deliver called: text=404 status code (no body)',
      'GenericOpenAI Failed to embed: [failed_to_embed]: 404 status code (no body)',
      'APIKEY 测试失败，可能是 APIKEY 无效，也可能平台或网络等原因 Error: 404 status code (no body)',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'model_not_found',
        rule: 'status.404.sdk_no_body',
      });
    }
  });
  it('reads it under its 404 with a request id after it', () => {
    expect(
      classified({
        status: 404,
        message: 'NotFoundError: 404 status code (no body)\nRequest ID: abc',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.404.sdk_no_body' });
  });
  it('leaves a 404 whose headline names another step, and other statuses, alone', () => {
    expect(classified({ message: 'Failed to refresh token: 404 status code (no body)' })).toEqual({
      reason: 'unknown',
      rule: 'status.404',
    });
    expect(
      classified({ message: 'MCP tool call failed: 404 status code (no body)' }).rule,
    ).not.toBe('status.404.sdk_no_body');
    expect(classified({ message: 'Web search failed: 429 status code (no body)' }).reason).toBe(
      'rate_limit',
    );
  });
});

describe("Gemini CLI's 'This account requires setting the GOOGLE_CLOUD_PROJECT' (held ×7)", () => {
  it('reads the held wording as auth, by a rule', () => {
    expect(
      classified({
        message:
          'Failed to login. Message: This account requires setting the GOOGLE_CLOUD_PROJECT or GOOGLE_CLOUD_PROJECT_ID env var. See https://goo.gle/gemini-cli-auth-docs#workspace-gca',
      }),
    ).toEqual({ reason: 'auth', rule: 'message.cloud_project_required' });
  });
  it('reads it inside a wrapper, in lower case', () => {
    expect(
      classified({
        message:
          'error: gemini auth: this account requires setting the google_cloud_project env var.',
      }),
    ).toEqual({ reason: 'auth', rule: 'message.cloud_project_required' });
  });
  it('leaves a mention of the variable alone', () => {
    expect(classified({ message: 'Error: GOOGLE_CLOUD_PROJECT is not set' }).rule).not.toBe(
      'message.cloud_project_required',
    );
  });
});

describe("Gemini CLI's refusals for 'Gemini Code Assist for individuals' (held ×10)", () => {
  it('reads the held wordings as auth_permanent, by a rule', () => {
    for (const message of [
      'Failed to login. Your current account is not eligible for Gemini Code Assist for individuals, the free version of Gemini Code Assist.',
      'Failed to sign in. This client is no longer supported for Gemini Code Assist for individuals. To continue using Gemini, please migrate to the Antigravity suite.',
      "Error: You're restricted from using Gemini Code Assist for individuals in your organization. For more information, contact your administrator.",
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'auth_permanent',
        rule: 'message.code_assist_individuals_refused',
      });
    }
  });
  it('reads it in capitals', () => {
    expect(
      classified({ message: 'NOT ELIGIBLE FOR GEMINI CODE ASSIST FOR INDIVIDUALS' }).reason,
    ).toBe('auth_permanent');
  });
  it("leaves Code Assist's own failures to their words", () => {
    expect(classified({ message: 'Gemini Code Assist: request timed out' }).reason).toBe('timeout');
  });
});

describe("openai-python's LengthFinishReasonError (held ×5)", () => {
  it('reads the held wording as context_overflow, by a rule', () => {
    expect(
      classified({
        message:
          'openai.LengthFinishReasonError: Could not parse response content as the length limit was reached - CompletionUsage(completion_tokens=300, prompt_tokens=513, total_tokens=813)',
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'message.length_finish_reason' });
  });
  it('reads the class name alone and the sentence alone', () => {
    expect(classified({ message: 'LengthFinishReasonError' }).reason).toBe('context_overflow');
    expect(
      classified({ message: 'COULD NOT PARSE RESPONSE CONTENT AS THE LENGTH LIMIT WAS REACHED' })
        .reason,
    ).toBe('context_overflow');
  });
  it("leaves the SDK's content-filter twin to the policy rule", () => {
    expect(
      classified({
        message: 'Could not parse response content as the content filter was triggered',
      }).reason,
    ).toBe('content_policy');
  });
});

describe("The Anthropic SDKs' 'Unexpected event order' (held ×7, batches 837, 1286)", () => {
  it('reads the held wordings as server_error, by a rule', () => {
    for (const message of [
      'Unexpected event order, got message_start before receiving "message_stop"',
      'Unexpected event order, got content_block_delta before "message_start"',
    ]) {
      expect(classified({ message })).toEqual({
        reason: 'server_error',
        rule: 'message.stream_event_order',
      });
    }
  });
  it('reads it in capitals behind a class name', () => {
    expect(
      classified({
        message: 'RuntimeError: UNEXPECTED EVENT ORDER, got error before "message_start"',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves another stream wording alone', () => {
    expect(classified({ message: 'Unexpected event in stream: ping' }).rule).not.toBe(
      'message.stream_event_order',
    );
  });
});

describe("GitHub Copilot's 'You may not include more than 128 tools' (held ×7)", () => {
  it('reads the held wording as format_error, by a rule', () => {
    expect(
      classified({
        message:
          'Sorry, your request failed. Please try again. Request id: 90ce57e3\n\nReason: You may not include more than 128 tools in your request.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.tools_over_cap' });
  });
  it('reads another cap, and the same words under a 400', () => {
    expect(
      classified({ message: 'Reason: You may not include more than 64 tools in your request.' }),
    ).toEqual({ reason: 'format_error', rule: 'message.tools_over_cap' });
    expect(
      classified({
        status: 400,
        message: 'Reason: You may not include more than 64 tools in your request.',
      }).reason,
    ).toBe('format_error');
  });
  it("leaves Copilot's headline with another reason alone", () => {
    expect(
      classified({
        message:
          'Sorry, your request failed. Please try again. Request id: 90ce57e3\n\nReason: Server error.',
      }).rule,
    ).not.toBe('message.tools_over_cap');
  });
});

describe("Python's SSLEOFError 'EOF occurred in violation of protocol' (held ×24 timeout)", () => {
  it('reads the held wording as a TLS failure, by a rule', () => {
    expect(classified({ message: 'EOF occurred in violation of protocol (_ssl.c:992)' })).toEqual({
      reason: 'timeout',
      rule: 'tls.text',
    });
  });
  it("reads it inside LiteLLM's wrapper, in lower case", () => {
    expect(
      classified({
        message:
          'litellm.APIConnectionError: Vertex_ai_betaException - eof occurred in violation of protocol (_ssl.c:1007)',
      }),
    ).toEqual({ reason: 'timeout', rule: 'tls.text' });
  });
  it("leaves a JSON parser's EOF alone", () => {
    expect(classified({ message: 'EOF while parsing a value at line 1 column 0' }).rule).not.toBe(
      'tls.text',
    );
  });
});

describe("Codex's 'remote compaction v2 expected exactly one compaction output item' (held ×5)", () => {
  it('reads the held wording as server_error, by a rule', () => {
    expect(
      classified({
        message:
          'Error running remote compact task: Fatal error: remote compaction v2 expected exactly one compaction output item, got 0 from 3 output items',
      }),
    ).toEqual({ reason: 'server_error', rule: 'message.remote_compaction_no_item' });
  });
  it('reads it in capitals without the version', () => {
    expect(
      classified({
        message:
          '■ ERROR RUNNING REMOTE COMPACT TASK: REMOTE COMPACTION EXPECTED EXACTLY ONE COMPACTION OUTPUT ITEM, got 0',
      }).rule,
    ).toBe('message.remote_compaction_no_item');
  });
  it('leaves a compact task cut by a disconnect to the disconnect reading', () => {
    expect(
      classified({
        message: 'Error running remote compact task: stream disconnected before completion',
      }).reason,
    ).toBe('timeout');
  });
});

describe("The AI SDK's 'No object generated: response did not match schema' (held ×5)", () => {
  it('reads the held wording as format_error, by a rule', () => {
    expect(
      classified({
        message:
          'NoObjectGeneratedError [AI_NoObjectGeneratedError]: No object generated: response did not match schema.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.no_object_matched_schema' });
  });
  it('reads it behind a step wrapper', () => {
    expect(
      classified({
        message:
          'Error executing step: AI_NoObjectGeneratedError: No object generated: response did not match schema.',
      }).rule,
    ).toBe('message.no_object_matched_schema');
  });
  it("leaves the SDK's other NoObjectGenerated causes to the steps after", () => {
    expect(
      classified({
        message: 'AI_NoObjectGeneratedError: No object generated: could not parse the response.',
      }).rule,
    ).not.toBe('message.no_object_matched_schema');
  });
});

describe("A client's 'your prompt did not comply with its regulations' (Raycast's Gemini, held ×4)", () => {
  it('reads the held wording as content_policy, by a rule', () => {
    expect(
      classified({
        message:
          'Could not access Gemini.\nThis may be because Gemini has decided that your prompt did not comply with its regulations. Please try another prompt, and if it still does not work, create an issue on GitHub.',
      }),
    ).toEqual({ reason: 'content_policy', rule: 'message.prompt_did_not_comply' });
  });
  it("reads another provider's policies", () => {
    expect(classified({ message: 'Your prompt did not comply with our policies.' }).reason).toBe(
      'content_policy',
    );
  });
  it("leaves the same client's access failure without the verdict alone", () => {
    expect(classified({ message: 'Could not access Gemini. Check your API key.' }).rule).not.toBe(
      'message.prompt_did_not_comply',
    );
  });
});

describe("OpenAI's 'Expected a base64-encoded data URL with … MIME type' (held ×12)", () => {
  it('reads the held wording as format_error, by a rule', () => {
    expect(
      classified({
        message:
          "Invalid 'input[0].content[1].image_url'. Expected a base64-encoded data URL with an image MIME type (e.g. 'data:image/png;base64,aW1n'), but got an invalid base64-encoded value.",
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.base64_data_url_expected' });
  });
  it('reads the file-data form, and under its 400', () => {
    const message =
      "Invalid file data: 'messages[1].content[0].file.file_data'. Expected a base64-encoded data URL with an application/pdf MIME type";
    expect(classified({ message }).rule).toBe('message.base64_data_url_expected');
    expect(classified({ status: 400, message }).reason).toBe('format_error');
  });
  it('leaves a shorter base64 complaint to the steps after', () => {
    expect(classified({ message: 'Invalid base64 image_url.' }).rule).not.toBe(
      'message.base64_data_url_expected',
    );
  });
});

describe("Qianfan's 'the length of messages must be an odd number' (held ×4)", () => {
  it('reads the held wording as format_error, by a rule', () => {
    expect(
      classified({
        message:
          'api return error, req_id: as-qedi6gntmw code: 336006, msg: the length of messages must be an odd number',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.messages_odd_number' });
  });
  it("reads one-api's body with it", () => {
    expect(
      classified({
        body: {
          error: {
            message: 'the length of messages must be an odd number (request id: 2023)',
            type: 'baidu_error',
            code: 336006,
          },
        },
      }).reason,
    ).toBe('format_error');
  });
  it('leaves another odd-number check alone', () => {
    expect(classified({ message: 'n must be an odd number' }).rule).not.toBe(
      'message.messages_odd_number',
    );
  });
});

describe("The AI Gateway's 'Invalid error response format: Gateway request failed' (held ×4)", () => {
  it('reads the held wording as timeout, by a rule', () => {
    expect(
      classified({
        message: 'GatewayResponseError: Invalid error response format: Gateway request failed',
      }),
    ).toEqual({ reason: 'timeout', rule: 'message.gateway_request_failed_unread' });
  });
  it('reads it without the class name, in capitals', () => {
    expect(
      classified({ message: 'INVALID ERROR RESPONSE FORMAT: GATEWAY REQUEST FAILED' }).rule,
    ).toBe('message.gateway_request_failed_unread');
  });
  it('leaves a gateway failure that kept its status to the status', () => {
    expect(
      classified({ message: 'GatewayResponseError: Gateway request failed: 401 Unauthorized' })
        .reason,
    ).toBe('auth_permanent');
  });
});
