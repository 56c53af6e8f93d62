import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { AssignableUser } from '@cairn/shared/projects/project';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ChosenList } from '../../ui/ChosenList.tsx';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { personName } from './projectListModel.ts';

/**
 * A project's team, in order (spec 2 section 6): the first is the main assignee, with a filled
 * star; another's star makes that person first; × takes someone off; the select below adds
 * anyone assignable not yet on it. Disabled people stay where they are, named '(inactive)', and
 * are not offered. The project's panel saves each change at once; the creation dialog keeps it
 * with the rest of its form.
 */
export function AssigneeList({
  value,
  staff,
  onChange,
  disabled = false,
}: {
  value: readonly string[];
  staff: readonly AssignableUser[];
  onChange: (assignedTo: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const people = new Map(staff.map((user) => [user.uuid, user]));
  const nameOf = (uuid: string) => {
    const user = people.get(uuid);
    if (!user) return uuid.slice(0, 8);
    return user.disabled ? t('projects.field.inactive', { name: personName(user) }) : personName(user);
  };
  const candidates = staff.filter((user) => !user.disabled && !value.includes(user.uuid));

  return (
    <Stack gap={2}>
      <Text textStyle="xs" color="fg.muted">
        {t('projects.field.assigneesHelp')}
      </Text>
      <ChosenList
        label={t('projects.field.assignees')}
        disabled={disabled}
        onRemove={(removed) => onChange(value.filter((other) => other !== removed))}
        items={value.map((uuid, index) => {
          const name = nameOf(uuid);
          return {
            key: uuid,
            removeLabel: t('projects.field.removeAssignee', { name }),
            content: (
              <HStack gap={2}>
                <IconButton
                  size="xs"
                  variant="ghost"
                  color={index === 0 ? 'orange.700' : 'fg.muted'}
                  aria-label={index === 0 ? t('projects.field.isMain', { name }) : t('projects.field.makeMain', { name })}
                  aria-pressed={index === 0}
                  disabled={disabled}
                  onClick={() => (index === 0 ? undefined : onChange([uuid, ...value.filter((other) => other !== uuid)]))}
                >
                  {index === 0 ? '★' : '☆'}
                </IconButton>
                <Text>{name}</Text>
              </HStack>
            ),
          };
        })}
      />
      <Box maxW="sm">
        <LabelledSelect
          label={t('projects.field.addAssignee')}
          value=""
          emptyLabel="—"
          disabled={disabled}
          options={candidates.map((user) => ({ value: user.uuid, label: personName(user) }))}
          onChange={(chosen) => chosen && onChange([...value, chosen])}
        />
      </Box>
    </Stack>
  );
}
