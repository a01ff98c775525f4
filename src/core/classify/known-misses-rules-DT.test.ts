/**
 * Rules written for older known misses (session 55, group DT), once the held set had grown enough
 * to show a wording's label: ElevenLabs' `detected_unusual_activity` code said alone (held billing
 * ×4), and a stream said to have ended without a finish or stop reason, whatever its subject (held
 * server_error ×4). Each wording from the held line named, a second rendering, then the neighbours it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("the 'detected_unusual_activity' code said alone", () => {
  it('is billing without a status (LiveKit, h165-elevenlabs-livekit-detected-unusual-activity)', () => {
    const d = { message: '11labs reported an error: detected_unusual_activity' };
    expect(classify(d).reason).toBe('billing');
    expect(lastRule(d)).toBe('message.billing');
  });
  it('reads the code in a body and under a 401 the same (invented renderings)', () => {
    expect(classify({ body: { detail: { status: 'detected_unusual_activity' } } }).reason).toBe(
      'billing',
    );
    expect(classify({ status: 401, message: 'detected_unusual_activity' }).reason).toBe('billing');
  });
  it('keeps the held wordier rendering billing (h454-elevenlabs-unusual-activity-body)', () => {
    expect(
      classify({
        body: {
          detail: {
            status: 'detected_unusual_activity',
            message:
              'Unusual activity detected. Free Tier usage disabled. If you are using a proxy/VPN you might need to purchase a Paid Plan to not trigger our abuse detectors.',
          },
        },
      }).reason,
    ).toBe('billing');
  });
  it('leaves unusual activity in words, and a longer identifier, alone', () => {
    expect(
      classify({
        message: 'We detected unusual activity from your system. Please try again later.',
      }).reason,
    ).toBe('rate_limit');
    expect(classify({ message: 'undetected_unusual_activity_flag' }).reason).toBe('unknown');
  });
});

describe('a stream ended without a finish or stop reason, whatever its subject', () => {
  it('is a server fault (AI SDK, h513-gemini-cherrystudio-nostatus-missing-finish-reason)', () => {
    const d = {
      message: 'MissingFinishReasonError: Response stream ended without a finish reason.',
    };
    expect(classify(d).reason).toBe('server_error');
    expect(lastRule(d)).toBe('message.model_stream_invalid');
  });
  it('reads a stop reason and the held renderings the same (h198, h742)', () => {
    expect(classify({ message: 'The stream ended without a stop reason' }).reason).toBe(
      'server_error',
    );
    expect(classify({ message: 'Anthropic stream ended without a stop reason' }).reason).toBe(
      'server_error',
    );
    expect(
      classify({ message: '✕ [API Error: Model stream ended without a finish reason.]' }).reason,
    ).toBe('server_error');
  });
  it("leaves a field name without the article, and other endings, alone (h260's wording)", () => {
    expect(classify({ message: 'Error: Stream ended without finish_reason' }).reason).not.toBe(
      'server_error',
    );
    expect(
      classify({ message: 'OpenAIError: stream ended without producing a ChatCompletionMessage' })
        .reason,
    ).not.toBe('server_error');
  });
});
