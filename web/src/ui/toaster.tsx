import type { CreateToasterReturn } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { withPageRecipes } from './system.ts';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let store: Promise<CreateToasterReturn> | undefined;

/** The toasts' store (toasterStore.ts), loaded on first use, or by the toasts' view after the first render. */
export function loadToasterStore(): Promise<CreateToasterReturn> {
  store ??= import('./toasterStore.ts').then(
    (module) => module.toasterStore,
    (error: unknown) => {
      // A failed download may succeed at the next toast.
      store = undefined;
      throw error;
    },
  );
  return store;
}

/**
 * The app's one toaster: call `toaster.create({ type, title, description })` from anywhere. The
 * toasts' store and machinery load after the first render, not with the first load: a toast
 * created before they are here shows as they arrive, in the order created.
 */
export const toaster = {
  create(options: ToastOptions): void {
    void loadToasterStore().then((loaded) => loaded.create(options));
  },
};

const ToasterView = lazy(() => withPageRecipes(import('./ToasterView.tsx')).then((module) => ({ default: module.ToasterView })));

/** Renders the toasts; mounted once, at the root of the app. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
