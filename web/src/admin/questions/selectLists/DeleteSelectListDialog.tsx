import { useI18n } from '../../../i18n/i18nContext.ts';
import { DeleteDialog } from '../../DeleteDialog.tsx';
import type { ListedSelectList } from './selectListModel.ts';

/**
 * Asks before deleting a select list; `target` null keeps the dialog closed. The list goes at
 * the version shown: one changed since answers CONFLICT rather than deleting unseen changes.
 */
export function DeleteSelectListDialog({ target, onClose }: { target: Pick<ListedSelectList, 'uuid' | 'name' | 'version'> | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <DeleteDialog
      procedure="selectList.delete"
      input={target && { uuid: target.uuid, expectedVersion: target.version }}
      texts={{
        title: t('selectLists.delete.title'),
        body: t('selectLists.delete.text', { name: target?.name ?? '' }),
        cancel: t('selectLists.delete.cancel'),
        confirm: t('selectLists.delete.confirm'),
        done: t('selectLists.delete.done'),
      }}
      onClose={onClose}
    />
  );
}
