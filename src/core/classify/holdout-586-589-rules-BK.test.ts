/**
 * Rules written for the misses of held-out batches 586–589 (session 47, group BK), after the
 * batches had been scored without them: each rule's real wording (from the batch line named), a
 * second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

// ethz-spylab/satml-llm-ctf#49: a FastAPI HTTPException whose detail is a list of words.
describe('a `detail` list of words', () => {
  it('is the message: a function that took longer than its limit is a timeout (batch 586)', () => {
    const result = classify({
      body: {
        detail: [
          'OpenAI API error: A timeout error occurred. The function call took longer than 60 second(s).. If you have a team budget,note that your team budget has NOT been consumed.',
        ],
      },
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('message.timeout');
  });
  it('reads other words in the list the same (invented)', () => {
    expect(classify({ body: { detail: ['Request timed out after 30 seconds.'] } }).reason).toBe(
      'timeout',
    );
  });
  it("leaves pydantic's detail objects and a status that says more alone (invented)", () => {
    expect(
      classify({
        status: 422,
        body: { detail: [{ type: 'missing', loc: ['body', 'messages'], msg: 'Field required' }] },
      }).reason,
    ).toBe('format_error');
    expect(classify({ status: 401, body: { detail: ['Incorrect API key provided'] } }).reason).toBe(
      'auth_permanent',
    );
  });
});

// pydantic/pydantic-ai#1143: a private response model that Gemini's answer did not fill.
describe("pydantic's validation of a private response model", () => {
  const GEMINI_RESPONSE =
    "pydantic_core._pydantic_core.ValidationError: 4 validation errors for _GeminiResponse\ncandidates.0.avgLogProbs\n  Field required [type=missing, input_value={'content': {'parts': [{'...': -0.05566399544477463}, input_type=dict]\npromptFeedback\n  Field required [type=missing, input_value={'candidates': [{'content...on': 'gemini-2.0-flash'}, input_type=dict]";
  it("is the provider's answer the client rejected, not the request (batch 587)", () => {
    const result = classify({ message: GEMINI_RESPONSE, name: 'ValidationError' });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.response_model_invalid');
  });
  it('reads the streamed model the same (invented)', () => {
    expect(
      lastRule({
        message:
          'pydantic_core._pydantic_core.ValidationError: 1 validation error for _GeminiStreamedResponse\ncandidates.0.content\n  Field required [type=missing, input_value={}, input_type=dict]',
      }),
    ).toBe('message.response_model_invalid');
  });
  it('leaves a request model alone (invented)', () => {
    expect(
      classify({
        message:
          'pydantic_core._pydantic_core.ValidationError: 1 validation error for ChatCompletionRequest\nmessages\n  Field required [type=missing, input_value={}, input_type=dict]',
      }).reason,
    ).toBe('format_error');
  });
});

// stanfordnlp/dspy#1824: LiteLLM's conversion of an answer whose role was "model".
describe("LiteLLM's failed conversion of the provider's answer", () => {
  it('is a server fault, whatever model the validation names (batch 587)', () => {
    const result = classify({
      name: 'APIError',
      message:
        "litellm.APIError: APIError: OpenAIException - Invalid response object Traceback (most recent call last):\n  File \"/usr/local/lib/python3.10/dist-packages/litellm/litellm_core_utils/llm_response_utils/convert_dict_to_response.py\", line 337, in convert_to_model_response_object\n    message = Message(\npydantic_core._pydantic_core.ValidationError: 1 validation error for Message\nrole\n  Input should be 'assistant', 'user', 'system', 'tool' or 'function' [type=literal_error, input_value='model', input_type=str]",
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.response_model_invalid');
  });
  it('reads another provider and another model the same (invented)', () => {
    expect(
      classify({
        message:
          'litellm.APIError: APIError: GeminiException - Invalid response object Traceback (most recent call last):\n  File "convert_dict_to_response.py", line 400, in convert_to_model_response_object\npydantic_core._pydantic_core.ValidationError: 1 validation error for Choices\nfinish_reason\n  Input should be a valid string [type=string_type, input_value=None, input_type=NoneType]',
      }).reason,
    ).toBe('server_error');
  });
  it("leaves the legacy OpenAI SDK's request-side 'Invalid response object from API' alone (invented)", () => {
    expect(
      classify({
        status: 400,
        message:
          'Invalid response object from API: \'{"detail":"messages: field required"}\' (HTTP response code was 400)',
      }).reason,
    ).toBe('format_error');
  });
});

// vercel/ai#4925: the AI SDK's zod check on a Gemini chunk without parts, inside a stream error.
describe("the AI SDK's type validation of a provider's chunk", () => {
  it('is a server fault, not a cut stream (batch 587)', () => {
    const result = classify({
      name: 'AI_TypeValidationError',
      message:
        'Stream error occurred: {\n  error: [Error [AI_TypeValidationError]: Type validation failed: Value: {"candidates":[{"content":{"role":"model"},"finishReason":"STOP","index":0}],"usageMetadata":{"promptTokenCount":7208,"candidatesTokenCount":30,"totalTokenCount":7238},"modelVersion":"gemini-2.0-flash-lite-preview-02-05"}.\n  Error message: [\n    {\n      "code": "invalid_type",\n      "expected": "array",\n      "received": "undefined",\n      "path": ["candidates", 0, "content", "parts"],\n      "message": "Required"\n    }\n  ]]',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.response_model_invalid');
  });
  it("reads an OpenAI-compatible chunk the same, and Ollama's (invented)", () => {
    expect(
      lastRule({
        name: 'AI_TypeValidationError',
        message:
          'Type validation failed: Value: {"id":"chatcmpl-9x","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"tool_calls":[{"index":0}]}}]}.\nError message: [{"code":"invalid_type","expected":"string","received":"undefined","path":["choices",0,"delta","tool_calls",0,"id"],"message":"Required"}]',
      }),
    ).toBe('message.response_model_invalid');
    expect(
      classify({
        message:
          'Type validation failed: Value: {"model":"gemma2:2b","created_at":"2025-02-10T18:30:57Z","message":{"role":"assistant","content":""},"done":true}.',
      }).reason,
    ).toBe('server_error');
  });
  it("leaves the model's structured output and an error frame alone (held h206, invented)", () => {
    expect(
      classify({
        name: 'AI_TypeValidationError',
        message:
          'Type validation failed: Value: {"action":"proceed","searchOptions":null}. Error message: [{"code":"invalid_type","expected":"object","received":"null","path":["searchOptions"],"message":"Expected object, received null"}]',
      }).reason,
    ).toBe('format_error');
    expect(
      classify({
        name: 'AI_TypeValidationError',
        message:
          'Type validation failed: Value: {"type":"error","error":{"details":null,"type":"overloaded_error","message":"Overloaded"}}.',
      }).reason,
    ).toBe('overloaded');
  });
});

// GigaChat's REST API error page: a model without user functions.
describe('a model said not to support functions', () => {
  it("is the model's capability, not the request's shape (batch 588)", () => {
    const result = classify({
      status: 422,
      body: { status: 422, message: 'Requested model does not support functions' },
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.422.model_text');
  });
  it('reads the words without a status the same (invented)', () => {
    expect(classify({ message: 'Requested model does not support functions' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a malformed function in the request alone (invented)', () => {
    expect(
      classify({
        status: 422,
        body: { status: 422, message: 'Invalid params: functions[0].name must be a string' },
      }).reason,
    ).toBe('format_error');
  });
});

// anomalyco/opencode#6649: the AI SDK's check of a tool-call delta from llama.cpp.
describe("the AI SDK's InvalidResponseDataError", () => {
  it("is the provider's answer, not the request (batch 587)", () => {
    const result = classify({
      name: 'AI_InvalidResponseDataError',
      message: "AI_InvalidResponseDataError: Expected 'function.name' to be a string.",
    });
    expect(result.reason).toBe('server_error');
    // The sentence itself now reads as the answer's (review 62 item 2), before the class name.
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('reads its other field checks the same (invented)', () => {
    expect(
      classify({
        name: 'AI_InvalidResponseDataError',
        message: "Expected 'function.arguments' to be a string.",
      }).reason,
    ).toBe('server_error');
  });
  it('leaves a rate limit in the data and an argument error alone (invented)', () => {
    expect(
      classify({
        name: 'AI_InvalidResponseDataError',
        message:
          'Invalid response data: {"error":{"message":"Rate limit exceeded. Please retry later."}}.',
      }).reason,
    ).toBe('rate_limit');
    expect(
      classify({ name: 'AI_InvalidArgumentError', message: "Expected 'messages' to be an array." })
        .reason,
    ).toBe('format_error');
  });
});

// james-6-23/codex2api#125: generateObject over a relay that answered an empty output.
describe('a model said not to have returned a response', () => {
  it('is the empty answer, a server fault (batch 587)', () => {
    const result = classify({
      name: 'AI_NoObjectGeneratedError',
      message:
        'AI_NoObjectGeneratedError: No object generated: the model did not return a response.\nfinishReason=stop',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('reads "didn\'t return any content" the same (invented)', () => {
    expect(classify({ message: "Error: the model didn't return any content" }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a schema mismatch and a deadline alone (held h587, h95)', () => {
    expect(
      classify({
        name: 'AI_NoObjectGeneratedError',
        message: 'No object generated: response did not match schema.',
      }).reason,
    ).toBe('format_error');
    expect(
      classify({
        message:
          'Error: Your function was stopped as it did not return an initial response within 25s',
      }).reason,
    ).toBe('timeout');
  });
});

// langchain-ai/langchain#23156: OllamaFunctions on a reply that was not JSON.
describe('a model said not to have answered in valid JSON', () => {
  it("is the model's output the request asked for, a format error (batch 587)", () => {
    const result = classify({
      name: 'ValueError',
      message: "ValueError: 'llama3' did not respond with valid JSON.",
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads "didn\'t reply with valid JSON" the same (invented)', () => {
    expect(
      lastRule({ message: "OutputParserException: 'mistral' didn't reply with valid JSON." }),
    ).toBe('message.validation');
  });
  it('leaves a server said so and a body the client could not parse to other rules (invented)', () => {
    expect(lastRule({ message: 'Error: the server did not respond with valid JSON' })).not.toBe(
      'message.validation',
    );
    expect(
      classify({
        name: 'JSONDecodeError',
        message: 'JSONDecodeError: Expecting value: line 1 column 1 (char 0)',
      }).reason,
    ).toBe('server_error');
  });
});
