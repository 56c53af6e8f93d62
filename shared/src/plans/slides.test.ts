import { describe, expect, it } from 'vitest';
import { Action, Plan } from './model.ts';
import { slideTextOf } from './slideTexts.ts';
import { baselineBarMaxPx, chartArea, matrixArea, matrixPosition, planSlides, slideSize, wrapLines, type Slide, type SlideShape } from './slides.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const plan = Plan.parse({
  uuid: uuid(1),
  type: 'PLAN',
  isTrajectory: false,
  assetUuid: uuid(2),
  language: 'en',
  baselineYear: 2024,
  targetYear: 2030,
  baselineValue: { scope1: 400_000, scope2: 100_000, scope3: 200_000 },
  sbtTrajectories: [{ type: 'SCOPE_1_AND_2', targets: [{ uuid: uuid(3), pathway: 'ONE_POINT_FIVE', targetSettingMethod: 'ABSOLUTE' }] }],
});

const action = (n: number, fields: object) =>
  Action.parse({ uuid: uuid(10 + n), planUuid: plan.uuid, assetUuid: plan.assetUuid, displayId: n, name: `Action ${String(n)}`, status: 'SELECTED', ...fields });

// Three selected actions: two dated reductions (fully in effect by 2030) and a qualitative one; a suggested one never shows.
const boilers = action(1, {
  showCarbonImpact: true,
  carbonImpact: -100_000,
  scores: { cost: { value: 'LOW' }, feasibility: { value: 8 } },
  formulas: [{ uuid: uuid(20), label: 'Boilers', scope: 'ONE', averageImpact: -100_000, carbonImpactStartYear: 2025, carbonImpactEndYear: 2026 }],
  investments: [{ uiId: '1', type: 'CAPEX', startYear: 2025, endYear: 2026, yearlyAmount: 40_000 }],
  implementationStartDate: '2025-01-01',
  implementationEndDate: '2026-07-01',
});
const fleet = action(2, {
  showCarbonImpact: false,
  carbonImpact: -50_000,
  scores: { cost: { value: 'HIGH' }, feasibility: { value: 2 } },
  formulas: [{ uuid: uuid(21), label: 'Fleet', scope: 'ONE', averageImpact: -50_000, carbonImpactStartYear: 2027, carbonImpactEndYear: 2027 }],
  implementationStartDate: '2027-01-01',
  implementationEndDate: null,
});
const training = action(3, { type: 'QUALITATIVE' });
const suggested = action(4, { status: 'SUGGESTED', carbonImpact: -1_000_000 });

const deck = (actions: object[], audience: 'staff' | 'client' = 'staff') =>
  planSlides({ plan, actions: actions as Action[], planName: 'Plan 2030', assetName: 'Acme', audience });

const texts = (slide: Slide) => slide.shapes.flatMap((shape) => (shape.kind === 'text' ? [slideTextOf(shape.text, 'en')] : []));
const rects = (slide: Slide) => slide.shapes.filter((shape): shape is Extract<SlideShape, { kind: 'rect' }> => shape.kind === 'rect');

describe('a plan’s slides', () => {
  it('orders cover, baseline, actions, waterfall, projection per year, matrix and calendar', () => {
    const { slides, language } = deck([boilers, fleet, training, suggested]);
    expect(language).toBe('en');
    expect(slides.map((slide) => slide.id)).toEqual(['cover', 'baseline', 'actions-1', 'waterfall', 'trajectory', 'matrix', 'calendar-1']);
    expect(texts(slides[0]!)).toEqual(expect.arrayContaining(['Decarbonization plan', 'Plan 2030', 'Acme', 'Baseline 2024 · Target 2030']));
    // Footers number every slide but the cover out of 7.
    expect(texts(slides[1]!)).toContain('2 / 7');
    expect(texts(slides[6]!)).toContain('7 / 7');
  });

  it('draws the baseline per scope, the largest scope filling the bar', () => {
    const baseline = deck([]).slides[1]!;
    expect(texts(baseline)).toEqual(expect.arrayContaining(['Baseline emissions 2024', 'Total:\u00a0700\u00a0tCO2e'.replace('\u00a0', ' ')]));
    // Scope 1 400 t fills 640 px; scope 2 100 t is a quarter, 160 px; scope 3 200 t half, 320 px.
    const bars = rects(baseline).filter((rect) => rect.height === 64 && rect.fill !== '#f2f6f4');
    expect(bars.map((bar) => bar.width)).toEqual([baselineBarMaxPx, 160, 320]);
  });

  it('shows the selected actions only, in the plan’s order, with their impact, scores and costs', () => {
    const slide = deck([boilers, fleet, training, suggested]).slides[2]!;
    const shown = texts(slide);
    expect(shown).toEqual(expect.arrayContaining(['#1', 'Action 1', 'Carbon impact: -100\u00a0tCO2e a year', 'Cost: Low', 'Feasibility: 8/10', 'CAPEX: €40k', 'Qualitative action']));
    expect(shown).not.toContain('Action 4');
    // A client does not see an impact the consultant has not shown.
    expect(texts(deck([fleet], 'client').slides[2]!)).toContain('Carbon impact not shown yet');
  });

  it('paginates six cards a slide: seven actions take two slides, six one', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => action(100 + index, {}));
    expect(deck(many(6)).slides.filter((slide) => slide.kind === 'ACTIONS')).toHaveLength(1);
    const seven = deck(many(7)).slides.filter((slide) => slide.kind === 'ACTIONS');
    expect(seven.map((slide) => slideTextOf(slide.title, 'en'))).toEqual(['Selected actions (1/2)', 'Selected actions (2/2)']);
    expect(rects(seven[1]!).filter((rect) => rect.stroke !== undefined)).toHaveLength(1);
  });

  it('steps the waterfall down from the baseline by each impact in the target year', () => {
    const slide = deck([boilers, fleet, training]).slides.find((each) => each.kind === 'WATERFALL')!;
    // Baseline 700 t, -100 t, -50 t, target 550 t: the baseline fills the chart's height.
    const chartHeight = chartArea.bottom - chartArea.top;
    const bars = rects(slide).filter((rect) => rect.y >= chartArea.top - 1 && rect.width <= 100 && rect.x > 12);
    expect(bars.map((bar) => bar.height)).toEqual([chartHeight, (chartHeight * 100) / 700, (chartHeight * 50) / 700, (chartHeight * 550) / 700].map((value) => expect.closeTo(value, 6)));
    // The first step hangs from the baseline's top; the target stands on the axis.
    expect(bars[1]!.y).toBeCloseTo(chartArea.top, 6);
    expect(bars[3]!.y + bars[3]!.height).toBeCloseTo(chartArea.bottom, 6);
    expect(texts(slide)).toEqual(expect.arrayContaining(['Baseline 2024', 'Target 2030', '#1', '#2']));
    // Not shown to a client, the second impact is not counted either.
    const client = deck([boilers, fleet], 'client').slides.find((each) => each.kind === 'WATERFALL')!;
    expect(texts(client)).not.toContain('#2');
  });

  it('stacks the projection per year by scope under the SBT trajectory', () => {
    const slide = deck([boilers]).slides.find((each) => each.kind === 'TRAJECTORY')!;
    const trajectory = slide.shapes.find((shape) => shape.kind === 'polyline');
    // Seven years, 2024 to 2030; scope 1 and 2 base 500 t at 4.2 % a year.
    expect(trajectory?.kind === 'polyline' ? trajectory.points : []).toHaveLength(7);
    expect(texts(slide)).toEqual(expect.arrayContaining(['2024', '2030', 'SBT Scopes 1 and 2 · 1.5°C']));
  });

  it('places plottable actions on the logarithmic matrix and says when none is', () => {
    const slide = deck([boilers, fleet]).slides.find((each) => each.kind === 'MATRIX')!;
    const circles = slide.shapes.filter((shape): shape is Extract<SlideShape, { kind: 'circle' }> => shape.kind === 'circle' && shape.opacity < 1);
    // Boilers: 100 t avoided, feasibility 8, cost LOW (diameter h/15); fleet: 50 t, 2, HIGH (h/7.5).
    const height = matrixArea.bottom - matrixArea.top;
    expect(circles.map((circle) => circle.r)).toEqual([expect.closeTo(height / 30, 6), expect.closeTo(height / 15, 6)]);
    const position = matrixPosition(8, 100);
    expect(circles[0]!.cx).toBeCloseTo(matrixArea.left + 0.8 * (matrixArea.right - matrixArea.left), 6);
    expect(circles[0]!.cy).toBeCloseTo(matrixArea.bottom - (2 / Math.log10(50_000)) * height, 6);
    expect(position.y).toBeCloseTo(circles[0]!.cy, 6);
    expect(texts(slide)).toEqual(expect.arrayContaining(['Fill-ins', 'Second priority', '50K']));
    expect(texts(deck([training]).slides.find((each) => each.kind === 'MATRIX')!)[1]).toMatch(/^No selected action can be placed/);
  });

  it('draws the calendar over all the half-years of the dated actions', () => {
    const slide = deck([boilers, fleet, training]).slides.find((each) => each.kind === 'CALENDAR')!;
    // S1 2025 to S1 2027: five half-years; boilers S1 2025 to S2 2026 (4 steps), fleet its start alone.
    expect(texts(slide)).toEqual(expect.arrayContaining(['S1 2025', 'S2 2026', 'S1 2027', '#1 Action 1', '#2 Action 2']));
    const stepWidth = (slideSize.width - 56 - (56 + 300)) / 5;
    const bars = rects(slide).filter((rect) => rect.fill === '#2f5d50' && rect.x > 56 + 300);
    expect(bars.map((bar) => bar.width)).toEqual([expect.closeTo(4 * stepWidth - 6, 6), expect.closeTo(stepWidth - 6, 6)]);
    expect(texts(deck([training]).slides.find((each) => each.kind === 'CALENDAR')!)).toContain('Add implementation dates to see the calendar and the projections in time');
  });

  it('speaks the plan’s language', () => {
    const french = planSlides({ plan: { ...plan, language: 'fr' }, actions: [boilers], planName: 'Plan', assetName: 'Acme', audience: 'staff' });
    expect(french.language).toBe('fr');
    expect(slideTextOf(french.slides[2]!.title, 'fr')).toBe('Actions retenues');
  });

  it('says when years or baseline are missing rather than drawing nothing', () => {
    const bare = planSlides({ plan: Plan.parse({ uuid: uuid(1), type: 'PLAN', isTrajectory: false, assetUuid: uuid(2), language: 'en' }), actions: [], planName: 'P', assetName: 'A', audience: 'client' });
    expect(bare.slides.map((slide, index) => (index === 0 ? texts(slide).at(-1) : texts(slide)[1]))).toEqual([
      'Baseline and target years not set yet',
      'The baseline emissions are not entered yet.',
      'No decarbonization action selected yet',
      'Set the baseline and target years to see the projection.',
      'Set the baseline and target years to see the projection.',
      expect.stringMatching(/^No selected action/),
      'Add implementation dates to see the calendar and the projections in time',
    ]);
  });

  it('wraps long names on whole words and cuts the last line', () => {
    expect(wrapLines('Replace the gas boilers of every site', 100, 10, 2)).toEqual(['Replace the gas', 'boilers of every…']);
    expect(wrapLines('Short', 100, 10, 2)).toEqual(['Short']);
  });
});
