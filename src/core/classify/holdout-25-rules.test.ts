/**
 * The rules the twenty-fifth held-out batch prompted (docs/classifier.md, "Batches 25–26"): each
 * with other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a named model closed to this kind of account is a model error', () => {
  checkReasons([
    [
      "Codex's ChatGPT-account backend",
      {
        status: 400,
        body: {
          detail:
            "The 'gpt-5.1-codex' model is not supported when using Codex with a ChatGPT account.",
        },
      },
      'model_not_found',
    ],
    [
      'without a status',
      {
        message:
          'Codex encountered an error: {"detail":"The \'gpt-5.3-codex\' model is not supported when using Codex with a ChatGPT account."}',
      },
      'model_not_found',
    ],
    [
      'a plan',
      { status: 400, message: "Model 'o1-pro' is not available on your current plan." },
      'model_not_found',
    ],
    [
      'a tier',
      { status: 400, message: "The 'claude-opus-4' model is not supported for free tier accounts" },
      'model_not_found',
    ],
    [
      'a quoted parameter is a request fault',
      {
        status: 400,
        message:
          "The 'temperature' parameter is not supported when using Codex with a ChatGPT account.",
      },
      'format_error',
    ],
    [
      'a model not supported with a feature is a request fault',
      { status: 400, message: "The 'gpt-5' model is not supported when using streaming." },
      'format_error',
    ],
  ]);
});

describe("a usage limit stamped with its reset epoch is a window (Claude Code's 'limit reached|<epoch>')", () => {
  checkReasons([
    [
      'as Roo and Cline relay it',
      { message: 'Claude AI usage limit reached|1759770000' },
      'rate_limit',
    ],
    ['with spaces', { message: 'Claude usage limit reached | 1760000000' }, 'rate_limit'],
    [
      // Read since batch 497 by the bare "usage limit reached" (P.USAGE_LIMIT_REACHED, held ×11 as
      // rate_limit), not by the epoch: the same window, as the vote already answered.
      'a usage limit without a reset or a retry is still the plan’s window',
      { message: 'Claude AI usage limit reached' },
      'rate_limit',
    ],
    [
      'a monthly usage limit stays billing',
      { status: 429, message: 'Monthly usage limit reached|1759770000: upgrade your plan' },
      'billing',
    ],
  ]);
});

describe('"Authorization failed" and a Google IAM permission denial are authentication', () => {
  checkReasons([
    ["kimi-cli's own text", { message: 'Authorization failed, please check your API key' }, 'auth'],
    ['British spelling', { message: 'Authorisation failed' }, 'auth'],
    [
      "Vertex's IAM denial naming a model resource",
      {
        message:
          "[API Error: Permission 'aiplatform.endpoints.predict' denied on resource '//aiplatform.googleapis.com/projects/p/locations/global/publishers/google/models/gemini-2.5-pro' (or it may not exist). (Status: PERMISSION_DENIED)]",
      },
      'auth',
    ],
    [
      'the same on a 403',
      {
        status: 403,
        message:
          "Permission 'aiplatform.endpoints.predict' denied on resource '//aiplatform.googleapis.com/projects/p/locations/us-central1/publishers/google/models/gemini-2.0-flash' (or it may not exist).",
      },
      'auth',
    ],
    [
      'a payment authorization is no credential',
      { message: 'Payment authorization failed' },
      'unknown',
    ],
    [
      'a missing model in words stays a model error',
      {
        message:
          'Publisher Model `projects/p/locations/us-central1/publishers/google/models/gemini-9` was not found',
      },
      'model_not_found',
    ],
  ]);
});

describe("a 5xx relaying Bedrock's model-access denial is a model error", () => {
  checkReasons([
    [
      "an agent gateway's 502",
      {
        status: 502,
        message:
          'Chat error: 502 Bedrock streaming failed: Model access is denied due to IAM user or service role is not authorized to perform the required AWS Marketplace actions (`aws-marketplace:ViewSubscriptions`, `aws-marketplace:Subscribe`) to enable access to this model.',
      },
      'model_not_found',
    ],
    [
      'a 500',
      { status: 500, message: 'upstream error: Access denied to this model for your account' },
      'model_not_found',
    ],
    [
      'a 502 without the verdict stays a server error',
      {
        status: 502,
        message: 'Bedrock streaming failed: internal error while checking model access',
      },
      'server_error',
    ],
    [
      'capacity wording is not read as access',
      {
        status: 503,
        message: 'Model access is temporarily unavailable, the service is overloaded',
      },
      'overloaded',
    ],
  ]);
});
