import { Button, Dialog, HStack, Input, Portal } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { DashboardEditing } from './EditingPanels.tsx';

/** An entry's name as an inline field: Enter puts the new name in the draft, Escape leaves it. */
export function EntryRenameField({ label, onDone, onRename }: { label: string; onDone: () => void; onRename: (label: string) => void }) {
  const { t } = useI18n();
  const [text, setText] = useState(label);
  return (
    <Input
      size="xs"
      flex="1"
      autoFocus
      value={text}
      aria-label={t('reports.edit.renameEntry', { label })}
      title={t('reports.edit.renameHint')}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          if (text.trim() !== '' && text.trim() !== label) onRename(text);
          onDone();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onDone();
        }
      }}
      onBlur={onDone}
    />
  );
}

/** The Rename and Remove buttons of an entry row; removing asks first. */
export function EntryEditButtons({ uuid, label, editing, onRename }: { uuid: string; label: string; editing: DashboardEditing; onRename: () => void }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  return (
    <HStack gap={1} flexShrink={0}>
      <Button size="xs" variant="ghost" colorPalette="teal" aria-label={t('reports.edit.renameEntry', { label })} onClick={onRename}>
        {t('reports.edit.rename')}
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('reports.edit.removeEntry', { label })} onClick={() => setConfirming(true)}>
        {t('reports.edit.remove')}
      </Button>
      <Dialog.Root
        open={confirming}
        onOpenChange={(details) => setConfirming(details.open)}
        role="alertdialog"
        initialFocusEl={() => keepButton.current}
        size="sm"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('reports.edit.removeTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>{t('reports.edit.removeBody', { label })}</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={keepButton} variant="outline" onClick={() => setConfirming(false)}>
                  {t('reports.edit.keep')}
                </Button>
                <Button
                  colorPalette="red"
                  onClick={() => {
                    setConfirming(false);
                    editing.removeEntry(uuid);
                  }}
                >
                  {t('reports.edit.remove')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </HStack>
  );
}
