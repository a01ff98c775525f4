/**
 * Group IA's message-only rules (session 65): wordings a log line keeps without status, body or code,
 * read from the words alone, with the held lines they were written for, a second rendering and the
 * neighbours they must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe("OpenRouter's 'Provider returned error' with its code 429 (held h920, h451, h530, h391)", () => {
  const repr =
    "{'message': 'Provider returned error', 'code': 429, 'metadata': {'raw': '{\\n \"error_msg\": \"Authentication Fails. Multiple 401 errors detected. Please wait for 1 minute before trying again.\"\\n}', 'provider_name': 'DeepSeek'}}";
  const escaped =
    'Upstream: message: Provider returned error, details: {"raw":"[{\\n  \\"error\\": {\\n    \\"code\\": 429,\\n    \\"message\\": \\"Resource exhausted. Please try again later.\\"\\n  }\\n}]"}';
  const litellm =
    'litellm.RateLimitError: RateLimitError: OpenAIException - Provider returned error LiteLLM Retried: 10 times';
  it('reads the upstream rate limit from the message alone', () => {
    expect(reasonOf(repr)).toBe('upstream_rate_limit');
    expect(reasonOf(escaped)).toBe('upstream_rate_limit');
    expect(reasonOf(litellm)).toBe('upstream_rate_limit');
  });
  it('reads it the same under its 429 and in JSON quotes', () => {
    expect(reasonOf(repr, 429)).toBe('upstream_rate_limit');
    expect(
      reasonOf('{"error":{"message":"Provider returned error","code":429,"metadata":{}}}'),
    ).toBe('upstream_rate_limit');
    expect(
      reasonOf(
        'Error: litellm.RateLimitError: RateLimitError: OpenrouterException - Provider returned error',
      ),
    ).toBe('upstream_rate_limit');
  });
  it('leaves other codes and a relay status code alone', () => {
    expect(reasonOf("{'message': 'Provider returned error', 'code': 400}")).not.toBe(
      'upstream_rate_limit',
    );
    expect(reasonOf('{"error":{"message":"Provider returned error","code":502}}')).not.toBe(
      'upstream_rate_limit',
    );
    expect(
      reasonOf(
        'Provider returned error: API returned unexpected status code: 429: Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Used 30000, Requested 100.',
        400,
      ),
    ).toBe('rate_limit');
    expect(reasonOf('Provider returned error')).not.toBe('upstream_rate_limit');
  });
});

describe("CLIProxyAPI's empty pool quoting its last upstream status (held h1158)", () => {
  const line =
    'auth_unavailable: no auth available (providers=codex, model=gpt-5.6-sol; last upstream error: status 404)';
  it('reads the pool, not the quoted 404, from the message alone', () => {
    expect(reasonOf(line)).toBe('auth');
    expect(reasonOf(line.replace('status 404', 'status 401'))).toBe('auth');
  });
  it('reads it the same under the proxy’s 503', () => {
    expect(reasonOf(line, 503)).toBe('auth');
  });
  it('leaves the model-not-found last error and a plain 404 alone', () => {
    expect(
      reasonOf(
        'auth_unavailable: no auth available (providers=codex, model=gpt-6-sol; last upstream error: model_not_found: The model gpt-6-sol does not exist)',
      ),
    ).toBe('model_not_found');
    expect(reasonOf('Request failed: status 404 model gpt-5.6-sol not found')).toBe(
      'model_not_found',
    );
  });
});
