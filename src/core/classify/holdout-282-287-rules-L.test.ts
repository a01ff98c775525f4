/**
 * Rules written in session 33 for misses of held-out batches 283–284 (group L), after the batches had
 * been scored without them, and for the differential cases of a bare "Bad Request" that only the
 * word vote had read (its retrain on batches 282–287 left them `unknown`): each rule's real
 * wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';

// A message that is nothing but an HTTP reason phrase: a client kept the response's status text and
// dropped its status and body. The phrase stands in for the status (extract.ts), and the status
// step reads it as it reads that status.
describe('a message that is only a reason phrase is read as its status', () => {
  checkReasons([
    [
      // The differential's fuzz-3965, fuzz-12149, fuzz-19879 (descriptors) and raw-636 (a thrown
      // string): the words of held h142 (rowboat on Ollama) and h84 (blinko on Voyage), whose 400
      // survived, here without it.
      'a bare "Bad Request" without its status',
      { message: 'Bad Request' },
      'format_error',
    ],
    ["the same behind a JS error's name", { message: 'Error: Bad Request' }, 'format_error'],
    [
      "the same behind an SDK's class name (invented)",
      { message: 'openai.BadRequestError: Bad Request' },
      'format_error',
    ],
    [
      'held h153: vLLM\'s "Internal Server Error" with no status (vllm-project/vllm#19862)',
      { message: 'Internal Server Error' },
      'server_error',
    ],
    [
      'held h105: crush\'s "ERROR Too Many Requests" (charmbracelet/crush#3385)',
      { message: 'ERROR Too Many Requests' },
      'rate_limit',
    ],
    [
      'held h102: llmcord\'s "openai.APIError: Service Unavailable" from Groq (jakobdylanc/llmcord#62)',
      { message: 'openai.APIError: Service Unavailable' },
      'overloaded',
    ],
    [
      'held h69: Continue\'s "Request Entity Too Large" from Groq (continuedev/continue#10510)',
      { message: 'Request Entity Too Large' },
      'payload_too_large',
    ],
    [
      'held: bolt.diy\'s AI_APICallError "Unauthorized" from Mistral (stackblitz-labs/bolt.diy#341)',
      { message: 'Unauthorized', name: 'AI_APICallError' },
      'auth_permanent',
    ],
    [
      "nginx's gateway timeout is the 504's timeout, not a server fault",
      { message: 'Gateway Time-out' },
      'timeout',
    ],
    // Neighbours.
    [
      // Held (stackblitz-labs/bolt.diy#434): the 404's own body says what was not found.
      'the body under a bare "Not Found" still decides under the 404 (Ollama\'s model not pulled)',
      {
        message: 'Not Found',
        name: 'AI_APICallError',
        body: '{"error":"model \\"claude-3-5-sonnet-latest\\" not found, try pulling it first"}',
      },
      'model_not_found',
    ],
    [
      'a known status wins over the phrase (invented)',
      { status: 502, message: 'Bad Request' },
      'server_error',
    ],
    [
      'a transport code says no response came: the phrase is no status (invented)',
      { message: 'Bad Gateway', code: 'ECONNRESET' },
      'timeout',
    ],
    [
      "OpenRouter's 403 wording after the phrase is read by its own pattern",
      { message: 'Forbidden: Key limit exceeded. Manage it using https://openrouter.ai/keys' },
      'billing',
    ],
    [
      'the phrase inside a longer sentence is no status (invented)',
      { message: 'Bad Request Handler failed to start' },
      'unknown',
    ],
  ]);
});

describe('a bare reason phrase outside a descriptor', () => {
  it("thrown as a string (the differential's raw-636), it is the 400 too", () => {
    const result = classifyError('Bad Request');
    expect(result.reason).toBe('format_error');
    expect(result.status).toBe(400);
    expect(result.explain.at(-1)?.rule).toBe('status.400');
  });
  it('on a large session it is the context, as a bare 400 is (DESIGN §1.2.1)', () => {
    const result = classifyError(new Error('Bad Request'), {
      approxTokens: 150_000,
      contextLength: 200_000,
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('status.400.generic_large_session');
  });
});

// sqlchat's "Failed to request message, please check your network." (batch 284, sqlchat/sqlchat#110):
// an app telling the user its request got no answer, with no status or provider text.
describe('an app that asks the user to check the network is a transport failure', () => {
  checkReasons([
    [
      "sqlchat's own message when its request to OpenAI fails",
      { status: null, message: 'Failed to request message, please check your network.' },
      'timeout',
    ],
    [
      'held h50/h105: Trae (Trae-AI/TRAE#1113, #939)',
      { message: 'Request service failed, please check your network configuration and try again.' },
      'timeout',
    ],
    [
      'the same with "the internet" (invented)',
      { message: 'Request failed. Please check the internet connection and try again.' },
      'timeout',
    ],
    // Neighbours: the same advice beside a real status.
    [
      'held h34: Raycast on DeepSeek, a 400 naming the supported models (raycast/extensions#29730)',
      {
        status: 400,
        message:
          'Failed to get response from DeepSeek. Please check your network connection and API key.\nError Message: 400 The supported API model names are deepseek-v4-pro or deepseek-v4-flash, but you passed deepseek-chat.',
      },
      'model_not_found',
    ],
    [
      "held h273: spaCy-LLM's ConnectionError around a 429 (explosion/spacy-llm#289)",
      {
        status: 429,
        message:
          "ConnectionError: API could not be reached after 31.684 seconds in total and attempting to connect 5 times. Check your network connection and the API's availability.\n429\tToo Many Requests",
      },
      'rate_limit',
    ],
    [
      'held h81: GitHub Models, the status in the text (actions/ai-inference#78)',
      {
        message:
          'Error: Failed to get response from AI service (status: 403). Please check network connection and endpoint configuration.',
      },
      'auth',
    ],
    [
      'a network policy to check is no transport failure (invented)',
      { message: 'Please check your network policy for the model' },
      'unknown',
    ],
  ]);
});

// AutoGen Studio's "Failed to connect to Ollama. Please check that Ollama is downloaded, running and
// accessible." without its ConnectionError class (batch 283, microsoft/autogen#6880): a client that
// could not reach the named service, its sentence ended there.
describe('a failed connect to a named service, the sentence ended, is a transport failure', () => {
  checkReasons([
    [
      "AutoGen Studio's test of an Ollama model on another host",
      {
        message:
          'Error testing model component: Failed to connect to Ollama. Please check that Ollama is downloaded, running and accessible. https://ollama.com/download',
      },
      'timeout',
    ],
    [
      'held h133: the same ollama-python text with its class (HiMeditator/auto-caption#19)',
      {
        message:
          'ConnectionError: Failed to connect to Ollama. Please check that Ollama is downloaded, running and accessible. https://ollama.com/download',
        name: 'ConnectionError',
      },
      'timeout',
    ],
    [
      'held h190: MinerU against its vLLM server (opendatalab/MinerU#4012)',
      {
        message:
          'mineru_vl_utils.vlm_client.base_client.ServerError: Failed to connect to server http://19.135.189.2:30000. Please check if the server is running.',
      },
      'timeout',
    ],
    [
      'the same of another service (invented)',
      { message: 'Failed to connect to LM Studio.' },
      'timeout',
    ],
    // Neighbours: Zed's "Failed to connect to <X> API: <status> …" names the answer it got.
    [
      'held h67: Zed on Ollama, a 500 after the colon (zed-industries/zed#59264)',
      {
        message:
          'Turn execution failed: Failed to connect to Ollama API: 500 Internal Server Error {"error":"an error was encountered while running the model: unexpected EOF"}',
      },
      'server_error',
    ],
    [
      'held: Zed on Ollama, a 400 on the tools (zed-industries/zed#32758)',
      {
        status: 400,
        body: {
          error:
            'json: cannot unmarshal array into Go struct field .tools.function.parameters.properties.type of type string',
        },
        message:
          'Error interacting with language model\nFailed to connect to Ollama API: 400 Bad Request {"error":"json: cannot unmarshal array into Go struct field .tools.function.parameters.properties.type of type string"}',
      },
      'format_error',
    ],
    [
      'held h75: Vertex AI disabled in the project (GoogleCloudPlatform/agent-starter-pack#304)',
      {
        message:
          'Failed to connect to Vertex AI: 403 Vertex AI API has not been used in project ffeldhaus-assistent before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/aiplatform.googleapis.com/overview?project=ffeldhaus-assistent \nthen retry. If you enabled this API recently, wait a few minutes for the action to propagate to our systems and retry. ',
      },
      'auth_permanent',
    ],
    [
      "held h25: Zed on OpenAI, the provider's rate-limit text after the colon (zed-industries/zed#28956)",
      {
        message:
          'Failed to connect to OpenAI API: Rate limit reached for gpt4.1 in organization org-<myorg> on tokens per min (TPM): Limit 30000, Used 25292, Requested 10584. Please try again in 11.75s. Visit https://platform.openai.com/account/rate-limits to learn more',
      },
      'rate_limit',
    ],
  ]);
});

// Groq's `over_capacity` inside a streamed chunk (batch 283, microsoft/graphrag#491): the code of
// "over capacity", read with the capacity words.
describe("Groq's over_capacity code is capacity", () => {
  checkReasons([
    [
      "the last chunk of graphrag's stream, as the openai SDK printed it",
      {
        message:
          "ChatCompletionChunk(id='chatcmpl-82228b8b-8279-44a5-bb8f-0f14c57ab4dd', choices=[Choice(delta=ChoiceDelta(content=None, function_call=None, role=None, tool_calls=None), finish_reason='stop', index=0, logprobs=None)], created=1720694560, model='gemma2-9b-it', object='chat.completion.chunk', service_tier=None, system_fingerprint=None, usage=None, x_groq={'id': 'req_01j2gp6nqvf5zsbbszhywpceqv', 'error': 'over_capacity'})",
      },
      'overloaded',
    ],
    [
      'the code as JSON in a stream event (invented)',
      { message: 'stream error: {"x_groq":{"error":"over_capacity"}}' },
      'overloaded',
    ],
    [
      'the words with a space, as read before',
      { message: 'The model is over capacity. Please try again later.' },
      'overloaded',
    ],
    // Neighbours: other capacities.
    [
      'held h187: a usage window in capacity words (router-for-me/CLIProxyAPI#1702)',
      {
        message: 'You have exhausted your capacity on this model. Your quota will reset after 53s.',
      },
      'rate_limit',
    ],
    [
      "held h84: a GPU's memory capacity (zai-org/CogView2#12)",
      {
        message:
          'CUDA out of memory. Tried to allocate 1.22 GiB (GPU 0; 39.59 GiB total capacity; 30.86 GiB already allocated; 1.07 GiB free; 34.03 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation. See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF',
      },
      'server_error',
    ],
  ]);
});
