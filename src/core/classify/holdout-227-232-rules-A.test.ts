/**
 * Rules written in session 30 for misses of held-out batches 227–232 (group A), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Baidu's error 14 (Qianfan, the Baidu AI platform): the AK/SK pair is wrong (batches 135 and 227).
describe("Baidu's IAM Certification failed is a verdict on the key pair", () => {
  checkReasons([
    [
      'the qianfan SDK through a FastGPT reranker proxy, with its Chinese hint',
      {
        message:
          'api return error, req_id: code: 14, msg: IAM Certification failed 可能的原因: IAM 鉴权失败，请检查 Access Key 与 Secret Key 是否正确，当前使用的 Access Key 为 `zjQTUb***`',
      },
      'auth_permanent',
    ],
    [
      "the qianfan SDK's APIError in MetaGPT",
      {
        message:
          'qianfan.errors.APIError: api return error, req_id:  code: 14, msg: IAM Certification failed',
      },
      'auth_permanent',
    ],
    [
      "the Baidu AI platform's document, sent with HTTP 200",
      { status: 200, body: { error_code: 14, error_msg: 'IAM Certification failed' } },
      'auth_permanent',
    ],
    [
      'the Chinese hint alone names no verdict',
      { message: '可能的原因: IAM 鉴权失败，请检查 Access Key 与 Secret Key 是否正确' },
      'auth',
    ],
    [
      "Qianfan's access token that is no longer valid is refreshable (code 110)",
      { body: { error_code: 110, error_msg: 'Access token invalid or no longer valid' } },
      'auth',
    ],
    [
      "Huawei Cloud's IAM lock after repeated failures is not Baidu's verdict",
      {
        message:
          'Incorrect IAM authentication information: AK access failed to reach the limit,forbidden',
      },
      'auth',
    ],
  ]);
});
