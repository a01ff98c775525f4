/**
 * Rules written in session 32 for misses of held-out batches 259–264 (group F), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

const LITELLM_FALLBACK_SUFFIX =
  "\\nmodel=gpt-4.1-mini. content_policy_fallback=None. fallbacks=None.\\n\\nSet 'content_policy_fallback' - https://docs.litellm.ai/docs/routing#fallbacks. Received Model Group=gpt-4.1-mini\\nAvailable Model Group Fallbacks=None";

// LiteLLM's ContentPolicyViolationError class around Azure's strict-schema 400 (batch 262,
// google/adk-python#4039): the provider's own validation text outranks the client's class name when
// the class (and its fallback hint) is all the content-filter evidence there is.
describe("a client's content-policy class around the provider's validation text is the request's", () => {
  checkReasons([
    [
      'ADK → LiteLLM proxy → Azure gpt-4.1-mini, a nested response_schema without additionalProperties:false (batch 262)',
      {
        status: 400,
        message: `litellm.exceptions.BadRequestError: litellm.BadRequestError: Error code: 400 - {'error': {'message': "litellm.BadRequestError: litellm.ContentPolicyViolationError: litellm.ContentPolicyViolationError: AzureException - Invalid schema for response_format 'IntentAnalysis': In context=(), 'additionalProperties' is required to be supplied and to be false.${LITELLM_FALLBACK_SUFFIX}", 'type': None, 'param': None, 'code': '400', 'provider_specific_fields': {'innererror': None}}}`,
      },
      'format_error',
    ],
    [
      'the same class and text with the status lost (the text alone)',
      {
        message:
          "litellm.ContentPolicyViolationError: litellm.ContentPolicyViolationError: AzureException - Invalid schema for response_format 'IntentAnalysis': In context=(), 'additionalProperties' is required to be supplied and to be false. content_policy_fallback=None. fallbacks=None.",
      },
      'format_error',
    ],
    [
      "Azure's strict-schema sentence relayed by OpenRouter without the class, as held (h262)",
      {
        status: 400,
        body: {
          error: {
            message: 'Provider returned error',
            code: 400,
            metadata: {
              raw: '{\n  "error": {\n    "message": "Invalid schema for response_format \'json_schema\': In context=(\'properties\', \'etymology\'), \'additionalProperties\' is required to be supplied and to be false.",\n    "type": "invalid_request_error",\n    "param": "response_format",\n    "code": null\n  }\n}',
              provider_name: 'Azure',
            },
          },
        },
      },
      'format_error',
    ],
    [
      "the class around Azure's filter verdict stays a refusal (held h178, SysBench)",
      {
        message: `Error code: 400 - {'error': {'message': "litellm.BadRequestError: litellm.ContentPolicyViolationError: litellm.ContentPolicyViolationError: AzureException - The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry. To learn more about our content filtering policies please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766${LITELLM_FALLBACK_SUFFIX}", 'type': None, 'param': None, 'code': '400'}}`,
      },
      'content_policy',
    ],
    [
      'the class with no provider text at all stays a refusal (held aoai-sample)',
      {
        status: 400,
        message:
          '400 litellm.BadRequestError: litellm.ContentPolicyViolationError: Azure Exception - Error code: 400',
      },
      'content_policy',
    ],
    [
      'the bare class name under a 400 stays a refusal (held h48, Paperclip)',
      {
        status: 400,
        name: 'ContentPolicyViolationError',
        message: 'HTTP 400 ContentPolicyViolationError',
      },
      'content_policy',
    ],
    [
      'Azure\'s "Invalid parameter" headline over its filter verdict stays a refusal (invented)',
      {
        status: 400,
        message:
          'litellm.BadRequestError: litellm.ContentPolicyViolationError: litellm.ContentPolicyViolationError: AzureException - Invalid parameter: The prompt contains content that was filtered due to our content management policy.\nmodel=gpt-4o. content_policy_fallback=None.',
      },
      'content_policy',
    ],
  ]);
});
