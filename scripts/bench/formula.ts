import { evaluate, interpret, parse, type FactorValue, type Formula, type FormulaContext } from '@cairn/shared/calc/formula';
import { compile, type EvalFunction } from 'mathjs';
import { alternated, reportAlternated } from './measure.ts';

/*
 * `npx tsx scripts/bench/formula.ts` (also run by `npm run bench`): the formula engine against
 * mathjs on the same expressions and the same 10,000 contexts, in the same run. Both parse or
 * compile once; only evaluation is timed. mathjs has no prefixed references, so each script is
 * written twice, references spelled as plain identifiers (`ef.diesel` is `ef_diesel`), and the
 * two must agree on every number before any time is reported. The engine does more per call
 * (provenance, gas conversion, undefined-access tracking, step budget): read the ratio as the
 * price of that, not as a race.
 */

const contextCount = 10_000;

// `plain`: arithmetic on references and numbers only, where the 3-times target applies.
const expressions: { engine: string; mathjs: string; plain: boolean }[] = [
  { engine: 'ef.diesel * q.litres', mathjs: 'ef_diesel * q_litres', plain: true },
  { engine: '(ef.a * hyp.b + ef.c) / 1000', mathjs: '(ef_a * hyp_b + ef_c) / 1000', plain: true },
  { engine: 'max(q.x, 0) * ef.y', mathjs: 'max(q_x, 0) * ef_y', plain: false },
  {
    engine: 'q.distance > 100 ? q.distance * ef.car : q.distance * ef.bus',
    mathjs: 'q_distance > 100 ? q_distance * ef_car : q_distance * ef_bus',
    plain: false,
  },
  { engine: 'round(q.litres * ef.diesel / 1000, 3)', mathjs: 'round(q_litres * ef_diesel / 1000, 3)', plain: false },
  { engine: 'q.days * 2 * q.distance * ef.car * 47', mathjs: 'q_days * 2 * q_distance * ef_car * 47', plain: true },
  { engine: 'abs(q.delta) + min(q.x, q.litres)', mathjs: 'abs(q_delta) + min(q_x, q_litres)', plain: false },
  // mathjs's `==` converts text to numbers; equalText is its text comparison.
  { engine: 'q.mode == "car" ? ef.car * q.distance : 0', mathjs: 'equalText(q_mode, "car") ? ef_car * q_distance : 0', plain: false },
  // The engine converts a CH4 factor with GWP100-CH4 itself; mathjs is given the multiplication.
  { engine: 'ef.methane * q.tonnes', mathjs: 'ef_methane * hyp_gwp_ch4 * q_tonnes', plain: true },
  { engine: '(q.x + q["litres"]) * (1 - p.share) ** 2', mathjs: '(q_x + q_litres) * (1 - p_share) ^ 2', plain: true },
];

/** A deterministic generator, so every run measures the same contexts. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

const random = generator(42);
const factor = (value: number, gas: FactorValue['gas'] = 'CO2E'): FactorValue => ({
  value,
  gas,
  unit: 'unit',
  source: 'bench',
  sourceVersion: 'v1',
  isPublic: true,
});

const engineContexts: FormulaContext[] = [];
const mathjsScopes: Record<string, number | string>[] = [];
for (let i = 0; i < contextCount; i += 1) {
  const factorsKgCo2ePerUnit = { diesel: 3.16, a: 2 + random(), c: random(), y: 0.2 + random(), car: 0.19, bus: 0.1 + random() / 10 };
  const methaneKgCh4PerTonne = 0.5 + random();
  const gwpCh4 = 27.9;
  const answers = {
    litres: Math.round(random() * 10_000),
    x: random() * 200 - 50,
    distance: random() * 200,
    days: 1 + Math.floor(random() * 5),
    delta: random() * 20 - 10,
    mode: random() < 0.5 ? 'car' : 'bus',
    tonnes: random() * 50,
  };
  const hypB = 0.5 + random();
  const share = random();
  engineContexts.push({
    ef: {
      ...Object.fromEntries(Object.entries(factorsKgCo2ePerUnit).map(([name, value]) => [name, factor(value)])),
      methane: factor(methaneKgCh4PerTonne, 'CH4'),
    },
    hyp: { b: { value: hypB, unit: 'ratio', source: 'bench' }, 'GWP100-CH4': { value: gwpCh4, unit: 'kgCO2e/kgCH4', source: 'bench' } },
    q: answers,
    p: { share },
  });
  mathjsScopes.push({
    ...Object.fromEntries(Object.entries(factorsKgCo2ePerUnit).map(([name, value]) => [`ef_${name}`, value])),
    ef_methane: methaneKgCh4PerTonne,
    hyp_b: hypB,
    hyp_gwp_ch4: gwpCh4,
    ...Object.fromEntries(Object.entries(answers).map(([name, value]) => [`q_${name}`, value])),
    p_share: share,
  });
}

const parseStarted = performance.now();
const formulas: Formula[] = expressions.map(({ engine }) => {
  const result = parse(engine);
  if (!result.ok) throw new Error(`${engine}: ${result.error.message} (${result.error.detail})`);
  return result.formula;
});
const parseMs = performance.now() - parseStarted;
const compileStarted = performance.now();
const compiled: EvalFunction[] = expressions.map(({ mathjs }) => compile(mathjs));
const compileMs = performance.now() - compileStarted;

// Agreement first: a fast wrong answer is worth nothing.
let mismatches = 0;
for (let e = 0; e < expressions.length; e += 1) {
  for (let i = 0; i < contextCount; i += 1) {
    const ours = evaluate(formulas[e]!, engineContexts[i]!);
    const theirs = compiled[e]!.evaluate({ ...mathjsScopes[i]! }) as unknown;
    // Relative tolerance 1e-9: both compute in doubles, only operation order may differ.
    const agree =
      ours.ok && typeof theirs === 'number' && Math.abs((ours.value as number) - theirs) <= 1e-9 * Math.max(1, Math.abs(theirs));
    if (!agree) {
      mismatches += 1;
      if (mismatches <= 5) console.error(`Mismatch on ${expressions[e]!.engine} (context ${i}):`, ours, theirs);
    }
  }
}
if (mismatches > 0) {
  console.error(`${mismatches} results differ between the engine and mathjs`);
  process.exit(1);
}

// Kept in a variable the timing loops add to, so no evaluation can be optimised away.
let checksum = 0;
const runEngine = (formula: Formula) => {
  for (let i = 0; i < contextCount; i += 1) {
    const result = evaluate(formula, engineContexts[i]!);
    if (result.ok) checksum += result.value as number;
  }
};
const runInterpreter = (formula: Formula) => {
  for (let i = 0; i < contextCount; i += 1) {
    const result = interpret(formula, engineContexts[i]!);
    if (result.ok) checksum += result.value as number;
  }
};
const runMathjs = (expression: EvalFunction) => {
  for (let i = 0; i < contextCount; i += 1) checksum += expression.evaluate(mathjsScopes[i]!) as number;
};

console.log(`Formula evaluation: ${expressions.length} expressions over ${contextCount} contexts, all ${expressions.length * contextCount} results equal`);
console.log(`  parse once: engine ${parseMs.toFixed(2)} ms, mathjs compile ${compileMs.toFixed(2)} ms (first call, includes warm-up)`);
const rounds = 15;
console.log(`Per expression, ms over ${contextCount} contexts, mathjs (baseline), the engine and its tree walk alternated for ${rounds} rounds:`);
const ratios: { plain: boolean; min: number; median: number }[] = [];
for (let e = 0; e < expressions.length; e += 1) {
  const timings = await alternated(
    [
      { label: 'mathjs (baseline)', run: async () => runMathjs(compiled[e]!) },
      { label: 'engine (compiled, as evaluate runs it)', run: async () => runEngine(formulas[e]!) },
      { label: 'engine tree walk (interpret, for reference)', run: async () => runInterpreter(formulas[e]!) },
    ],
    { warmup: 2, rounds },
  );
  console.log(reportAlternated(`  ${expressions[e]!.engine}`, timings));
  ratios.push({ plain: expressions[e]!.plain, min: timings[1]!.minMs / timings[0]!.minMs, median: timings[1]!.medianMs / timings[0]!.medianMs });
}
const plain = ratios.filter((ratio) => ratio.plain);
const worstMin = Math.max(...plain.map((ratio) => ratio.min));
const worstMedian = Math.max(...plain.map((ratio) => ratio.median));
console.log(
  `  target: the engine at least 3 times faster than mathjs on every plain-arithmetic expression (${plain.length}): ` +
    `worst min x${worstMin.toFixed(2)}, worst median x${worstMedian.toFixed(2)}, ${worstMedian <= 1 / 3 ? 'met' : 'NOT met'}`,
);
if (!Number.isFinite(checksum)) throw new Error('checksum is not finite');
