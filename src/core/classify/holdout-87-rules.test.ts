/**
 * Rules from held-out batch 87 (a natural sample of voice, realtime and telephony agents and the
 * speech-to-text calls in front of them; docs/classifier.md, "Batch 87"): each rule's wordings,
 * then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Gemini phrases its quota sentence "… For more information on this error, head to: <rate-limits
// page>"; OpenAI's reads "… For more information on this error, read the docs: <error-codes page>".
// The "head to" clause is Google's own mark, as its URL already is, so a copy cut before the URL is
// still Gemini's refilling window. Sources: googleapis/python-genai#874 (h87, Gemini Live
// native-audio, the user's copy stops at "head to: h"). Counter-examples: OpenAI's sentence with
// "read the docs" stays billing (aniskoubaa/rosgpt#10, h87); Gemini's free tier with "limit: 0"
// (no allowance at all) stays billing under the same clause (marcfargas/pi-mf-extensions, h72).
describe('Gemini\'s "head to" quota clause is a window even without its URL', () => {
  checkReasons([
    [
      "Gemini Live's quota sentence cut before its URL",
      {
        message:
          'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: h',
      },
      'rate_limit',
    ],
    // Invented: the same sentence cut just after the clause's colon.
    [
      'cut after "head to:" (invented)',
      {
        message:
          'Error: You exceeded your current quota, please check your plan and billing details. For more information on this error, head to:',
      },
      'rate_limit',
    ],
    [
      'OpenAI\'s "read the docs" sentence stays billing',
      {
        message:
          'Unexpected error: You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
      },
      'billing',
    ],
    [
      "Gemini's free tier with limit 0 stays billing",
      {
        message:
          'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits. To monitor your current usage, head to: https://ai.dev/rate-limit. \n* Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0, model: gemini-2.5-pro\nPlease retry in 41.3135532s.',
      },
      'billing',
    ],
  ]);
});

// OpenAI's transcription endpoint refuses a clip under 0.1 s with "Audio file is too short. Minimum
// audio length is 0.1 seconds." (invalid_request_error, code audio_too_short, param file): the input
// itself is wrong and the same audio fails again, as the held "Invalid file format" is. Voice apps
// print the sentence without its 400. Sources: AlizerUncaged/desktop-waifu#253 (h87), voqal/voqal#18
// (h87), AlizerUncaged/desktop-waifu#182 (a desktop companion's console line), UpstreetAI/usdk#637
// (h87, with its 400 body, right before). Counter-example: the transcription's duration cap
// ("audio duration … is longer than 1400 seconds which is the maximum for this model", Speakr, h84)
// is another rule's, and the file-size cap ("Maximum content size limit (26214400) exceeded",
// OpenAI's 413 for audio over 25 MB; chidiwilliams/buzz#381, h84) keeps payload_too_large.
describe('a transcription clip under the minimum length is a format error without a status', () => {
  checkReasons([
    [
      'the sentence bare',
      { message: 'Audio file is too short. Minimum audio length is 0.1 seconds.' },
      'format_error',
    ],
    [
      "a desktop companion's console prefix",
      {
        message:
          'You (mic [Transcribing (44 Bytes)]) > Error: Audio file is too short. Minimum audio length is 0.1 seconds.',
      },
      'format_error',
    ],
    [
      'with its 400 body',
      {
        message:
          'Error: request failed: 400: {\n  "error": {\n    "message": "Audio file is too short. Minimum audio length is 0.1 seconds.",\n    "type": "invalid_request_error",\n    "param": "file",\n    "code": "audio_too_short"\n  }\n}',
      },
      'format_error',
    ],
    // gpt-4o-transcribe's own wording of the same minimum, kept without its 400 by a voice pipeline's
    // log line. Source: https://github.com/pipecat-ai/pipecat/issues/1575 (batch 87 review).
    [
      "gpt-4o-transcribe's minimum-duration sentence bare",
      {
        message:
          'audio duration 0.0 seconds is shorter than 0.1 seconds which is the minimum for this model',
      },
      'format_error',
    ],
    [
      'the file-size cap stays payload_too_large',
      {
        status: 413,
        message: 'Maximum content size limit (26214400) exceeded (222592852 bytes read)',
      },
      'payload_too_large',
    ],
  ]);
});
