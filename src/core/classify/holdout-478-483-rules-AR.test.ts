/**
 * Rules written for the misses of held-out batches 478–483 (session 42, round 2, group AR), after
 * the batches had been scored without them (on c1039fa): each rule's real wording (from the batch
 * line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// aws/bedrock-agentcore-sdk-python#599: the hosted agent's runtime did not start in 30 s (batch 480).
describe('a phase of the call said to have run past its time', () => {
  it('is a timeout under a 424 (batch 480)', () => {
    const result = classify({
      status: 424,
      body: {
        message:
          'Runtime initialization time exceeded. Please make sure that initialization completes in 30s.',
      },
      message:
        '[Error]: 424 Client Error: Failed Dependency for url: https://bedrock-agentcore.us-east-1.amazonaws.com/runtimes/arn%3Aaws%3Abedrock-agentcore%xxxxx\nDetails: {"message":"Runtime initialization time exceeded. Please make sure that initialization completes in 30s."}',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('status.424.dependency_timed_out');
  });
  it('reads the same without a status, and other phases (invented)', () => {
    for (const message of [
      'Runtime initialization time exceeded. Please make sure that initialization completes in 30s.',
      'Maximum execution time of 30 seconds exceeded',
      'The function exceeded the maximum invocation time',
    ]) {
      const result = classify({ message });
      expect(result.reason).toBe('timeout');
      expect(result.explain.at(-1)?.rule).toBe('message.timeout');
    }
  });
  it('reads a 424 that says the dependency timed out (invented)', () => {
    expect(classify({ status: 424, message: 'Model container invocation timed out' }).reason).toBe(
      'timeout',
    );
  });
  it('leaves a 424 whose body names a server fault the server’s (invented, as the fuzz case)', () => {
    const result = classify({
      status: 424,
      body: { message: 'An error occurred while streaming the response. Retry your request.' },
      message: 'context deadline exceeded',
    });
    expect(result.reason).toBe('server_error');
  });
  it('leaves a bare 424 and a free plan’s time alone (held h361, h312)', () => {
    expect(
      classify({ status: 424, message: 'HTTPError: HTTP Error 424: Failed Dependency' }).reason,
    ).toBe('format_error');
    expect(
      classify({
        message:
          '[detail] => You have reached the free time limit. You need to enter your credit card to continue using the API: https://replicate.com/subscriptions/new',
      }).reason,
    ).toBe('billing');
  });
});

// can1357/oh-my-pi pull request: Bedrock Converse with gpt-5.6 refusing an image (batch 480).
describe('Bedrock’s field template naming a media field the model does not take', () => {
  it('is the model’s missing capability under a 400 (batch 480)', () => {
    const result = classify({
      status: 400,
      name: 'ValidationException',
      message: "This model doesn't support the image field for user messages.",
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.400.model_text');
  });
  it('reads the same without a status, with the template’s advice (earendil-works/pi#8960)', () => {
    const result = classify({
      message:
        "Validation error: This model doesn't support the image field for user messages. Remove image and try again.",
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_not_found');
  });
  it('leaves a parameter field and a nested path the request’s (held h61, h221)', () => {
    expect(
      classify({
        status: 400,
        body: {
          message:
            "This model doesn't support the temperature field. Remove temperature and try again.",
        },
      }).reason,
    ).toBe('format_error');
    expect(
      classify({
        message:
          "ValidationException: This model doesn't support the toolConfig.toolChoice.tool field. Remove toolConfig.toolChoice.tool and try again.",
      }).reason,
    ).toBe('format_error');
  });
});

// aws-samples/generative-ai-use-cases#1685: Bedrock Converse with more than five attachments (batch 480).
describe('a count of documents or images a request cannot include more than', () => {
  it('is the request’s shape, without a status (batch 480)', () => {
    const result = classify({ message: "You can't include more than 5 documents in a request." });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads images under a 400 and a relay’s 500 the same (invented)', () => {
    const under400 = classify({
      status: 400,
      name: 'ValidationException',
      message: "You can't include more than 20 images in a request.",
    });
    expect(under400.reason).toBe('format_error');
    expect(under400.explain.at(-1)?.rule).toBe('status.400.validation_text');
    const under500 = classify({
      status: 500,
      message: 'You cannot attach more than 4 images per message',
    });
    expect(under500.reason).toBe('format_error');
    expect(under500.explain.at(-1)?.rule).toBe('status.500.image_count_cap');
  });
  it('leaves a per-day allowance and a request rate alone (invented)', () => {
    expect(classify({ message: 'You cannot upload more than 10 files per day' }).reason).not.toBe(
      'format_error',
    );
    expect(classify({ message: "You can't send more than 5 requests per minute" }).reason).toBe(
      'rate_limit',
    );
  });
});

// openai/codex#11451 and #6732: Azure's Responses stream ending in a failure event (batch 481).
describe('a streamed answer the server ended as failed, with no cause in the words', () => {
  it('is the server’s fault, not the cut stream (batch 481)', () => {
    const result = classify({
      message:
        'Reconnecting: stream disconnected before completion: response.failed event received',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('reads an error event whose error was null the same (batch 481)', () => {
    const result = classify({
      message:
        'stream disconnected before completion: failed to parse ErrorResponse: invalid type: null, expected struct Error',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('reads another client’s "received a response.failed event" the same (invented)', () => {
    expect(classify({ message: 'Stream error: received a response.failed event' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a stream closed without the event, and a cause beside it, alone (held h307; invented)', () => {
    expect(
      classify({
        message: 'grok error: Stream closed without a response.completed or response.failed event',
      }).reason,
    ).toBe('timeout');
    expect(
      classify({
        message:
          'stream disconnected before completion: response.failed event received: Your input exceeds the context window of this model.',
      }).reason,
    ).toBe('context_overflow');
    expect(
      classify({
        message:
          'stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)',
      }).reason,
    ).toBe('timeout');
  });
});

// vercel/ai#4726: useChat's onError got only the data stream's masked text (batch 479).
describe('a message that only says an error happened', () => {
  it('is unknown, with no vote of its words (batch 479)', () => {
    const result = classify({ message: 'An error occurred.', name: 'Error' });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.no_cause_stated');
  });
  it('reads "An unknown error occurred" the same (invented)', () => {
    expect(classify({ message: 'Error: An unknown error occurred.' }).reason).toBe('unknown');
  });
  it('leaves a cause on the chain, a class name, a status and a named side alone (held h248; invented)', () => {
    expect(
      classify({
        message: 'An error has occurred',
        name: 'AIUnknownError',
        cause: { name: 'GatewayInternalServerError', message: 'Internal Server Error' },
      }).reason,
    ).toBe('server_error');
    expect(classify({ message: 'An error occurred.', name: 'RateLimitError' }).reason).toBe(
      'rate_limit',
    );
    expect(classify({ status: 500, message: 'An error occurred.' }).reason).toBe('server_error');
    expect(classify({ message: 'An error occurred while processing your request.' }).reason).toBe(
      'server_error',
    );
  });
});

// earendil-works/pi pull request: a Bedrock Converse message left empty by sanitising (batch 480).
describe('Bedrock’s template for a field of an object left empty', () => {
  it('is the request’s shape, without a status (batch 480)', () => {
    const result = classify({
      message:
        'Validation error: The content field in the Message object at messages.X is empty.\nAdd a ContentBlock object to the content field and try again.',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads it under a 400 by a rule, not the status alone (held h45)', () => {
    const result = classify({
      status: 400,
      message:
        'botocore.errorfactory.ValidationException: An error occurred (ValidationException) when calling the ConverseStream operation: The content field in the Message object at messages.3 is empty. Add a ContentBlock object to the content field and try again.',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.400.validation_text');
  });
  it('leaves an answer said to be empty the server’s (invented)', () => {
    expect(classify({ message: 'LLM response is empty' }).reason).toBe('server_error');
  });
});

// openclaw/openclaw#99387: OpenClaw's reply for a provider 400 on tool-heavy turns (batch 483).
describe('a provider said to have rejected the request’s schema or tool payload', () => {
  it('is the request’s shape, without a status (batch 483)', () => {
    const result = classify({
      message: 'LLM request failed: provider rejected the request schema or tool payload.',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads a tool schema under a 400 the same (invented)', () => {
    const result = classify({ status: 400, message: 'The provider rejected the tool schema' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.400.validation_text');
  });
  it('leaves "rejected the request" with its own cause, and without one, alone (held; invented)', () => {
    expect(
      classify({
        message:
          'Bad request — the provider rejected the request: messages.14.content.1.image.source.base64.data: At least one of the image dimensions exceed max allowed size for many-image requests: 2000 pixels',
      }).reason,
    ).toBe('image_too_large');
    expect(classify({ message: 'The server rejected the request' }).reason).toBe('unknown');
  });
});

// viniciusgdr/IromotBOTGemini#4 and microsoft/teams-sdk#2436: a client's bare status line after an
// app's own headline (batch 483).
describe('a client’s own 404 status line ending the text after an app’s headline', () => {
  it('is a bare 404 from Go’s googleapi client (batch 483)', () => {
    const result = classify({
      status: 404,
      message: 'Error in geminiServices.MakeLoopCallsIfErrorGemini googleapi: Error 404:',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.404.client_status_line');
  });
  it('is a bare 404 from axios under Bot Framework’s handler (batch 483)', () => {
    const result = classify({
      status: 404,
      name: 'AxiosError',
      message: '[onTurnError] unhandled error: AxiosError: Request failed with status code 404',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.404.client_status_line');
  });
  it('reads another app’s headline the same (held h321)', () => {
    expect(
      classify({
        status: 404,
        message: 'Error generating alt-text: googleapi: Error 404:',
      }).explain.at(-1)?.rule,
    ).toBe('status.404.client_status_line');
  });
  it('leaves a headline naming a token step, and a message after the line, alone (invented)', () => {
    expect(
      classify({
        status: 404,
        message: 'Failed to refresh token: Request failed with status code 404',
      }).reason,
    ).not.toBe('model_not_found');
    expect(
      classify({
        status: 404,
        message: 'googleapi: Error 404: Requested entity was not found., notFound',
      }).explain.at(-1)?.rule,
    ).toBe('status.404.model_text');
  });
});
