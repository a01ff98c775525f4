/**
 * Rules written in session 35 for misses of held-out batches 308–315 (group P), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Yandex Cloud's "The cloud '…' is inactive" (its billing account suspended or unlinked; batch 315).
describe('a cloud or billing account that is not active is billing', () => {
  checkReasons([
    [
      "the cloud's own words, without the gRPC repr (batch 315's details)",
      { message: "The cloud 'b1gnpem8kug41u7sub33' is inactive" },
      'billing',
    ],
    [
      'a billing account said to be not active (invented)',
      {
        message: 'Your billing account is not active. Link an active billing account to the cloud.',
      },
      'billing',
    ],
    [
      "IAM's refusal on a folder and a cloud stays auth (held h263, homeassistant-yandexgpt#45)",
      {
        message:
          'Error talking to Yandex Cloud: Permission to [resource-manager.folder b1ge9gh5sv072vbfvuum, resource-manager.cloud b1gnpem8kug41u7sub33, organization-manager.organization bpf16o95of0ulrtq18om] denied',
      },
      'auth',
    ],
    [
      "'inactive' in grpc-python's class name is no account's state (held h100, quiccklabs/Labs_solutions#28)",
      {
        message:
          '_InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.PERMISSION_DENIED\n\tdetails = "Permission denied on resource project qwiklabs-gcp-04-53b3d52c8891 ."',
      },
      'auth',
    ],
    [
      "a Cloud Run service that is not active is no account's money (invented)",
      { message: "Cloud Run service 'llm-proxy' is not active" },
      'unknown',
    ],
  ]);
});

// A credential said to have to come with the call (batch 315; clients' own "API key must be provided").
describe('a credential that has to be passed was not: a dead configuration', () => {
  checkReasons([
    [
      "Yandex's REST 401 with the same sentence (invented body, the wording Yandex Cloud sends)",
      {
        status: 401,
        body: { error: { code: 16, message: 'IAM token or API key has to be passed in request' } },
      },
      'auth_permanent',
    ],
    [
      "a client's check before any request (wording found in public repositories)",
      {
        message:
          'ValueError: OpenAI API key must be provided either directly or through environment variable',
      },
      'auth_permanent',
    ],
    [
      "a parameter that has to be passed is the request's (invented)",
      { message: "The 'model' parameter has to be passed in request" },
      'format_error',
    ],
    [
      'max_tokens that must be provided is no credential (invented)',
      { message: 'max_tokens must be provided when streaming' },
      'format_error',
    ],
    [
      "a JSON key that must be a string stays the request's (held h46, Locus#73)",
      {
        status: 400,
        message:
          'Custom Chat API error (400 Bad Request): Failed to parse the request body as JSON: messages[111].tool_calls[0].?: key must be a string at line 1 column 327463',
      },
      'format_error',
    ],
  ]);
});

// An SDK's class name with its namespace ("RubyLLM::BadRequestError", batch 314, crmne/ruby_llm#451).
describe('an SDK class name is read without its namespace', () => {
  checkReasons([
    [
      "ruby_llm's 400 class with its fixed fallback text (batch 314)",
      { name: 'RubyLLM::BadRequestError', message: 'Invalid request - please check your input' },
      'format_error',
    ],
    [
      "the same class with ruby_llm's rate-limit sibling and no words (invented)",
      { name: 'RubyLLM::RateLimitError', message: '' },
      'rate_limit',
    ],
    [
      "the AWS Java SDK's throttling class with its package and no words (invented)",
      {
        name: 'software.amazon.awssdk.services.bedrockruntime.model.ThrottlingException',
        message: '(Service: BedrockRuntime, Request ID: 5f1c0b5e)',
      },
      'rate_limit',
    ],
    [
      "ruby_llm's rate-limit class around OpenAI's quota stays billing (held h71, ruby_llm#479)",
      {
        name: 'RubyLLM::RateLimitError',
        message:
          'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
      },
      'billing',
    ],
    [
      "openai 0.x's InvalidRequestError around an overflow stays the overflow (held h37, langchain#3982)",
      {
        name: 'openai.error.InvalidRequestError',
        message:
          "This model's maximum context length is 4097 tokens. However, your messages resulted in 16762 tokens. Please reduce the length of the messages.",
      },
      'context_overflow',
    ],
    [
      'the fallback text alone, with no class, is read by no rule (invented)',
      { message: 'Invalid request - please check your input' },
      'unknown',
    ],
  ]);
});

// OpenAI's "must be made with a session key … You made it with the following key type: secret."
// typed server_error (batch 310, ConnectAI-E/feishu-openai#170).
describe('a credential of the wrong kind for the endpoint is a dead key, not a server fault', () => {
  checkReasons([
    [
      'the credit-grants endpoint, typed server_error with no status (batch 310)',
      {
        body: {
          error: {
            message:
              'Your request to GET /dashboard/billing/credit_grants must be made with a session key (that is, it can only be made from the browser). You made it with the following key type: secret.',
            type: 'server_error',
            param: null,
            code: null,
          },
        },
      },
      'auth_permanent',
    ],
    [
      'the subscription endpoint as a 403 (the wording public repositories quote)',
      {
        status: 403,
        body: {
          error: {
            message:
              'Your request to GET /v1/dashboard/billing/subscription must be made with a session key (that is, it can only be made from the browser). You made it with the following key type: secret.',
            type: 'server_error',
            param: null,
            code: null,
          },
        },
      },
      'auth_permanent',
    ],
    [
      "OpenAI's stock server fault under the same type stays a server fault",
      {
        body: {
          error: {
            message: 'The server had an error while processing your request. Sorry about that!',
            type: 'server_error',
          },
        },
      },
      'server_error',
    ],
    [
      'a request that must be made with a JSON body names no key (invented)',
      {
        body: {
          error: { message: 'Your request must be made with a JSON body.', type: 'server_error' },
        },
      },
      'server_error',
    ],
  ]);
});
