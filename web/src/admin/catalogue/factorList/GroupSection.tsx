import type { Unit } from '@cairn/shared/catalogue';
import { Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useProcedureMutation } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ViewMoreToggle } from '../../../ui/dataTable/ViewMoreToggle.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { FactorTable, PencilIcon } from './FactorTable.tsx';
import { previewRows, type FactorGroup } from './factorList.ts';
import { VirtualFactorTable } from './VirtualFactorTable.tsx';

/**
 * One group: its heading (renamed in place: Enter saves, Escape cancels), the first rows, and
 * 'Show all' for a long group, which shows every row in a virtualised scroll box, so the page
 * never renders thousands at once.
 */
export function GroupSection({ group, units }: { group: FactorGroup; units: ReadonlyMap<string, Unit> }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const total = group.factors.length;
  const label = group.group ?? t('catalogue.factors.noGroup');

  return (
    <Stack gap={2}>
      <HStack gap={2} minH="8">
        {group.group === null ? (
          <Heading as="h3" id={headingId} textStyle="md" color="fg.muted">
            {label}
          </Heading>
        ) : (
          <GroupName name={group.group} headingId={headingId} />
        )}
        <Text textStyle="sm" color="fg.muted">
          ({total})
        </Text>
      </HStack>
      {expanded ? (
        <VirtualFactorTable factors={group.factors} units={units} labelledBy={headingId} />
      ) : (
        <FactorTable factors={group.factors.slice(0, previewRows)} units={units} />
      )}
      <ViewMoreToggle
        total={total}
        previewCount={previewRows}
        expanded={expanded}
        onExpandedChange={setExpanded}
        moreLabel={t('catalogue.factors.showAll', { count: total })}
        lessLabel={t('catalogue.factors.showLess')}
      />
    </Stack>
  );
}

/** The group's name, whose heading labels the group's scroll box (`headingId`), with its rename control. */
function GroupName({ name, headingId }: { name: string; headingId: string }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const rename = useProcedureMutation('emissionFactor.group.update', {
    onSuccess: ({ updated }) => {
      setEditing(false);
      toaster.create({ type: 'success', title: t('catalogue.factors.groupRenamed', { count: updated }) });
    },
    onError: (error) => toaster.create({ type: 'error', title: errorMessageOf(error, t) }),
  });

  if (!editing) {
    return (
      <>
        <Heading as="h3" id={headingId} textStyle="md">
          {name}
        </Heading>
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={t('catalogue.factors.renameGroup', { group: name })}
          title={t('catalogue.factors.renameGroup', { group: name })}
          onClick={() => {
            setDraft(name);
            setEditing(true);
          }}
        >
          <PencilIcon boxSize={3.5} />
        </IconButton>
      </>
    );
  }

  const save = () => {
    const to = draft.trim();
    if (to === '' || to === name) setEditing(false);
    else rename.mutate({ from: name, to });
  };

  return (
    <HStack gap={2}>
      <Input
        size="sm"
        maxW="xs"
        autoFocus
        aria-label={t('catalogue.factors.groupName')}
        title={t('catalogue.factors.renameHint')}
        value={draft}
        disabled={rename.isPending}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setEditing(false);
          }
        }}
        onBlur={() => {
          if (!rename.isPending) setEditing(false);
        }}
      />
      <Text textStyle="xs" color="fg.muted">
        {t('catalogue.factors.renameHint')}
      </Text>
    </HStack>
  );
}
