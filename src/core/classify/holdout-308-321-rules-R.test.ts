/**
 * Rules written in session 35 for misses of held-out batches 316–317 (group R), after the batches
 * had been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Windows' WinINet/URLMon/WinHTTP texts for a request that got no HTTP response, as VBA macros
// (MSXML2.XMLHTTP, WinHttp.WinHttpRequest) print them after the HRESULT (batch 316,
// Sven-Bo/Integrate-ChatGPT-in-Excel-using-VBA#1 and #2).
describe("Windows' HTTP stack's own texts for no response are transport failures", () => {
  checkReasons([
    [
      "URLMon's INET_E_RESOURCE_NOT_FOUND from an Excel macro (batch 316)",
      { message: 'Error -2146697211: The system cannot locate the resource specified. Line: 270' },
      'timeout',
    ],
    [
      'the same without the line number',
      { message: 'Error -2146697211: The system cannot locate the resource specified.' },
      'timeout',
    ],
    [
      "INET_E_DOWNLOAD_FAILURE (the same repository's issue #2)",
      { message: 'Error -2146697208: The download of the specified resource has failed.' },
      'timeout',
    ],
    [
      "WinHTTP 12157, Schannel's failure (a later comment of issue #1)",
      {
        message:
          "Run-time error '-2147012739 (80072f7d)': An error occurred in the secure channel support",
      },
      'timeout',
    ],
    [
      "WinHTTP 12007, the host's name (WinHTTP's message table; invented around it)",
      {
        message:
          "Run-time error '-2147012889 (80072ee7)': The server name or address could not be resolved",
      },
      'timeout',
    ],
    [
      'WinHTTP 12029, no connection (invented around the message table)',
      {
        message:
          "Run-time error '-2147012867 (80072efd)': A connection with the server could not be established",
      },
      'timeout',
    ],
    [
      'WinHTTP 12152, bytes that were no HTTP answer (invented around the message table)',
      { message: 'The server returned an invalid or unrecognized response' },
      'timeout',
    ],
    [
      'WinHTTP 12030 stays read as the cut it is (held, batch 316)',
      {
        message:
          'Error -2147012866: The connection with the server was terminated abnormally Line: 270',
      },
      'timeout',
    ],
    [
      "Azure's 404 'Resource not found' stays the deployment (held h108)",
      {
        message:
          "openai.NotFoundError: Error code: 404 - {'error': {'code': '404', 'message': 'Resource not found'}}",
      },
      'model_not_found',
    ],
    [
      "Azure's ResourceNotFoundError for a deployment stays the model (held h313)",
      {
        name: 'ResourceNotFoundError',
        code: 'NotFound',
        message:
          "azure.core.exceptions.ResourceNotFoundError: (NotFound) Specified resource '/subscriptions/X/resourceGroups/infoasst-X/providers/Microsoft.CognitiveServices/accounts/infoasst-aoai-X/deployments/chat' cannot be found.",
      },
      'model_not_found',
    ],
    [
      "DashScope's refusal on 'the specified resource' stays the key's (held h28)",
      {
        name: 'RuntimeError',
        message:
          'create token error, code=Forbidden, message=User not authorized to operate on the specified resource. RequestId: 33C627E4-D774-5A57-B23C-427A06A36195',
      },
      'auth',
    ],
    [
      "a 404's 'the requested resource could not be found' is an answer (invented)",
      { status: 404, message: 'The requested resource could not be found.' },
      'model_not_found',
    ],
  ]);
});

// Ollama's capability check names what the model lacks after its quoted name: chat (an embedding
// model sent to /api/chat), generate, insert, as tools and thinking (batch 316, TextCraft; held h274).
describe("Ollama's 'does not support chat / generate' is the model", () => {
  checkReasons([
    [
      "TextCraft's 400 for an embedding model (batch 316)",
      { status: 400, message: '"all-minilm:latest" does not support chat' },
      'model_not_found',
    ],
    [
      "n8n's AI Agent node without a status (held h274)",
      { message: 'Problem in node ‘AI Agent‘ "nomic-embed-text:latest" does not support chat' },
      'model_not_found',
    ],
    [
      "Ollama's /api/generate wording (server/routes.go; invented around it)",
      { status: 400, message: '"nomic-embed-text:latest" does not support generate' },
      'model_not_found',
    ],
    [
      'a suffix for a model without fill-in-the-middle (invented around the capability check)',
      { status: 400, message: 'registry.ollama.ai/library/llama3:latest does not support insert' },
      'model_not_found',
    ],
    [
      'the tools sibling keeps its label (held h201)',
      { status: 400, message: '400 codellama:latest does not support tools' },
      'model_not_found',
    ],
    [
      "OpenAI's role refusal for o1 stays the request's (held h112)",
      { message: "'messages[0].role' does not support 'system' for this model." },
      'format_error',
    ],
    [
      "DeepSeek's tool_choice refusal stays the request's (held h125)",
      { message: 'deepseek-reasoner does not support this tool_choice' },
      'format_error',
    ],
    [
      "Ollama's raw-mode refusal stays the request's (server/routes.go; invented status)",
      { status: 400, message: 'raw mode does not support template, system, or context' },
      'format_error',
    ],
    [
      'an endpoint that does not support chat, no model named, stays the request (invented)',
      { status: 400, message: 'This endpoint does not support chat' },
      'format_error',
    ],
  ]);
});

// A quota said to belong to the API key itself (PowerToys Advanced Paste's wording for OpenAI's
// insufficient_quota, batch 317; microsoft/PowerToys#36551 the same): the key's allowance, not a window.
describe("an 'API key quota exceeded' is the key's allowance", () => {
  checkReasons([
    ["PowerToys' Advanced Paste (batch 317)", { message: 'API key quota exceeded' }, 'billing'],
    [
      "the same under OpenAI's 429 (invented status)",
      { status: 429, message: 'API key quota exceeded' },
      'billing',
    ],
    [
      "a bare 'quota exceeded' stays a rate limit (held h105)",
      { message: 'quota exceeded' },
      'rate_limit',
    ],
    [
      "DashScope's request quota with a count stays a rate limit (held h121)",
      { status: 429, message: '429 Quota exceeded: Request quota exceeded. Used: 176/1700' },
      'rate_limit',
    ],
    [
      'a key quota per minute with a retry stays a window (invented)',
      { message: 'API key quota exceeded for requests per minute, retry in 20s' },
      'rate_limit',
    ],
    [
      'a key quota with a wait stays a window (invented)',
      { message: 'Your API key quota has been exceeded. Please try again in 60 seconds.' },
      'rate_limit',
    ],
    [
      "an API key's rate limit stays a rate limit (invented)",
      { message: 'API key rate limit exceeded' },
      'rate_limit',
    ],
  ]);
});

// An app's generic advice around the axios 404 (Raycast's ChatGPT extensions, batch 317; the same
// prefix over a 400 is held as h34) names no resource: the 404 stays bare.
describe("an app's advice does not make a 404 less bare", () => {
  checkReasons([
    [
      'Raycast ChatGPT Quick Actions on gpt-4 (batch 317)',
      {
        status: 404,
        message:
          '⚠️ Failed to get response from OpenAI. Please check your network connection and API key. Error Message: Request failed with status code 404',
      },
      'model_not_found',
    ],
    [
      'the bare axios line (held h272)',
      { status: 404, message: 'Request failed with status code 404' },
      'model_not_found',
    ],
    [
      "the same prefix over DeepSeek's model-name 400 (held h34)",
      {
        status: 400,
        message:
          'Failed to get response from DeepSeek. Please check your network connection and API key.\nError Message: 400 The supported API model names are deepseek-v4-pro or deepseek-v4-flash, but you passed deepseek-chat.',
      },
      'model_not_found',
    ],
    [
      "GitHub Models' 403 under similar advice stays the key's (held h81)",
      {
        message:
          'Error: Failed to get response from AI service (status: 403). Please check network connection and endpoint configuration.',
      },
      'auth',
    ],
    [
      'the prefix over a 404 that names a missing route stays the URL (invented)',
      {
        status: 404,
        message:
          'Failed to get response from OpenAI. Please check your network connection and API key. Error Message: Request failed with status code 404: no route /v1/foo',
      },
      'format_error',
    ],
    [
      'advice beside a missing session still names what was not found (invented)',
      { status: 404, message: 'Please check your network connection. Session not found' },
      'unknown',
    ],
  ]);
});
