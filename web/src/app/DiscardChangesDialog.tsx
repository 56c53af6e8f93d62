import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useI18n } from '../i18n/i18nContext.ts';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/**
 * 'Discard changes?' (spec 1 section 2). Keeping is the safe answer, so it has the focus:
 * Enter, Escape and a click outside all keep the changes.
 */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useI18n();
  const keepButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onKeep();
      }}
      role="alertdialog"
      initialFocusEl={() => keepButton.current}
      closeOnEscape
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('shell.dirty.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('shell.dirty.body')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keepButton} variant="outline" onClick={onKeep}>
                {t('shell.dirty.keep')}
              </Button>
              <Button colorPalette="red" onClick={onDiscard}>
                {t('shell.dirty.discard')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
