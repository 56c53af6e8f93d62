export {
  catalogueSignificantDigits,
  displayDecimals,
  formatNumber,
  formatSignificant,
  roundForDisplay,
  type DisplayDecimals,
} from './number.ts';
export {
  emissionsUnitFor,
  emissionsUnitThresholds,
  formatEmissions,
  type EmissionsFormatOptions,
  type EmissionsUnit,
  type FormattedEmissions,
} from './emissions.ts';
export { formatPercentages, roundPercentages, type PercentageShare } from './percentages.ts';
export { scopeColourList, scopeColours } from './colours.ts';
export {
  amountSignificantDigits,
  currencySymbols,
  defaultCurrency,
  formatAmount,
  type AmountSuffix,
} from './currency.ts';
export { axisBases, formatAxisTick, logAxisTicks, niceAxis, type AxisSuffix, type NiceAxis } from './axis.ts';
export {
  capDrillDown,
  chartLimits,
  isPieLabelShown,
  isPieSliceKept,
  pieSlices,
  type CappedList,
  type PieSlice,
  type PieSlices,
} from './pie.ts';
export {
  isScope3Category,
  lastUpstreamScope3Category,
  scope3Direction,
  type Scope3Category,
  type Scope3Direction,
} from './scope3.ts';
