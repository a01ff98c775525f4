/**
 * The simulator (DESIGN §7): scenarios, policies and the runner behind `stayup simulate`.
 * @module
 */

export {
  formatJson,
  formatMarkdown,
  formatTable,
  type ReportHeader,
  type SimulationReport,
} from './format-report.js';
export {
  computeMetrics,
  faultWindows,
  type PolicyMetrics,
  percentile,
  recoverySeconds,
} from './metrics.js';
export { aiSdkPolicy } from './policies/ai-sdk.js';
export { POLICY_NAMES, policyByName } from './policies/index.js';
export { naivePolicy } from './policies/naive.js';
export { noRetryPolicy } from './policies/no-retry.js';
export { openAiSdkPolicy } from './policies/openai-sdk.js';
export { stayupPolicy } from './policies/stayup.js';
export type { PolicyContext, PolicyRun, RequestOutcome, SimPolicy } from './policy.js';
export { checkEngineInvariants, randomScenario } from './random-scenario.js';
export { type PolicyRunRecord, runPolicy } from './run-policy.js';
export { type RunSimulationOptions, runSimulation } from './run-simulation.js';
export { parseScenario, parseScenarioYaml, type Scenario } from './scenario.js';
export { generateTraffic, type SimRequest } from './traffic.js';
export { VirtualClock } from './virtual-clock.js';
