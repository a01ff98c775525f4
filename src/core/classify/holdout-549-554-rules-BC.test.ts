/**
 * Rules written for the misses of held-out batches 549–554 (session 45, rules group BC), after the
 * batches had been scored without them: each rule's real wording (from the batch line named), a
 * second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// InternLM/lmdeploy#732: a ~7,000-character prompt to TurboMind through its api_client (batch 549).
describe("a conversation over the engine's session length", () => {
  it('is the context window (batch 549)', () => {
    const result = classify({
      message: 'WARNING: exceed session max length. Please end the session.',
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('message.context_overflow');
  });
  it('reads the setting’s own name the same (plausible)', () => {
    expect(classify({ message: 'Request 42 exceeds session_len 4096' }).reason).toBe(
      'context_overflow',
    );
  });
  it('leaves an expired session alone (invented)', () => {
    expect(classify({ message: 'Session expired. Please log in again.' }).reason).not.toBe(
      'context_overflow',
    );
  });
});

// mudler/LocalAI#3655: LocalAI with API_KEY set, its server log line (batch 549).
describe("Fiber keyauth's missing or malformed API key", () => {
  it('is the key, not the request (batch 549)', () => {
    const result = classify({ message: 'ERR Server error error="missing or malformed API Key"' });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.key_missing_or_malformed');
  });
  it('reads the same under its 401 (plausible)', () => {
    expect(classify({ status: 401, message: 'missing or malformed API Key' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves a malformed request body the request’s (invented)', () => {
    expect(classify({ message: 'Malformed JSON in request body' }).reason).toBe('format_error');
  });
});

// microsoft/PubSec-Info-Assistant#880 and Azure-Samples/nlp-sql-in-a-box#11: an Azure OpenAI
// deployment asking for more TPM capacity than the subscription's quota (batch 552).
describe("Azure's InsufficientQuota for a deployment's capacity", () => {
  const words =
    'This operation require 240 new capacity in quota Tokens Per Minute (thousands) - Text-Embedding-Ada-002, which is bigger than the current available capacity 0. The current quota usage is 240 and the quota limit is 240 for quota Tokens Per Minute (thousands) - Text-Embedding-Ada-002.';
  it('is billing under its 400 with the code (batch 552)', () => {
    const result = classify({
      status: 400,
      code: 'InsufficientQuota',
      message: `performing CreateOrUpdate: unexpected status 400 (400 Bad Request) with error: InsufficientQuota: ${words}`,
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('status.400.billing_code');
  });
  it('reads the inner code of an ARM template deployment (batch 552)', () => {
    const result = classify({
      code: 'InvalidTemplateDeployment',
      body: {
        code: 'InvalidTemplateDeployment',
        details: [
          {
            code: 'InsufficientQuota',
            message:
              'This operation require 10 new capacity in quota Tokens Per Minute (thousands) - gpt-4o, which is bigger than the current available capacity 8.',
          },
        ],
        message:
          "The template deployment 'Microsoft.Template-20250129154614' is not valid according to the validation procedure. See inner errors for details.",
      },
    });
    expect(result.reason).toBe('billing');
  });
  it('reads the words alone, no status or code (plausible)', () => {
    const result = classify({ message: words });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('message.billing');
  });
  it('leaves an Azure token rate limit a rate limit (invented)', () => {
    const result = classify({
      status: 429,
      message:
        'Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-02-01 have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 6 seconds.',
    });
    expect(result.reason).toBe('rate_limit');
  });
  it('leaves another inner template error alone (invented)', () => {
    const result = classify({
      body: {
        code: 'InvalidTemplateDeployment',
        details: [{ code: 'InvalidResourceName', message: "The name 'x y' is invalid." }],
        message: 'The template deployment is not valid according to the validation procedure.',
      },
    });
    expect(result.reason).not.toBe('billing');
  });
});

// FoundationAgents/OpenManus#509: deepseek-chat through LiteLLM (batch 553).
describe("DeepSeek's Authentication Fails under an AuthenticationError class", () => {
  it('is the key’s permanent refusal (batch 553)', () => {
    const result = classify({
      name: 'AuthenticationError',
      message:
        'litellm.AuthenticationError: AuthenticationError: DeepseekException - Authentication Fails (governor)',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('name.authenticationerror');
  });
  it('reads the same under its 401 and alone (held wording)', () => {
    for (const status of [401, undefined]) {
      expect(classify({ status, message: 'Authentication Fails (no such user)' }).reason).toBe(
        'auth_permanent',
      );
    }
  });
  it('leaves a clause about when authentication fails to the class (invented)', () => {
    const result = classify({
      name: 'AuthenticationError',
      message: 'AuthenticationError: retry the login if authentication fails.',
    });
    expect(result.reason).toBe('auth');
  });
});

// deepseek-ai/DeepSeek-R1#241: the DeepSeek API during its February 2025 outage (batch 553).
describe('a service said to be under maintenance, no status', () => {
  it('is the provider’s side (batch 553)', () => {
    const result = classify({ message: 'Our website is currently under maintenance.' });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.service_under_maintenance');
  });
  it('reads "down for maintenance" the same (plausible)', () => {
    expect(classify({ message: 'The API is temporarily down for maintenance' }).reason).toBe(
      'server_error',
    );
  });
  // Batch 806's 503 "… service API endpoint is currently under maintenance" (held server_error)
  // made a 503 read maintenance the same when no capacity word is beside it (group CV).
  it('reads a 503 the same when no capacity word is beside it (batch 806)', () => {
    const result = classify({
      status: 503,
      message: 'Our website is currently under maintenance.',
    });
    expect(result.reason).toBe('server_error');
  });
  it('leaves a model under maintenance to the model rules (invented)', () => {
    const result = classify({ message: 'The model gpt-x is under maintenance' });
    expect(result.explain.at(-1)?.rule).not.toBe('message.service_under_maintenance');
  });
});

// MadeAgents/Hammer#14: Ollama's OpenAI-compatible route, a tools array to a GGUF without tool
// support (batch 554).
describe('a model named as lacking tools under a generic api_error type', () => {
  it('is the model, not a server fault (batch 554)', () => {
    const message = 'hf.co/eaddario/Hammer2.1-7b-GGUF:Q4_K_M does not support tools';
    const result = classify({
      body: { error: { message, type: 'api_error', param: null, code: null } },
      message,
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('code.api_error');
  });
  it('reads another capability the same (plausible)', () => {
    const message = 'qwen2.5:0.5b does not support thinking';
    expect(classify({ body: { error: { message, type: 'api_error' } }, message }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a real 5xx and a server that refuses streaming alone (invented)', () => {
    expect(
      classify({
        status: 500,
        body: { error: { message: 'llama3.2:1b does not support tools', type: 'api_error' } },
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        body: {
          error: { message: 'The server does not support tools for streaming', type: 'api_error' },
        },
      }).reason,
    ).toBe('server_error');
  });
});

// Review rw45a: the rules above on renderings they were not written for.
describe('review rw45a: key, ARM inner code and the older Azure capacity words', () => {
  it('leaves a JSON key said missing or malformed to validation (invented)', () => {
    expect(
      classify({ message: "missing or malformed key 'messages' in request body" }).reason,
    ).toBe('format_error');
  });
  it('reads an ARM inner InsufficientQuota under its 400 as billing (Deploy-Your-AI-Application-In-Production#27, azure-powershell#1925)', () => {
    const result = classify({
      status: 400,
      body: {
        error: {
          code: 'InvalidTemplateDeployment',
          message:
            "The template deployment 'dmsdev05-ai-services-deployment' is not valid according to the validation procedure. See inner errors for details.",
          details: [
            {
              code: 'InsufficientQuota',
              message:
                'This operation require 10 new capacity in quota Tokens Per Minute (thousands) - gpt-4o - GlobalStandard, which is bigger than the current available capacity 0.',
            },
          ],
        },
      },
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('status.400.billing_code');
  });
  it('reads the older capacity wording as billing (sample-app-aoai-chatGPT#137, azure-search-openai-demo#307)', () => {
    expect(
      classify({
        message:
          "The specified capacity '1' of account deployment is bigger than available capacity '0' for UsageName 'Tokens Per Minute (thousands) - GPT-35-Turbo'. (Code: InsufficientQuota)",
      }).reason,
    ).toBe('billing');
  });
});
