/**
 * Rules written in session 35 for misses of held-out batches 308–315 (group P), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// gRPC's repr of a finished call: "<… of RPC that terminated with: status = StatusCode.X …>" (batch
// 315, Yandex through langchain_community and gigachain; held h129, Vertex Imagen).
describe('a gRPC status only a server sends decides as its HTTP status, not as a cut connection', () => {
  checkReasons([
    [
      "Yandex's PERMISSION_DENIED for an inactive cloud (batch 315, gritaro/gigachain#15)",
      {
        name: '_MultiThreadedRendezvous',
        message:
          '<_MultiThreadedRendezvous of RPC that terminated with: status = StatusCode.PERMISSION_DENIED details = "The cloud \'PRIVATE_CLOUD_ID\' is inactive" debug_error_string = "UNKNOWN:Error received from peer ipv4:158.160.54.160:443 {created_time:"2025-03-03T07:21:46.642145859+03:00", grpc_status:7, grpc_message:"The cloud \\\'PRIVATE_CLOUD_ID\\\' is inactive"}" >',
      },
      'billing',
    ],
    [
      "Yandex's UNAUTHENTICATED with no key sent, cut inside 'request' (batch 315, langchain#25575)",
      {
        name: '_MultiThreadedRendezvous',
        message:
          '<_MultiThreadedRendezvous of RPC that terminated with: status = StatusCode.UNAUTHENTICATED details = "IAM token or API key has to be passed in requ',
      },
      'auth_permanent',
    ],
    [
      "Imagen 3's FAILED_PRECONDITION for a filter the project may not turn off (held h129, GoogleCloudPlatform/generative-ai#1018)",
      {
        message:
          '_InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.FAILED_PRECONDITION\n\tdetails = "Image generation failed with the following error: Project or the user is not allowlisted to turn off child detection filter"',
      },
      'format_error',
    ],
    [
      'the status decides when the details say nothing a message rule reads (invented)',
      {
        name: '_InactiveRpcError',
        message:
          '<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.PERMISSION_DENIED\n\tdetails = "Project is not allowed"\n>',
      },
      'auth',
    ],
    [
      "grpc-core's debug string alone carries the code (invented)",
      {
        message:
          'debug_error_string = "UNKNOWN:Error received from peer {grpc_message:"Project is not allowed", grpc_status:7}"',
      },
      'auth',
    ],
    [
      "grpc-java's StatusRuntimeException (invented wording)",
      {
        message:
          'io.grpc.StatusRuntimeException: FAILED_PRECONDITION: Project is not allowlisted for this feature',
      },
      'format_error',
    ],
    [
      "grpc-go's rpc error (invented wording)",
      { message: 'rpc error: code = PermissionDenied desc = project is not allowed' },
      'auth',
    ],
    [
      "grpc-js's numbered code (invented wording)",
      { message: 'Error: 7 PERMISSION_DENIED: Project is not allowed' },
      'auth',
    ],
    // Neighbours: codes gRPC also raises on the client for a channel that failed or was cut.
    [
      'UNAVAILABLE on a closed socket stays a cut connection (invented)',
      {
        name: '_InactiveRpcError',
        message:
          '<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNAVAILABLE\n\tdetails = "Socket closed"\n>',
      },
      'timeout',
    ],
    [
      'DEADLINE_EXCEEDED stays a timeout (invented)',
      {
        name: '_InactiveRpcError',
        message:
          '<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.DEADLINE_EXCEEDED\n\tdetails = "Deadline Exceeded"\n>',
      },
      'timeout',
    ],
    [
      "INTERNAL keeps its server fault (held h41, google-gemini's legacy SDK)",
      {
        name: '_InactiveRpcError',
        message:
          'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n        status = StatusCode.INTERNAL\n        details = "An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting"',
      },
      'server_error',
    ],
    [
      "RESOURCE_EXHAUSTED for gRPC's own metadata cap stays the request's (held h299, python-dialogflow-cx)",
      {
        name: '_InactiveRpcError',
        message:
          'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: status = StatusCode.RESOURCE_EXHAUSTED details = "received trailing metadata size exceeds limit"',
      },
      'format_error',
    ],
    [
      "LocalAI's backend dial under grpc-go's Unavailable stays a server fault (held h80)",
      {
        message:
          'Server error error="could not load model: rpc error: code = Unavailable desc = error reading from server: EOF"',
      },
      'server_error',
    ],
  ]);
});

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
