/**
 * Rules written for the misses of held-out batches 484–488 (session 42, round 3, group AS), after
 * the batches had been scored without them (on c1039fa): each rule's real wording (from the batch
 * line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// gemini-cli#25436 (the turn's AbortController fired) and NextChat#4722 (the browser's AbortError
// text without its class name), batch 485.
describe("a client's own cancel in its runtime's words", () => {
  it('reads Gemini CLI\'s "Request cancelled." as the caller\'s (batch 485)', () => {
    const result = classify({ message: 'Request cancelled.' });
    expect(result.reason).toBe('aborted');
    expect(result.explain.at(-1)?.rule).toBe('signature.abort');
  });
  it("reads Chrome's AbortError message without its class (batch 485)", () => {
    const result = classify({ message: 'signal is aborted without reason' });
    expect(result.reason).toBe('aborted');
    expect(result.explain.at(-1)?.rule).toBe('signature.abort');
  });
  it("reads Safari's and a wrapper's rendering the same (plausible)", () => {
    expect(classify({ message: 'Fetch is aborted' }).reason).toBe('aborted');
    expect(classify({ message: 'Error: Request was cancelled.' }).reason).toBe('aborted');
  });
  it("leaves Go's and .NET's timeouts that say canceled timeouts (held h57; invented)", () => {
    for (const message of [
      'net/http: request canceled (Client.Timeout exceeded while awaiting headers)',
      'Get "https://api.openai.com/v1/models": net/http: request canceled',
      'The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.',
    ]) {
      expect(classify({ message }).reason).toBe('timeout');
    }
  });
  it('leaves a cancel the server says it made, and one under a status (invented)', () => {
    expect(
      classify({ message: 'Request cancelled by the server because it was overloaded' }).reason,
    ).toBe('overloaded');
    expect(classify({ status: 500, message: 'Request cancelled' }).reason).toBe('server_error');
  });
});

// microsoft/vscode#258816 (Groq BYOK) and vscode-copilot-release#11924 (OpenAI key): Copilot Chat's
// wrapper around VS Code's CancellationError, batch 485.
describe('a cancellation word alone as the reason', () => {
  it('reads Copilot Chat\'s "Reason: Canceled" as the caller\'s (batch 485)', () => {
    for (const message of [
      'Sorry, your request failed. Please try again. Request id: 48848052-3a32-42f7-b7c3-346e66814a7c\nReason: Canceled',
      'Sorry, your request failed. Please try again. \n\nReason: Canceled',
    ]) {
      const result = classify({ message });
      expect(result.reason).toBe('aborted');
      expect(result.explain.at(-1)?.rule).toBe('signature.abort');
    }
  });
  it('reads the bare word and its class-prefixed form the same (plausible)', () => {
    expect(classify({ message: 'Canceled' }).reason).toBe('aborted');
    expect(classify({ message: 'Error: Canceled' }).reason).toBe('aborted');
  });
  it('leaves a bare cancel with a transport code the transport’s (invented)', () => {
    expect(classify({ message: 'Canceled', code: 'ECONNRESET' }).reason).toBe('timeout');
  });
  // h79's own answer is a known miss (timeout, read by "stream terminated"): only the abort is checked.
  it("leaves Copilot's other reasons and Azure Speech's cancellation reason alone (held h79, h165)", () => {
    expect(
      classify({
        message:
          'Sorry, your request failed. Please try again.\n\nClient Request Id: 3afc9c34-3437-4d34-a824-84a018149633\n\nReason: Server error. Stream terminated: Error: Server error. Stream terminated',
      }).reason,
    ).not.toBe('aborted');
    expect(
      classify({
        message:
          'WebSocket operation failed. Internal error: 3. Error details: WS_ERROR_UNDERLYING_IO_ERROR. Reason: CancellationReason.Error',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves gRPC's server-side CANCELLED call a server fault (held h102)", () => {
    const result = classify({
      message:
        'genai.exceptions.ApiResponseException: Server Error\n{\n  "error": "Internal Server Error",\n  "extensions": {\n    "code": "SERVICE_ERROR",\n    "state": null\n  },\n  "message": "1 CANCELLED: Call cancelled",\n  "status_code": 500\n}',
    });
    expect(result.reason).toBe('server_error');
  });
});

// lmstudio-ai/.github#10, ALatentPlace/YANC_LMStudio#7 (LM Studio's log) and vllm#5712 (vLLM's
// engine log), batch 485.
describe("a server's log that its client went away", () => {
  it('reads LM Studio\'s "Client disconnected" over its busy-model aside (batch 485)', () => {
    const result = classify({
      message:
        '[LM STUDIO SERVER] Client disconnected. Stopping generation... (if the model is busy processing the prompt, it will finish first))',
    });
    expect(result.reason).toBe('aborted');
    expect(result.explain.at(-1)?.rule).toBe('signature.abort');
  });
  it('reads it beside the reset of the client’s socket (batch 485)', () => {
    const result = classify({
      message: 'Client disconnected: Error: read ECONNRESET',
      code: 'ECONNRESET',
    });
    expect(result.reason).toBe('aborted');
  });
  it('reads vLLM\'s "Aborted request <id>" in both its spellings (batch 485; plausible)', () => {
    expect(
      classify({ message: 'async_llm_engine.py:154] Aborted request cmpl-xxxxx' }).reason,
    ).toBe('aborted');
    expect(classify({ message: 'Aborted request(s) chatcmpl-3f2a9c1e-0.' }).reason).toBe('aborted');
  });
  it("leaves the caller's own TLS handshake cut a transport failure (held)", () => {
    expect(
      classify({
        message:
          'Error: Client network socket disconnected before secure TLS connection was established',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves SGLang's 500 about a disconnected client the server's (held h231)", () => {
    expect(
      classify({
        status: 500,
        message:
          "Request is disconnected from the client side (type 1). Abort request obj.rid='f2ea4cfe82f6489a91e72145abd6db25'",
        name: 'ValueError',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves requests aborted because the engine died the server’s (invented)', () => {
    expect(
      classify({
        message:
          'AsyncEngineDeadError: Background loop has errored already. Aborted request cmpl-123abc.',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves an answer that says it, and a request aborted for a reason, unread (invented)', () => {
    expect(
      classify({
        body: { error: { message: 'client disconnected' } },
        message: 'client disconnected',
      }).reason,
    ).not.toBe('aborted');
    expect(classify({ message: 'Aborted request because the prompt was empty' }).reason).not.toBe(
      'aborted',
    );
  });
});

// vllm#5697: the engine loop's asyncio.wait_for expired and the background loop died, batch 485.
describe('an inference engine that died under its server', () => {
  it('is the server’s fault over the TimeoutError it chains (batch 485)', () => {
    const result = classify({
      message:
        'vllm.engine.async_llm_engine.AsyncEngineDeadError: Task finished unexpectedly. This should never happen! Please open an issue on Github. See stack trace above for theactual cause.',
      name: 'AsyncEngineDeadError',
      cause: { name: 'TimeoutError', message: 'asyncio.exceptions.TimeoutError' },
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.engine_dead');
  });
  it("reads the multiprocessing engine's and v1's wordings the same (held h226, h201)", () => {
    for (const message of [
      "vllm.engine.multiprocessing.MQEngineDeadError: Engine loop is not running. Inspect the stacktrace to find the original error: RuntimeError('Engine process (pid 514) died.').",
      'vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
    ]) {
      const result = classify({ message });
      expect(result.reason).toBe('server_error');
      expect(result.explain.at(-1)?.rule).toBe('message.engine_dead');
    }
  });
  it("leaves asyncio's TimeoutError alone a timeout (invented)", () => {
    expect(classify({ message: 'asyncio.exceptions.TimeoutError' }).reason).toBe('timeout');
  });
});

// microsoft/teams-sdk#1960 (and #2216, held h124): .NET's bare cancellation sentence, batch 485.
describe(".NET's cancellation sentence alone", () => {
  it('is HttpClient’s timeout (batch 485)', () => {
    const result = classify({ message: 'The operation was canceled' });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('message.dotnet_bare_cancel');
  });
  it('reads it under TaskCanceledException, by name or as a prefix (plausible)', () => {
    expect(
      classify({ name: 'TaskCanceledException', message: 'The operation was canceled.' }).reason,
    ).toBe('timeout');
    expect(
      classify({
        message: 'System.Threading.Tasks.TaskCanceledException: The operation was canceled.',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves a named OperationCanceledException the caller's (held rule, batch 243)", () => {
    expect(
      classify({ name: 'OperationCanceledException', message: 'The operation was canceled.' })
        .reason,
    ).toBe('aborted');
  });
  it('leaves a cause beside it and longer sentences to their own readings (invented)', () => {
    const withCause = classify({
      message: 'The operation was canceled.',
      cause: {
        name: 'IOException',
        message: 'Unable to read data from the transport connection: Connection reset by peer.',
      },
    });
    expect(withCause.explain.at(-1)?.rule).not.toBe('message.dotnet_bare_cancel');
    expect(
      classify({
        message: 'The operation was canceled because the user stopped the run',
      }).explain.at(-1)?.rule,
    ).not.toBe('message.dotnet_bare_cancel');
  });
});

// Review rw42b: the engine-dead and client-went-away rules on wordings they were not written for.
describe('review rw42b: an engine that died, and a client that went away', () => {
  it('reads vLLM v1\'s "Engine core proc … died unexpectedly" as the server\'s (vllm#27549)', () => {
    const result = classify({
      message:
        'ERROR 10-23 18:21:12 [core_client.py:597] Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.engine_dead');
  });
  it('keeps an "Aborted request" line the dying engine logged beside it the server\'s (both lines real, joined: invented)', () => {
    const result = classify({
      message:
        'INFO [async_llm.py:420] Aborted request chatcmpl-9c1e.\nERROR [core_client.py:564] Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.',
    });
    expect(result.reason).toBe('server_error');
  });
  it('does not read "aborted request mid-stream" / "in-flight" as a request id (invented)', () => {
    expect(classify({ message: 'Upstream aborted request mid-stream' }).reason).not.toBe('aborted');
    expect(
      classify({ message: 'Gateway aborted request in-flight: upstream connection reset' }).reason,
    ).not.toBe('aborted');
  });
});
