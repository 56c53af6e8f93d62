import { calendarBar, calendarSteps, planWaterfall, waterfallBarHeightsPx, waterfallBarWidth } from '../calc/plan/charts.ts';
import { costWindow, costWindowStartYear } from '../calc/plan/costs.ts';
import { projectPlan } from '../calc/plan/projection.ts';
import { sbtTrajectories } from '../calc/plan/sbt.ts';
import { costCircleSizePx, matrixFeasibilityMiddle, matrixImpactAxisTCo2e, matrixImpactMiddleTCo2e, matrixPoints, type MatrixQuadrant } from '../calc/plan/scores.ts';
import { sortActions } from '../calc/plan/sort.ts';
import { formatAmount, formatAxisTick, formatEmissions, formatNumber, logAxisTicks, niceAxis, scopeColours } from '../format/index.ts';
import { labelOf } from '../labels/labels.ts';
import type { Action, Plan } from './model.ts';
import { slideTextOf, type SlideText, type SlideTextKey } from './slideTexts.ts';
import { showsScoresAndFinancials } from './workflow.ts';

/*
 * A plan's slides (spec 2 "Decarbonization client pages", slide viewer; section 9, slide size
 * 1122x794): cover, baseline, the selected actions as cards, the absolute decarbonization
 * waterfall, the projection per year against the SBT trajectories, the feasibility-versus-impact
 * matrix and the implementation calendar. Each slide is a list of shapes in slide pixels, so the
 * viewer (SVG) and the PDF (pdfkit, one point per pixel) draw the very same thing. Every figure
 * comes from the plan engine; this module only places it.
 *
 * Decisions (docs/architecture.md, "Decarbonization plan slides"):
 * - The slides speak the plan's language (texts as catalogue keys of `slideTexts.ts`, numbers in
 *   the plan's locale), whoever views them: they are the document shown to the client, the same
 *   on screen and in the PDF.
 * - The actions shown are the SELECTED ones, in the plan's order (`sortActions`). A client sees
 *   an action's carbon impact only once the consultant shows it, and the charts count only the
 *   impacts it is shown, as in the spreadsheet; staff see everything.
 * - The projection per year stacks the projected emissions by scope; each SBT target's trajectory
 *   is a dashed line over them.
 * - The matrix places the selected actions the engine finds plottable (`matrixPoints`).
 * - The calendar is the ALL window, paginated by rows like the action cards.
 */

export const slideSize = { width: 1122, height: 794 } as const;

export const slideColours = {
  ink: '#1f2a2e',
  muted: '#5d6d72',
  accent: '#2f5d50',
  accentLight: '#e6efeb',
  card: '#f2f6f4',
  rule: '#c9d9d3',
  white: '#ffffff',
  reduction: '#2e7d32',
  increase: '#b0413e',
  level: '#3f7a68',
  quadrant: { QUICK_WINS: '#2e7d32', STRATEGIC_PROJECTS: '#0369a1', FILL_INS: '#8a5a00', SECOND_PRIORITY: '#5d6d72' } satisfies Record<MatrixQuadrant, string>,
  trajectories: ['#d9480f', '#a61e4d', '#5f3dc4', '#1864ab'],
} as const;

export type TextAnchor = 'start' | 'middle' | 'end';

export type SlideShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: string; stroke?: string; radius?: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number; dashed?: boolean }
  | { kind: 'polyline'; points: readonly (readonly [number, number])[]; stroke: string; width: number; dashed?: boolean }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; opacity: number; stroke?: string }
  /** `y` is the text's baseline. */
  | { kind: 'text'; x: number; y: number; text: SlideText; size: number; bold?: boolean; colour: string; anchor?: TextAnchor };

export type SlideKind = 'COVER' | 'BASELINE' | 'ACTIONS' | 'WATERFALL' | 'TRAJECTORY' | 'MATRIX' | 'CALENDAR';

export interface Slide {
  /** Stable within a deck: the viewer's list keys and the tests name slides by it. */
  id: string;
  kind: SlideKind;
  title: SlideText;
  shapes: SlideShape[];
}

export interface SlideDeck {
  language: 'en' | 'fr';
  slides: Slide[];
}

export type SlidePlan = Pick<
  Plan,
  'language' | 'isTrajectory' | 'baselineYear' | 'targetYear' | 'annualGrowth' | 'baselineValue' | 'baselineCurrency' | 'sbtTrajectories' | 'keyFigures' | 'teamMembers'
>;
export type SlideAction = Pick<
  Action,
  | 'uuid'
  | 'displayId'
  | 'name'
  | 'status'
  | 'type'
  | 'showCarbonImpact'
  | 'carbonImpact'
  | 'scores'
  | 'investments'
  | 'formulas'
  | 'isRecommended'
  | 'preBaseline'
  | 'proportionalToGrowth'
  | 'votes'
  | 'implementationStartDate'
  | 'implementationEndDate'
>;

export interface SlideInput {
  plan: SlidePlan;
  actions: readonly SlideAction[];
  /** The plan's module name. */
  planName: string;
  assetName: string;
  audience: 'staff' | 'client';
}

/** Cards per action slide: three columns of two rows. */
export const actionCardsPerSlide = 6;
/** Action rows per calendar slide. */
export const calendarRowsPerSlide = 12;

const margin = 56;
const contentWidth = slideSize.width - 2 * margin;
const titleBaseline = 92;
const footerBaseline = slideSize.height - 26;
const bodyTop = 140;
const bodyBottom = slideSize.height - 70;

const text = (key: SlideTextKey, params?: Record<string, string>): SlideText => (params ? { key, params } : { key });
const literal = (value: string): SlideText => ({ literal: value });

/** Average Helvetica glyph width as a share of the font size: enough to wrap names without measuring. */
const glyphShare = 0.52;

/** Splits a name into at most `maxLines` lines of about `width` pixels at `size`, the last ending with '…' when cut. */
export function wrapLines(value: string, width: number, size: number, maxLines: number): string[] {
  const perLine = Math.max(1, Math.floor(width / (size * glyphShare)));
  const words = value.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= perLine) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= perLine ? last.slice(0, perLine - 1) : last}…`;
  return kept;
}

function frame(id: string, kind: SlideKind, title: SlideText, shapes: SlideShape[]): Slide {
  return {
    id,
    kind,
    title,
    shapes: [
      { kind: 'rect', x: 0, y: 0, width: slideSize.width, height: slideSize.height, fill: slideColours.white },
      { kind: 'rect', x: 0, y: 0, width: 12, height: slideSize.height, fill: slideColours.accent },
      { kind: 'text', x: margin, y: titleBaseline, text: title, size: 30, bold: true, colour: slideColours.ink },
      { kind: 'line', x1: margin, y1: titleBaseline + 18, x2: slideSize.width - margin, y2: titleBaseline + 18, stroke: slideColours.rule, width: 1 },
      ...shapes,
    ],
  };
}

const note = (key: SlideTextKey, y = 300): SlideShape => ({ kind: 'text', x: slideSize.width / 2, y, text: text(key), size: 20, colour: slideColours.muted, anchor: 'middle' });

/** The slides of a plan, in order, each with its footer (plan name, page number) once the count is known. */
export function planSlides(input: SlideInput): SlideDeck {
  const { plan } = input;
  const language = plan.language === 'fr' ? 'fr' : 'en';
  const ctx = context(input, language);
  const slides = [coverSlide(ctx), baselineSlide(ctx), ...actionSlides(ctx), waterfallSlide(ctx), trajectorySlide(ctx), matrixSlide(ctx), ...calendarSlides(ctx)];
  slides.forEach((slide, index) => {
    if (slide.kind === 'COVER') return;
    slide.shapes.push(
      { kind: 'text', x: margin, y: footerBaseline, text: literal(input.planName), size: 11, colour: slideColours.muted },
      { kind: 'text', x: slideSize.width - margin, y: footerBaseline, text: text('slides.footer.page', { page: String(index + 1), pages: String(slides.length) }), size: 11, colour: slideColours.muted, anchor: 'end' },
    );
  });
  return { language, slides };
}

interface Context {
  input: SlideInput;
  language: 'en' | 'fr';
  /** The selected actions in the plan's order. */
  selected: SlideAction[];
  /** The carbon impact the audience sees, kgCO2e a year; null when hidden or not set. */
  shownImpact: (action: SlideAction) => number | null;
  /** The selected actions whose impact the audience sees: what the charts count. */
  counted: SlideAction[];
  years: { baselineYear: number; targetYear: number } | null;
  baseline: { scope1: number; scope2: number; scope3: number };
  emissions: (kgCo2e: number) => string;
  amount: (value: number) => string;
  level: (value: 'LOW' | 'MEDIUM' | 'HIGH' | null) => string;
}

function context(input: SlideInput, language: 'en' | 'fr'): Context {
  const { plan, audience } = input;
  const kind = plan.isTrajectory ? 'TRAJECTORY' : 'PLAN';
  const selected = sortActions(
    input.actions.filter((action) => action.status === 'SELECTED'),
    plan.teamMembers.length,
  );
  const showsImpact = (action: SlideAction) => audience === 'staff' || (action.showCarbonImpact && showsScoresAndFinancials(kind, action.status));
  const years = plan.baselineYear !== null && plan.targetYear !== null && plan.targetYear >= plan.baselineYear ? { baselineYear: plan.baselineYear, targetYear: plan.targetYear } : null;
  return {
    input,
    language,
    selected,
    shownImpact: (action) => (showsImpact(action) ? action.carbonImpact : null),
    counted: selected.filter(showsImpact),
    years,
    baseline: { scope1: plan.baselineValue.scope1 ?? 0, scope2: plan.baselineValue.scope2 ?? 0, scope3: plan.baselineValue.scope3 ?? 0 },
    emissions: (kgCo2e) => formatEmissions(kgCo2e, language, { allowKt: true }).text,
    amount: (value) => formatAmount(value, language, plan.baselineCurrency),
    level: (value) => (value === null ? slideTextOf(text('slides.actions.noValue'), language) : labelOf('level', value, language)),
  };
}

function coverSlide({ input }: Context): Slide {
  const { plan } = input;
  const yearsText = plan.baselineYear !== null && plan.targetYear !== null ? text('slides.cover.years', { from: String(plan.baselineYear), to: String(plan.targetYear) }) : text('slides.cover.noYears');
  const nameLines = wrapLines(input.planName, contentWidth - 80, 48, 2);
  return {
    id: 'cover',
    kind: 'COVER',
    title: text('slides.cover.title'),
    shapes: [
      { kind: 'rect', x: 0, y: 0, width: slideSize.width, height: slideSize.height, fill: slideColours.accent },
      { kind: 'rect', x: margin, y: 240, width: 80, height: 6, fill: slideColours.accentLight },
      { kind: 'text', x: margin, y: 220, text: text('slides.cover.kind'), size: 22, colour: slideColours.accentLight },
      ...nameLines.map((line, index): SlideShape => ({ kind: 'text', x: margin, y: 320 + index * 58, text: literal(line), size: 48, bold: true, colour: slideColours.white })),
      { kind: 'text', x: margin, y: 320 + nameLines.length * 58 + 30, text: literal(input.assetName), size: 26, colour: slideColours.white },
      { kind: 'text', x: margin, y: 660, text: yearsText, size: 22, colour: slideColours.accentLight },
    ],
  };
}

/** The baseline slide's bars: one per scope, the largest filling `baselineBarMaxPx`. */
export const baselineBarMaxPx = 640;

function baselineSlide(ctx: Context): Slide {
  const { plan } = ctx.input;
  const title = plan.baselineYear !== null ? text('slides.baseline.title', { year: String(plan.baselineYear) }) : text('slides.baseline.titleNoYear');
  const value = plan.baselineValue;
  if (value.scope1 === null && value.scope2 === null && value.scope3 === null && value.total === null) return frame('baseline', 'BASELINE', title, [note('slides.baseline.none')]);
  const scopes = [
    { scope: 'ONE', kgCo2e: ctx.baseline.scope1 },
    { scope: 'TWO', kgCo2e: ctx.baseline.scope2 },
    { scope: 'THREE', kgCo2e: ctx.baseline.scope3 },
  ] as const;
  const total = value.total ?? ctx.baseline.scope1 + ctx.baseline.scope2 + ctx.baseline.scope3;
  const largest = Math.max(0, ...scopes.map((row) => row.kgCo2e));
  const labelX = margin + 150;
  const shapes: SlideShape[] = [{ kind: 'text', x: margin, y: 200, text: text('slides.baseline.total', { value: ctx.emissions(total) }), size: 34, bold: true, colour: slideColours.accent }];
  scopes.forEach((row, index) => {
    const y = 280 + index * 130;
    const width = largest > 0 ? (Math.max(0, row.kgCo2e) / largest) * baselineBarMaxPx : 0;
    shapes.push(
      { kind: 'text', x: margin, y: y + 42, text: literal(labelOf('scope', row.scope, ctx.language)), size: 22, bold: true, colour: slideColours.ink },
      { kind: 'rect', x: labelX, y, width: baselineBarMaxPx, height: 64, fill: slideColours.card, radius: 4 },
      { kind: 'rect', x: labelX, y, width, height: 64, fill: scopeColours[row.scope], radius: 4 },
      { kind: 'text', x: labelX + baselineBarMaxPx + 20, y: y + 42, text: literal(ctx.emissions(row.kgCo2e)), size: 22, colour: slideColours.ink },
    );
  });
  return frame('baseline', 'BASELINE', title, shapes);
}

const pagesOf = <T>(items: readonly T[], size: number): T[][] => {
  const pages: T[][] = [];
  for (let index = 0; index < items.length; index += size) pages.push(items.slice(index, index + size));
  return pages;
};

function actionSlides(ctx: Context): Slide[] {
  if (ctx.selected.length === 0) return [frame('actions-1', 'ACTIONS', text('slides.actions.title'), [note('slides.actions.none')])];
  const pages = pagesOf(ctx.selected, actionCardsPerSlide);
  const gap = 20;
  const columns = 3;
  const cardWidth = (contentWidth - gap * (columns - 1)) / columns;
  const cardHeight = (bodyBottom - bodyTop - gap) / 2;
  return pages.map((page, pageIndex) => {
    const title = pages.length === 1 ? text('slides.actions.title') : text('slides.actions.titlePaged', { page: String(pageIndex + 1), pages: String(pages.length) });
    const shapes = page.flatMap((action, index) => actionCard(ctx, action, margin + (index % columns) * (cardWidth + gap), bodyTop + Math.floor(index / columns) * (cardHeight + gap), cardWidth, cardHeight));
    return frame(`actions-${String(pageIndex + 1)}`, 'ACTIONS', title, shapes);
  });
}

function actionCard(ctx: Context, action: SlideAction, x: number, y: number, width: number, height: number): SlideShape[] {
  const inner = x + 18;
  const innerWidth = width - 36;
  const shapes: SlideShape[] = [
    { kind: 'rect', x, y, width, height, fill: slideColours.card, stroke: slideColours.rule, radius: 8 },
    { kind: 'rect', x, y, width: 6, height, fill: slideColours.accent },
    { kind: 'text', x: inner, y: y + 30, text: text('slides.actions.id', { id: String(action.displayId) }), size: 13, bold: true, colour: slideColours.muted },
  ];
  const nameLines = wrapLines(action.name, innerWidth, 18, 2);
  nameLines.forEach((line, index) => shapes.push({ kind: 'text', x: inner, y: y + 56 + index * 22, text: literal(line), size: 18, bold: true, colour: slideColours.ink }));
  let line = y + 56 + 2 * 22 + 12;
  const row = (value: SlideText, colour: string = slideColours.ink, bold = false) => {
    shapes.push({ kind: 'text', x: inner, y: line, text: value, size: 14, bold, colour });
    line += 22;
  };
  const impact = ctx.shownImpact(action);
  if (action.type === 'QUALITATIVE') row(text('slides.actions.qualitative'), slideColours.muted);
  else if (impact === null) row(text('slides.actions.impactHidden'), slideColours.muted);
  else row(text('slides.actions.impact', { value: ctx.emissions(impact) }), impact <= 0 ? slideColours.reduction : slideColours.increase, true);
  const { scores } = action;
  row(text('slides.actions.costScore', { value: ctx.level(scores.cost.value) }));
  row(text('slides.actions.feasibility', { value: scores.feasibility.value === null ? ctx.level(null) : formatNumber(scores.feasibility.value, ctx.language) }));
  row(text('slides.actions.opportunity', { value: ctx.level(scores.opportunity.value) }));
  row(text('slides.actions.risk', { value: ctx.level(scores.risk.value) }));
  const from = costWindowStartYear(action);
  if (from === null || action.investments.length === 0) {
    row(text('slides.actions.noCosts'), slideColours.muted);
  } else {
    const window = costWindow(action.investments, from);
    row(text('slides.actions.capex', { value: ctx.amount(window.totalCapexAmount) }), slideColours.muted);
    row(text('slides.actions.opex', { value: ctx.amount(window.averageAnnualOpexAmount) }), slideColours.muted);
    row(text('slides.actions.savings', { value: ctx.amount(window.averageAnnualSavingsAmount) }), slideColours.muted);
  }
  return shapes;
}

/** The chart area of the waterfall and the projection per year. */
export const chartArea = { left: margin + 70, right: slideSize.width - margin, top: bodyTop + 40, bottom: bodyBottom - 70 } as const;

function waterfallSlide(ctx: Context): Slide {
  const title = text('slides.waterfall.title');
  if (ctx.years === null) return frame('waterfall', 'WATERFALL', title, [note('slides.projection.noYears')]);
  const frameYears = { ...ctx.years, annualGrowth: ctx.input.plan.annualGrowth };
  const baselineTotal = ctx.baseline.scope1 + ctx.baseline.scope2 + ctx.baseline.scope3;
  const columns = planWaterfall(frameYears, baselineTotal, ctx.counted);
  const values = columns.map((column) => column.kgCo2e);
  // The running levels: where each step starts and ends. The scale fits the highest level, which an increase can lift above the baseline.
  const levels: number[] = [];
  let level = 0;
  for (const column of columns) {
    if (column.kind === 'ACTION') level += column.kgCo2e;
    else level = column.kgCo2e;
    levels.push(level);
  }
  const largest = Math.max(0, ...values.map(Math.abs));
  const highest = Math.max(0, ...levels);
  const chartHeight = chartArea.bottom - chartArea.top;
  const scalePx = highest > 0 && largest > 0 ? (chartHeight * largest) / Math.max(highest, largest) : chartHeight;
  const heights = waterfallBarHeightsPx(values, scalePx);
  const pxPerKg = largest > 0 ? scalePx / largest : 0;
  const slot = (chartArea.right - chartArea.left) / columns.length;
  const barWidth = Math.min(waterfallBarWidth(columns.length), slot * 0.8);
  const names = new Map(ctx.counted.map((action) => [action.uuid, action]));
  const shapes: SlideShape[] = [{ kind: 'line', x1: chartArea.left, y1: chartArea.bottom, x2: chartArea.right, y2: chartArea.bottom, stroke: slideColours.muted, width: 1 }];
  let previous = 0;
  columns.forEach((column, index) => {
    const x = chartArea.left + index * slot + (slot - barWidth) / 2;
    const height = heights[index]!;
    let top: number;
    let fill: string;
    if (column.kind === 'ACTION') {
      const start = previous;
      const end = previous + column.kgCo2e;
      top = chartArea.bottom - Math.max(start, end) * pxPerKg;
      fill = column.kgCo2e < 0 ? slideColours.reduction : slideColours.increase;
      previous = end;
    } else {
      top = chartArea.bottom - Math.max(0, column.kgCo2e) * pxPerKg;
      fill = slideColours.level;
      previous = column.kgCo2e;
    }
    shapes.push(
      { kind: 'rect', x, y: top, width: barWidth, height, fill },
      { kind: 'text', x: x + barWidth / 2, y: top - 8, text: literal(ctx.emissions(column.kgCo2e)), size: columns.length > 8 ? 10 : 13, bold: true, colour: slideColours.ink, anchor: 'middle' },
    );
    const labels: SlideText[] =
      column.kind === 'BASELINE'
        ? [text('slides.waterfall.baseline', { year: String(column.year) })]
        : column.kind === 'TARGET'
          ? [text('slides.waterfall.target', { year: String(column.year) })]
          : [
              text('slides.actions.id', { id: String(names.get(column.uuid)?.displayId ?? '') }),
              ...wrapLines(names.get(column.uuid)?.name ?? '', slot - 6, 10, 2).map(literal),
            ];
    labels.forEach((label, line) =>
      shapes.push({ kind: 'text', x: x + barWidth / 2, y: chartArea.bottom + 20 + line * 14, text: label, size: line === 0 ? 12 : 10, bold: line === 0, colour: line === 0 ? slideColours.ink : slideColours.muted, anchor: 'middle' }),
    );
  });
  return frame('waterfall', 'WATERFALL', title, shapes);
}

function trajectorySlide(ctx: Context): Slide {
  const title = text('slides.trajectory.title');
  if (ctx.years === null) return frame('trajectory', 'TRAJECTORY', title, [note('slides.projection.noYears')]);
  const { plan } = ctx.input;
  const frameYears = { ...ctx.years, annualGrowth: plan.annualGrowth };
  const projection = projectPlan(frameYears, ctx.baseline, ctx.counted);
  const trajectories = sbtTrajectories(
    plan.sbtTrajectories,
    { ...frameYears, keyFigures: plan.keyFigures },
    { scope1: ctx.baseline.scope1, scope2: ctx.baseline.scope2, scope3ByGhgCategory: plan.baselineValue.byGhgCategory as Record<string, number> },
  );
  const legendHeight = 30;
  const area = { ...chartArea, bottom: chartArea.bottom - legendHeight };
  const stack = (row: (typeof projection.years)[number]) => [Math.max(0, row.projectedKgCo2e.one), Math.max(0, row.projectedKgCo2e.two), Math.max(0, row.projectedKgCo2e.three)] as const;
  const highest = Math.max(...projection.years.map((row) => stack(row).reduce((sum, value) => sum + value, 0)), ...trajectories.flatMap((trajectory) => trajectory.years.map((year) => year.kgCo2e)));
  const axis = niceAxis(highest);
  const y = (kgCo2e: number) => area.bottom - (kgCo2e / axis.max) * (area.bottom - area.top);
  const shapes: SlideShape[] = [];
  for (let tick = 0; tick <= axis.max + axis.step / 2; tick += axis.step) {
    shapes.push(
      { kind: 'line', x1: area.left, y1: y(tick), x2: area.right, y2: y(tick), stroke: slideColours.rule, width: tick === 0 ? 1.5 : 0.5 },
      { kind: 'text', x: area.left - 10, y: y(tick) + 4, text: literal(formatAxisTick(tick / 1000, ctx.language)), size: 11, colour: slideColours.muted, anchor: 'end' },
    );
  }
  shapes.push({ kind: 'text', x: area.left - 10, y: area.top - 16, text: literal('tCO2e'), size: 11, colour: slideColours.muted, anchor: 'end' });
  const slot = (area.right - area.left) / projection.years.length;
  const barWidth = Math.min(48, slot * 0.7);
  const labelEvery = Math.ceil(projection.years.length / 16);
  const centre = (index: number) => area.left + index * slot + slot / 2;
  const scopes = ['ONE', 'TWO', 'THREE'] as const;
  projection.years.forEach((row, index) => {
    let base = 0;
    stack(row).forEach((value, scope) => {
      if (value > 0) shapes.push({ kind: 'rect', x: centre(index) - barWidth / 2, y: y(base + value), width: barWidth, height: y(base) - y(base + value), fill: scopeColours[scopes[scope]!] });
      base += value;
    });
    if (index % labelEvery === 0) shapes.push({ kind: 'text', x: centre(index), y: area.bottom + 18, text: literal(String(row.year)), size: 11, colour: slideColours.ink, anchor: 'middle' });
  });
  trajectories.forEach((trajectory, index) => {
    const colour = slideColours.trajectories[index % slideColours.trajectories.length]!;
    shapes.push({ kind: 'polyline', points: trajectory.years.map((year, row) => [centre(row), y(year.kgCo2e)] as const), stroke: colour, width: 2.5, dashed: true });
  });
  // Legend: the scopes, then each trajectory.
  let legendX = area.left;
  const legendY = area.bottom + 52;
  scopes.forEach((scope) => {
    shapes.push(
      { kind: 'rect', x: legendX, y: legendY - 11, width: 14, height: 14, fill: scopeColours[scope] },
      { kind: 'text', x: legendX + 20, y: legendY, text: literal(labelOf('scope', scope, ctx.language)), size: 12, colour: slideColours.ink },
    );
    legendX += 110;
  });
  trajectories.forEach((trajectory, index) => {
    const colour = slideColours.trajectories[index % slideColours.trajectories.length]!;
    shapes.push(
      { kind: 'line', x1: legendX, y1: legendY - 4, x2: legendX + 24, y2: legendY - 4, stroke: colour, width: 2.5, dashed: true },
      {
        kind: 'text',
        x: legendX + 30,
        y: legendY,
        text: text('slides.trajectory.sbt', { scope: labelOf('targetScope', trajectory.type, ctx.language), pathway: labelOf('temperatureTarget', trajectory.pathway, ctx.language) }),
        size: 12,
        colour: slideColours.ink,
      },
    );
    legendX += 230;
  });
  return frame('trajectory', 'TRAJECTORY', title, shapes);
}

/** The matrix's plot area: feasibility 0 to 10 across, avoided tCO2e 1 to 50,000 up on a log scale. */
export const matrixArea = { left: margin + 90, right: 760, top: bodyTop + 20, bottom: bodyBottom - 50 } as const;

/** Where a point sits on the matrix, in slide pixels. */
export function matrixPosition(feasibility: number, avoidedTCo2e: number): { x: number; y: number } {
  const { min, max } = matrixImpactAxisTCo2e;
  const clamped = Math.min(max, Math.max(min, avoidedTCo2e));
  const share = (Math.log10(clamped) - Math.log10(min)) / (Math.log10(max) - Math.log10(min));
  return {
    x: matrixArea.left + (Math.min(10, Math.max(0, feasibility)) / 10) * (matrixArea.right - matrixArea.left),
    y: matrixArea.bottom - share * (matrixArea.bottom - matrixArea.top),
  };
}

function matrixSlide(ctx: Context): Slide {
  const title = text('slides.matrix.title');
  const points = matrixPoints(ctx.selected.map((action) => ({ uuid: action.uuid, feasibility: action.scores.feasibility.value, cost: action.scores.cost.value, carbonImpact: ctx.shownImpact(action) })));
  if (points.length === 0) return frame('matrix', 'MATRIX', title, [note('slides.matrix.none')]);
  const area = matrixArea;
  const height = area.bottom - area.top;
  const middle = matrixPosition(matrixFeasibilityMiddle, matrixImpactMiddleTCo2e);
  const shapes: SlideShape[] = [
    { kind: 'rect', x: area.left, y: area.top, width: area.right - area.left, height, fill: slideColours.white, stroke: slideColours.muted },
    { kind: 'line', x1: middle.x, y1: area.top, x2: middle.x, y2: area.bottom, stroke: slideColours.rule, width: 1, dashed: true },
    { kind: 'line', x1: area.left, y1: middle.y, x2: area.right, y2: middle.y, stroke: slideColours.rule, width: 1, dashed: true },
  ];
  const quadrantLabels: [MatrixQuadrant, number, number, TextAnchor][] = [
    ['STRATEGIC_PROJECTS', area.left + 10, area.top + 22, 'start'],
    ['QUICK_WINS', area.right - 10, area.top + 22, 'end'],
    ['SECOND_PRIORITY', area.left + 10, area.bottom - 12, 'start'],
    ['FILL_INS', area.right - 10, area.bottom - 12, 'end'],
  ];
  for (const [quadrant, x, y, anchor] of quadrantLabels) shapes.push({ kind: 'text', x, y, text: text(`slides.matrix.${quadrant}`), size: 14, bold: true, colour: slideColours.quadrant[quadrant], anchor });
  const ticks = [...logAxisTicks(matrixImpactAxisTCo2e.min, matrixImpactAxisTCo2e.max).filter((tick) => tick < matrixImpactAxisTCo2e.max), matrixImpactAxisTCo2e.max];
  for (const tick of ticks) {
    const { y } = matrixPosition(0, tick);
    shapes.push({ kind: 'text', x: area.left - 8, y: y + 4, text: literal(formatAxisTick(tick, ctx.language)), size: 11, colour: slideColours.muted, anchor: 'end' });
  }
  for (let feasibility = 0; feasibility <= 10; feasibility += 2) {
    const { x } = matrixPosition(feasibility, 1);
    shapes.push({ kind: 'text', x, y: area.bottom + 18, text: literal(String(feasibility)), size: 11, colour: slideColours.muted, anchor: 'middle' });
  }
  shapes.push(
    { kind: 'text', x: (area.left + area.right) / 2, y: area.bottom + 40, text: text('slides.matrix.feasibility'), size: 13, colour: slideColours.ink, anchor: 'middle' },
    { kind: 'text', x: area.left - 80, y: area.top - 14, text: text('slides.matrix.impact'), size: 13, colour: slideColours.ink },
  );
  const actions = new Map(ctx.selected.map((action) => [action.uuid, action]));
  for (const point of points) {
    const { x, y } = matrixPosition(point.feasibility, point.avoidedTCo2e);
    const colour = slideColours.quadrant[point.quadrant];
    shapes.push(
      { kind: 'circle', cx: x, cy: y, r: costCircleSizePx(point.cost, height) / 2, fill: colour, opacity: 0.35, stroke: colour },
      { kind: 'text', x, y: y + 5, text: text('slides.actions.id', { id: String(actions.get(point.uuid)?.displayId ?? '') }), size: 13, bold: true, colour: slideColours.ink, anchor: 'middle' },
    );
  }
  // The list beside the chart names each plotted action.
  const listX = area.right + 40;
  const listWidth = slideSize.width - margin - listX;
  let listY = area.top + 10;
  for (const point of points) {
    const action = actions.get(point.uuid)!;
    const lines = wrapLines(`${slideTextOf(text('slides.actions.id', { id: String(action.displayId) }), ctx.language)} ${action.name}`, listWidth - 20, 13, 2);
    shapes.push({ kind: 'circle', cx: listX + 6, cy: listY - 4, r: 6, fill: slideColours.quadrant[point.quadrant], opacity: 1 });
    lines.forEach((line, index) => shapes.push({ kind: 'text', x: listX + 20, y: listY + index * 17, text: literal(line), size: 13, colour: slideColours.ink }));
    listY += lines.length * 17 + 10;
    if (listY > area.bottom) break;
  }
  shapes.push({ kind: 'text', x: listX, y: area.bottom + 40, text: text('slides.matrix.costSize'), size: 11, colour: slideColours.muted });
  return frame('matrix', 'MATRIX', title, shapes);
}

function calendarSlides(ctx: Context): Slide[] {
  const steps = calendarSteps('ALL', ctx.selected);
  const rows = ctx.selected.flatMap((action) => {
    const bar = calendarBar(action, steps);
    return bar ? [{ action, bar }] : [];
  });
  if (rows.length === 0) return [frame('calendar-1', 'CALENDAR', text('slides.calendar.title'), [note('slides.calendar.none')])];
  const pages = pagesOf(rows, calendarRowsPerSlide);
  const labelWidth = 300;
  const gridLeft = margin + labelWidth;
  const stepWidth = (slideSize.width - margin - gridLeft) / steps.length;
  const rowHeight = 40;
  const headerY = bodyTop + 20;
  const stepLabelSize = Math.min(12, Math.max(8, stepWidth / 4.2));
  return pages.map((page, pageIndex) => {
    const title = pages.length === 1 ? text('slides.calendar.title') : text('slides.calendar.titlePaged', { page: String(pageIndex + 1), pages: String(pages.length) });
    const shapes: SlideShape[] = [];
    steps.forEach((step, index) => {
      const x = gridLeft + index * stepWidth;
      shapes.push(
        { kind: 'rect', x, y: headerY + 10, width: stepWidth, height: page.length * rowHeight, fill: index % 2 === 0 ? slideColours.card : slideColours.white },
        { kind: 'text', x: x + stepWidth / 2, y: headerY, text: literal(step.label), size: stepLabelSize, colour: slideColours.muted, anchor: 'middle' },
      );
    });
    page.forEach(({ action, bar }, index) => {
      const y = headerY + 10 + index * rowHeight;
      shapes.push(
        { kind: 'line', x1: margin, y1: y + rowHeight, x2: slideSize.width - margin, y2: y + rowHeight, stroke: slideColours.rule, width: 0.5 },
        { kind: 'text', x: margin, y: y + 26, text: literal(wrapLines(`${slideTextOf(text('slides.actions.id', { id: String(action.displayId) }), ctx.language)} ${action.name}`, labelWidth - 16, 14, 1)[0] ?? ''), size: 14, colour: slideColours.ink },
        { kind: 'rect', x: gridLeft + bar.fromStep * stepWidth + 3, y: y + 8, width: (bar.toStep - bar.fromStep + 1) * stepWidth - 6, height: rowHeight - 16, fill: slideColours.accent, radius: 4 },
      );
    });
    return frame(`calendar-${String(pageIndex + 1)}`, 'CALENDAR', title, shapes);
  });
}
