/**
 * Rules written for the misses of held-out batches 532–537 (session 44, group BA), after the
 * batches had been scored without them (on 04fb2df): each rule's real wording (from the batch line
 * named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { parseRetryAfterText } from '../retry-after.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// caozhiyuan/copilot-api#179: GitHub's 403 when listing Copilot models on a paused Pro trial (batch 532).
describe('a trial plan paused or ended', () => {
  it('is billing under a 403, not the key (batch 532)', () => {
    const result = classify({
      status: 403,
      message:
        'Copilot Pro trials have been temporarily paused. Please upgrade your account or revert to Copilot Free.',
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('status.403.billing_text');
  });
  it('reads "your free trial has ended" without a status (invented)', () => {
    expect(classify({ message: 'Your free trial has ended. Add a payment method.' }).reason).toBe(
      'billing',
    );
  });
  it('leaves a trial key’s per-minute window a rate limit (invented after Cohere)', () => {
    const result = classify({
      status: 429,
      message: 'You are using a Trial key, which is limited to 10 API calls / minute.',
    });
    expect(result.reason).toBe('rate_limit');
  });
  it('leaves an expired trial key to the key rules (invented)', () => {
    expect(classify({ status: 401, message: 'Your trial key has expired.' }).reason).not.toBe(
      'billing',
    );
  });
});

// jlcodes99/cockpit-tools#453: Antigravity's peak-time notice (batch 532).
describe('a wait of one unit said with an article', () => {
  it('reads "try again in a minute" as 60 s (batch 532)', () => {
    const result = classify({
      message: 'Our servers are experiencing high traffic right now, please try again in a minute.',
    });
    expect(result.reason).toBe('overloaded');
    expect(result.retryAfterMs).toBe(60_000);
  });
  it('reads "retry in an hour" as an hour (invented)', () => {
    expect(parseRetryAfterText('Quota exhausted, retry in an hour.')?.retryAfterMs).toBe(3_600_000);
  });
  it('leaves "please wait a minute, then sign in again" without a wait (held h55)', () => {
    expect(
      parseRetryAfterText(
        'Anthropic rate-limited the OAuth token exchange. Please wait a minute, then sign in again.',
      ),
    ).toBeUndefined();
  });
});

// router-for-me/CLIProxyAPI#1316: Google refusing the client version the proxy presents (batch 532).
describe('a client version the provider no longer supports', () => {
  it('is the request’s client identity (batch 532)', () => {
    const result = classify({
      message:
        'This version of Antigravity is no longer supported. Please update to receive the latest features!',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.client_version_unsupported');
  });
  it('reads a CLI version called outdated (held h217’s wording without its 426)', () => {
    const result = classify({
      message:
        'Your Grok CLI version (none) is outdated. Please update to version 0.1.202 or later via `grok update`.',
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves a retired model version to the model rules (invented)', () => {
    for (const message of [
      'This version of the model is no longer supported. Please upgrade to gpt-4o.',
      'This version of claude-3-opus is no longer supported. Please upgrade to claude-sonnet-4.',
    ]) {
      expect(classify({ message }).reason).toBe('model_not_found');
    }
  });
});

// BerriAI/litellm#10435: /v1/messages for a Bedrock deployment LiteLLM cannot translate (batch 532).
describe('a relay with no provider config for the model', () => {
  it('is the model’s on that route, under its code 500 (batch 532)', () => {
    const result = classify({
      body: {
        error: {
          message:
            'Anthropic messages provider config not found for model: anthropic.claude-3-7-sonnet-20250219-v1:0',
          type: 'None',
          param: 'None',
          code: '500',
        },
      },
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.500.no_channel_for_model');
  });
  it('reads "no provider config found for model" under a 502 (invented)', () => {
    expect(
      classify({ status: 502, message: 'No provider config found for model: my-model' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a missing config for something else a server error (invented)', () => {
    expect(classify({ status: 500, message: 'Config not found for tenant: acme' }).reason).toBe(
      'server_error',
    );
  });
});

// norrietaylor/distillery#274: Jina embeddings refusing an input over the model's window (batch 533).
describe('an input over the model’s maximum of N tokens', () => {
  it('is the window under a 400 (batch 533)', () => {
    const result = classify({
      status: 400,
      message:
        'Jina API request failed with status 400: {"detail":{"message":"Input text exceeds the model\'s maximum of 8194 tokens. Use \'truncate: true\' to automatically truncate, or split into smaller chunks."}}',
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('status.400.overflow_text');
  });
  it('reads "exceeds the maximum of 512 tokens" without a status (invented)', () => {
    expect(classify({ message: 'Input exceeds the maximum of 512 tokens' }).reason).toBe(
      'context_overflow',
    );
  });
  it('leaves a value over its maximum a request fault (held wording, Together)', () => {
    expect(
      classify({ status: 400, message: "5 is greater than the maximum of 1 - 'logprobs'" }).reason,
    ).toBe('format_error');
  });
  it('leaves a token maximum per minute a rate limit (invented)', () => {
    expect(
      classify({ status: 429, message: 'Request exceeds the maximum of 40000 tokens per minute.' })
        .reason,
    ).toBe('rate_limit');
  });
});

// anomalyco/opencode#44542: a stream through opencode's gateway ended by the network (batch 534).
describe('the finish reason network_error', () => {
  it('is a transport failure (batch 534)', () => {
    const result = classify({ message: 'Provider finish_reason: network_error' });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('reads the code in a type field the same (invented)', () => {
    expect(classify({ message: 'stream error: {"type":"network_error"}' }).reason).toBe('timeout');
  });
  it('leaves the finish reason length the window’s, not the network’s (invented)', () => {
    expect(classify({ message: 'Provider finish_reason: length' }).reason).not.toBe('timeout');
  });
});

// ai-dock/comfyui#78: a RunPod worker whose ComfyUI was still starting (batch 536).
describe('a server not ready', () => {
  it('is a host still coming up, not a timeout (batch 536)', () => {
    const result = classify({
      body: { error: 'Server not ready after timeout (30s)' },
      message: 'Server not ready after timeout (30s)',
    });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('message.overloaded');
  });
  it('reads "endpoint is not ready yet" the same (invented)', () => {
    expect(classify({ message: 'Endpoint is not ready yet. Please retry.' }).reason).toBe(
      'overloaded',
    );
  });
  it('leaves a server not ready with a failure after it alone (invented)', () => {
    expect(
      classify({ message: 'Server not ready: model failed to load (exit code 1)' }).reason,
    ).not.toBe('overloaded');
  });
});

// lemonade-sdk/vllm-rocm#5: Lemonade's router after its vLLM backend died of CUDA OOM (batch 536).
describe('a server that failed to start within its deadline', () => {
  it('is a server error under a 500, not a timeout (batch 536)', () => {
    const result = classify({
      status: 500,
      message: 'Failed to load model: vllm-server failed to start within timeout',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.start_deadline');
  });
  it('reads "did not start within 120 seconds" without a status (invented)', () => {
    const result = classify({ message: 'llama-server did not start within 120 seconds' });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.start_deadline');
  });
  it('leaves a 504 whose upstream timed out a timeout (invented)', () => {
    expect(classify({ status: 504, message: 'upstream request timeout' }).reason).toBe('timeout');
  });
  it('leaves a stream that did not start in time alone (invented)', () => {
    expect(classify({ message: 'Stream did not start within 30 seconds' }).reason).not.toBe(
      'server_error',
    );
  });
});

// replicate/replicate-javascript#267 and ai-dock/comfyui#78: hosted runs that failed (batch 536).
describe('a hosted prediction that failed, a job the runner failed to queue', () => {
  it('reads Replicate’s "Prediction failed" with no reason as a server error (batch 536)', () => {
    const result = classify({ message: 'Error: Prediction failed: ', name: 'Error' });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('reads a RunPod worker’s "Failed to queue job" the same (batch 536)', () => {
    const result = classify({
      body: { error: 'Failed to queue job' },
      message: 'Failed to queue job',
    });
    expect(result.reason).toBe('server_error');
  });
  it('reads "failed to enqueue the request" the same (invented)', () => {
    expect(classify({ message: 'failed to enqueue the request' }).reason).toBe('server_error');
  });
  it('leaves a cause named after it to its own family (invented)', () => {
    expect(
      classify({
        message: 'Prediction failed: CUDA out of memory. Input is too long for this model.',
      }).reason,
    ).toBe('context_overflow');
  });
});
