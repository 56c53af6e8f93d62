import type { CompiledFormula } from './compile.ts';
import type { Formula } from './types.ts';

/*
 * Where a parsed formula keeps its compiled closures: a hidden (symbol-keyed, non-enumerable)
 * holder that `parse` attaches before freezing the formula and that the first evaluation fills.
 * Looking it up costs a property read where a WeakMap would cost a hash lookup on every
 * evaluation; JSON, structured clone and equality checks do not see it, so the formula stays
 * plain data. A formula built elsewhere (read back from JSON) has no holder and is compiled
 * through the WeakMap instead.
 */
const compiledSlot = Symbol('compiled formula');

interface Holder {
  run: CompiledFormula | undefined;
}

type WithSlot = Formula & { readonly [compiledSlot]?: Holder };

export function attachCompiledSlot(formula: Formula): void {
  Object.defineProperty(formula, compiledSlot, { value: { run: undefined } satisfies Holder });
}

const compiledElsewhere = new WeakMap<Formula, CompiledFormula>();

/** The formula's compiled closures, compiled by `build` on first use. */
export function compiledOf(formula: Formula, build: (formula: Formula) => CompiledFormula): CompiledFormula {
  const holder = (formula as WithSlot)[compiledSlot];
  if (holder !== undefined) return (holder.run ??= build(formula));
  let run = compiledElsewhere.get(formula);
  if (run === undefined) {
    run = build(formula);
    compiledElsewhere.set(formula, run);
  }
  return run;
}
