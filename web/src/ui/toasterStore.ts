import { createToaster } from '@chakra-ui/react';

/**
 * The toasts' store, loaded with the toasts' view after the first render (toaster.tsx). Toasts
 * pause while the page is hidden so that a message is not missed in another tab.
 */
export const toasterStore = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });
