import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { ErrorBox } from './ErrorBox.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, read out with the title (the dialog's description). */
  body: ReactNode;
  /** The safe answer: it has the focus, and Escape or a click outside give it. */
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** While the confirmed action runs: the dialog stays open and only shows its progress. */
  pending?: boolean;
  /** Why the confirmed action failed, in the user's language. */
  error?: string | null;
  size?: 'sm' | 'md';
  /** The confirm button's colour: red for what loses something (the default), teal for a step forward. */
  confirmPalette?: 'red' | 'teal';
}

/**
 * Asks before an action that loses something (deleting, discarding changes). An alert dialog
 * that traps the focus and starts on the safe answer, so Enter and Escape both keep things as
 * they are; the caller passes its texts in the user's language.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  pending = false,
  error = null,
  size = 'sm',
  confirmPalette = 'red',
}: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !pending) onCancel();
      }}
      role="alertdialog"
      initialFocusEl={() => cancelButton.current}
      closeOnEscape
      size={size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Dialog.Description>{body}</Dialog.Description>
                {error ? <ErrorBox message={error} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelButton} variant="outline" onClick={onCancel} disabled={pending}>
                {cancelLabel}
              </Button>
              <Button colorPalette={confirmPalette} onClick={onConfirm} loading={pending}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
