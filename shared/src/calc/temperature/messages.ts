import { say } from '../../errorMessages.ts';
import type { Scope } from '../../labels/enums.ts';
import type { AggregationMethod, TemperatureError } from './types.ts';

const scopeNumber: Record<Scope, number> = { ONE: 1, TWO: 2, THREE: 3 };

/** The engine's errors, worded in `../../errorMessages.ts` (the spec's three keep its wording). */
export const temperatureErrors = {
  missingBenchmark: (scope: Scope): TemperatureError => ({ code: 'missingBenchmark', message: say('server.temperature.missingBenchmark', { scope: scopeNumber[scope] }) }),
  unexpectedIntensity: (): TemperatureError => ({ code: 'unexpectedIntensity', message: say('server.temperature.unexpectedIntensity') }),
  allEmissionsZero: (): TemperatureError => ({ code: 'allEmissionsZero', message: say('server.temperature.allEmissionsZero') }),
  zeroPortfolioWeight: (method: AggregationMethod): TemperatureError => ({ code: 'zeroPortfolioWeight', message: say('server.temperature.zeroPortfolioWeight', { method }) }),
} as const;
