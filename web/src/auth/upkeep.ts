import { session as sessionRules } from '@cairn/shared/constants';

export type UpkeepAction = 'reload' | 'refresh' | 'none';

/**
 * What the periodic token check does (spec 1 section 4): with no token or under 200 s left,
 * reload the user (the server then answers 'Invalid token' and the tab signs out cleanly);
 * under 12 hours left, refresh, except in an impersonation session, which is never extended.
 */
export function upkeepAction(secondsLeft: number | null, impersonating: boolean): UpkeepAction {
  if (secondsLeft === null || secondsLeft < sessionRules.reloadUnderSeconds) return 'reload';
  if (secondsLeft < sessionRules.refreshUnderSeconds && !impersonating) return 'refresh';
  return 'none';
}
