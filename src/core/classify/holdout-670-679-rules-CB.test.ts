/**
 * Rules written for the misses of held-out batches 670–679 (session 49, group CB), after the
 * batches had been scored without them: an aggregator's 429 about its upstream, a relay's empty
 * account pool, Gemini's internal error under a 400, a proxy's page for a failed connection, an app's class for an unusable answer, wrappers that drop the cause, a list of
 * guessed causes, a bad response format said in Chinese and a terminal's wrap before a backticked
 * model name. Each client's real wording (from the batch line named), a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function ruleOf(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

// NousResearch/hermes-agent#117111: CommandCode's 429 about the provider behind it.
describe("an aggregator's 429 saying its upstream provider is unavailable", () => {
  it('is the upstream rate limit (batch 670)', () => {
    const result = classify({
      status: 429,
      message:
        'HTTP 429: Upstream model provider is temporarily unavailable. Please try again in a moment.',
    });
    expect(result.reason).toBe('upstream_rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('status.429.upstream_provider_unavailable');
  });
  it("reads a relay's JSON body with the same words the same (invented)", () => {
    expect(
      classify({
        status: 429,
        body: { error: { message: 'Upstream provider temporarily unavailable', type: 'error' } },
      }).reason,
    ).toBe('upstream_rate_limit');
  });
  it('leaves the words without a 429, a 503 and a plain 429 alone (held, invented)', () => {
    expect(
      classify({
        message:
          'Upstream model provider is temporarily unavailable. Please try again in a moment.',
      }).reason,
    ).toBe('overloaded');
    expect(
      classify({ status: 503, message: 'Upstream service temporarily unavailable' }).reason,
    ).toBe('overloaded');
    expect(
      classify({ status: 429, message: 'Rate limit exceeded. Please try again in a moment.' })
        .reason,
    ).toBe('rate_limit');
  });
});

// Wei-Shaw/sub2api#4636: the relay's empty account pool, under its 424.
describe("a relay's pool with no available accounts", () => {
  it('is capacity, even under a 424 (batch 671)', () => {
    const result = classify({
      status: 424,
      message: 'API Error: 424 No available accounts: no available accounts',
    });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('status.424.overload_text');
  });
  it("reads Antigravity Manager's wording without a status the same (held h145)", () => {
    const descriptor = { message: 'No available accounts: All accounts failed or unhealthy.' };
    expect(classify(descriptor).reason).toBe('overloaded');
    expect(ruleOf(descriptor)).toBe('message.overloaded');
  });
  // Session 65, group RY: a pool with no account for the model was left unread without a status
  // (review 14); group IE reads claude-relay-service's wording as capacity without one too, as all
  // five held lines with it are labelled (h28, h32, h402, h647, h671: overloaded 5, nothing else).
  it('reads a pool for one model without a status as capacity too (invented)', () => {
    expect(
      classify({ message: 'No available Claude accounts support the requested model' }).reason,
    ).toBe('overloaded');
  });
  it('leaves a bare 424 and a channel for one model alone (invented)', () => {
    expect(classify({ status: 424, message: 'Failed Dependency' }).reason).toBe('format_error');
    expect(classify({ message: 'no channels support the requested model' }).reason).not.toBe(
      'overloaded',
    );
  });
});

// livekit/agents#2583: google-genai's ClientError for Gemini's internal error sent as a 400.
describe("Gemini's internal error under a 400 INVALID_ARGUMENT", () => {
  const body = {
    error: {
      code: 400,
      message:
        'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
      status: 'INVALID_ARGUMENT',
    },
  };
  it('is a server fault (batch 673)', () => {
    const result = classify({
      status: 400,
      body,
      code: 'INVALID_ARGUMENT',
      name: 'ClientError',
      message: `400 INVALID_ARGUMENT. ${JSON.stringify(body)}`,
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('status.400.server_fault_named');
  });
  it("reads the message only and a 'Please try again' the same (invented)", () => {
    expect(
      classify({
        status: 400,
        message:
          "400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting', 'status': 'INVALID_ARGUMENT'}}",
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        status: 400,
        body: {
          error: { code: 400, message: 'An internal error has occurred. Please try again.' },
        },
      }).reason,
    ).toBe('server_error');
  });
  it("leaves Gemini's invalid argument and an internal error without a retry alone (invented)", () => {
    expect(classify({ status: 400, message: 'Request contains an invalid argument.' }).reason).toBe(
      'format_error',
    );
    expect(
      classify({
        status: 400,
        message: 'An internal error has occurred while validating the request.',
      }).reason,
    ).toBe('format_error');
  });
});

// chatchat-space/Langchain-Chatchat#2363: a Squid proxy's page for a failed connection upstream.
describe("a Squid proxy's error page for a connection it could not make", () => {
  it('is a transport failure, whatever class the SDK files it under (batch 676)', () => {
    const result = classify({
      name: 'InternalServerError',
      message:
        'openai.InternalServerError: <!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd"> <html><head> <title>ERROR: The requested URL could not be retrieved</title> <style type="text/css"></style> </head><body id=ERR_CONNECT_FAIL> <div id=',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('reads its DNS failure page, quoted, without a class the same (invented)', () => {
    expect(
      classify({
        message:
          '<html><head><title>ERROR: The requested URL could not be retrieved</title></head><body id="ERR_DNS_FAIL"><div id="titles"><h1>ERROR</h1>',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves Squid's access-denied page alone (invented)", () => {
    expect(
      classify({
        name: 'InternalServerError',
        message:
          '<html><head><title>ERROR: The requested URL could not be retrieved</title></head><body id=ERR_ACCESS_DENIED> <div id=',
      }).reason,
    ).not.toBe('timeout');
  });
});

// HKUDS/LightRAG#2493: tenacity's RetryError around LightRAG's InvalidResponseError.
describe("an app's InvalidResponseError", () => {
  it('is the provider answering unusably (batch 676)', () => {
    const result = classify({
      name: 'RetryError',
      message:
        'ERROR: limit_async: Error in decorated function: RetryError[<Future at 0x7fce635995d0 state=finished raised InvalidResponseError>]',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('name.invalidresponseerror');
  });
  it('reads the class itself the same (invented)', () => {
    expect(
      classify({ name: 'InvalidResponseError', message: 'Invalid response from OpenAI API' })
        .reason,
    ).toBe('server_error');
  });
  it('leaves another class under the same wrapper alone (invented)', () => {
    expect(
      classify({
        name: 'RetryError',
        message: 'RetryError[<Future at 0x7f00aa state=finished raised RateLimitError>]',
      }).reason,
    ).toBe('rate_limit');
  });
});

// microsoft/graphrag#1678, anthropics/claude-agent-sdk-python#1146: wrappers that keep no cause.
describe('a wrapper that names only what failed', () => {
  it("reads fnllm's operation failure as unknown (batch 676)", () => {
    const descriptor = { message: "Operation 'chat' failed" };
    expect(classify(descriptor).reason).toBe('unknown');
    expect(ruleOf(descriptor)).toBe('message.no_cause_stated');
    expect(classify({ message: "Error: Operation 'embed' failed." }).reason).toBe('unknown');
  });
  it("reads the Agent SDK's error result 'success' as unknown (batch 679)", () => {
    const descriptor = {
      name: 'Exception',
      message: 'Claude Code returned an error result: success',
    };
    expect(classify(descriptor).reason).toBe('unknown');
    expect(ruleOf(descriptor)).toBe('message.no_cause_stated');
  });
  it('leaves a cause said after either wrapper alone (held h292, invented)', () => {
    expect(classify({ message: "Operation 'chat' failed: 401 Unauthorized" }).reason).not.toBe(
      'unknown',
    );
    expect(
      classify({ message: 'Claude Code returned an error result: Credit balance is too low' })
        .reason,
    ).toBe('billing');
    expect(
      classify({
        status: 429,
        body: '{"type":"result","subtype":"success","is_error":true,"api_error_status":429,"result":"You\'ve hit your weekly limit · resets Jul 18, 12pm (UTC)"}',
        message: 'Claude Code returned an error result: success',
      }).reason,
    ).toBe('rate_limit');
  });
});

// op7418/CodePilot#270: a GUI's guesses before Claude Code's bare exit.
describe('a list of guessed causes before an original error that says nothing', () => {
  it('is unknown (batch 678)', () => {
    const result = classify({
      message:
        'Error: Claude Code process exited with an error. This is often caused by: • Invalid or missing API Key • Incorrect Base URL configuration • Network connectivity issues\n\nOriginal error: Claude Code process exited with code 1',
    });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.guessed_causes_only');
  });
  it("reads another app's 'Possible causes:' the same (invented)", () => {
    expect(
      classify({
        message:
          'Request failed. Possible causes: an invalid API key, a wrong base URL or the network.\nOriginal error: process exited with code 1',
      }).reason,
    ).toBe('unknown');
  });
  it('leaves an original error that says what failed, and the key words alone, alone (held h128, invented)', () => {
    expect(
      classify({
        message:
          'Error: Claude Code process exited with an error. This is often caused by: • Invalid or missing API Key\n\nOriginal error: Invalid API key · Please run /login',
      }).reason,
    ).toBe('auth_permanent');
    expect(
      classify({
        message:
          'Something went wrong. This might be due to: • Temporary server issues • Invalid parameters\n\nOriginal error: No endpoints found that support image input',
      }).reason,
    ).toBe('model_not_found');
    expect(classify({ message: 'Invalid or missing API Key' }).reason).toBe('auth_permanent');
  });
});

// iflow-ai/iflow-cli#114: iFlow's "response format error" in Chinese.
describe('a response said in Chinese to be of a bad format', () => {
  it('is the provider answering malformed (batch 670)', () => {
    const descriptor = { message: 'Error: 响应格式错误。TraceID：212c393517592927570243881e1293' };
    expect(classify(descriptor).reason).toBe('server_error');
    expect(ruleOf(descriptor)).toBe('message.server_error');
  });
  it('reads another wording of it the same (invented)', () => {
    expect(classify({ message: '响应格式异常，请稍后重试' }).reason).toBe('server_error');
  });
  it("leaves the request's bad format alone (invented)", () => {
    expect(classify({ message: '请求格式错误' }).reason).not.toBe('server_error');
  });
});

// farion1231/cc-switch#1374: Claude Code's terminal wrap between "model" and its backticked name.
describe("a terminal's wrap before a backticked model name", () => {
  it("reads DashScope's unsupported model as printed (batch 671)", () => {
    const message =
      'Error: 400 {"error":{"code":"invalid_parameter_error","message":"model\n     `gemini-3.1-pro-high` is not supported.","param":null,"type":"invalid_reque\n     st_error"},"request_id":"703afce3-f345-97a2-b555-b2fee4bfcb8c"}';
    expect(classify({ status: 400, message }).reason).toBe('model_not_found');
    expect(classify({ message }).reason).toBe('model_not_found');
  });
  it('leaves a code fence after a long line alone (invented)', () => {
    expect(
      classify({
        message:
          'The tool call arguments could not be parsed by the server as sent\n  ```json\n{"a": 1}\n  ```',
      }).reason,
    ).not.toBe('model_not_found');
  });
});
