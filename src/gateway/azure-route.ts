/**
 * The route Azure OpenAI clients call (`AzureOpenAI` from the `openai` package, and the other
 * Azure SDKs): `POST /openai/deployments/{deployment}/chat/completions?api-version=…`. The
 * deployment is the gateway's model name; the `api-version` is not needed (the gateway speaks
 * one chat completions format) and is ignored.
 * @module
 */

const PREFIX = '/openai/deployments/';
const SUFFIX = '/chat/completions';

/**
 * The deployment named by an Azure chat completions path (URL-decoded; `AzureOpenAI` puts a
 * `vendor/model` name in the path as is), or `undefined` for any other path.
 */
export function azureDeployment(path: string): string | undefined {
  if (!path.startsWith(PREFIX) || !path.endsWith(SUFFIX)) return undefined;
  const encoded = path.slice(PREFIX.length, path.length - SUFFIX.length);
  if (encoded === '') return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

/**
 * The request body with `model` set to the deployment: Azure routes by the path, so the body's
 * `model` (often the underlying model's name, or none) does not choose the model.
 */
export function withDeploymentModel(json: unknown, deployment: string): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  return { ...json, model: deployment };
}

/** Azure OpenAI's v1 API: the OpenAI API under `{endpoint}/openai/v1`, the deployment in `model`. */
const V1_PREFIX = '/openai/v1/';

/**
 * The gateway route an Azure v1 path is served as — `/openai/v1/chat/completions` as
 * `/v1/chat/completions`, `/openai/v1/models[/{id}]` as `/v1/models[/{id}]` (Azure's v1 takes the
 * deployment in the body's `model`, as OpenAI does) — or `undefined` for any other path.
 */
export function azureV1Route(path: string): string | undefined {
  if (!path.startsWith(V1_PREFIX)) return undefined;
  const rest = path.slice(V1_PREFIX.length - 1);
  return rest === '/chat/completions' || rest === '/models' || rest.startsWith('/models/')
    ? `/v1${rest}`
    : undefined;
}

/**
 * Why a path under `/openai/v1/` is not served, when a client is known to send it: `AzureOpenAI`
 * given a v1 base URL adds its classic `/deployments/{model}` (openai-node #1684), which Azure
 * refuses too; Microsoft's v1 guidance is the plain `OpenAI` client.
 */
export function azureV1Hint(path: string): string | undefined {
  if (!path.startsWith(`${V1_PREFIX}deployments/`)) return undefined;
  return "Azure's v1 API takes the deployment in the body's model, not in the path (AzureOpenAI adds /deployments/{model} to a /openai/v1 base URL, which Azure refuses too): use the OpenAI client with baseURL {endpoint}/openai/v1 and the deployment as model, or AzureOpenAI with endpoint {endpoint} and no baseURL";
}
