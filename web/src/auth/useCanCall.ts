import { canCall } from '@cairn/shared/access';
import { procedures, type ProcedureName } from '@cairn/shared/contract';
import { useSession } from './authContext.ts';

/**
 * May the signed-in user call this procedure? An action is shown only when it may, by the rule
 * the server applies (`@cairn/shared/access`); the server still checks the object's tenancy.
 */
export function useCanCall(name: ProcedureName): boolean {
  return canCall(procedures[name], useSession()?.user);
}
