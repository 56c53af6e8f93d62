import type { ModuleStatus } from '@cairn/shared/schemas';

/**
 * How far along a module is, for the colour of its status badge. The spec groups carbon
 * footprint statuses as in progress, validating and completed; the other types' statuses are
 * placed in the same three groups.
 */
export type StatusTone = 'inProgress' | 'validating' | 'completed';

export const statusTones: Record<ModuleStatus, StatusTone> = {
  DATA_COLLECTION: 'inProgress',
  ONGOING: 'inProgress',
  PREPARE_WORKSHOP_2: 'inProgress',
  PREPARE_WORKSHOP_3: 'inProgress',
  DATA_CONSISTENCY_CHECK: 'validating',
  FCF_CALCULATION: 'validating',
  FE_CALCULATION: 'validating',
  FINALISATION: 'validating',
  FCF_COMPLETED: 'completed',
  FE_COMPLETED: 'completed',
  DELIVERED: 'completed',
};

export const toneColours: Record<StatusTone, string> = {
  inProgress: 'blue',
  validating: 'orange',
  completed: 'green',
};
