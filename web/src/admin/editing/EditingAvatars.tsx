import type { Editor } from '@cairn/shared/contract/editing';
import { editingPresence } from '@cairn/shared/editing/presence';
import type { Language } from '@cairn/shared/schemas';
import { avatarColour, avatarInk } from '@cairn/shared/people/avatar';
import { Avatar, AvatarGroup, Box, Portal, Tooltip } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../api/client.ts';
import { tooltipDelays } from '../../app/sidebarState.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { Translate } from '../../i18n/translate.ts';
import { profilePictureUrl } from '../settingsForm.ts';

/** "Also editing this field: Camille Laurent and Léa Dubois", in the page's language. */
export function editorsLabel(editors: readonly Pick<Editor, 'name'>[], t: Translate, language: Language): string {
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(editors.map((editor) => editor.name));
  return t('editing.avatars.label', { names });
}

/** "Léa Dubois, editing since 10:42": the start in the reader's clock, hours and minutes. */
export function editorTooltip(editor: Pick<Editor, 'name' | 'since'>, t: Translate, language: Language): string {
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(editor.since));
  return t('editing.avatars.tooltip', { name: editor.name, time });
}

/**
 * The avatars of the other staff editing a field: their pictures, or their initials on their
 * name's pastel. One image to assistive technology, named with everyone's names; a pointer
 * resting on an avatar names that person and since when. The group sits in a polite live region,
 * so someone starting to edit the field is announced to a screen-reader user who is in it.
 */
export function EditingAvatarGroup({ editors }: { editors: readonly Editor[] }) {
  const { t, language } = useI18n();
  return (
    // The label's line keeps its height: the avatars overhang it a little rather than push the field down.
    <Box aria-live="polite" minH="5" display="flex" alignItems="center" my="-0.5">
      {editors.length > 0 ? (
        <AvatarGroup size="2xs" role="img" aria-label={editorsLabel(editors, t, language)} data-testid="editing-avatars">
          {editors.map((editor) => (
            <Tooltip.Root key={editor.uuid} openDelay={tooltipDelays.openMs} closeDelay={tooltipDelays.closeMs}>
              <Tooltip.Trigger asChild>
                <Avatar.Root bg={avatarColour(editor.name)} color={avatarInk}>
                  <Avatar.Fallback>{editor.initials}</Avatar.Fallback>
                  {editor.pictureUuid ? <Avatar.Image src={profilePictureUrl(editor.pictureUuid)} alt="" /> : null}
                </Avatar.Root>
              </Tooltip.Trigger>
              <Portal>
                <Tooltip.Positioner>
                  <Tooltip.Content>{editorTooltip(editor, t, language)}</Tooltip.Content>
                </Tooltip.Positioner>
              </Portal>
            </Tooltip.Root>
          ))}
        </AvatarGroup>
      ) : null}
    </Box>
  );
}

/**
 * Who else is editing the field at `location`, read with `editing.list`: again whenever the
 * server pushes a change, and every 30 seconds, since an entry that expires is pushed by nobody.
 * While loading, after a failure and when nobody else is there, it shows nothing: the field
 * itself matters more than this hint (a failed read is tried again at the next refresh).
 */
export function EditingAvatars({ location }: { location: string }) {
  const list = useQuery({ ...queryOptionsFor('editing.list', { location }), refetchInterval: editingPresence.listRefreshSeconds * 1000 });
  return <EditingAvatarGroup editors={list.data ?? []} />;
}
