/**
 * Rules from held-out batch 111 (a natural sample of long-tail apps that embed an LLM call — Home
 * Assistant integrations, game mods, subtitle/manga/book translators, mobile and desktop apps;
 * docs/classifier.md, "Batch 111"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenAI answers an image URL it could not fetch in time with "Timeout while downloading <url or
// file name>." (code invalid_image_url, a 400): the request's image must change (host it elsewhere
// or send it inline), and no retry of the same request helps. Apps often keep the sentence without
// the 400 (LibreChat's "aborting request: 400 Timeout while downloading https://…",
// danny-avila/LibreChat#5101, this batch), where the timeout words took it for a transport timeout.
// Counter-examples: a gateway's own "Timeout while connecting" (llmfoundry's error page, held h64)
// and aiohttp's "[Timeout while contacting DNS servers]" (ITSpecialist111/ai_automation_suggester#144,
// held) stay timeouts, as does the SDKs' "Request timed out." (held, many threads).
describe("an image OpenAI could not download in time is the request's", () => {
  checkReasons([
    [
      'LibreChat keeping the sentence without a status (LibreChat#5101)',
      {
        message:
          '[handleAbortError] AI response error; aborting request: 400 Timeout while downloading https://firebasestorage.googleapis.com/v0/b/libre-951c9.appspot.... [truncated]',
      },
      'format_error',
    ],
    [
      'the held rendering with its file name (riverscuomo/cuomputer#95)',
      {
        message:
          "Error code: 400 - {'error': {'message': 'Timeout while downloading 20250503_162129.jpg.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_image_url'}}",
      },
      'format_error',
    ],
    [
      "a gateway's own connect timeout stays a timeout (llmfoundry errors page, held h64)",
      {
        body: {
          code: 'application_error',
          message: 'Timeout while connecting',
          type: 'application_error',
        },
      },
      'timeout',
    ],
    [
      "aiohttp's DNS timeout stays a timeout (ai_automation_suggester#144)",
      {
        message:
          'API validation failed: Cannot connect to host http:80 ssl:default [Timeout while contacting DNS servers]',
      },
      'timeout',
    ],
    // Review r111: an app's own download of a file or model that timed out is a client-side
    // transport failure a retry fixes, not OpenAI's verdict on an image URL; OpenAI names the URL or
    // the file right after its words. Wordings from public code (found with the review's search):
    // a Dify LlamaParse tool's httpx.ReadTimeout re-raise and a LangChain loader's ValueError.
    [
      "a Dify tool's own file download timeout stays a timeout (public code)",
      {
        message:
          "Read timeout while downloading file 'report.pdf'. The file is taking too long to download. Try again or use a smaller file.",
      },
      'timeout',
    ],
    [
      "a document loader's own download timeout stays a timeout (public code)",
      {
        message:
          'Request timeout while downloading file from https://bucket.s3.amazonaws.com/contract.pdf',
      },
      'timeout',
    ],
    [
      "the AI SDK's report of OpenAI's sentence (vercel/ai#8857)",
      { message: 'Timeout while downloading https://cdn.example.com/uploads/photo.png' },
      'format_error',
    ],
    [
      "the SDK's request timeout stays a timeout (openai-python#1004)",
      { message: 'openai.APITimeoutError: Request timed out.' },
      'timeout',
    ],
  ]);
});

// OpenAI's "400 Invalid image." (an image part it could not decode) kept by an app without the
// status ("error: Uncaught (in promise) Error: 400 Invalid image.", Yuyz0112/dewhale#315, this
// batch) is the request's image, as the held "Could not process image" (Anthropic) and "Provided
// image is not valid" (Gemini) are: format_error. Counter-examples: an image over the size cap stays
// image_too_large (Anthropic's "image exceeds 5 MB maximum", cg-dot/vertexai-cf-workers#16, held),
// and "Invalid API key" stays the key's (held wording, many threads).
describe('an image the provider could not read is the request', () => {
  checkReasons([
    [
      'openai-node in Deno, status lost in the app prefix (dewhale#315)',
      { message: 'error: Uncaught (in promise) Error: 400 Invalid image.' },
      'format_error',
    ],
    [
      'an image over the size cap stays image_too_large (vertexai-cf-workers#16)',
      {
        message:
          'messages.0.content.1.image.source.base64: image exceeds 5 MB maximum: 6418576 bytes > 5242880 bytes',
      },
      'image_too_large',
    ],
    [
      'an invalid key stays the key (held wording)',
      { message: 'Error: Invalid API key provided.' },
      'auth_permanent',
    ],
  ]);
});

// DeepSeek refuses a structured-output mode it does not offer with "This response_format type is
// unavailable now" (held h33 with its 400, h65/h83 inside serde's "Failed to deserialize …"); Flowise
// keeps it as "Error in LLM node: 400 This response_format type is unavailable now"
// (FlowiseAI/Flowise#4679, this batch), a status no rule reads out of that prefix. The request's
// parameter must change: format_error. Counter-example: an overflow that counts the
// response_format schemas stays context_overflow (hrithikkoduri/WebRover#17, held).
describe('an unavailable response_format type is the request', () => {
  checkReasons([
    [
      "Flowise's LLM node (Flowise#4679)",
      { message: 'Error in LLM node: 400 This response_format type is unavailable now' },
      'format_error',
    ],
    [
      'an overflow counting the schemas stays context_overflow (WebRover#17)',
      {
        message:
          "Error code: 400 - {'error': {'message': \"This model's maximum context length is 128000 tokens. However, your messages resulted in 132166 tokens (including 317 in the response_format schemas.). Please reduce the length of the messages or schemas.\", 'type': 'invalid_request_error', 'param': 'messages', 'code': 'context_length_exceeded'}}",
      },
      'context_overflow',
    ],
  ]);
});

// MiniMax's Anthropic-compatible endpoint refuses an image part over its per-media cap with "media
// exceeds size limit: max 10485760 bytes (2013)" on a 400 (NousResearch/hermes-agent#76039, this
// batch): the attached media is over the provider's limit, which shrinking it fixes, as Anthropic's
// "image exceeds 5 MB maximum" does — image_too_large. Counter-examples: a cap on how MANY media
// parts ("too much media: 6", held VALIDATION wording) stays format_error, and a whole request body
// over the limit ("413 Request Entity Too Large", held) stays payload_too_large.
describe('media over the per-part size cap is image_too_large', () => {
  checkReasons([
    [
      "MiniMax's 400 (hermes-agent#76039)",
      { status: 400, message: 'media exceeds size limit: max 10485760 bytes (2013)' },
      'image_too_large',
    ],
    [
      'the same sentence without its status',
      { message: 'media exceeds size limit: max 10485760 bytes (2013)' },
      'image_too_large',
    ],
    [
      'a count of media parts stays format_error (invented from the held count wording)',
      { status: 400, message: 'too much media: 6 images and documents, max 5' },
      'format_error',
    ],
    [
      'a whole body over the limit stays payload_too_large (held wording)',
      { status: 413, message: '413 Request Entity Too Large' },
      'payload_too_large',
    ],
  ]);
});

// "Invalid credentials" with nothing else (a custom endpoint's 401 as LibreChat logs it: "401 Invalid
// credentials", danny-avila/LibreChat#5059, this batch) is a verdict on the credential sent, as the
// held "Invalid credentials format" (antonko/gigachat-adapter#7) and "Incorrect API key" are:
// auth_permanent. Counter-examples: Anthropic's "Invalid authentication credentials" (expired OAuth
// tokens in Claude Code and relays, held as auth: vybestack/llxprt-code#2131,
// Wei-Shaw/claude-relay-service#1212) stays auth, refreshable.
describe('invalid credentials are the key', () => {
  checkReasons([
    [
      "LibreChat's log line for a custom endpoint (LibreChat#5059)",
      {
        message: '[handleAbortError] AI response error; aborting request: 401 Invalid credentials',
      },
      'auth_permanent',
    ],
    [
      "Anthropic's invalid authentication credentials stay auth (claude-relay-service#1212)",
      { message: 'Invalid authentication credentials' },
      'auth',
    ],
    [
      'the same on its 401 stays auth (llxprt-code#2131)',
      {
        status: 401,
        body: {
          type: 'error',
          error: { type: 'authentication_error', message: 'Invalid authentication credentials' },
        },
      },
      'auth',
    ],
    // Review r111: Google's own "Invalid Credentials" is its 401 for an OAuth access token it no
    // longer takes (reason `authError`): a refresh or a new sign-in fixes it, so it stays auth. Go's
    // google-api client renders it "googleapi: Error 401: Invalid Credentials, authError"
    // (https://github.com/prasmussen/gdrive/issues/647); Guzzle keeps the userinfo endpoint's body
    // (https://github.com/coderello/laravel-passport-social-grant/issues/22).
    [
      "Go's googleapi rendering of Google's authError stays auth (prasmussen/gdrive#647)",
      { message: 'Failed to get about: googleapi: Error 401: Invalid Credentials, authError' },
      'auth',
    ],
    [
      "Google's OAuth userinfo 401 kept by Guzzle stays auth (laravel-passport-social-grant#22)",
      {
        message:
          'Client error: `GET https://www.googleapis.com/oauth2/v3/userinfo?prettyPrint=false` resulted in a `401 Unauthorized` response:\n{\n  "error": "invalid_request",\n  "error_description": "Invalid Credentials"\n}',
      },
      'auth',
    ],
    [
      'an invalid credentials format stays auth_permanent (gigachat-adapter#7)',
      {
        message:
          'Invalid credentials format. Please use only base64 credentials (Authorization data, not client secret!)',
      },
      'auth_permanent',
    ],
  ]);
});
