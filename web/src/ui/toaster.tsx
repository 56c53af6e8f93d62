import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { withPageRecipes } from './system.ts';

/**
 * The app's one toaster: call `toaster.create({ type, title, description })` from anywhere.
 * Toasts pause while the page is hidden so that a message is not missed in another tab.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

// The toasts' machinery loads after the first render: a page renders without it, and a toast
// created before it is here waits in the toaster's store and shows as it arrives.
const ToasterView = lazy(() => withPageRecipes(import('./ToasterView.tsx')).then((module) => ({ default: module.ToasterView })));

/** Renders the toasts; mounted once, at the root of the app. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
