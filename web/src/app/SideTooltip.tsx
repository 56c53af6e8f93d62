import { lazy, Suspense, type ReactElement } from 'react';
import { pageModule } from './pageModule.ts';

// Tooltips and their positioning code load after the page has rendered, not before: until
// then the control is there without its tooltip, which only a pointer resting on it would show.
const SideTooltipLoaded = lazy(() => pageModule(import('./SideTooltipLoaded.tsx')).then((module) => ({ default: module.SideTooltipLoaded })));

/**
 * The tooltip beside a sidebar control (spec 1 section 9 delays): in a collapsed sidebar only
 * icons remain, and this names each one. `disabled` leaves the child as it is.
 */
export function SideTooltip({ label, disabled = false, children }: { label: string; disabled?: boolean; children: ReactElement }) {
  if (disabled) return children;
  return (
    <Suspense fallback={children}>
      <SideTooltipLoaded label={label}>{children}</SideTooltipLoaded>
    </Suspense>
  );
}
