/**
 * Session 17 review mends (docs/classifier.md, "Session 17 review"): each rule's real wordings, then
 * the neighbours it must leave alone. The costly direction is a transient failure filed as
 * permanent (a key killed until an operator acts, fleet-wide with a shared store).
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('an account or key held for a while is no dead key', () => {
  checkReasons([
    [
      'a 403 "temporarily suspended" with no policy words',
      { status: 403, message: 'Your account has been temporarily suspended.' },
      'auth',
    ],
    [
      'the same in the body',
      {
        status: 403,
        body: {
          error: {
            message: 'Your account has been temporarily suspended.',
            type: 'permission_error',
          },
        },
      },
      'auth',
    ],
    [
      'the same without a status',
      { message: 'Your account has been temporarily suspended.' },
      'auth',
    ],
    [
      'the same on a 401',
      { status: 401, message: 'Your account has been temporarily suspended.' },
      'auth',
    ],
    [
      'the same on a 400 (no request fault: rotate, not format_error)',
      { status: 400, message: 'Your account has been temporarily suspended.' },
      'auth',
    ],
    [
      "Kiro's 403 (AWS): a user id locked as a security precaution",
      {
        status: 403,
        body: {
          message:
            'Your User ID is temporarily suspended. We detected unusual user activity and locked it as a security precaution. To restore access, please contact our support team to verify your identity: https://support.aws.amazon.com/#/contacts/kiro',
          reason: 'TEMPORARILY_SUSPENDED',
        },
      },
      'auth',
    ],
    [
      "Kiro's other word order",
      {
        status: 403,
        message:
          "[403]: Your User ID (24c8b4c8-9031) temporarily is suspended. We've locked your account as a security precaution.",
      },
      'auth',
    ],
    [
      'a key disabled for a while',
      { status: 401, message: 'Your API key has been temporarily disabled.' },
      'auth',
    ],
    [
      'a suspension with a stated time',
      {
        status: 403,
        message: 'Your account has been suspended for 24 hours due to unusual activity.',
      },
      'auth',
    ],
    [
      'a key disabled until a date',
      { status: 403, message: 'Your API key has been disabled until 2026-12-01.' },
      'auth',
    ],
    [
      '"Account temporarily locked out" (no verb before "temporarily")',
      {
        status: 403,
        body: { errorCode: 403120, errorMessage: 'Account Temporarily Locked Out' },
      },
      'auth',
    ],
    [
      'a Chinese temporary freeze (临时冻结)',
      { status: 403, message: '您的账户已被临时冻结，请联系客服' },
      'auth',
    ],
    ['the same without a status (暂时停用)', { message: '账户已被暂时停用' }, 'auth'],
    [
      'a Chinese freeze not said to be temporary stays a dead key',
      { status: 403, message: '您的账户已被冻结' },
      'auth_permanent',
    ],
    [
      'a suspension said permanent (no "temporarily") stays a dead key',
      { status: 403, message: 'Your account has been suspended.' },
      'auth_permanent',
    ],
    [
      '"until further notice" states no end: a dead key',
      { status: 403, message: 'Your account has been suspended until further notice.' },
      'auth_permanent',
    ],
    [
      '"for" a reason is no time',
      {
        status: 403,
        message: 'Your account has been suspended for a violation of our terms of service.',
      },
      'auth_permanent',
    ],
    [
      "Google's suspended consumer stays a dead key",
      {
        status: 403,
        message: "Permission denied: Consumer 'api_key:AIza' has been suspended.",
      },
      'auth_permanent',
    ],
    [
      'a key blocked for a while over too many requests is a rate limit',
      {
        status: 403,
        message: 'Your API key has been temporarily blocked due to too many requests.',
      },
      'rate_limit',
    ],
    [
      'the same without a status',
      { message: 'Your API key has been temporarily blocked due to too many requests.' },
      'rate_limit',
    ],
    [
      'a hold over an unpaid balance is billing',
      {
        message:
          'Your account is temporarily suspended due to insufficient balance, please recharge.',
      },
      'billing',
    ],
    [
      'a disabled organization stays a dead key',
      { status: 400, message: 'API Error: 400 This organization has been disabled.' },
      'auth_permanent',
    ],
  ]);
});

describe('a suspension only guessed at is no dead key', () => {
  checkReasons([
    [
      'sub2api\'s 403 "account may be suspended or lack permissions" (a relay\'s guess; a proxy change fixed it)',
      {
        status: 403,
        body: {
          error: {
            message: 'Access forbidden (403): account may be suspended or lack permissions',
            type: 'upstream_error',
          },
        },
      },
      'auth',
    ],
    [
      'the same as a message',
      {
        status: 403,
        message: 'Access forbidden (403): account may be suspended or lack permissions',
      },
      'auth',
    ],
    [
      'a suspension stated stays a dead key',
      { status: 403, message: 'Access forbidden: the account has been suspended' },
      'auth_permanent',
    ],
    [
      'a key said revoked stays a dead key',
      { status: 401, message: 'The API key has been revoked' },
      'auth_permanent',
    ],
  ]);
});
