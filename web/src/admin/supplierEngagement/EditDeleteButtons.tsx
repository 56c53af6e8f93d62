import { HStack, IconButton } from '@chakra-ui/react';
import { TrashIcon } from '../AdminIcons.tsx';
import { PencilIcon } from '../catalogue/factorList/FactorTable.tsx';

interface EditDeleteButtonsProps {
  /** Each label names the row, so a screen reader tells one row's buttons from the next. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A table row's edit and delete buttons, as the supplier engagement's tables show them. */
export function EditDeleteButtons({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <HStack gap={1}>
      <IconButton size="xs" variant="ghost" aria-label={editLabel} onClick={onEdit}>
        <PencilIcon />
      </IconButton>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={deleteLabel} onClick={onDelete}>
        <TrashIcon />
      </IconButton>
    </HStack>
  );
}
