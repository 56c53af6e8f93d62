import { slideTextOf } from '@cairn/shared/plans/slideTexts';
import { slideSize, type Slide, type SlideShape } from '@cairn/shared/plans/slides';

const fontFamily = 'Helvetica, Arial, sans-serif';

function Shape({ shape, language }: { shape: SlideShape; language: 'en' | 'fr' }) {
  switch (shape.kind) {
    case 'rect':
      return shape.width > 0 && shape.height > 0 ? (
        <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.radius} fill={shape.fill} stroke={shape.stroke} strokeWidth={shape.stroke ? 1 : undefined} />
      ) : null;
    case 'line':
      return <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} stroke={shape.stroke} strokeWidth={shape.width} strokeDasharray={shape.dashed ? '6 4' : undefined} />;
    case 'polyline':
      return <polyline points={shape.points.map(([x, y]) => `${String(x)},${String(y)}`).join(' ')} fill="none" stroke={shape.stroke} strokeWidth={shape.width} strokeDasharray={shape.dashed ? '6 4' : undefined} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} fillOpacity={shape.opacity} stroke={shape.stroke} strokeWidth={shape.stroke ? 1.5 : undefined} />;
    case 'text':
      return (
        // Inline style, not attributes: the page's own font rules would win over presentation attributes.
        <text x={shape.x} y={shape.y} fill={shape.colour} textAnchor={shape.anchor ?? 'start'} style={{ fontSize: shape.size, fontWeight: shape.bold ? 700 : 400, fontFamily, lineHeight: 1 }}>
          {slideTextOf(shape.text, language)}
        </text>
      );
  }
}

/**
 * One slide drawn from its shapes, scaled to the box it is given with its 1122 × 794 aspect kept.
 * A thumbnail is decorative (its button names it); the slide in view is a group named by its
 * title whose texts stay readable.
 */
export function SlideSvg({ slide, language, label, decorative = false }: { slide: Slide; language: 'en' | 'fr'; label?: string; decorative?: boolean }) {
  return (
    <svg
      viewBox={`0 0 ${String(slideSize.width)} ${String(slideSize.height)}`}
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid meet"
      lang={language}
      role={decorative ? undefined : 'group'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
      style={{ display: 'block' }}
    >
      {slide.shapes.map((shape, index) => (
        <Shape key={index} shape={shape} language={language} />
      ))}
    </svg>
  );
}
