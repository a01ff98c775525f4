/**
 * Counter-examples from the review of batches 19–22's rules (docs/classifier.md, "Review fixes
 * (session 13)"): the reviewer's inputs and their obvious neighbours. The costly direction is a
 * transient failure filed as permanent (no retry, a key cooled, a needless compress).
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('1. a free trial next to window words is a window, not the trial used up', () => {
  const rateLimitForTrial =
    'You have exceeded the rate limit for the free trial, please try again later.';
  checkReasons([
    [
      'the rate limit of the free trial, on a 429',
      { status: 429, message: rateLimitForTrial },
      'rate_limit',
    ],
    ['the rate limit of the free trial, no status', { message: rateLimitForTrial }, 'rate_limit'],
    [
      'the hourly limit of a free trial, on a 429',
      { status: 429, message: 'You have reached the hourly limit of your free trial.' },
      'rate_limit',
    ],
    [
      'the request rate of the free trial, on a 429',
      { status: 429, message: 'You have exceeded the request rate of the free trial.' },
      'rate_limit',
    ],
    [
      'a free trial limit for this minute, on a 429',
      { status: 429, message: 'Your free trial limit is exceeded for this minute' },
      'rate_limit',
    ],
    [
      'a free trial limit for this minute, no status',
      { message: 'Your free trial limit is exceeded for this minute' },
      'unknown',
    ],
    [
      "a trial's limit and 'try again later' on a 429",
      {
        status: 429,
        message: 'Free trial limit reached. Please try again later.',
      },
      'rate_limit',
    ],
    // The trial itself used up: still billing.
    [
      'the maximum number of requests for the free trial',
      {
        status: 429,
        message: 'You have exceeded the maximum number of requests for the free trial.',
      },
      'billing',
    ],
    [
      'free trial quota exhausted, no status',
      { message: 'Your free trial quota has been exhausted. Please upgrade your plan.' },
      'billing',
    ],
    [
      'a monthly quota with try again later stays billing',
      {
        status: 429,
        message: 'You have reached your quota of 5,000 requests per month. Try again later.',
      },
      'billing',
    ],
  ]);
});
