import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toasterStore } from './toasterStore.ts';

/** What shows the toasts (toaster.tsx loads it after the first render). */
export function ToasterView() {
  return (
    <Portal>
      {/* The group's ghost areas (which keep a stack hovered between toasts) are invisible: they must not catch a click meant for what lies under them, such as a dialog's buttons. */}
      <ChakraToaster toaster={toasterStore} insetInline={{ mdDown: '4' }} css={{ '& [data-ghost]': { pointerEvents: 'none' } }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
