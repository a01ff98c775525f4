/**
 * Rules written for the misses of held-out batches 568–571 (session 45, round 5, group BF), after
 * the batches had been scored without them: each rule's real wording (from the batch line named),
 * a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

const HTML_NOT_JSON = 'Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON';

// claude-code-router #204/#162 and qwen-api #1: a relay's 500 around its parse of an HTML page.
describe("a relay's 500 around an HTML page parsed as JSON", () => {
  it('is the configured endpoint, not a server fault (batch 568)', () => {
    const result = classify({
      status: 500,
      body: { error: { message: HTML_NOT_JSON, type: 'api_error', code: 'internal_error' } },
      message: `API Error (500 ${JSON.stringify({ error: { message: HTML_NOT_JSON, type: 'api_error', code: 'internal_error' } })}) · Retrying in 5 seconds… (attempt 4/10)`,
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.html_page_not_json');
  });
  it('reads a lower-case, truncated doctype in a message only (batch 568)', () => {
    const result = classify({
      status: 500,
      message: '[openai] 500500 Unexpected token \'<\', "<!doctypeh"... is not valid JSON',
    });
    expect(result.reason).toBe('format_error');
  });
  it('reads an "<html>" page the same, and the words without a status stay the request’s (invented)', () => {
    expect(
      classify({
        status: 500,
        message: 'Unexpected token \'<\', "<html>\n<h"... is not valid JSON',
      }).reason,
    ).toBe('format_error');
    expect(classify({ message: HTML_NOT_JSON }).reason).toBe('format_error');
  });
  it('leaves a 502 with those words and a 500 parse failure of an empty body alone (invented)', () => {
    expect(classify({ status: 502, message: HTML_NOT_JSON }).reason).toBe('server_error');
    expect(classify({ status: 500, message: 'Unexpected end of JSON input' }).reason).toBe(
      'server_error',
    );
  });
});

// OpenExecutive #128 and cloudflare-os #402: an Anthropic key that needs a workspace id header.
describe('a key that must name its workspace and did not', () => {
  it('is the key as configured, permanently (batch 570)', () => {
    const result = classify({
      status: 400,
      message:
        'This API key is not scoped to a workspace, so this request must include the anthropic-workspace-id header with the ID of the workspace to use.',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.400.permanent_auth_text');
  });
  it('reads the identity-linked key’s wording, also without a status (batch 570)', () => {
    const message =
      'anthropic-workspace-id is required when authenticating with an identity-linked API key; send the id of the workspace this request acts in.';
    const under400 = classify({
      status: 400,
      body: { type: 'error', error: { type: 'invalid_request_error', message } },
    });
    expect(under400.reason).toBe('auth_permanent');
    expect(classify({ message }).reason).toBe('auth_permanent');
  });
  it('leaves a request field called workspace_id alone (invented)', () => {
    const result = classify({
      status: 400,
      message: "Invalid request: 'workspace_id' is required in the request body.",
    });
    expect(result.reason).toBe('format_error');
  });
});

// microsoft-foundry-for-vscode #93: ARM's tenant mismatch whose words a redaction cut.
describe("Azure Resource Manager's code for a token from another tenant", () => {
  it('is auth by its code when the words are redacted (batch 570)', () => {
    const result = classify({
      message:
        "The 'EvolvedSecurityTokenService' access redacted:key from the wrong issuer 'redacted:url It must match the tenant 'redacted:url associated with this subscription.",
      name: 'InvalidAuthenticationTokenTenant',
      code: 'InvalidAuthenticationTokenTenant',
    });
    expect(result.reason).toBe('auth');
    expect(result.explain.at(-1)?.step).toBe('code');
  });
  it('reads the audience code the same (plausible)', () => {
    const result = classify({
      code: 'InvalidAuthenticationTokenAudience',
      message: 'The access token has been obtained for wrong audience or resource.',
    });
    expect(result.reason).toBe('auth');
  });
  it('leaves a code about the subscription alone (invented)', () => {
    const result = classify({
      code: 'SubscriptionNotFound',
      message: "The subscription '1234' could not be found.",
    });
    expect(result.reason).not.toBe('auth');
  });
});

// dwgx/WindsurfAPI #102: Cascade's word that the model's tool call was invalid.
describe('the model said to have produced an invalid tool call', () => {
  it('is the model’s output, a server fault (batch 571)', () => {
    const result = classify({
      message: '[ERROR] Stream error after retries: The model produced an invalid tool call.',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('reads a malformed function call under a 500 the same (plausible)', () => {
    expect(
      classify({ status: 500, message: 'The model produced a malformed function call.' }).reason,
    ).toBe('server_error');
  });
  it('leaves invalid tool-call arguments the request sent alone (held wording, invented line)', () => {
    const result = classify({
      status: 400,
      message: 'Invalid tool call arguments: the JSON in messages[3].tool_calls[0] is not valid',
    });
    expect(result.reason).toBe('format_error');
  });
});
