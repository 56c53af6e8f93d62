import type { QualityStep } from '@cairn/shared/calc/report';

/** From poor (under 20 %) to good (80 % and over): the five steps of `qualityStep`. */
export const qualityStepColours: readonly string[] = ['#dc2626', '#f97316', '#eab308', '#84cc16', '#16a34a'];

const width = 160;
const radius = 64;
const stroke = 16;
const centreX = width / 2;
const centreY = 76;

function pointAt(fraction: number, r: number): { x: number; y: number } {
  const angle = Math.PI * (1 - fraction);
  return { x: centreX + r * Math.cos(angle), y: centreY - r * Math.sin(angle) };
}

function arcPath(from: number, to: number): string {
  const start = pointAt(from, radius);
  const end = pointAt(to, radius);
  return `M ${start.x.toFixed(2)} ${start.y.toFixed(2)} A ${radius} ${radius} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

/** A half gauge from 0 to 100 % in five coloured steps, with a needle at the score. */
export function QualityGauge({ percent, step, label }: { percent: number; step: QualityStep; label: string }) {
  const needle = pointAt(Math.min(100, Math.max(0, percent)) / 100, radius - stroke);
  return (
    <svg width={width} height={88} viewBox={`0 0 ${width} 88`} role="img" aria-label={label}>
      {qualityStepColours.map((colour, index) => (
        <path
          key={colour}
          d={arcPath(index / 5 + 0.004, (index + 1) / 5 - 0.004)}
          fill="none"
          stroke={colour}
          strokeWidth={stroke}
          opacity={index === step ? 1 : 0.35}
        />
      ))}
      <line x1={centreX} y1={centreY} x2={needle.x} y2={needle.y} stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
      <circle cx={centreX} cy={centreY} r={5} fill="currentColor" />
    </svg>
  );
}
