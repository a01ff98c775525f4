import type { Client, ClientOptions, RequestOptions } from '../../client/types.js';
import type { StayupEvent } from '../../core/events.js';
import type { PolicyContext, PolicyRun, SimPolicy } from '../policy.js';

/**
 * `stayup`: the real engine (`createClient`) with the scenario's models, retry, stream, breaker
 * and budget settings, on the run's virtual clock and sandbox adapters (every target, every key).
 * `createClient` is passed in so this module stays free of the engine's start-up cost in tests
 * that only exercise the baselines.
 */
export function stayupPolicy(createClient: (options: ClientOptions) => Client): SimPolicy {
  return {
    name: 'stayup',
    description:
      "the stayup engine with the scenario's config: rotation, fallback, breaker, budget",
    create(context: PolicyContext): PolicyRun {
      const onEvent = context.onEvent;
      const client = createClient({
        ...context.client,
        clock: context.clock,
        random: context.random,
        providers: { sandbox: context.sandboxFactory },
        ...(onEvent === undefined ? {} : { onEvent: (event: StayupEvent) => onEvent(event) }),
      });
      return {
        async execute(request, signal) {
          const options: RequestOptions = {
            signal,
            source: request.background ? 'background' : 'foreground',
            requestId: `sim-${request.index}`,
            approxTokens: request.promptTokens,
          };
          if (!request.stream) {
            const result = await client.chat(request.request, options);
            return { ok: true, deliveredTokens: result.usage.outputTokens };
          }
          let tokens = 0;
          for await (const event of client.stream(request.request, options))
            if (event.type === 'finish') tokens = event.usage?.outputTokens ?? 0;
          return { ok: true, deliveredTokens: tokens };
        },
        close: () => client.close(),
      };
    },
  };
}
