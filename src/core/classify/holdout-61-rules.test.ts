/**
 * Rules from held-out batch 61 (a natural sample; docs/classifier.md, "Batch 61"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe("a day's or an hour's allowance used up is a window, also under a generic server code", () => {
  checkReasons([
    [
      "Workers AI's 4006 under the code internal_error, no status",
      {
        body: {
          error: {
            message:
              "4006: you have used up your daily free allocation of 10,000 neurons, please upgrade to Cloudflare's Workers Paid plan if you would like to continue usage.",
            stage: 'pipeline',
            code: 'internal_error',
          },
        },
      },
      'rate_limit',
    ],
    [
      'the same words typed server_error',
      {
        body: {
          error: {
            message: 'You have exhausted your daily quota for this model.',
            type: 'server_error',
          },
        },
      },
      'rate_limit',
    ],
    [
      'the words alone, no status and no code',
      { message: 'you have used up your daily free allocation of 10,000 neurons' },
      'rate_limit',
    ],
    [
      'an hourly allowance said used up',
      { message: 'Your hourly allowance has been used up. It refills on the hour.' },
      'rate_limit',
    ],
    [
      'the held 429 of the same words stays a window',
      {
        status: 429,
        body: "you have used up your daily free allocation of 10,000 neurons, please upgrade to Cloudflare's Workers Paid plan",
      },
      'rate_limit',
    ],
    [
      "Workers AI's internal_error around a server fault stays server_error",
      {
        body: {
          error: { message: 'AiError: AiError: Internal server error', code: 'internal_error' },
        },
      },
      'server_error',
    ],
    [
      'a real 500 with the allowance words stays a server fault (held 5xx convention)',
      {
        status: 500,
        body: {
          error: {
            message: 'you have used up your daily free allocation of 10,000 neurons',
            code: 'internal_error',
          },
        },
      },
      'server_error',
    ],
    [
      'a monthly allocation under a server code is no daily window',
      {
        body: {
          error: {
            message: 'You have used up your monthly allocation of credits.',
            code: 'internal_error',
          },
        },
      },
      'server_error',
    ],
  ]);
});

describe('capacity said to be temporarily exceeded is overload, also on a 429', () => {
  checkReasons([
    [
      "Workers AI's 3040 from the Workers binding on a 429",
      { status: 429, message: '3040: Capacity temporarily exceeded, please try again.' },
      'overloaded',
    ],
    [
      'the same words without the status (as before)',
      { message: '3040: Capacity temporarily exceeded, please try again.' },
      'overloaded',
    ],
    [
      "OpenAI's 429 quota stays billing",
      {
        status: 429,
        message: 'You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
    [
      "OpenAI's 429 per-minute token window stays rate_limit",
      {
        status: 429,
        message:
          'Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Used 29000, Requested 2000.',
      },
      'rate_limit',
    ],
    [
      'an allowance worded as your capacity (no "temporarily") stays rate_limit',
      { status: 429, message: 'You have exceeded your capacity of 100 requests per minute.' },
      'rate_limit',
    ],
  ]);
});

describe('a 402 whose used-up allowance states its reset or window is a window', () => {
  checkReasons([
    [
      "OpenGateway's 402 free quota (30 requests / 5h, resets at 10:00 UTC) in openclaude's message",
      {
        status: 402,
        message:
          'API Error: 402 {"error":{"message":"Free quota used (30 requests / 5h). Resets at 10:00 UTC. Top up for unlimited access at\n     https://gitlawb.com/opengateway/credits.","type":"insufficient_quota","code":"free_quota_exceeded"}}',
      },
      'rate_limit',
    ],
    [
      'the same message without its status field (the 402 read from the text)',
      {
        message:
          'API Error: 402 {"error":{"message":"Free quota used (30 requests / 5h). Resets at 10:00 UTC. Top up for unlimited access.","type":"insufficient_quota","code":"free_quota_exceeded"}}',
      },
      'rate_limit',
    ],
    [
      'a 402 quota that resets in a stated time, beside a top-up',
      {
        status: 402,
        body: {
          error: {
            message: 'Insufficient quota: daily limit hit. Resets in 3 hours. Or top up now.',
          },
        },
      },
      'rate_limit',
    ],
    [
      "OpenRouter's 402 credits stay billing",
      {
        status: 402,
        body: {
          error: {
            message:
              'This request requires more credits, or fewer max_tokens. You requested up to 4096 tokens, but can only afford 0.',
            code: 402,
          },
        },
      },
      'billing',
    ],
    [
      "Together's 402 credit limit stays billing",
      {
        status: 402,
        body: {
          error: {
            message:
              'Credit limit exceeded. Please navigate to https://api.together.xyz/settings/billing to add credit or upgrade your plan.',
            type: 'credit_limit',
          },
        },
      },
      'billing',
    ],
    [
      'a 402 "top up your balance" with no reset stays billing',
      {
        status: 402,
        body: {
          error: {
            message: 'Free quota used. Top up your balance to continue.',
            type: 'insufficient_quota',
          },
        },
      },
      'billing',
    ],
    [
      'a 402 whose credits ran out stays billing beside a stated reset',
      {
        status: 402,
        message:
          'OpenAI API error 402: {"error":{"message":"Insufficient credits. This account never purchased credits. Make sure your key is on the correct account or org, and if so, purchase more at https://openrouter.ai/settings/credits","code":402}} Your quota resets in 4hr 5min',
      },
      'billing',
    ],
    [
      'a 402 whose quota resets with the month stays billing',
      {
        status: 402,
        body: {
          error: {
            message:
              'Insufficient quota: 1000 requests per month used. Resets at 00:00 UTC on the 1st.',
          },
        },
      },
      'billing',
    ],
  ]);
});

describe('a model not ready yet is a model still loading', () => {
  checkReasons([
    [
      "Baseten's ModelNotReady repr, no status",
      { message: 'ModelNotReady("Model has started running, but not ready yet.")' },
      'overloaded',
    ],
    [
      'the words without the class name',
      { message: 'The model is deployed but not ready yet, please retry.' },
      'overloaded',
    ],
    [
      "Bedrock's ModelNotReadyException on a 429 stays overloaded",
      {
        status: 429,
        name: 'ModelNotReadyException',
        message: 'The model is not ready to serve inference requests.',
      },
      'overloaded',
    ],
    [
      'a polling status "response not ready yet" stays unknown',
      { message: 'Response not ready yet.' },
      'unknown',
    ],
    [
      '"the dataset is not ready" stays unknown',
      { message: 'The dataset is not ready.' },
      'unknown',
    ],
  ]);
});

describe("a billing code around a per-minute rate limit's words is the window", () => {
  checkReasons([
    [
      "Together's 60 QPM free-plan limit typed credit_limit, no status",
      {
        body: {
          error: {
            message:
              'You have been rate limited. Your rate limit is 60 queries per minute. Please navigate to https://api.together.xyz/settings/billing to upgrade to a paid plan.',
            type: 'credit_limit',
            param: null,
            code: null,
          },
        },
      },
      'rate_limit',
    ],
    [
      "Together's credit limit typed credit_limit, no status, stays billing",
      {
        body: {
          error: {
            message:
              'Credit limit exceeded. Please navigate to https://api.together.xyz/settings/billing to add credit.',
            type: 'credit_limit',
          },
        },
      },
      'billing',
    ],
    [
      'a money-owed code (arrearage) around a per-minute rate limit stays billing',
      {
        body: {
          error: {
            message: 'Rate limit exceeded: 30 requests per minute.',
            code: 'arrearage',
          },
        },
      },
      'billing',
    ],
    [
      'a billing code whose text names a rate limit and an empty balance stays billing',
      {
        body: {
          error: {
            message: 'Rate limited: insufficient balance. 60 requests per minute on paid plans.',
            type: 'credit_limit',
          },
        },
      },
      'billing',
    ],
  ]);
});

describe("a field the model does not take is the request's shape, without its status too", () => {
  checkReasons([
    [
      "Bedrock Converse's body on a GPT-5.x model, no status",
      {
        body: {
          message:
            "This model doesn't support the temperature field. Remove temperature and try again.",
        },
      },
      'format_error',
    ],
    [
      'the same words on their 400',
      {
        status: 400,
        body: {
          message:
            "This model doesn't support the temperature field. Remove temperature and try again.",
        },
      },
      'format_error',
    ],
    [
      'the parameter worded as "does not support the top_p parameter"',
      { message: 'This model does not support the top_p parameter.' },
      'format_error',
    ],
    [
      '"Tool use is not supported by this model" stays model_not_found',
      { status: 400, message: 'Tool use is not supported by this model.' },
      'model_not_found',
    ],
  ]);
});

describe('a model runner that exits before it is healthy is the runner failing', () => {
  checkReasons([
    [
      "LM Studio's llama-server runtime exiting during load, no status",
      {
        message:
          '🥲 Failed to load the model\nEngine protocol runtime llama-server for mmVGcSTlX6QYmWmVvCHJxgvD exited before becoming healthy. exitCode=1, signal=null',
      },
      'server_error',
    ],
    [
      'a deploy log "container exited before becoming healthy" names no runner, stays unknown',
      { message: 'Deployment failed: container exited before becoming healthy.' },
      'unknown',
    ],
  ]);
});
