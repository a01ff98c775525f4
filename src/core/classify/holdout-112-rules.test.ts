/**
 * Rules from held-out batch 112 (a natural sample of developer-workflow and enterprise tools that
 * call LLMs — commit-message generators, PR reviewers, Grafana/Jupyter/SQL assistants, k8s
 * operators …; docs/classifier.md, "Batch 112"): each rule's wordings, then the neighbours it must
 * leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// curl with --fail prints only "curl: (22) The requested URL returned error: 404" (exit code 22 is
// curl's "HTTP page not retrieved", its man page: "The requested url was not found or returned
// another error with the HTTP error code being 400 or above"); Emacs' chatgpt-shell and other
// shell-outs keep nothing else (xenodium/chatgpt-shell#265, this batch: llama3.2 not pulled). The
// number is the response's status, read as python-requests' "404 Client Error: … for url" is; a
// bodiless 404 from a model endpoint is then the missing model. Counter-examples: curl's exit 7
// (no connection) names no status, and Google's "API returned error: 403 PERMISSION_DENIED" relayed
// by a proxy keeps its held answer (h100, auth).
describe("curl's --fail line names the response's status", () => {
  checkReasons([
    [
      'curl exit 22 on a 404 (chatgpt-shell#265)',
      { message: 'curl: (22) The requested URL returned error: 404' },
      'model_not_found',
    ],
    [
      'curl exit 22 on a 429 (invented: the same line with another status)',
      { message: 'curl: (22) The requested URL returned error: 429' },
      'rate_limit',
    ],
    [
      // curl before 7.75 (and any HTTP/1.1 answer it kept the phrase of) prints the reason phrase
      // after the number: https://github.com/suzuki-shunsuke/github-comment/pull/1#issuecomment-601505610
      // ("curl: (22) The requested URL returned error: 404 Not Found"). The same bodiless 404: not
      // the web server's "The requested URL /x was not found on this server" (a wrong path).
      "curl's --fail line with the reason phrase (older curl)",
      { message: 'curl: (22) The requested URL returned error: 404 Not Found' },
      'model_not_found',
    ],
    [
      "a web server's own 404 page for a path stays the URL's (held status.404.requested_url)",
      {
        status: 404,
        message: 'The requested URL /v1/chat/completions was not found on this server.',
      },
      'format_error',
    ],
    [
      "curl's connection failure names no status (invented curl exit 7 line)",
      { message: 'curl: (7) Failed to connect to localhost port 11434: Connection refused' },
      'timeout',
    ],
    [
      "a proxy's relayed Google 403 keeps its answer (held h100)",
      {
        message:
          '[Request] Attempt #1/3 for request #req_1774364768805_m271z9q9q failed: Proxy browser error: Google API returned error: 403 PERMISSION_DENIED {"error":{"code":403,"message":"The caller does not have permission","status":"PERMISSION_DENIED"}}',
      },
      'auth',
    ],
  ]);
});

// "no deployment found for model: large" (grafana/grafana-llm-app#800, this batch: nothing serves
// the model name the app asked for) says what Azure's DeploymentNotFound and the held "deployment …
// not found" say: the model has no deployment here, another target may. Counter-example: LiteLLM's
// router "No deployments available for selected model" is its cooldown of every deployment (held
// litellm#20867, rate_limit), not a missing one.
describe('no deployment found for a model is the model', () => {
  checkReasons([
    [
      'Grafana LLM app health check (grafana-llm-app#800)',
      { message: 'large: Error: bad request: no deployment found for model: large' },
      'model_not_found',
    ],
    [
      "LiteLLM's router cooldown stays a rate limit (held, litellm#20867)",
      { status: 429, message: 'No deployments available for selected model.' },
      'rate_limit',
    ],
  ]);
});

// LiteLLM's cost map is a file named model_prices_and_context_window.json; its name is no context
// window. "Model not in model_prices_and_context_window.json. You passed model=openai/mistral"
// (granawkins/rawdog#83, this batch) is LiteLLM's NotFoundError for a model it cannot map:
// model_not_found, as the error class says. Counter-examples: OpenAI's context_length_exceeded
// (held) and a "context window" sentence stay context_overflow.
describe("LiteLLM's cost-map file name is not a context window", () => {
  checkReasons([
    [
      'rawdog, LiteLLM NotFoundError for an unmapped model (rawdog#83)',
      {
        message:
          'litellm.exceptions.NotFoundError: Model not in model_prices_and_context_window.json. You passed model=openai/mistral',
      },
      'model_not_found',
    ],
    [
      "OpenAI's context_length_exceeded stays an overflow (held wording)",
      {
        message:
          "Error code: 400 - {'error': {'message': \"This model's maximum context length is 128000 tokens. However, your messages resulted in 179011 tokens. Please reduce the length of the messages.\", 'type': 'invalid_request_error', 'param': 'messages', 'code': 'context_length_exceeded'}}",
      },
      'context_overflow',
    ],
    [
      // LiteLLM's other sentence for the same unmapped model (get_model_info, raised by
      // supports_function_calling, token counting and cost calculation alike):
      // https://github.com/BerriAI/litellm/issues/6322 (Ollama qwen2.5:32b), also radareorg/r2ai#128
      // and AnswerDotAI/lisette#42. Its cost-map URL is no context window either; as "Model not in
      // model_prices_and_context_window.json", every try with this model name fails the same way.
      "LiteLLM's get_model_info for an unmapped model (litellm#6322)",
      {
        message:
          "Exception: This model isn't mapped yet. model=qwen2.5:32b, custom_llm_provider=ollama. Add it here - https://github.com/BerriAI/litellm/blob/main/model_prices_and_context_window.json.",
      },
      'model_not_found',
    ],
    [
      'the same without the model named (r2ai#128)',
      {
        message:
          "ValueError: This model isn't mapped yet. Add it here - https://github.com/BerriAI/litellm/blob/main/model_prices_and_context_window.json",
      },
      'model_not_found',
    ],
    [
      'a context window sentence stays an overflow (held llama.cpp wording)',
      { message: 'ValueError: Requested tokens (2285) exceed context window of 512' },
      'context_overflow',
    ],
  ]);
});

// A token cap that "must be positive" (Gemini: "generation_config.max_output_tokens:
// max_output_tokens must be positive.", k8sgpt-ai/k8sgpt#1393, this batch: the operator sent 0) is
// a value out of range for the parameter: the request's. Counter-example: a cap the client computed
// below zero ("max_tokens must be at least 1, got -1024", the held overflow shape: the prompt left
// no room) stays context_overflow.
describe('a token cap that must be positive is the request', () => {
  checkReasons([
    [
      'Gemini via k8sgpt-operator (k8sgpt#1393)',
      { message: 'generation_config.max_output_tokens: max_output_tokens must be positive.' },
      'format_error',
    ],
    [
      // vLLM's 400 when the prompt left no room: https://github.com/vllm-project/vllm/issues/4667
      'a negative computed cap stays an overflow (vllm#4667)',
      {
        message:
          "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'max_tokens must be at least 1, got -186.', 'type': 'BadRequestError', 'param': None, 'code': 400}",
      },
      'context_overflow',
    ],
  ]);
});

// A Kubernetes-style gateway names a missing Model resource as the API server does, kind.group then
// the quoted name ("Model.obot.obot.ai \"m1-openai-model-provider-…\" not found", otto8-ai/otto8#3,
// this batch, inside its 502 and its own "request exceeded retry limits"): the model is missing on a
// 5xx. Counter-examples: a 502 "model worker not found" stays the server's (the held boundary of
// MODEL_MISSING_ON_5XX), and a 503 "model … not found, try again later" stays a passing state.
describe("a gateway's missing Model resource is the model, even on a 502", () => {
  checkReasons([
    [
      'Obot gateway 502 (otto8#3)',
      {
        message:
          'failed to run: failed calling model for completion: request exceeded retry limits: #6/6 error response received: error, status code: 502 (502 Bad Gateway), message: Model.obot.obot.ai "m1-openai-model-provider-a2a69af70d1b9be70f1abf8218492c5e-b69d9" not found',
      },
      'model_not_found',
    ],
    [
      "a 502 naming the server's own worker stays a server error (invented, the pattern's boundary)",
      { status: 502, message: 'model worker not found' },
      'server_error',
    ],
    [
      "a 502 whose server asks for a retry stays the server's (invented: MODEL_UNAVAILABLE_FOR_NOW's boundary)",
      { status: 502, message: 'Model.serving.kubeai.org "qwen" not found, please retry later' },
      'server_error',
    ],
  ]);
});
