/**
 * Rules written in session 35 for misses of held-out batches 322 and 324, after the batches had been
 * scored without them: each real wording, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// GitHub Copilot translates its rate-limit notice and keeps the English units of the wait
// (vscode-copilot-release#1813, batch 322; #1776, #2441, #5811, #10074 say the same).
describe("Copilot's Spanish and Portuguese rate-limit notices are rate limits", () => {
  checkReasons([
    [
      'Spanish, "limitada a la velocidad" (batch 322)',
      {
        message:
          'Lo sentimos, su solicitud estaba limitada a la velocidad. Espere 31 seconds antes de intentarlo de nuevo.',
      },
      'rate_limit',
    ],
    [
      'Spanish, "se le ha limitado la velocidad" (vscode-copilot-release#10074)',
      {
        message:
          'Lo sentimos, se le ha limitado la velocidad. Espere a moment antes de intentarlo de nuevo.',
      },
      'rate_limit',
    ],
    [
      'Portuguese, "limitada por taxa" (vscode-copilot-release#5811)',
      {
        message:
          'Desculpe, sua solicitação foi limitada por taxa. Aguarde 6 seconds antes de tentar novamente.',
      },
      'rate_limit',
    ],
    [
      "Copilot's Portuguese request failure stays the status's (batch 322)",
      {
        status: 503,
        message:
          'Desculpe, sua solicitação falhou. Tente novamente. ID da solicitação: 71e20b02-38d6-423a-a6de-31c097b1420b\n\nMotivo: Server error: 503',
      },
      'overloaded',
    ],
    [
      'a Spanish speed setting that is no throttle (invented)',
      {
        status: 400,
        message: 'Parámetro inválido: la velocidad de la voz debe estar entre 0.5 y 2.0',
      },
      'format_error',
    ],
  ]);
});

describe('the wait of a Spanish or Portuguese notice', () => {
  const waitOf = (message: string): number | undefined =>
    classifyError(errorFromDescriptor({ message })).retryAfterMs;
  it('reads "Espere N seconds" and "Aguarde N seconds" (batch 322, vscode-copilot-release#5811)', () => {
    expect(
      waitOf(
        'Lo sentimos, su solicitud estaba limitada a la velocidad. Espere 31 seconds antes de intentarlo de nuevo.',
      ),
    ).toBe(31_000);
    expect(
      waitOf(
        'Desculpe, sua solicitação foi limitada por taxa. Aguarde 6 seconds antes de tentar novamente.',
      ),
    ).toBe(6_000);
  });
  it('reads hours and minutes, and Spanish units', () => {
    expect(
      waitOf(
        'Lo sentimos, su solicitud estaba limitada a la velocidad. Espere 5 hours 34 minutes antes de intentarlo de nuevo.',
      ),
    ).toBe((5 * 60 + 34) * 60_000);
    expect(
      waitOf('Límite de velocidad excedido (rate limit). Espere 2 minutos y vuelva a intentarlo.'),
    ).toBe(120_000);
  });
  it('reads no wait from "Espere a moment" (vscode-copilot-release#10074)', () => {
    expect(
      waitOf(
        'Lo sentimos, se le ha limitado la velocidad. Espere a moment antes de intentarlo de nuevo.',
      ),
    ).toBeUndefined();
  });
});

// OpenAI's prepaid balance spent (forum thread, batch 324; the same wording in a note found with
// find_string: "need to add payment in OpenAI: You've reached your usage limit. See your usage
// dashboard and billing settings…"), and a plan the API needs (Maritaca, batch 322).
describe('a spent prepaid balance and a plan the API needs are billing', () => {
  checkReasons([
    [
      "OpenAI's usage limit with its usage dashboard (batch 324)",
      {
        message:
          'You’ve reached your usage limit. See your [usage dashboard] for more details. If you have further questions, please contact us through our help center at',
      },
      'billing',
    ],
    [
      'the same with its billing settings, under a 429 (invented status)',
      {
        status: 429,
        message:
          "You've reached your usage limit. See your usage dashboard and billing settings for more details.",
      },
      'billing',
    ],
    [
      "Maritaca's premium user (batch 322)",
      {
        body: {
          detail:
            'Sorry, you need to be a premium user to use MariTalk via API. Make sure that your account is active.',
        },
      },
      'billing',
    ],
    [
      "Codex's plan window stays a rate limit (held h203)",
      { message: "You've hit your usage limit" },
      'rate_limit',
    ],
    [
      "Ollama cloud's session limit stays a rate limit (held)",
      {
        status: 429,
        message:
          'you (keshavpandey462) have reached your session usage limit, please wait or upgrade to continue',
      },
      'rate_limit',
    ],
    [
      "Claude's plan limit with its reset stays a rate limit (held h110)",
      { message: 'Claude AI usage limit reached|1760004000' },
      'rate_limit',
    ],
    [
      "a feature only premium users may use is no spent balance: the 403's own reading (invented)",
      {
        status: 403,
        message: 'This feature is only available to premium users.',
      },
      'auth',
    ],
  ]);
});
