import { useI18n } from '../../i18n/i18nContext.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

/**
 * 'Discard changes?' (spec 1 section 2). Keeping is the safe answer, so it has the focus:
 * Enter, Escape and a click outside all keep the changes.
 */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      open={open}
      title={t('shell.dirty.title')}
      body={t('shell.dirty.body')}
      cancelLabel={t('shell.dirty.keep')}
      confirmLabel={t('shell.dirty.discard')}
      onCancel={onKeep}
      onConfirm={onDiscard}
    />
  );
}
