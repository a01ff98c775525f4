/**
 * A rule written in session 33 for a miss of held-out batch 291, after the batch had been scored
 * without it: its real wording, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

const LITELLM_AZURE_PREFIX =
  'litellm.BadRequestError: litellm.ContentPolicyViolationError: AzureException - ';
const LITELLM_FALLBACK_HINT =
  "\nmodel=gpt-5.2. content_policy_fallback=None. fallbacks=None.\n\nSet 'content_policy_fallback' - https://docs.litellm.ai/docs/routing%23fallbacks. Received Model Group=gpt-5.2\nAvailable Model Group Fallbacks=None";

function azureError(message: string, type: string | null): string {
  return JSON.stringify({ error: { message, type, param: 'input', code: null } }, null, 2);
}

// LiteLLM files some of Azure's 400s under its content-policy class whatever they say; the provider's
// own request-error type beside its words says the request is wrong (batch 291, continuedev/continue#10693).
describe("a client's content-policy class around the provider's own request-error type is the request's", () => {
  checkReasons([
    [
      'Azure\'s Responses "No tool call found for function call output" under the class (batch 291)',
      {
        status: 400,
        body: {
          message: `${LITELLM_AZURE_PREFIX}${azureError('No tool call found for function call output with call_id call_NV4fNurUg3zMPfZrKEpnrECX.', 'invalid_request_error')}${LITELLM_FALLBACK_HINT}`,
          type: null,
          param: null,
          code: '400',
          provider_specific_fields: { innererror: null },
        },
      },
      'format_error',
    ],
    [
      'the same without a status (invented)',
      {
        message: `${LITELLM_AZURE_PREFIX}${azureError('Item with id fc_1 not paired with its call.', 'invalid_request_error')}`,
      },
      'format_error',
    ],
    [
      "a filter's verdict beside the class stays a refusal (held h32's wording)",
      {
        status: 400,
        message: `${LITELLM_AZURE_PREFIX}The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry.${LITELLM_FALLBACK_HINT}`,
      },
      'content_policy',
    ],
    [
      'the class alone, with no provider text, stays a refusal (held, sample-app-aoai-chatGPT#986)',
      {
        status: 400,
        message:
          '400 litellm.BadRequestError: litellm.ContentPolicyViolationError: Azure Exception - Error code: 400',
      },
      'content_policy',
    ],
    [
      "a filter's code under an invalid_request_error type stays a refusal (invented)",
      {
        status: 400,
        message: `${LITELLM_AZURE_PREFIX}${azureError("The response was filtered due to the prompt triggering Azure OpenAI's content management policy.", 'invalid_request_error')}`,
      },
      'content_policy',
    ],
  ]);
});
