import type { ProcedureDefinition } from './define.ts';

export interface MisnamedInvalidation {
  mutation: string;
  name: string;
  problem: 'no such procedure' | 'a mutation';
}

/**
 * The invalidated names of a contract that are not its queries. The compiler already refuses
 * them in the assembled contract (index.ts); this finds them in a contract built at run time.
 */
export function misnamedInvalidations(contract: Readonly<Record<string, Pick<ProcedureDefinition, 'kind' | 'invalidates'>>>): MisnamedInvalidation[] {
  return Object.entries(contract).flatMap(([mutation, definition]) =>
    definition.invalidates.flatMap((name): MisnamedInvalidation[] => {
      const target = contract[name];
      if (!target) return [{ mutation, name, problem: 'no such procedure' }];
      return target.kind === 'query' ? [] : [{ mutation, name, problem: 'a mutation' }];
    }),
  );
}
