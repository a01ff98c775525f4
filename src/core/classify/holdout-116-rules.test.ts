/**
 * Rules from held-out batch 116 (a natural sample centred on Azure OpenAI and Azure AI Foundry errors
 * quoted in GitHub threads of Azure samples and clients; docs/classifier.md, "Batch 116"): each
 * rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Node's DNS failure is the code ENOTFOUND, a word of its own ("getaddrinfo ENOTFOUND host"). The
// transport rule read it anywhere in the text, so azure-core's `ResourceNotFoundError` (a 404 from
// the Foundry inference SDK, Azure/azure-sdk-for-python#39310) read as a DNS failure: "resourc-e-
// notfound". The code must start a word. Counter-examples: the real DNS failures keep timeout.
describe('ENOTFOUND only as a word of its own', () => {
  checkReasons([
    [
      "azure-core's 404 class with its (code) message (azure-sdk-for-python#39310)",
      { message: 'ResourceNotFoundError: (404) Resource not found' },
      'model_not_found',
    ],
    [
      'getaddrinfo ENOTFOUND stays a DNS failure (node-fetch wording, held across batches)',
      {
        message:
          'request to https://api.openai.com/v1/chat/completions failed, reason: getaddrinfo ENOTFOUND api.openai.com',
      },
      'timeout',
    ],
    ['a bare ENOTFOUND stays a DNS failure', { message: 'Error: ENOTFOUND' }, 'timeout'],
    // Other "…NotFound" classes glued the same letters and read as DNS failures before (review r116):
    // a missing Python package (https://github.com/yihong0618/xiaogpt/issues/71) and a missing AWS
    // profile before a Bedrock call (https://github.com/amazon-braket/amazon-braket-sdk-python/pull/10)
    // are local set-up faults, not a host the resolver could not find.
    [
      "Python's ModuleNotFoundError is no DNS failure (yihong0618/xiaogpt#71)",
      { message: "ModuleNotFoundError: No module named 'openai'" },
      // The vote read it as a dead key (2.7 ahead) until the table learned batches 130–132; now its
      // words are unclear (docs/classifier.md, "The word vote").
      'unknown',
    ],
    [
      "botocore's ProfileNotFound is no DNS failure (amazon-braket-sdk-python#10)",
      {
        message:
          'botocore.exceptions.ProfileNotFound: The config profile (default) could not be found',
      },
      'unknown',
    ],
  ]);
});

// azure-core prints an HttpResponseError as "<Class>: (<code>) <message>", and Azure's gateway
// errors carry the status as the body's code ({"error":{"code":"404","message":"Resource not
// found"}}): "(404)" after the class is the status. A word in the brackets is a code and keeps its
// own rules; a number in brackets that is no status ("(400 bytes read)") names none.
describe("azure-core's (status) after the exception class", () => {
  checkReasons([
    [
      'the 404 (azure-sdk-for-python#39310)',
      { message: 'ResourceNotFoundError: (404) Resource not found' },
      'model_not_found',
    ],
    [
      'a code word keeps its rule: DeploymentNotFound (held Azure wording)',
      {
        message:
          'HttpResponseError: (DeploymentNotFound) The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again.',
      },
      'model_not_found',
    ],
    [
      // https://github.com/simonw/research/issues/16 (the llm CLI's stderr, azure-core's layout)
      'a code word keeps its rule: (content_filter) (simonw/research#16)',
      {
        message:
          "Error: (content_filter) The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry. To learn more about our content filtering policies please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766\nCode: content_filter\nMessage: The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry.",
      },
      'content_policy',
    ],
    // .NET Framework's WebException (Windows PowerShell's Invoke-RestMethod) writes the same
    // "(status) Reason" after its fixed sentence: the OpenAI PowerShell module's 400 on a tool call
    // (https://github.com/chenxizhang/openai-powershell/issues/241) read as nothing (unknown, retried)
    // before review r116.
    [
      "WebException's (400) after its fixed sentence (openai-powershell#241)",
      { message: 'chat : The remote server returned an error: (400) Bad Request.' },
      'format_error',
    ],
    [
      "WebException's (503) (PowerShell/.NET Framework wording)",
      {
        message:
          'System.Net.WebException: The remote server returned an error: (503) Server Unavailable.',
      },
      'overloaded',
    ],
    [
      'a byte count in brackets names no status (invented neighbour)',
      { message: 'JSON parse error: (400 bytes read) unexpected end of input' },
      'unknown',
    ],
  ]);
});

// Azure's RBAC refusals name the identity and the permission it lacks, with or without the 401
// that carried them: "The principal `…` lacks the required data action `…` to perform …"
// (Foundry: microsoft/vscode#283763, microsoft/ai-agent-evals#43), "Principal does not have access
// to API/Operation." (Azure OpenAI, held), AzureML's "Identity(object id: …) does not have
// permissions for Microsoft.MachineLearningServices/… actions" (microsoft/aitour-azure-openai-
// assistants#14). A role grant fixes them: auth, key kept. Counter-examples: OpenAI's "does not exist
// or you do not have access to it" stays model_not_found; a leaked key stays auth_permanent.
describe("Azure's RBAC refusals without their status", () => {
  checkReasons([
    [
      'a log line where the 401 is not read (microsoft/vscode#283763)',
      {
        message:
          '2025-12-16 09:14:53.855 [error] Server error: 401 {"error":{"code":"PermissionDenied","message":"The principal `companyuser@companydomain.com` lacks the required data action `Microsoft.CognitiveServices/accounts/OpenAI/responses/write` to perform `POST /openai/responses` operation."}}',
      },
      'auth',
    ],
    [
      'Principal does not have access, body only (MicrosoftDocs/azure-docs#114370)',
      {
        message:
          '{"error":{"code":"PermissionDenied","message":"Principal does not have access to API/Operation."}}',
      },
      'auth',
    ],
    [
      "AzureML's identity without the agents action (aitour-azure-openai-assistants#14)",
      {
        message:
          'Identity(object id: c3d4c852-9968-458f-ac2a-d8508fafb10d) does not have permissions for Microsoft.MachineLearningServices/workspaces/agents/action actions. Please refer to https://aka.ms/azureml-auth-troubleshooting to fix the permissions issue',
      },
      'auth',
    ],
    [
      "OpenAI's missing model stays model_not_found (held)",
      {
        message: 'The model `gpt-5.4-image-2` does not exist or you do not have access to it.',
      },
      'model_not_found',
    ],
    [
      "Google's leaked key stays auth_permanent (continuedev/continue#11541)",
      {
        message:
          '{"error":{"code":403,"message":"Your API key was reported as leaked. Please use another API key.","status":"PERMISSION_DENIED"}}',
      },
      'auth_permanent',
    ],
  ]);
});
