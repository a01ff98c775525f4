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
      'a code word keeps its rule: content_filter (held Azure wording, code form invented)',
      {
        message:
          "HttpResponseError: (content_filter) The response was filtered due to the prompt triggering Azure OpenAI's content management policy.",
      },
      'content_policy',
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
