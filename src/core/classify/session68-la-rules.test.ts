/**
 * Rules written for the misses of held-out batches 1537–1551 (session 68, group LA), after the
 * batches had been scored without them, and for the vote-pinned missing `api_key` parameter the
 * session's retrain moved. Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

const GOOGLE_NO_CREDENTIAL =
  'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

describe('a credential the request did not carry (auth_permanent)', () => {
  it("is Google's CREDENTIALS_MISSING 401 from Vertex AI (batch 1545)", () => {
    const result = classify({
      status: 401,
      body: {
        error: {
          code: 401,
          message: GOOGLE_NO_CREDENTIAL,
          status: 'UNAUTHENTICATED',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'CREDENTIALS_MISSING',
              domain: 'googleapis.com',
            },
          ],
        },
      },
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.401.permanent_text');
  });
  it('is the same in the gRPC repr with no status, and in a client headline in upper case', () => {
    const grpc = classify({
      message: `_MultiThreadedRendezvous: <_MultiThreadedRendezvous of RPC that terminated with:\n\tstatus = StatusCode.UNAUTHENTICATED\n\tdetails = "${GOOGLE_NO_CREDENTIAL}"`,
      code: 'UNAUTHENTICATED',
    });
    expect(grpc.reason).toBe('auth_permanent');
    expect(grpc.explain.at(-1)?.rule).toBe('message.auth_permanent');
    expect(
      classify({ message: `UNAUTHENTICATED: ${GOOGLE_NO_CREDENTIAL.toUpperCase()}` }).reason,
    ).toBe('auth_permanent');
  });
  it('is a credential named as the missing parameter of the Ark template (holdout-103 neighbour)', () => {
    const result = classify({
      message: 'The request failed because it is missing `api_key` parameter.',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
    expect(
      classify({ status: 401, message: "Request rejected: missing 'access_token' parameter" })
        .reason,
    ).toBe('auth_permanent');
  });
  it('leaves a missing request parameter, missing scopes, and an expired OAuth token', () => {
    expect(
      classify({ message: 'The request failed because it is missing `input.status` parameter.' })
        .reason,
    ).toBe('format_error');
    expect(classify({ message: 'Missing required parameter: messages[0].content' }).reason).toBe(
      'format_error',
    );
    expect(
      classify({
        status: 403,
        message: 'Request had insufficient authentication scopes. Missing required scopes: x',
      }).reason,
    ).not.toBe('format_error');
    // Google's expired token (ErrorInfo reason ACCESS_TOKEN_EXPIRED, held h489: auth).
    expect(
      classify({
        status: 401,
        body: {
          error: {
            code: 401,
            message:
              'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
            status: 'UNAUTHENTICATED',
            details: [{ reason: 'ACCESS_TOKEN_EXPIRED', domain: 'googleapis.com' }],
          },
        },
      }).reason,
    ).toBe('auth');
  });
});

describe('a tuned model the caller may not use (model_not_found)', () => {
  it("is Gemini's 403 through the generative-ai JS SDK (batch 1551)", () => {
    const result = classify({
      status: 403,
      message:
        'GoogleGenerativeAIFetchError: [GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com/v1beta/tunedModels/mymodel:generateContent: [403 Forbidden] You do not have permission to access tuned model tunedModels/mymodel',
      name: 'GoogleGenerativeAIFetchError',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.category).toBe('model.access_denied');
    expect(result.explain.at(-1)?.rule).toBe('status.403.model_access');
  });
  it('is the same as a REST body with PERMISSION_DENIED and no status', () => {
    expect(
      classify({
        body: {
          error: {
            code: 403,
            message: 'You do not have permission to access tuned model tunedModels/MY-MODEL-1',
            status: 'PERMISSION_DENIED',
          },
        },
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a file the caller may not read, and a key refused on the API', () => {
    // Gemini's Files API wording (held h172, h383: auth).
    expect(
      classify({
        status: 403,
        message: 'You do not have permission to access the File abc123 or it may not exist.',
      }).reason,
    ).toBe('auth');
    expect(
      classify({
        status: 403,
        message:
          "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      }).reason,
    ).toBe('auth_permanent');
  });
});

const ON_YOUR_DATA_403 =
  "Invalid AzureCognitiveSearch configuration detected: Call to get Azure Search index failed. Check if you are using the correct Azure Search endpoint and index name. If you are using key based authentication, check if the admin key is correct.\nAzure Search Error: 403, message='Server responded with status 403.";

describe("Azure On Your Data's invalid data-source configuration (format_error)", () => {
  it("is the search index refused under On Your Data's 400 (batch 1548)", () => {
    const result = classify({
      status: 400,
      message: `Exception Error code: 400 - {'error': {'requestid': '9ad0e3db', 'code': 400, 'message': "${ON_YOUR_DATA_403}`,
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('signature.data_source_config_invalid');
  });
  it("is the same over requests' 403 with no status of its own, and in upper case as a body", () => {
    expect(
      classify({
        message:
          'Invalid AzureCognitiveSearch configuration detected: 403 Client Error: Forbidden for url: https://mysearch.search.windows.net/indexes/mykb?api-version=2021-04-30-Preview',
      }).reason,
    ).toBe('format_error');
    expect(
      classify({
        status: 403,
        body: { error: { code: 403, message: ON_YOUR_DATA_403.toUpperCase() } },
      }).reason,
    ).toBe('format_error');
  });
  it("leaves Azure OpenAI's own key refusal and a search call that only timed out", () => {
    expect(
      classify({
        status: 401,
        message:
          'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
      }).reason,
    ).toMatch(/^auth/);
    expect(
      classify({
        status: 403,
        message: 'Forbidden for url: https://mysearch.search.windows.net/indexes/mykb',
      }).reason,
    ).toBe('auth');
  });
});

const BETA_REFUSED = {
  type: 'error',
  error: {
    type: 'invalid_request_error',
    message:
      'Unexpected value(s) `pdfs-2024-09-25` for the `anthropic-beta` header. Please consult our documentation at docs.anthropic.com or try again without the header.',
  },
};

describe("the provider's request type over a client's server-fault class (format_error)", () => {
  it("is Claude on Vertex AI's beta header refusal under LiteLLM's InternalServerError (batch 1550)", () => {
    const result = classify({
      body: BETA_REFUSED,
      message: `litellm.InternalServerError: VertexAIException InternalServerError - b'${JSON.stringify(BETA_REFUSED)}'`,
      name: 'InternalServerError',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.beta_rejected');
  });
  it('is the same for a missing required field typed so under the class', () => {
    expect(
      classify({
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: 'messages.1.content: Field required',
          },
        },
        name: 'InternalServerError',
      }).reason,
    ).toBe('format_error');
  });
  it('leaves the class when the body names a server fault or its words say nothing of the request', () => {
    expect(
      classify({
        body: { type: 'error', error: { type: 'api_error', message: 'Internal server error' } },
        name: 'InternalServerError',
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        body: {
          type: 'error',
          error: { type: 'invalid_request_error', message: 'Internal server error' },
        },
        name: 'InternalServerError',
      }).reason,
    ).toBe('server_error');
    // A status kept decides first: the 500 reads as it always did.
    expect(
      classify({
        status: 500,
        body: { type: 'error', error: { type: 'api_error', message: 'Something went wrong' } },
        name: 'InternalServerError',
      }).reason,
    ).toBe('server_error');
  });
});

describe("a WebAssembly runtime's abort with no reason stays unknown (no vote)", () => {
  it('is transformers.js\'s "Aborted(). Build with -sASSERTIONS" (h605, session 68 retrain)', () => {
    const result = classify({
      message: 'Uncaught RuntimeError: Aborted(). Build with -sASSERTIONS for more info',
      name: 'RuntimeError',
    });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.wasm_abort_no_reason');
  });
  it("is the same in wllama's llama.cpp abort and as a bare line", () => {
    expect(
      classify({
        message:
          'Received abort signal from llama.cpp; Message: (empty)\nAborted()\nCannot find waiting task with callbackId = 12',
      }).explain.at(-1)?.rule,
    ).toBe('message.wasm_abort_no_reason');
    expect(classify({ message: 'ABORTED()' }).reason).toBe('unknown');
  });
  it("leaves an abort that states its reason, a caller's abort, and a method of that name", () => {
    expect(
      classify({
        message:
          'RuntimeError: Aborted(OOM). Build with -sASSERTIONS for more info. Cannot enlarge memory, requested 4294967296 bytes',
      }).explain.at(-1)?.rule,
    ).not.toBe('message.wasm_abort_no_reason');
    expect(classify({ message: 'This operation was aborted', name: 'AbortError' }).reason).toBe(
      'aborted',
    );
    expect(
      classify({ message: 'TypeError: controller.aborted() is not a function' }).explain.at(-1)
        ?.rule,
    ).not.toBe('message.wasm_abort_no_reason');
  });
});

describe("Amazon Q's model temporarily unavailable is capacity, under its 500 too (overloaded)", () => {
  it("is the VS Code language server's error over an InternalServerException cause (batch 1542)", () => {
    const result = classify({
      status: 500,
      message:
        'The model you selected is temporarily unavailable. Please switch to a different model and try again.',
      code: 'QModelResponse',
      cause: { name: 'InternalServerException' },
    });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('status.500.overload_text');
  });
  it("is the same in the CLI's wording under a 502 and with no status", () => {
    const cli =
      "Amazon Q is having trouble responding right now: \n   0: The model you've selected is temporarily unavailable. Please use '/model' to select a different model and try again.";
    expect(classify({ status: 502, message: cli }).reason).toBe('overloaded');
    expect(classify({ message: cli }).reason).toBe('overloaded');
  });
  it('leaves a plain 500, a model retired for good, and an account temporarily suspended', () => {
    expect(classify({ status: 500, message: 'Internal server error' }).reason).toBe('server_error');
    expect(
      classify({
        status: 404,
        message: 'The model you selected has been deprecated and is no longer available.',
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({ status: 500, message: 'Your account is temporarily unavailable.' }).reason,
    ).not.toBe('overloaded');
  });
});
