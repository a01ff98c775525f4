/**
 * Rules from held-out batch 97 (a natural sample of the long tail of small GitHub projects — bots,
 * course and demo repositories, wrappers — quoting a provider's error; docs/classifier.md, "Batch
 * 97"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenAI ends an account's API access for a usage-policy violation with "Your access was terminated
// due to violation of our policies, please check your email for more information. If you believe
// this is in error and would like to appeal …" (type `access_terminated`; sources:
// ayaka14732/ChatGPTAPIFree#42 and zhayujie/CowAgent#77, this batch; Grt1228/chatgpt-java#22 and
// ChatGPTNextWeb/NextChat#1719 quote the same sentence). It is an action on the account — every
// request with the key fails until an appeal — so the key is dead (auth_permanent, as the held
// Kimi "Access terminated. Review our Community Guidelines" line and "organization has been
// disabled" are), not a refusal of this prompt; the policy words beside it are the reason given.
// Counter-examples: a request refused by the safety system stays content_policy
// (mishl-dev/Discord-AI-Chatbot#160, DALL·E), as does a prompt "flagged as potentially violating our
// usage policy" (alan-turing-institute/t0-1#69); Azure's resource "temporarily blocked because we
// detected behavior that may violate our content policy" stays auth (a hold that lifts;
// pollinations/pollinations#9707, held h56); Kimi's client gate typed `access_terminated_error`
// ("only available for Coding Agents", MoonshotAI/kimi-code#414, held h43) stays auth.
describe('an account whose API access was terminated for a policy violation is a dead key', () => {
  checkReasons([
    [
      "OpenAI's body as a bot prints it (ChatGPTAPIFree#42)",
      {
        message:
          'OpenAI API responded: { "error": { "message": "Your access was terminated due to violation of our policies, please check your email for more information. If you believe this is in error and would like to appeal, please contact support@openai.com.", "type": "access_terminated", "param": null, "code": null } }',
      },
      'auth_permanent',
    ],
    [
      'the sentence alone (Grt1228/chatgpt-java#22)',
      {
        message:
          'Your access was terminated due to violation of our policies, please check your email for more information. If you believe this is in error and would like to appeal, please contact support@openai.com.',
      },
      'auth_permanent',
    ],
    [
      'the body on its 401 (ChatGPTNextWeb/NextChat#1719; the status as OpenAI sends it)',
      {
        status: 401,
        body: {
          error: {
            message:
              'Your access was terminated due to violation of our policies, please check your email for more information. If you believe this is in error and would like to appeal, please contact us through our help center at help.openai.com.',
            type: 'access_terminated',
            param: null,
            code: null,
          },
        },
      },
      'auth_permanent',
    ],
    [
      'a request the safety system rejected stays a refusal (Discord-AI-Chatbot#160)',
      {
        message:
          'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.',
      },
      'content_policy',
    ],
    [
      'a prompt flagged as violating the usage policy stays a refusal (t0-1#69)',
      {
        message:
          "BadRequestError: Error code: 400 - {'error': {'message': 'Invalid prompt: your prompt was flagged as potentially violating our usage policy. Please try again with a different prompt: https://platform.openai.com/docs/guides/reasoning#advice-on-prompting', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_prompt'}}",
      },
      'content_policy',
    ],
    [
      "Azure's temporarily blocked resource stays a hold (pollinations#9707)",
      {
        status: 403,
        body: {
          error: {
            code: 'Forbidden',
            message:
              'Your resource has been temporarily blocked because we detected behavior that may violate our content policy. For more details on Azure OpenAI service content policy, please visit https://aka.ms/aoaicodeofconduct',
          },
        },
      },
      'auth',
    ],
    [
      "Kimi's client gate typed access_terminated_error stays auth (kimi-code#414)",
      {
        status: 403,
        body: {
          error: {
            message:
              'Kimi For Coding is currently only available for Coding Agents such as Kimi CLI, Claude Code, Roo Code, Kilo Code, etc.',
            type: 'access_terminated_error',
          },
        },
      },
      'auth',
    ],
  ]);
});

// OpenAI also sends the same body on a 429 (r97 review): the status then read it as a rate limit, and
// a gateway kept retrying a dead key — QuantumNous/new-api#462 files exactly that ("429 不会自动禁用":
// the key is never disabled). The sentence with its policy reason decides on a 429 too; a 429 that
// only says "rate limit" or "quota" keeps its answer.
describe('the terminated-access body on a 429 is still a dead key', () => {
  checkReasons([
    [
      'a relay logs the status and the sentence (https://github.com/QuantumNous/new-api/issues/462)',
      {
        message:
          'status code 429: Your access was terminated due to violation of our policies, please check your email for more information. If you believe this is in error and would like to appeal, please contact us through our help center at help.openai.com',
      },
      'auth_permanent',
    ],
    [
      'the 429 body as chatgpt-web prints it (https://github.com/Chanzhaoyu/chatgpt-web/issues/436)',
      {
        status: 429,
        body: {
          error: {
            message:
              'Your access was terminated due to violation of our policies, please check your email for more information. If you believe this is in error and would like to appeal, please contact support@openai.com.',
            type: 'access_terminated',
            param: null,
            code: null,
          },
        },
      },
      'auth_permanent',
    ],
    [
      'a WeChat bot retry log (https://github.com/AutumnWhj/ChatGPT-wechat-bot/issues/111)',
      {
        message:
          'retry 1 times, error: Error: ChatGPT error 429: {\n    "error": {\n        "message": "Your access was terminated due to violation of our policies, please check your email for more information. If you believe this is in error and would like to appeal, please contact support@openai.com.",\n        "type": "access_terminated",\n        "param": null,\n        "code": null\n    }\n}',
      },
      'auth_permanent',
    ],
  ]);
});

// A key in the wrong format is the caller's configuration: Heurist's LLM gateway says "Invalid
// auth_key format" (genlayerlabs/genlayer-studio#488, this batch: no key was set), as the held
// "api key format" and "invalid credentials format" wordings do. Counter-examples: "Invalid
// Authorization header." keeps auth_permanent (ychoi-kr/llm-api-prog#1, held h89); a refreshable
// "Invalid authentication credentials" on a 401 stays auth (gpustack/gpustack#4103, held h89).
describe('an auth key in the wrong format is a permanent auth failure', () => {
  checkReasons([
    [
      "Heurist's gateway through LiteLLM (genlayer-studio#488)",
      {
        message:
          'OpenAIException - Error submitting job heurist-llm-gatewayrpqhveqsls: Unhandled rejection: CustomError { message: "Invalid auth_key format" }',
      },
      'auth_permanent',
    ],
    [
      'the same words with a space (invented neighbour)',
      { message: 'Invalid auth key format' },
      'auth_permanent',
    ],
    [
      'an unreadable Authorization header keeps its answer (llm-api-prog#1)',
      { message: 'Invalid Authorization header.' },
      'auth_permanent',
    ],
    [
      'invalid authentication credentials on a 401 stays auth (gpustack#4103)',
      { status: 401, message: 'Invalid authentication credentials' },
      'auth',
    ],
  ]);
});

// OpenAI answers a path it does not serve with "Invalid URL (POST /v1/chat/completions)" (a base
// URL that already ends in the route, so the SDK doubles it, or one without /v1). With the 404 kept
// the status rules read it (held h30); a client that kept only the message lost that. Sources:
// LinLin00000000/vercel-proxy-openai#2 (written "(POST/v1/…" without the space), LianjiaTech/BELLE#55,
// corca-ai/EVAL#46, xiaoxx970/chatgpt-in-terminal#5. Counter-examples: a failed connection that
// asks to check the URL ("Connection error. Please check your URL and network connection.", the
// wording by-message.ts cites for its transport guard; no held line quotes it, so invented here)
// stays a transport failure; WHATWG URL's "TypeError: Invalid URL" (a malformed base URL the client could
// not even parse; invented here, no thread quotes it alone) is not this route verdict.
describe("OpenAI's Invalid URL (METHOD /path) is a route the API does not serve", () => {
  checkReasons([
    [
      'openai v0 without a space after the method (vercel-proxy-openai#2)',
      {
        message:
          'openai.error.InvalidRequestError: Invalid URL (POST/v1/chat/completions/chat/completions)',
      },
      'format_error',
    ],
    [
      'openai v0 with the space (EVAL#46)',
      { message: 'openai.error.InvalidRequestError: Invalid URL (POST /v1/chat/completions)' },
      'format_error',
    ],
    [
      'the 404 body keeps its answer (held h30)',
      {
        status: 404,
        body: {
          error: {
            message: 'Invalid URL (POST /v1/responses)',
            type: 'invalid_request_error',
            param: null,
            code: null,
          },
        },
      },
      'format_error',
    ],
    [
      'a connection failure that asks to check the URL stays transport (invented)',
      { message: 'Connection error. Please check your URL and network connection.' },
      'timeout',
    ],
    // Invented as unknown; since batch 644 (a bare "Invalid URL" from a client given a malformed base
    // URL, held format_error as 30 of the 31 held "Invalid URL" lines) the parse failure is the
    // request's own setup, read by INVALID_URL_TEXT rather than the route verdict.
    [
      "WHATWG URL's parse failure is the caller's malformed URL (invented, held since batch 644)",
      { message: 'TypeError: Invalid URL' },
      'format_error',
    ],
  ]);
});

// openai-python before 1.0 raises APIConnectionError "Error communicating with OpenAI" for every
// failure to get a response (requests' ConnectionError, proxy and TLS failures; the held lines carry
// the urllib3 cause after a colon). LangChain's retry log keeps only the bare sentence
// ("Retrying … as it raised APIConnectionError: Error communicating with OpenAI.",
// Shaunwei/RealChar#112, this batch). Counter-examples: the same prefix around a 401 body keeps
// auth_permanent (ITSpecialist111/ai_automation_suggester#11, held h30); "Error communicating with
// the database" is no provider transport failure (invented).
describe('"Error communicating with OpenAI" is a transport failure', () => {
  checkReasons([
    [
      'LangChain retry log (RealChar#112)',
      {
        message:
          'Retrying langchain.chat_models.openai.acompletion_with_retry.<locals>._completion_with_retry in 16.0 seconds as it raised APIConnectionError: Error communicating with OpenAI.',
      },
      'timeout',
    ],
    [
      'the class and sentence alone (openai/openai-python#56 title)',
      { message: 'APIConnectionError: Error communicating with OpenAI' },
      'timeout',
    ],
    [
      'the same prefix around a 401 keeps the key verdict (ai_automation_suggester#11)',
      {
        status: 401,
        message:
          "Error communicating with OpenAI: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-...redacted...yhQA. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}",
      },
      'auth_permanent',
    ],
    [
      'a database is no provider (invented)',
      { message: 'Error communicating with the database' },
      'unknown',
    ],
  ]);
});

// The prefix is only the SDK's (or an app's) envelope: after "Error communicating with OpenAI:" the
// cause decides. openai 0.x wraps every requests exception in it, including the ones raised before
// any connection for a base URL without a scheme (requests' MissingSchema / InvalidSchema): a
// configuration error no retry cures, read as the route error the bare "Invalid URL (POST …)" is.
// Apps wrap whatever they caught the same way (`f"Error communicating with Azure OpenAI: {e}"`), so a
// request error behind the prefix keeps its own verdict.
describe('"Error communicating with OpenAI: <cause>": the cause decides', () => {
  checkReasons([
    [
      'a base URL without a scheme (arc53/DocsGPT#344: https://github.com/arc53/DocsGPT/issues/344)',
      {
        message:
          "Error communicating with OpenAI: Invalid URL '/embeddings': No scheme supplied. Perhaps you meant https:///embeddings?",
      },
      'format_error',
    ],
    [
      'no connection adapter for a scheme-less base URL (microsoft/autogen#325: https://github.com/microsoft/autogen/issues/325)',
      {
        message:
          "openai.error.APIConnectionError: Error communicating with OpenAI: No connection adapters were found for '127.0.0.1:5001/v1/chat/completions'",
      },
      'format_error',
    ],
    [
      'a tool-order request error behind an app\'s wrapper keeps its verdict (the wording: symgraph/GhidrAssist#45, https://github.com/symgraph/GhidrAssist/issues/45; the wrapper f"Error communicating with Azure OpenAI: {e}" is common app code; composite)',
      {
        message:
          "Error communicating with Azure OpenAI: Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
      },
      'format_error',
    ],
    [
      'a refused connection behind the prefix stays transport (TaskMatrix#209: https://github.com/chenfei-wu/TaskMatrix/issues/209)',
      {
        message:
          "Retrying langchain.llms.openai.completion_with_retry.<locals>._completion_with_retry in 4.0 seconds as it raised APIConnectionError: Error communicating with OpenAI: HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/completions (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x00000251AD5C4490>: Failed to establish a new connection: [WinError 10060] 由于连接方在一段时间后没有正确答复或连接的主机没有反应，连接尝试失败。'))",
      },
      'timeout',
    ],
    [
      'openai 0.x aiohttp failure (openai/openai-python#265: https://github.com/openai/openai-python/issues/265)',
      {
        message:
          'openai.error.APIConnectionError: Unexpected error communicating with OpenAI. If this problem persists, let us know at support@openai.com.',
      },
      'timeout',
    ],
  ]);
});
