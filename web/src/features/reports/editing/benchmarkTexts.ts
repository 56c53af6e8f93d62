import type { ReportBenchmark, ReportSnapshot } from '@cairn/shared/schemas';
import type { Translate } from '../../../i18n/translate.ts';

type KeyFigure = Pick<ReportSnapshot['keyFigures'][number], 'uuid' | 'label' | 'ratioSuffix' | 'unit'>;

/**
 * What a benchmark's ratio is called, and the unit its entries are typed in (tCO2e per unit of
 * the ratio; they are stored in kgCO2e): per employee, per turnover, or per a key figure.
 */
export function benchmarkRatioTexts(t: Translate, keyFigures: readonly KeyFigure[]) {
  const figureOf = (ratio: ReportBenchmark['ratio']) => keyFigures.find((candidate) => candidate.uuid === ratio);
  return {
    ratioLabel: (ratio: ReportBenchmark['ratio']): string => {
      if (ratio === 'EMPLOYEE') return t('reports.dashboard.benchmarkPerEmployee');
      if (ratio === 'TURNOVER') return t('reports.dashboard.benchmarkPerTurnover');
      const figure = figureOf(ratio);
      return figure ? `${figure.label} (${figure.ratioSuffix})` : ratio;
    },
    unitOf: (ratio: ReportBenchmark['ratio']): string => {
      if (ratio === 'EMPLOYEE') return t('reports.dashboard.unitPerEmployee');
      if (ratio === 'TURNOVER') return t('reports.dashboard.unitPerTurnover');
      const figure = figureOf(ratio);
      return figure ? `tCO2e/${figure.unit}` : '';
    },
  };
}
