/**
 * Lua scripts of the Redis state store. Each runs atomically on the server and mirrors the pure
 * maths in `src/core/breaker.ts` and `src/core/retry-budget.ts` line for line. Time (`nowMs`) is
 * always an argument (ADR 0003): the scripts never call `TIME`.
 *
 * Numbers cross the wire as strings written with `%.17g`, which round-trips every double, so a
 * snapshot read back in TypeScript is bit-identical to the one the memory store would compute.
 * @module
 */

/** Shared helpers, prepended to every script that needs them. */
const PRELUDE = `
local function fmt(n) return string.format('%.17g', n) end
local function ttl(ms) return fmt(math.max(1, math.ceil(ms))) end
`;

/** Breaker hash layout: s status, c consecutive failures, o openUntilMs, p probe in flight (0/1), ws window start, wss/wf window successes/failures. */
const BREAKER_IO = `
local function load(key, now)
  local v = redis.call('HMGET', key, 's', 'c', 'o', 'p', 'ws', 'wss', 'wf')
  if not v[1] then
    return { s = 'closed', c = 0, o = 0, p = 0, ws = now, wss = 0, wf = 0 }, true
  end
  return { s = v[1], c = tonumber(v[2]), o = tonumber(v[3]), p = tonumber(v[4]),
    ws = tonumber(v[5]), wss = tonumber(v[6]), wf = tonumber(v[7]) }, false
end
local function save(key, b, ttlMs)
  redis.call('HSET', key, 's', b.s, 'c', fmt(b.c), 'o', fmt(b.o), 'p', fmt(b.p),
    'ws', fmt(b.ws), 'wss', fmt(b.wss), 'wf', fmt(b.wf))
  redis.call('PEXPIRE', key, ttl(ttlMs))
end
local function out(b)
  return { b.s, fmt(b.c), fmt(b.o), fmt(b.p), fmt(b.ws), fmt(b.wss), fmt(b.wf) }
end
`;

/** A named script: its source and how many of its arguments are keys. */
export interface LuaScript {
  readonly name: string;
  readonly numberOfKeys: number;
  readonly source: string;
}

/**
 * KEYS[1] cooling key; ARGV untilMs, nowMs. Keeps the later value; the key expires at its until
 * time (measured from the caller's `nowMs`).
 */
export const COOL_SCRIPT: LuaScript = {
  name: 'cool',
  numberOfKeys: 1,
  source: `${PRELUDE}
local untilMs = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local current = tonumber(redis.call('GET', KEYS[1]) or '0') or 0
if untilMs > current then
  redis.call('SET', KEYS[1], fmt(untilMs), 'PX', ttl(untilMs - now))
  return 1
end
return 0
`,
};

/** KEYS[1] counter; ARGV ttlMs. INCR and refresh the TTL; returns the new value. */
export const INCREMENT_SCRIPT: LuaScript = {
  name: 'increment',
  numberOfKeys: 1,
  source: `${PRELUDE}
local value = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ttl(tonumber(ARGV[1])))
return value
`,
};

/**
 * KEYS[1] breaker hash; ARGV nowMs, openMs, ttlMs. Mirrors `breakerAllow`; returns
 * `[allowed, ...snapshot]`. A breaker seen for the first time is stored (as the memory store does)
 * so its window starts at the first call.
 */
export const BREAKER_ALLOW_SCRIPT: LuaScript = {
  name: 'breakerAllow',
  numberOfKeys: 1,
  source: `${PRELUDE}${BREAKER_IO}
local now = tonumber(ARGV[1])
local openMs = tonumber(ARGV[2])
local ttlMs = tonumber(ARGV[3])
local b, fresh = load(KEYS[1], now)
local allowed = 0
if b.s == 'closed' then
  allowed = 1
  if fresh then save(KEYS[1], b, ttlMs) end
elseif b.s == 'open' then
  if now >= b.o then
    allowed = 1
    b.s = 'half_open'
    b.p = 1
    b.o = now
    save(KEYS[1], b, ttlMs)
  end
else
  if not (b.p == 1 and now < b.o + openMs) then
    allowed = 1
    b.p = 1
    b.o = now
    save(KEYS[1], b, ttlMs)
  end
end
local result = out(b)
table.insert(result, 1, allowed)
return result
`,
};

/**
 * KEYS[1] breaker hash; ARGV nowMs, outcome ('success' | 'failure'), failureThreshold, openMs,
 * windowMs, minRequests, failureRate, ttlMs. Mirrors `breakerRecord`; returns the snapshot.
 */
export const BREAKER_RECORD_SCRIPT: LuaScript = {
  name: 'breakerRecord',
  numberOfKeys: 1,
  source: `${PRELUDE}${BREAKER_IO}
local now = tonumber(ARGV[1])
local success = ARGV[2] == 'success'
local threshold = tonumber(ARGV[3])
local openMs = tonumber(ARGV[4])
local windowMs = tonumber(ARGV[5])
local minRequests = tonumber(ARGV[6])
local failureRate = tonumber(ARGV[7])
local ttlMs = tonumber(ARGV[8])
local b = load(KEYS[1], now)
local fresh = now - b.ws >= windowMs
local ws = b.ws
local wss = b.wss
local wf = b.wf
if fresh then
  ws = now
  wss = 0
  wf = 0
end
if success then wss = wss + 1 else wf = wf + 1 end
if success then
  if b.s == 'open' then
    b.ws = ws
    b.wss = wss
    b.wf = wf
  else
    b = { s = 'closed', c = 0, o = 0, p = 0, ws = ws, wss = wss, wf = wf }
  end
else
  b.c = b.c + 1
  b.ws = ws
  b.wss = wss
  b.wf = wf
  if b.s ~= 'open' then
    local total = wss + wf
    local trips = b.s == 'half_open' or b.c >= threshold
      or (total >= minRequests and wf / total >= failureRate)
    if trips then
      b.s = 'open'
      b.o = now + openMs
      b.p = 0
    end
  end
end
save(KEYS[1], b, ttlMs)
return out(b)
`,
};

/**
 * KEYS[1] breaker hash; ARGV probeAtMs, ttlMs. Gives back a half-open probe dated `probeAtMs`
 * whose caller never took it (see `releaseProbe`): the next allow call gets it. Returns 1 when
 * given back, 0 when the breaker has moved on (an outcome came, or another probe is dated).
 */
export const RELEASE_PROBE_SCRIPT: LuaScript = {
  name: 'releaseProbe',
  numberOfKeys: 1,
  source: `${PRELUDE}${BREAKER_IO}
local probeAt = tonumber(ARGV[1])
local b, fresh = load(KEYS[1], probeAt)
if fresh or b.s ~= 'half_open' or b.p ~= 1 or b.o ~= probeAt then return 0 end
b.p = 0
save(KEYS[1], b, tonumber(ARGV[2]))
return 1
`,
};

/** KEYS[1] newest budget bucket; ARGV ttlMs. Counts one first attempt. */
export const BUDGET_FIRST_SCRIPT: LuaScript = {
  name: 'budgetFirst',
  numberOfKeys: 1,
  source: `${PRELUDE}
redis.call('HINCRBY', KEYS[1], 'f', 1)
redis.call('PEXPIRE', KEYS[1], ttl(tonumber(ARGV[1])))
return 1
`,
};

/**
 * KEYS the window's bucket keys, newest first; ARGV ratio, minRetries, ttlMs. Mirrors
 * `budgetAllows`: retries < max(minRetries, ratio × first attempts). Takes the token on the newest
 * bucket; returns 1 when taken, else 0.
 */
export const BUDGET_TAKE_SCRIPT: LuaScript = {
  name: 'budgetTake',
  numberOfKeys: -1,
  source: `${PRELUDE}
local ratio = tonumber(ARGV[1])
local minRetries = tonumber(ARGV[2])
local firsts = 0
local retries = 0
for i = 1, #KEYS do
  local v = redis.call('HMGET', KEYS[i], 'f', 'r')
  firsts = firsts + (tonumber(v[1] or '0') or 0)
  retries = retries + (tonumber(v[2] or '0') or 0)
end
if retries < math.max(minRetries, ratio * firsts) then
  redis.call('HINCRBY', KEYS[1], 'r', 1)
  redis.call('PEXPIRE', KEYS[1], ttl(tonumber(ARGV[3])))
  return 1
end
return 0
`,
};

/**
 * KEYS[1] session key; ARGV position, nowMs, ttlMs. One-way: a live lower position never replaces
 * a higher one. The value is `position:expiresAtMs` so expiry follows the caller's clock.
 */
export const STICK_SESSION_SCRIPT: LuaScript = {
  name: 'stickSession',
  numberOfKeys: 1,
  source: `${PRELUDE}
local position = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local ttlMs = tonumber(ARGV[3])
local current = redis.call('GET', KEYS[1])
if current then
  local sep = string.find(current, ':', 1, true)
  local currentPosition = tonumber(string.sub(current, 1, sep - 1))
  local expiresAtMs = tonumber(string.sub(current, sep + 1))
  if expiresAtMs > now and position < currentPosition then return 0 end
end
redis.call('SET', KEYS[1], fmt(position) .. ':' .. fmt(now + ttlMs), 'PX', ttl(ttlMs))
return 1
`,
};

/** Every script the store uses. */
export const ALL_SCRIPTS: readonly LuaScript[] = [
  COOL_SCRIPT,
  INCREMENT_SCRIPT,
  BREAKER_ALLOW_SCRIPT,
  BREAKER_RECORD_SCRIPT,
  RELEASE_PROBE_SCRIPT,
  BUDGET_FIRST_SCRIPT,
  BUDGET_TAKE_SCRIPT,
  STICK_SESSION_SCRIPT,
];
