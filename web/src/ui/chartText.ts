/*
 * A chart's text alternative (WCAG 1.1.1): its title and every value it draws, as one sentence
 * a screen reader reads where the canvas is, so nobody who cannot see the bars misses the data.
 * Each chart of the kit names itself with one; its canvas is hidden from assistive technology.
 */

export interface ChartPoint {
  readonly label: string;
  /** The value as the page writes it, unit included ("4,571 tCO2e", "23 %"). */
  readonly value: string;
}

/** "Emissions per employee: Bakery 12.3 tCO2e; Services 8.1 tCO2e." */
export function chartDescription(title: string, points: readonly ChartPoint[]): string {
  if (points.length === 0) return title;
  return `${title}: ${points.map((point) => `${point.label} ${point.value}`).join('; ')}.`;
}

/** One point per label for charts with several series: "2023: Employees 40 %, Emissions 55 %". */
export function seriesPoints(labels: readonly string[], series: readonly { label: string; values: readonly string[] }[]): ChartPoint[] {
  return labels.map((label, index) => ({
    label,
    value: series.map((one) => `${one.label} ${one.values[index] ?? ''}`.trim()).join(', '),
  }));
}
