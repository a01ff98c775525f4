/** Kinds of code on an error object that say no more than a framework status or "an error came back". */

/**
 * gRPC's and tRPC's status names (PERMISSION_DENIED, INVALID_ARGUMENT, tRPC's INTERNAL_SERVER_ERROR
 * around a LobeChat `InvalidProviderAPIKey`, batch 733): a framework's status, which the gRPC step
 * and the words read; only a provider's own name for the failure is read from the table.
 */
export const FRAMEWORK_STATUS_CODE =
  /^(?:INVALID_ARGUMENT|FAILED_PRECONDITION|OUT_OF_RANGE|PERMISSION_DENIED|NOT_FOUND|ALREADY_EXISTS|RESOURCE_EXHAUSTED|DEADLINE_EXCEEDED|DATA_LOSS|INTERNAL_SERVER_ERROR|BAD_REQUEST|TOO_MANY_REQUESTS|PAYLOAD_TOO_LARGE|CLIENT_CLOSED_REQUEST|PARSE_ERROR|METHOD_NOT_SUPPORTED|PRECONDITION_FAILED|UNPROCESSABLE_CONTENT|NOT_IMPLEMENTED|BAD_GATEWAY|SERVICE_UNAVAILABLE|GATEWAY_TIMEOUT|UNAVAILABLE|UNAUTHENTICATED|UNAUTHORIZED|FORBIDDEN|TIMEOUT|CANCELLED|ABORTED|INTERNAL|UNKNOWN|UNIMPLEMENTED|CONFLICT)$/;

/**
 * Codes that only say an error came back (`api_error`, one-api's `bad_response_status_code`): the
 * table's reading of them needs the checks {@link byCode} makes (a status the relay names, a parsed
 * `[DONE]`), so alone on the object they decide nothing.
 */
export const GENERIC_CHAIN_CODE =
  /^(?:api_error|bad_response_status_code|error|unknown_error|upstream_error|internal_error|server_error)$/;
