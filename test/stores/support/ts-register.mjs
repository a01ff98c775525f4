/** `node --import ./test/stores/support/ts-register.mjs src/cli/main.ts …`: see ts-hooks.mjs. */
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
