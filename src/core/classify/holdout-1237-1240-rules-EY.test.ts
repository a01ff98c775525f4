/**
 * Rules written for the misses of held-out batches 1237–1240 (session 61, group EY), after the
 * batches had been scored without them: the Responses API's "Error retrieving tool list from MCP
 * server: '…'. Http status code: 403 (Forbidden)" (the MCP server's status, not the model API's),
 * and vLLM's 501 naming the only values of a parameter it implements. Each wording from the batch
 * line named, a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("an MCP server's status in the tool-list error", () => {
  it("is the request's tool, not the key, without an outer status (Azure, batch 1240)", () => {
    const d = {
      message:
        "Error retrieving tool list from MCP server: 'get-weather'. Http status code: 403 (Forbidden)",
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('message.tools_unparseable');
  });
  it('reads a 401 in capitals and inside a relayed body the same', () => {
    expect(
      classify({
        message:
          "ERROR RETRIEVING TOOL LIST FROM MCP SERVER: 'DOCS'. HTTP STATUS CODE: 401 (UNAUTHORIZED)",
      }).reason,
    ).toBe('format_error');
    expect(
      classify({
        body: {
          error: {
            message:
              "Error retrieving tool list from MCP server: 'x'. Http status code: 401 (Unauthorized)",
          },
        },
      }).reason,
    ).toBe('format_error');
  });
  it('keeps the held 424 and 405 renderings', () => {
    expect(
      classify({
        status: 424,
        message:
          "MCP Connector error. Http status: 424, error details: Error retrieving tool list from MCP server: 'g'. Http status code: 424 (Failed Dependency)",
      }).reason,
    ).toBe('format_error');
    expect(
      classify({
        message:
          "Error retrieving tool list from MCP server: 'TestMCP'. Http status code: 405 (Method Not Allowed)",
      }).reason,
    ).toBe('format_error');
  });
  it("leaves the model API's own 403 and a status outside the MCP wording", () => {
    expect(classify({ message: 'Http status code: 403 (Forbidden)' }).reason).toBe('auth');
    expect(
      classify({
        status: 401,
        message: 'Incorrect API key provided. MCP server tools were not listed.',
      }).reason,
    ).toBe('auth_permanent');
  });
});

describe('a server naming the only values of a parameter it implements', () => {
  it("is the request's under vLLM's 501 NotImplementedError (batch 1239)", () => {
    const d = {
      status: 501,
      name: 'NotImplementedError',
      message: "Only 'auto' or 'none' tool_choice is supported in response API with Harmony",
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('status.501.only_values_supported');
  });
  it('reads one double-quoted value and a list of three the same', () => {
    expect(
      classify({ status: 501, message: 'only "text" response_format is supported' }).reason,
    ).toBe('format_error');
    expect(
      classify({
        status: 501,
        message: "Only 'low', 'medium', or 'high' reasoning.effort values are supported",
      }).reason,
    ).toBe('format_error');
  });
  it('leaves a bare 501 and one that names no quoted value', () => {
    expect(classify({ status: 501, message: 'Not Implemented' }).reason).toBe('server_error');
    expect(classify({ status: 501, message: 'Only streaming is supported' }).reason).toBe(
      'server_error',
    );
  });
});
