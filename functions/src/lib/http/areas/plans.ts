import { planProcedures } from '@cairn/shared/contract/plans';
import { decarbonizationActionOwner, decarbonizationPlanOwner } from '../../owners/decarbonizationPlan.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of decarbonization plans and their actions: the staff's plan and actions, the client's reading and moves, delivery. */
export const { defineProcedure } = procedureArea(planProcedures, {
  decarbonizationPlan: decarbonizationPlanOwner,
  decarbonizationAction: decarbonizationActionOwner,
});
