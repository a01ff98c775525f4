/**
 * Rules from held-out batch 109 (a natural sample of hosted inference providers and platforms —
 * Hugging Face Inference Providers, Snowflake Cortex, OCI Generative AI, GitHub Models, Replicate,
 * NVIDIA NIM …; docs/classifier.md, "Batch 109"): each rule's wordings, then the neighbours it must
 * leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Hugging Face's router serves a model only for the tasks a provider maps it to: "Model is not
// supported for task text-generation and provider nebius. Supported task: conversational."
// (huggingface/api-inference-community#476, this batch) — the model answers another API, as the held
// "model … does not support this api" and "only supported in v1/responses" do: model_not_found,
// before the validation "is not supported for" it contains. Counter-examples: a parameter "not
// supported with this model" stays the request's (teilomillet/gollm#33, held), and "User location is
// not supported for the API use." stays the key's region block (held Gemini wording).
describe("a model not supported for the task asked is the model's", () => {
  checkReasons([
    [
      'HF router, task text-generation on a conversational-only model (api-inference-community#476)',
      {
        message:
          'ValueError: Model is not supported for task text-generation and provider nebius. Supported task: conversational.',
      },
      'model_not_found',
    ],
    [
      'a parameter not supported with this model stays the request (teilomillet/gollm#33)',
      {
        message:
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      },
      'format_error',
    ],
    [
      "Gemini's location block stays the key's (held wording)",
      { message: 'User location is not supported for the API use.' },
      'auth_permanent',
    ],
  ]);
});

// A model "unavailable in your region" (Snowflake Cortex: "The model you requested is unavailable in
// your region. To access it, enable cross region inference …", NickAkincilar/Snowflake_AI_DEMO#2,
// this batch) is the model's region, as the held "This model is not available in your region" is:
// another model or target serves. Counter-examples: "currently unavailable in your region. Please
// try again later" is a passing state nothing reads (review 15's case), OpenAI's account-wide
// "Country, region, or territory not supported" names no model and stays auth_permanent (held), and
// the model-less "not available in your country" stays the key's (held Gemini wording).
describe('a model unavailable in this region is the model', () => {
  checkReasons([
    [
      'Snowflake Cortex inside its external-function wrapper (Snowflake_AI_DEMO#2)',
      {
        message:
          'Request failed for external function SYSTEM$PARSE_DOC_INTERNAL with remote service error: 400 \'"The model you requested is unavailable in your region. To access it, enable cross region inference with AWS_APJ, AWS_EU, AWS_US, AZURE_EU, AZURE_US, ANY_REGION. For more information, see https://docs.snowflake.com/en/user-guide/snowflake-cortex/cross-region-inference." \'; requests batch-id: 01bee91c-0002-0d94-0000-000274a270bd:2:3:0:690:2; request batch size: 4 rows; request retries: 0; response time (last retry): 15.38ms',
      },
      'model_not_found',
    ],
    [
      'the same sentence on a 403 (invented from the wording)',
      { status: 403, message: 'The model you requested is unavailable in your region.' },
      'model_not_found',
    ],
    [
      'a model currently unavailable in the region with a retry invitation is read by nothing (review 15)',
      { message: 'This model is currently unavailable in your region. Please try again later.' },
      'unknown',
    ],
    [
      "OpenAI's account-wide region refusal stays the key (held wording)",
      { status: 403, message: 'Country, region, or territory not supported' },
      'auth_permanent',
    ],
    [
      "a service not available in the caller's country stays the key (held wording)",
      { message: 'This service is not available in your country.' },
      'auth_permanent',
    ],
  ]);
});

// The Hugging Face JS client's refusal when no Inference Provider serves the model any longer ("We
// have not been able to find inference provider information for model Qwen/Qwen2.5-Coder-32B-
// Instruct.", slackapi/bolt-js#2612, this batch; also InferenceClientInputError in
// huggingface/mcp-course#193): the model has no provider, switch model. Counter-example: HF's 402
// "You have exceeded your monthly included credits for Inference Providers" stays billing (held).
describe("no inference provider for the model is the model's", () => {
  checkReasons([
    [
      '@huggingface/inference (slackapi/bolt-js#2612)',
      {
        message:
          'Error: We have not been able to find inference provider information for model Qwen/Qwen2.5-Coder-32B-Instruct.',
      },
      'model_not_found',
    ],
    [
      'InferenceClientInputError as tiny-agents prints it (huggingface/mcp-course#193)',
      {
        name: 'InferenceClientInputError',
        message:
          'We have not been able to find inference provider information for model Qwen/Qwen2.5-72B-Instruct.',
      },
      'model_not_found',
    ],
    [
      'the monthly included credits stay billing (held HF wording)',
      {
        status: 402,
        message:
          'You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.',
      },
      'billing',
    ],
  ]);
});

// Replicate returns a model's safety checker verdict in the prediction's `error` ("NSFW content
// detected. Try running it again, or try a different prompt.", replicate/cog#939, this batch): a
// refusal of the content. Counter-example (invented): an NSFW setting named in a parameter error
// is not a detection and does not read as a refusal.
describe('NSFW content detected is a content refusal', () => {
  checkReasons([
    [
      "a Replicate prediction's error field (replicate/cog#939)",
      { message: 'NSFW content detected. Try running it again, or try a different prompt.' },
      'content_policy',
    ],
    // diffusers' safety checker logs "Potential NSFW content was detected in one or more images. A
    // black image will be returned instead. Try again with a different prompt and/or seed." beside a
    // finished generation (https://github.com/OutofAi/OutofFocus/issues/5: the images came back
    // black): an advisory, not a refusal, so alone it reads as before this batch (unknown). HF's
    // hosted API puts every WARNING log line of the call in the `warnings` list beside its error
    // (https://github.com/huggingface/api-inference-community/blob/main/api_inference_community/routes.py,
    // `call_pipe`), and the exception as "There was an inference error: …" in the same list
    // (https://github.com/LeafYeeXYZ/PainterLeaf/issues/9, held h65): the failure it names decides,
    // not the advisory sorted before it (the body composed from those two real lines).
    [
      "diffusers' safety-checker advisory alone stays unread (OutofAi/OutofFocus#5)",
      {
        message:
          'Potential NSFW content was detected in one or more images. A black image will be returned instead. Try again with a different prompt and/or seed.',
      },
      'unknown',
    ],
    [
      "the advisory beside HF's CUDA out-of-memory inference error is the server's (routes.py, PainterLeaf#9)",
      {
        body: {
          error: 'unknown error',
          warnings: [
            'Potential NSFW content was detected in one or more images. A black image will be returned instead. Try again with a different prompt and/or seed.',
            'There was an inference error: CUDA out of memory. Tried to allocate 1024.00 MiB (GPU 0; 14.75 GiB total capacity; 8.46 GiB already allocated; 985.06 MiB free; 8.99 GiB reserved in total by PyTorch)',
          ],
        },
      },
      'server_error',
    ],
    [
      'an NSFW parameter error stays the request (invented)',
      { status: 400, message: "Invalid value for 'nsfw_filter': expected a boolean" },
      'format_error',
    ],
  ]);
});

// OCI's NotAuthorizedOrNotFound says both in one sentence ("Authorization failed or requested
// resource not found.", a 404 that oci.exceptions.ServiceError prints inside a dict whose status the
// extractor does not read, oracle-devrel/oracle-ai-developer-hub#22, this batch): on a generation
// call the resource is the model or its compartment, as a 404 "resource not found" reads (held).
// Counter-examples: "Authorization failed, please check your API key" stays auth
// (MoonshotAI/kimi-cli#290, held h25) and NIM's 403 "authorization failed" stays auth (held).
describe("OCI's authorization-failed-or-not-found is the resource", () => {
  checkReasons([
    [
      'the OCI SDK ServiceError dict (oracle-ai-developer-hub#22)',
      {
        message:
          "oci.exceptions.ServiceError: {'target_service': 'generative_ai_inference', 'status': 404, 'code': '404', 'message': 'Authorization failed or requested resource not found.', 'operation_name': 'generate_text'}",
      },
      'model_not_found',
    ],
    [
      "Kimi's authorization failed with a key hint stays auth (kimi-cli#290)",
      { message: 'Authorization failed, please check your API key' },
      'auth',
    ],
    [
      "NIM's 403 authorization failed stays auth (BallonsTranslator#1233, held)",
      {
        status: 403,
        message:
          "Request failed: Error code: 403 - {'status': 403, 'title': 'Forbidden', 'detail': 'Authorization failed'}",
      },
      'auth',
    ],
  ]);
});

// GitHub refuses a token that lacks a fine-grained permission in so many words ("The `models`
// permission is required to access this endpoint", GitHub Models through CopilotChat.nvim,
// CopilotC-Nvim/CopilotChat.nvim#1140, this batch): the token must be reissued with the scope, so
// retrying the same key never helps (auth_permanent, as the held "necessary scopes" 401 reads).
// Counter-examples: a model the key may not reach stays the model's ("You do not have access to the
// model", held wording), and a bare 403 Forbidden stays auth (held).
describe('a permission required to access the endpoint is the key', () => {
  checkReasons([
    [
      'GitHub Models without the models permission (CopilotChat.nvim#1140)',
      { message: 'The `models` permission is required to access this endpoint' },
      'auth_permanent',
    ],
    [
      'a model the key may not reach stays the model (held wording)',
      { status: 403, message: 'You do not have access to the model gpt-4o' },
      'model_not_found',
    ],
    [
      'a bare 403 stays auth (held wording)',
      { status: 403, message: 'Error: unexpected response from the server: 403 Forbidden' },
      'auth',
    ],
  ]);
});

// Hugging Face's hosted Inference API wraps an exception inside its pipeline worker as "Unknown
// error in run_once : <exception>" under `{"error": "unknown error", "warnings": [...]}`
// (huggingface/transformers#17876, this batch: a server-side library upgrade broke the pipeline): a
// fault of the server's, whatever the Python exception says ("got an unexpected keyword argument"
// is the server's own call). Counter-example: the same body shape with a CUDA memory warning stays
// server_error (held h65) and a bare "unknown error" stays unknown.
describe("HF's error in run_once is the server's", () => {
  checkReasons([
    [
      'the hosted Inference API body (huggingface/transformers#17876)',
      {
        body: {
          error: 'unknown error',
          warnings: [
            "Unknown error in run_once : postprocess() got an unexpected keyword argument 'return_all_scores'",
          ],
        },
      },
      'server_error',
    ],
    [
      'a bare unknown error stays unknown (invented)',
      { body: { error: 'unknown error' } },
      'unknown',
    ],
  ]);
});
