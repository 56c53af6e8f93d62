import { Button, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
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
  return (
    <HStack gap={1} flexShrink={0}>
      <Button size="xs" variant="ghost" colorPalette="teal" aria-label={t('reports.edit.renameEntry', { label })} onClick={onRename}>
        {t('reports.edit.rename')}
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('reports.edit.removeEntry', { label })} onClick={() => setConfirming(true)}>
        {t('reports.edit.remove')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('reports.edit.removeTitle')}
        body={t('reports.edit.removeBody', { label })}
        cancelLabel={t('reports.edit.keep')}
        confirmLabel={t('reports.edit.remove')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          editing.removeEntry(uuid);
        }}
      />
    </HStack>
  );
}
