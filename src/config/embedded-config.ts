/**
 * The config `stayup serve` uses without `--config`: sandbox targets only (no network, no keys),
 * so a fresh checkout runs in one command and failover can be watched live.
 *
 * - `chat`: a sandbox primary with two keys and a sandbox fallback.
 * - `flaky`: its primary answers 529 `overloaded_error` (Anthropic's real body) between 20 s and
 *   50 s after start, and fails every request from key #1 with a 429, so rotation and fallback
 *   show up in `x-stayup-target`, the logs and `/metrics`.
 * - `gpt-4o-mini`, `claude-sonnet`: demo aliases for clients that insist on familiar names.
 */
export const EMBEDDED_CONFIG_YAML = `# stayup embedded sandbox config
server:
  port: 4000
  host: 127.0.0.1
store: memory
models:
  chat:
    targets:
      - provider: sandbox
        model: sandbox-large
        keys: ["sandbox-key-1", "sandbox-key-2"]
        latency: { ttft: 120ms, tokens_per_s: 400 }
      - provider: sandbox
        model: sandbox-small
        latency: { ttft: 60ms, tokens_per_s: 800 }
  flaky:
    targets:
      - provider: sandbox
        model: sandbox-large
        keys: ["sandbox-key-1", "sandbox-key-2"]
        latency: { ttft: 120ms, tokens_per_s: 400 }
        faults:
          - from: 20s
            to: 50s
            status: 529
            body: { type: error, error: { type: overloaded_error, message: Overloaded } }
          - keys: [0]
            p: 0.5
            status: 429
            headers: { retry-after: "2" }
            body: { error: { message: "Rate limit reached for requests", type: requests, code: rate_limit_exceeded } }
      - provider: sandbox
        model: sandbox-small
        latency: { ttft: 60ms, tokens_per_s: 800 }
  gpt-4o-mini:
    targets:
      - provider: sandbox
        model: gpt-4o-mini
        latency: { ttft: 80ms, tokens_per_s: 600 }
  claude-sonnet:
    targets:
      - provider: sandbox
        model: claude-sonnet
        latency: { ttft: 150ms, tokens_per_s: 300 }
      - provider: sandbox
        model: sandbox-small
retry: { max_retries: 10, max_overloaded_retries: 3 }
stream: { idle_timeout: 90s, stall_warning: 30s }
`;
