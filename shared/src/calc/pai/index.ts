export {
  energyDataProblem,
  nonRenewableSharePercent,
  paiByFund,
  paiIndicators,
  type PaiExclusion,
  type PaiExclusionReason,
  type PaiFigure,
  type PaiIndicators,
  type PaiInvesteeData,
  type PaiLine,
  type PaiSectorFigure,
  type PaiUnit,
} from './pai.ts';
export { paiLinesOf } from './lines.ts';
