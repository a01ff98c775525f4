/**
 * Rules written in session 34 for misses of held-out batches 292 and 294 (group N), after the
 * batches had been scored without them: each rule's real wordings (from the batch lines named), then
 * the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Midjourney's moderator: a prompt against "our community standards" (batch 294, zcpua/midjourney-api#269).
describe('a prompt said to be against the community standards is refused', () => {
  checkReasons([
    [
      "Midjourney's moderator, as the unofficial client relays it (batch 294)",
      {
        message:
          'Sorry! Our AI moderator thinks this prompt is probably against our community standards.',
      },
      'content_policy',
    ],
    [
      'the same under its `banned_prompt_detected` type, with the standards listed after it (a client test fixture)',
      {
        message:
          '{"success":[],"failure":[{"type":"banned_prompt_detected","message":"Sorry! Our AI moderator thinks this prompt is probably against our community standards.\\n\\nPlease review our current community standards:\\n\\n**ALLOWED**\\n- Any image up to PG-13 rating involving fiction, fantasy, mythology."}]}',
      },
      'content_policy',
    ],
    [
      "bulkai's banned-prompt error (its Midjourney embed title; invented description)",
      { message: 'midjourney: banned prompt: the word `gore` is banned.' },
      'content_policy',
    ],
    [
      'guidelines named beside an ended account stay the key (held, h94)',
      {
        status: 403,
        message:
          'access terminated. review our community guidelines(https://www.kimi.com/code/docs/kimi-code/community-guidelines.html) or contact support@moonshot.cn',
      },
      'auth_permanent',
    ],
    [
      'an account banned for violating the guidelines stays the key (invented)',
      { message: 'Your account has been banned for violating our community guidelines.' },
      'auth_permanent',
    ],
  ]);
});

// Gemini's safety finish reasons as bare tokens, as an app throws them (batch 294, cherry-studio#3876).
describe("Gemini's safety finish reasons as bare tokens are refusals", () => {
  checkReasons([
    [
      "Cherry Studio's error for an image-generation model (batch 294)",
      { message: 'Gemini API error: IMAGE_SAFETY' },
      'content_policy',
    ],
    [
      'the finish reason in the candidate, as held (h169)',
      {
        body: {
          candidates: [
            {
              content: { parts: null },
              finishReason: 'IMAGE_SAFETY',
              finishMessage: 'Unable to show the generated image...',
              index: 0,
            },
          ],
        },
      },
      'content_policy',
    ],
    [
      'SPII thrown the same way (invented)',
      { message: 'Gemini API error: SPII' },
      'content_policy',
    ],
    [
      'BLOCKLIST after "finish reason" (invented)',
      { message: 'Generation stopped. Finish reason: BLOCKLIST' },
      'content_policy',
    ],
    [
      'a bare BLOCKLIST is not read (invented)',
      { message: 'Gemini API error: BLOCKLIST' },
      'unknown',
    ],
    [
      'an unknown field named after image safety stays the request (invented)',
      {
        status: 400,
        message:
          'Invalid JSON payload received. Unknown name "image_safety_settings": Cannot find field.',
      },
      'format_error',
    ],
  ]);
});

// Stability's banned-word filter on its REST API (batch 294, Stability-AI/rest-api-support#1).
describe('"Invalid prompts detected" is Stability\'s filter', () => {
  checkReasons([
    [
      "Stability's REST v1 400 (batch 294)",
      { status: 400, message: 'Invalid prompts detected' },
      'content_policy',
    ],
    [
      'its body as a client prints it (invented)',
      {
        status: 400,
        body: {
          id: '8d2a3f0c1b',
          name: 'invalid_prompts',
          message: 'Invalid prompts detected',
        },
      },
      'content_policy',
    ],
    [
      'the Bedrock wording of the same filter stays a refusal (held, h165)',
      {
        message:
          "botocore.errorfactory.ValidationException: An error occurred (ValidationException) when calling the InvokeModel operation: invalid_prompts\nsagemaker_inference.errors.BaseInferenceToolkitError: (400, 'invalid_prompts', 'One or more prompts contains filtered words.')",
      },
      'content_policy',
    ],
    [
      'the bare name beside a missing prompt stays the request (invented, as a mock server words it)',
      { status: 400, body: { name: 'invalid_prompts', message: 'text_prompts is required' } },
      'format_error',
    ],
    [
      'an invalid prompt field stays the request (invented)',
      { status: 400, message: 'Invalid prompt: text_prompts must have at least 1 item' },
      'format_error',
    ],
  ]);
});

// The account's own job queue full (batch 294, igolaizola/bulkai#84).
describe("the caller's own job queue full is a rate limit", () => {
  checkReasons([
    [
      "Midjourney's queue-full embed through bulkai (batch 294)",
      {
        message:
          'midjourney: queue full: your job queue is full. please wait for a job to finish first, then resubmit this one.',
      },
      'rate_limit',
    ],
    [
      'a task queue, the wait advice alone (invented)',
      { message: 'Please wait for one of your tasks to complete before submitting a new one.' },
      'rate_limit',
    ],
    [
      "the service's queue on a 503 stays capacity (invented)",
      { status: 503, message: 'The job queue is full; try again shortly.' },
      'overloaded',
    ],
    [
      "a queue position is the service's load (held, h39)",
      {
        message:
          'Too many current requests. Your queue position is 38. Please wait for a while or switch to other models for a smoother experience.',
      },
      'overloaded',
    ],
    [
      "Ollama's full request queue stays capacity (held wording, batch 80)",
      { message: 'server busy, please try again.  maximum pending requests exceeded' },
      'overloaded',
    ],
    [
      'waiting for "the" job to finish is the request\'s order (invented)',
      {
        status: 400,
        message:
          'Fine-tuning job ftjob-abc is still running. Please wait for the job to finish before creating another.',
      },
      'format_error',
    ],
  ]);
});

// A model that cannot count tokens (batch 292, agentgateway/agentgateway#3254).
describe('a model that does not support counting tokens is the model', () => {
  checkReasons([
    [
      "Bedrock's CountTokens refusal through agentgateway (batch 292)",
      {
        status: 400,
        headers: {
          'content-type': 'application/json',
          'x-amzn-errortype':
            'ValidationException:http://internal.amazon.com/coral/com.amazon.bedrock/',
        },
        body: { message: "The provided model doesn't support counting tokens." },
      },
      'model_not_found',
    ],
    [
      '"does not support token counting" (invented)',
      { status: 400, message: 'The model claude-3-haiku does not support token counting.' },
      'model_not_found',
    ],
    [
      'a field the model lacks stays the request (held, h61)',
      {
        status: 400,
        body: {
          message:
            "This model doesn't support the temperature field. Remove temperature and try again.",
        },
      },
      'format_error',
    ],
    [
      "Bedrock's tool use a model lacks stays as held (h200)",
      {
        message:
          "ValidationException: An error occurred (ValidationException) when calling the Converse operation: This model doesn't support tool use.",
      },
      'format_error',
    ],
    [
      'a count_tokens route closed to the role stays auth (held, batch 292)',
      {
        status: 403,
        message:
          'Only proxy admin can be used to generate, delete, update info for new keys/users/teams. Route=/v1/messages/count_tokens. Your role=internal_user_viewer.',
      },
      'auth',
    ],
  ]);
});
