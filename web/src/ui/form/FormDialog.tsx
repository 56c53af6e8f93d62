import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
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
  /** Whether a click outside asks to close too (by default it does nothing). */
  closeOnInteractOutside?: boolean;
  children: ReactNode;
}

/**
 * A dialog around a form. Escape and the close button go through the form inside
 * (`useDialogFormClose`), which asks 'Discard changes?' when it holds unsaved changes; a
 * click outside does nothing unless asked, so no typing is lost by a stray click.
 */
export function FormDialog({ open, onClose, size, scrollBehavior, contentProps, closeOnInteractOutside = false, children }: FormDialogProps) {
  const closeRequest = useRef<(() => void) | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) (closeRequest.current ?? onClose)();
      }}
      size={size}
      scrollBehavior={scrollBehavior}
      closeOnInteractOutside={closeOnInteractOutside}
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

/** A form dialog's title and close button; the button waits while the form saves. */
export function FormDialogHeader({ title, closeLabel, saving = false }: { title: string; closeLabel: string; saving?: boolean }) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild disabled={saving}>
        <CloseButton size="sm" aria-label={closeLabel} />
      </Dialog.CloseTrigger>
    </>
  );
}

interface DialogFormProps {
  title: string;
  closeLabel: string;
  cancelLabel: string;
  saveLabel: string;
  formRef: RefObject<HTMLFormElement | null>;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Cancel: the form's `requestClose`, which asks first when something changed. */
  onCancel: () => void;
  /** The dialog's body. */
  children: ReactNode;
  /** False for a reader who may not change what the form shows: no Save, and Enter sends nothing. */
  canSave?: boolean;
}

/**
 * The form of a FormDialog: its header, its body and a footer with Cancel and Save; Enter or
 * Save submit. The form lays out as if absent, so the header, body and footer stay the
 * dialog's direct parts.
 */
export function DialogForm({ title, closeLabel, cancelLabel, saveLabel, formRef, saving, onSubmit, onCancel, children, canSave = true }: DialogFormProps) {
  return (
    <form ref={formRef} noValidate style={{ display: 'contents' }} onSubmit={canSave ? onSubmit : (event) => event.preventDefault()}>
      <FormDialogHeader title={title} closeLabel={closeLabel} saving={saving} />
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
        {canSave ? (
          <Button type="submit" colorPalette="teal" loading={saving}>
            {saveLabel}
          </Button>
        ) : null}
      </Dialog.Footer>
    </form>
  );
}
