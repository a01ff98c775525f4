/**
 * Rules written in session 31 (rules D) for misses of held-out batches 255–258, after the batches
 * had been scored without them: each rule's real wordings (from the batch lines and threads named),
 * then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// DashScope's `AccessDenied.Unpurchased` (batch 258, MoneyPrinterTurbo#279): the account has not
// bought or activated this model; DashScope's code table pairs it with "Access to model denied.
// Please make sure you are eligible for using the model."
describe("DashScope's AccessDenied.Unpurchased is the model, not the key", () => {
  checkReasons([
    [
      "MoneyPrinterTurbo's 403, its message machine-translated (batch 258, the batch line)",
      {
        status: 403,
        code: 'AccessDenied.Unpurchased',
        message:
          '异常：[qwen] 返回错误响应：“{”status_code”：403，“request_id”：“b2ba3fa4-cf62-9e6e-afd2-6b6c55b1e41d”，“code”：“AccessDenied.Unpurchased”，“message”：“Access模型被拒绝。请确保您有资格使用该模型。", "output": null, "usage": null}"',
      },
      'model_not_found',
    ],
    [
      "the code with DashScope's own English, as its code table pairs them (body invented)",
      {
        status: 403,
        body: {
          request_id: 'b2ba3fa4-0000-0000-0000-6b6c55b1e41d',
          code: 'AccessDenied.Unpurchased',
          message: 'Access to model denied. Please make sure you are eligible for using the model.',
        },
      },
      'model_not_found',
    ],
    [
      'the code in the body with no status kept (invented)',
      {
        body: {
          code: 'AccessDenied.Unpurchased',
          message: 'Access denied.',
        },
      },
      'model_not_found',
    ],
    [
      "the English sentence alone under qwen-code's 403, as held (h70, QwenLM/qwen-code#9605)",
      {
        status: 403,
        message:
          '[API Error: 403 Access to model denied. Please make sure you are eligible for using the model.]',
      },
      'model_not_found',
    ],
    [
      "DashScope's bare AccessDenied stays the 403's reading (its code table's 'Access denied.'; invented body)",
      {
        status: 403,
        body: { request_id: 'x', code: 'AccessDenied', message: 'Access denied.' },
      },
      'auth',
    ],
    [
      "DashScope's Arrearage 'Access denied' stays billing, as held (h60, its status-code page)",
      {
        body: {
          code: 'Arrearage',
          param: null,
          message: 'Access denied, please make sure your account is in good standing.',
          type: 'Arrearage',
        },
      },
      'billing',
    ],
    [
      "Bedrock's AccessDeniedException for an API operation stays auth, as held (h100)",
      {
        message:
          'AccessDeniedException: An error occurred (AccessDeniedException) when calling the InvokeModel operation: Your account is not authorized to invoke this API operation.',
      },
      'auth',
    ],
  ]);
});
