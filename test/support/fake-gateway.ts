/**
 * A gateway in front of fake OpenAI, Anthropic and Gemini upstreams on 127.0.0.1, for the
 * end-to-end suites that check what each provider receives.
 */
import { parseConfig } from '../../src/config/index.js';
import { createGateway } from '../../src/gateway/index.js';
import { type FakeProvider, startFakeProvider } from '../fakes/index.js';

/** The gateway's key (callers send it) and the upstreams' key (the config's targets use it). */
export const GATEWAY_KEY = 'gw-key-fake-gateway-31';
export const UPSTREAM_KEY = 'sk-upstream-fake-gateway-74';

/** The fake upstreams, one per wire format. */
export interface FakeUpstreams {
  readonly openai: FakeProvider;
  readonly anthropic: FakeProvider;
  readonly gemini: FakeProvider;
}

/** A running gateway and its upstreams; `close` stops all of them. */
export interface FakeGateway extends FakeUpstreams {
  readonly baseURL: string;
  close(): Promise<void>;
}

/** Options of {@link startFakeGateway}. */
export interface FakeGatewayOptions {
  /** What every upstream answers unless a test enqueues otherwise. */
  readonly reply: string;
  /**
   * The config's `models:` entries (YAML, indented two spaces), given the upstreams and `keys`,
   * the YAML list of the upstream key to put on each target.
   */
  readonly models: (upstreams: FakeUpstreams & { readonly keys: string }) => string;
}

/** Starts the three upstreams and a gateway (no breaker, no budget: each call reaches upstream). */
export async function startFakeGateway(options: FakeGatewayOptions): Promise<FakeGateway> {
  const upstreams: FakeUpstreams = {
    openai: await startFakeProvider({ wire: 'openai' }),
    anthropic: await startFakeProvider({ wire: 'anthropic' }),
    gemini: await startFakeProvider({ wire: 'gemini' }),
  };
  for (const fake of Object.values(upstreams))
    fake.setDefault({ kind: 'reply', reply: { text: options.reply } });
  const config = parseConfig(
    `server: { keys: ["\${GATEWAY_KEY}"] }
breaker: false
budget: false
models:
${options.models({ ...upstreams, keys: '["${UPSTREAM_KEY}"]' })}`,
    { env: { GATEWAY_KEY, UPSTREAM_KEY } },
  );
  const gateway = createGateway({ config, logger: false, metrics: false });
  const baseURL = (await gateway.listen(0, '127.0.0.1')).url;
  return {
    ...upstreams,
    baseURL,
    close: async () => {
      await gateway.close();
      await Promise.all(Object.values(upstreams).map((fake) => fake.close()));
    },
  };
}

/** The body of the last request `fake` received. */
export function lastBody(fake: FakeProvider): Record<string, unknown> {
  const request = fake.requests.at(-1);
  if (request === undefined) throw new Error('the fake received no request');
  return request.body as Record<string, unknown>;
}
