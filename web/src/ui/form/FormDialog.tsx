import { Button, Dialog, Portal } from '@chakra-ui/react';
import { createContext, useContext, useLayoutEffect, useRef, type FormEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import { useDiscardGuard } from './useDiscardGuard.tsx';

type CloseRequest = RefObject<(() => void) | null>;
const CloseRequestContext = createContext<CloseRequest | null>(null);

interface FormDialogProps {
  open: boolean;
  /** Closes without asking; used while no form inside has taken over closing. */
  onClose: () => void;
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  contentProps?: Dialog.ContentProps;
  children: ReactNode;
}

/**
 * A dialog around a form. Escape and the close button go through the form inside
 * (`useDialogFormClose`), which asks 'Discard changes?' when it holds unsaved changes; a
 * click outside does nothing, so no typing is lost by a stray click.
 */
export function FormDialog({ open, onClose, size, scrollBehavior, contentProps, children }: FormDialogProps) {
  const closeRequest = useRef<(() => void) | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) (closeRequest.current ?? onClose)();
      }}
      size={size}
      scrollBehavior={scrollBehavior}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            <CloseRequestContext.Provider value={closeRequest}>{children}</CloseRequestContext.Provider>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * For the form inside a FormDialog: `requestClose` (for Cancel; Escape and the close button
 * come to it too) closes at once when nothing changed, asks first when something did, and
 * does nothing while saving. Render `discardDialog` inside the form's dialog.
 */
export function useDialogFormClose({ dirty, saving, onClose }: { dirty: boolean; saving: boolean; onClose: () => void }): {
  requestClose: () => void;
  discardDialog: ReactElement;
} {
  const { requestClose, dialog } = useDiscardGuard(dirty, onClose);
  const guarded = () => {
    if (!saving) requestClose();
  };
  const closeRequest = useContext(CloseRequestContext);
  useLayoutEffect(() => {
    if (!closeRequest) return undefined;
    closeRequest.current = guarded;
    return () => {
      closeRequest.current = null;
    };
  });
  return { requestClose: guarded, discardDialog: dialog };
}

/**
 * The form of a FormDialog: Enter or Save submit, and the footer offers Cancel and Save. The
 * form lays out as if absent, so the dialog's header, body and footer stay its direct parts.
 */
export function DialogForm({
  formRef,
  saving,
  onSubmit,
  onCancel,
  cancelLabel,
  saveLabel,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  cancelLabel: string;
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} noValidate style={{ display: 'contents' }} onSubmit={onSubmit}>
      {children}
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
        <Button type="submit" colorPalette="teal" loading={saving}>
          {saveLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
