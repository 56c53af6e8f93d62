import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EditingAvatars } from './EditingAvatars.tsx';
import { useEditingPresence } from './useEditingPresence.ts';

/**
 * A field (or a group of fields) that several staff may edit at once: while the focus is inside
 * it, the others are told (useEditingPresence); the avatars of the others editing it are handed
 * to `children`, to be placed beside the field's label (FormField's `aside`). With a null
 * location (nothing saved yet) it is only its children.
 *
 *   <EditingField location={editingLocation('project', uuid, 'notes')}>
 *     {(avatars) => <field.TextField label={t('…')} aside={avatars} />}
 *   </EditingField>
 */
export function EditingField({ location, children }: { location: string | null; children: (avatars: ReactNode) => ReactNode }) {
  const focusProps = useEditingPresence(location);
  return <Box {...focusProps}>{children(location === null ? null : <EditingAvatars location={location} />)}</Box>;
}
