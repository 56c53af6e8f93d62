import type { StatusTone } from '@cairn/shared/dashboard';

/** How far along a module is (`statusTones`, a shared rule of the dashboard), as a badge colour. */
export { statusTones, type StatusTone } from '@cairn/shared/dashboard';

export const toneColours: Record<StatusTone, string> = {
  inProgress: 'blue',
  validating: 'orange',
  completed: 'green',
};
