/**
 * Rules written for misses of held-out batches 449–455 (group AN), after the batches had been scored
 * without them (on 725c0d6): each rule's real wordings (from the batch lines named), then the
 * neighbours it must still read the same way and those it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>, provider?: string) {
  return classifyError(errorFromDescriptor(descriptor, { provider }), { provider }).reason;
}

describe('an image or video service’s moderation verdict', () => {
  it("BFL's 'Request Moderated' status (batch 454, ComfyUI Flux Kontext node)", () => {
    expect(
      reason({ message: 'BFL API did not return an image due to: Request Moderated.' }, 'bfl'),
    ).toBe('content_policy');
  });
  it("Luma's 'Advanced moderation failed' (batch 454, ComfyUI-LumaAI-API)", () => {
    expect(
      reason(
        { message: 'Generation failed: Advanced moderation failed', name: 'ValueError' },
        'luma',
      ),
    ).toBe('content_policy');
  });
  it("BFL's 'Content Moderated' under a relay's 500 (invented)", () => {
    expect(reason({ status: 500, message: 'Task status: Content Moderated' })).toBe(
      'content_policy',
    );
  });
  it("'Your prompt failed moderation' (invented)", () => {
    expect(reason({ message: 'Your prompt failed moderation' })).toBe('content_policy');
  });
  it("not a moderation step that failed to run (invented: 'content moderation failed: timeout')", () => {
    expect(reason({ message: 'content moderation failed: timeout' })).not.toBe('content_policy');
  });
  it("not Luma's 'failed to moderate image' (held h294 reads format_error)", () => {
    expect(
      reason({ status: 400, message: 'Generation failed: 400: failed to moderate image' }),
    ).toBe('format_error');
  });
  it('not a moderated queue (invented)', () => {
    expect(reason({ status: 503, message: 'request moderated queue is full' })).not.toBe(
      'content_policy',
    );
  });
});

describe('a model refused in a request mode an X- header selects', () => {
  it('sub2api over Codex (batch 455)', () => {
    expect(
      reason(
        {
          body: {
            error: {
              code: 'unsupported_value',
              message:
                'This model is not supported when using X-OpenAI-Internal-Codex-Responses-Lite.',
              param: 'model',
              type: 'invalid_request_error',
            },
          },
        },
        'openai',
      ),
    ).toBe('model_not_found');
  });
  it("still the held 'with a ChatGPT account' wording", () => {
    expect(
      reason({
        status: 400,
        body: {
          detail:
            "The 'gpt-5.1-codex' model is not supported when using Codex with a ChatGPT account.",
        },
      }),
    ).toBe('model_not_found');
  });
  it("not 'when using streaming' (invented): the request's", () => {
    expect(
      reason({ status: 400, message: "The 'gpt-5' model is not supported when using streaming." }),
    ).toBe('format_error');
  });
});

describe('the socket’s EMSGSIZE, "Message too long"', () => {
  it('Apple NSPOSIXErrorDomain Code=40 (batch 452, firebase-ios-sdk#14124)', () => {
    expect(
      reason(
        { message: 'Error: NSPOSIXErrorDomain Code=40 "Message too long"', code: 40 },
        'vertex',
      ),
    ).toBe('timeout');
  });
  it('Network.framework receive failed (batch 452, firebase-ios-sdk#15799)', () => {
    expect(
      reason(
        {
          message:
            'Task <9965>.<3> finished with error [40] Error Domain=NSPOSIXErrorDomain Code=40',
          code: 40,
          cause: {
            code: 40,
            message: 'nw_read_request_report [C9] Receive failed with error "Message too long"',
          },
        },
        'gemini',
      ),
    ).toBe('timeout');
  });
  it('Python\'s "[Errno 90] Message too long" (invented)', () => {
    expect(reason({ message: 'OSError: [Errno 90] Message too long' })).toBe('timeout');
  });
  it('Go\'s "sendmsg: message too long" (invented)', () => {
    expect(reason({ message: 'write udp 10.0.0.2:5000: sendmsg: message too long' })).toBe(
      'timeout',
    );
  });
  it('a provider\'s "Message too long" stays an overflow (invented)', () => {
    expect(reason({ status: 400, message: 'Message too long. Please shorten your input.' })).toBe(
      'context_overflow',
    );
    expect(reason({ message: 'Error: message too long' })).toBe('context_overflow');
  });
});

describe("SageMaker's 'could not get a response from the … endpoint'", () => {
  it('with the endpoint name masked in brackets (batch 453)', () => {
    expect(
      reason(
        {
          message:
            'An error occurred (ModelError) when calling the InvokeEndpoint operation: Received server error (0) from model with message "Amazon SageMaker could not get a response from the [ENDPOINT NAME] endpoint. This can occur when CPU or memory utilization is high."',
          name: 'ModelError',
        },
        'sagemaker',
      ),
    ).toBe('timeout');
  });
  it('with an angle-bracket placeholder (invented)', () => {
    expect(
      reason({
        message: 'Amazon SageMaker could not get a response from the <endpoint-name> endpoint.',
      }),
    ).toBe('timeout');
  });
});

describe('an HTTP/2 GOAWAY under a 503', () => {
  it("Copilot CAPI's connection_error (batch 450)", () => {
    expect(
      reason(
        {
          status: 503,
          body: {
            error: { message: 'HTTP/2 GOAWAY connection terminated', type: 'connection_error' },
          },
          message:
            'Execution failed: Error: Failed to get response from the AI model; retried 5 times Last error: CAPIError: 503',
          name: 'CAPIError',
        },
        'github-copilot',
      ),
    ).toBe('timeout');
  });
  it('Go\'s "http2: server sent GOAWAY and closed the connection" (invented)', () => {
    expect(
      reason({ status: 503, message: 'http2: server sent GOAWAY and closed the connection' }),
    ).toBe('timeout');
  });
  it('not a GOAWAY for ENHANCE_YOUR_CALM (invented)', () => {
    expect(
      reason({ status: 503, message: 'received GOAWAY with error code ENHANCE_YOUR_CALM' }),
    ).toBe('overloaded');
  });
  it('a plain 503 stays overloaded', () => {
    expect(reason({ status: 503, message: 'Service Unavailable' })).toBe('overloaded');
  });
});

describe('a corporate secure web gateway’s block page', () => {
  it("Zscaler's page for Copilot's models fetch (batch 450)", () => {
    expect(
      reason(
        {
          message:
            'Failed to fetch models (67ee): <!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"> <html> <head> <meta name="description" content="Zscaler makes the internet safe for businesses."> <title>Internet Security by Zscaler</title>',
        },
        'github-copilot',
      ),
    ).toBe('auth');
  });
  it("PAN-OS's default block page (invented)", () => {
    expect(
      reason({
        message:
          '<html><head><title>Web Page Blocked</title></head><body>Access to the web page you were trying to visit has been blocked in accordance with company policy.</body></html>',
      }),
    ).toBe('auth');
  });
  it('a bare "failed to fetch" stays a transport failure', () => {
    expect(reason({ message: 'TypeError: Failed to fetch' })).toBe('timeout');
  });
});

describe("Go's 'image: unknown format' under a 500", () => {
  it("Stability's Goa fault body with temporary false (batch 454)", () => {
    expect(
      reason(
        {
          status: 500,
          body: {
            name: 'fault',
            id: 'LyMu4toe',
            message: 'image: unknown format',
            temporary: false,
            timeout: false,
            fault: true,
          },
        },
        'stability',
      ),
    ).toBe('format_error');
  });
  it('not when the body flags it temporary (invented)', () => {
    expect(
      reason({
        status: 500,
        body: { name: 'fault', message: 'image: unknown format', temporary: true, fault: true },
      }),
    ).toBe('server_error');
  });
  it('a plain 500 stays a server error', () => {
    expect(reason({ status: 500, body: { name: 'fault', message: 'internal error' } })).toBe(
      'server_error',
    );
  });
});

describe("Google's INVALID_ARGUMENT relayed inside an app's 500", () => {
  it('flow2api around Google Flow (batch 454)', () => {
    expect(
      reason(
        {
          body: {
            message:
              '生成失败: Flow API request failed: HTTP Error 400: Request contains an invalid argument.',
            type: 'server_error',
            code: 'generation_failed',
            status_code: 500,
          },
        },
        'google-flow',
      ),
    ).toBe('format_error');
  });
  it('not with a retry invitation (invented)', () => {
    expect(
      reason({
        status: 500,
        message: 'HTTP Error 400: Request contains an invalid argument. Please try again later.',
      }),
    ).not.toBe('format_error');
  });
});

describe("RunningHub's APIKEY_USER_NOT_FOUND", () => {
  it('a key that belongs to no user (batch 454)', () => {
    expect(
      reason(
        {
          message:
            'Media generation failed: RunningHub execution failed: RunningHub API error: APIKEY_USER_NOT_FOUND',
        },
        'runninghub',
      ),
    ).toBe('auth_permanent');
  });
});
