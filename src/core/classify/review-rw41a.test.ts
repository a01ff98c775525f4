/**
 * Review rw41a of group AM's rules (held-out batches 442–448): the neighbours where a rule read too
 * much or too little, and the ones pinned where it was found to read right. Real wordings are cited;
 * invented neighbours are marked "(invented)".
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import { AUTH_ANY } from './patterns.js';

// ACCOUNT_LACKS_ACCESS ("Your account does not have access to Claude Code. Please run /login.",
// batch 448) guarded model ids ("gpt-4o", "o3") and the word "model", but not a model named by its
// display name: "… to Claude Sonnet 4" is a model the plan does not include, as "… to claude-sonnet-4"
// is, not the account's access to the product.
describe("an account said to lack access to a model's display name is not the account's access", () => {
  const modelNames = [
    'Your account does not have access to Claude Sonnet 4. Please upgrade your plan.',
    'Your account does not have access to Claude Opus 4.',
    'Your account does not have access to Opus. Upgrade to Max to use Opus.',
    'Your account does not have access to Gemini 2.5 Pro.',
    'Your account does not have access to Gemini Pro',
    'Your account does not have access to GPT 4o',
    'Your account does not have access to Sora',
    'Your account does not have access to DALL·E 3',
  ];
  for (const text of modelNames) {
    it(`the access rule leaves '${text}' (invented)`, () => {
      expect(AUTH_ANY.test(text.toLowerCase())).toBe(false);
    });
  }
  const products = [
    // batch 448, Claude Code to Pro and Max subscribers
    'Your account does not have access to Claude Code. Please run /login.',
    // held h448, Claude Code
    'Your account does not have access to Claude. Please login again or contact your administrator.',
    // a plan, not a model (invented)
    'Your account does not have access to Claude Pro features.',
    // a product, not a model (invented)
    'Your account does not have access to Gemini Code Assist. Please contact your admin.',
  ];
  for (const text of products) {
    it(`the access rule still reads '${text}'`, () => {
      expect(AUTH_ANY.test(text.toLowerCase())).toBe(true);
    });
  }
  checkReasons([
    [
      "a model's display name under a 404 stays the model's (invented)",
      { status: 404, message: 'Your account does not have access to Gemini 2.5 Pro.' },
      'model_not_found',
    ],
    [
      "Claude Code's 'does not have access to Claude Code' without a status stays auth (batch 448)",
      { message: 'Your account does not have access to Claude Code. Please run /login.' },
      'auth',
    ],
  ]);
});

describe("a model's display name without a status", () => {
  // The retrained word vote (session 73, 2e901f1b) reads this invented line `unknown` where it read
  // it right before; recorded in the session 73 review (problem 7), not fixed: no held line supports
  // a rule for it.
  it("a model's display name without a status is not the account's access (invented)", () => {
    // No rule reads these words without a status; which reason the word vote gives is not pinned here.
    const result = classifyError(
      errorFromDescriptor({
        message: 'Your account does not have access to Claude Sonnet 4. Please upgrade your plan.',
      }),
    );
    expect(result.reason).not.toBe('auth');
  });
});

// Rules reviewed and left as they are: neighbours pinned so a later change that moves them is seen.
describe('neighbours of the group AM rules that read right', () => {
  checkReasons([
    [
      "OkHttp's 'stream was reset: INTERNAL_ERROR' under a real 500 keeps the server's verdict (invented)",
      { status: 500, message: 'Internal Server Error: stream was reset: INTERNAL_ERROR' },
      'server_error',
    ],
    [
      "OkHttp's 'stream was reset: REFUSED_STREAM' is a cut stream (invented)",
      {
        message: 'okhttp3.internal.http2.StreamResetException: stream was reset: REFUSED_STREAM',
      },
      'timeout',
    ],
    [
      'an audio duration shorter than a minimum is no overflow (invented)',
      {
        status: 400,
        message: 'audio duration 0.05 seconds is shorter than 0.1 seconds which is the minimum',
      },
      'format_error',
    ],
    [
      "a model 'not available in your region' under a 403 stays the model's (held h28's words)",
      { status: 403, message: 'This model is not available in your region.' },
      'model_not_found',
    ],
    [
      "a feature 'not supported in your country' under a 403 is the caller's region block (invented)",
      { status: 403, message: 'Voice mode is not supported in your country.' },
      'auth_permanent',
    ],
    [
      "'no longer a member of this workspace' under a 403 is a dead token (invented)",
      { status: 403, message: 'The user is no longer a member of this workspace.' },
      'auth_permanent',
    ],
  ]);
});
