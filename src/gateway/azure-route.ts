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
