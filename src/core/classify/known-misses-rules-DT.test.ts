/**
 * Rules written for older known misses (session 55, group DT), once the held set had grown enough
 * to show a wording's label: ElevenLabs' `detected_unusual_activity` code said alone (held billing
 * ×4), and a stream said to have ended without a finish or stop reason, whatever its subject (held
 * server_error ×4), and .NET's TLS handshake failure worded as an `AuthenticationException` (held
 * timeout ×2). Each wording from the held line named, a second rendering, then the neighbours it must
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
  it("reads the field name without the article too, and leaves other endings alone (h260's wording)", () => {
    // Held 4:1 server_error since session 73 (rule group QA), when it was split here.
    expect(classify({ message: 'Error: Stream ended without finish_reason' }).reason).toBe(
      'server_error',
    );
    expect(
      classify({ message: 'OpenAIError: stream ended without producing a ChatCompletionMessage' })
        .reason,
    ).not.toBe('server_error');
  });
});

describe(".NET's TLS handshake failure, an AuthenticationException", () => {
  it('is a transport failure, not a credential (h541-openai-openai-api-dotnet-null-sspi-badly-formatted)', () => {
    const d = {
      message:
        'System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: The read operation failed, see inner exception. ---> System.Security.Authentication.AuthenticationException: Authentication failed, see inner exception. ---> System.ComponentModel.Win32Exception (0x80090326): The message received was unexpected or badly formatted',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('tls.text');
  });
  it('reads the inner exception in a cause chain the same (h541-openai-semantickernel-null-ssl-android-chain)', () => {
    const d = {
      message: 'The SSL connection could not be established, see inner exception.',
      cause: {
        name: 'System.Security.Authentication.AuthenticationException',
        message: 'Authentication failed, see inner exception.',
      },
    };
    expect(classify(d).reason).toBe('timeout');
    expect(classify({ message: 'Authentication failed, see inner exception.' }).reason).toBe(
      'timeout',
    );
  });
  it("leaves an API's own authentication failure alone", () => {
    expect(classify({ message: 'Authentication failed: invalid API key' }).reason).toMatch(/^auth/);
    expect(classify({ message: 'Authentication failed, see logs for details' }).reason).toMatch(
      /^auth/,
    );
  });
});
