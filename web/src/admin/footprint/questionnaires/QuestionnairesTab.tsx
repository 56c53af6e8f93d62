import { Badge, Button, HStack, Progress, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { CarbonFootprintStaff } from '@cairn/shared/schemas';
import type { QuestionnaireSummary } from '@cairn/shared/questionnaires/questionnaire';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ScrollTable } from '../../../ui/dataTable/ScrollTable.tsx';
import { formatDay } from '../../../ui/formatDay.ts';
import { Section } from '../../../ui/Section.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { EmptyNote, LoadFailed, LoadingRows, RowActions } from '../../catalogue/CatalogueFrame.tsx';
import { ActivityDataButton } from '../ActivityDataButton.tsx';
import { DeleteDialog } from '../../DeleteDialog.tsx';
import { QuestionnaireDialog, type QuestionnaireDialogTarget } from './QuestionnaireDialog.tsx';
import { badgeColours, badgeOf, labelOf, percentText, stateActionsOf, type StateAction } from './questionnaireModel.ts';

/**
 * The Questionnaires tab of the staff footprint page: the footprint's questionnaires with the
 * staff's progress, state, last client update and unseen client comments, and the ways to
 * create one from a template, open it (in a new tab: the questionnaire page, where staff read
 * the answers and reply), change its settings, close or reopen its data collection, delete it.
 * The list follows changes made elsewhere through the live channel (the mutations' invalidations).
 */
export function QuestionnairesTab({ footprint }: { footprint: CarbonFootprintStaff }) {
  const { t } = useI18n();
  const list = useQuery(queryOptionsFor('questionnaire.list', { carbonFootprintUuid: footprint.uuid }));
  const [dialog, setDialog] = useState<QuestionnaireDialogTarget | null>(null);
  const [toggling, setToggling] = useState<StateChange | null>(null);
  const [deleting, setDeleting] = useState<QuestionnaireSummary | null>(null);

  let content;
  if (list.isPending) {
    content = <LoadingRows label={t('adminQuestionnaires.list.loading')} rows={3} />;
  } else if (list.isError) {
    content = (
      <LoadFailed
        message={t('adminQuestionnaires.list.failed')}
        retryLabel={t('adminQuestionnaires.list.retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.length === 0) {
    content = <EmptyNote>{t('adminQuestionnaires.list.empty')}</EmptyNote>;
  } else {
    content = (
      <QuestionnaireTable
        questionnaires={list.data}
        onSettings={(questionnaire) => setDialog({ kind: 'settings', uuid: questionnaire.uuid })}
        onToggle={(questionnaire, action) => setToggling({ questionnaire, action })}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <Stack gap={8} pt={2}>
      <Section
        title={t('adminQuestionnaires.list.title')}
        aside={
          <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
            {t('adminQuestionnaires.list.new')}
          </Button>
        }
      >
        {content}
      </Section>
      <QuestionnaireDialog target={dialog} footprint={footprint} onClose={() => setDialog(null)} />
      <StateDialog change={toggling} onClose={() => setToggling(null)} />
      <DeleteQuestionnaireDialog questionnaire={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** Closing or reopening a questionnaire, once asked. */
interface StateChange {
  questionnaire: QuestionnaireSummary;
  action: StateAction;
}

interface RowHandlers {
  onSettings: (questionnaire: QuestionnaireSummary) => void;
  onToggle: (questionnaire: QuestionnaireSummary, action: StateAction) => void;
  onDelete: (questionnaire: QuestionnaireSummary) => void;
}

function QuestionnaireTable({ questionnaires, ...handlers }: { questionnaires: readonly QuestionnaireSummary[] } & RowHandlers) {
  const { t } = useI18n();
  return (
    <ScrollTable label={t('adminQuestionnaires.list.title')}>
      <Table.Root size="sm" minW="4xl">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{t('adminQuestionnaires.list.label')}</Table.ColumnHeader>
            <Table.ColumnHeader w="40">{t('adminQuestionnaires.list.progress')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('adminQuestionnaires.list.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('adminQuestionnaires.list.lastUpdate')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('adminQuestionnaires.list.questions')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>{t('adminQuestionnaires.list.actions')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {questionnaires.map((questionnaire) => (
            <QuestionnaireRow key={questionnaire.uuid} questionnaire={questionnaire} {...handlers} />
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

function QuestionnaireRow({ questionnaire, onSettings, onToggle, onDelete }: { questionnaire: QuestionnaireSummary } & RowHandlers) {
  const { t, language } = useI18n();
  const name = labelOf(questionnaire, language);
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" overflowWrap="anywhere">
        <HStack gap={2} wrap="wrap">
          <Text as="span">{name}</Text>
          {questionnaire.unseenCommentsCount > 0 ? (
            <Badge
              colorPalette="red"
              variant="solid"
              borderRadius="full"
              title={t('adminQuestionnaires.list.unseen', { count: questionnaire.unseenCommentsCount })}
            >
              <span aria-hidden="true">{questionnaire.unseenCommentsCount}</span>
              <VisuallyHidden>{t('adminQuestionnaires.list.unseen', { count: questionnaire.unseenCommentsCount })}</VisuallyHidden>
            </Badge>
          ) : null}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <HStack gap={2}>
          <Progress.Root value={questionnaire.percentage} size="sm" colorPalette="teal" flex="1" minW="16">
            <Progress.Track aria-label={t('adminQuestionnaires.list.progressOf', { name })}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text as="span" textStyle="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
            {percentText(questionnaire.percentage, language)}
          </Text>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <StateBadge questionnaire={questionnaire} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {questionnaire.clientUpdatedAt ? (
          formatDay(questionnaire.clientUpdatedAt, language)
        ) : (
          <Text as="span" color="fg.muted">
            {t('adminQuestionnaires.list.notAnswered')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {questionnaire.questionCount}
      </Table.Cell>
      <Table.Cell>
        <HStack gap={1} justify="flex-end" wrap="nowrap">
          <Button asChild size="xs" variant="outline" colorPalette="teal">
            {/* The questionnaire page opens beside this one: staff keep the footprint's list at hand. */}
            <a href={`/questionnaire/${questionnaire.uuid}`} target="_blank" rel="noopener" aria-label={t('adminQuestionnaires.row.openLabel', { name })}>
              {t('adminQuestionnaires.row.open')}
            </a>
          </Button>
          {stateActionsOf(questionnaire).map((action) => (
            <Button
              key={action}
              size="xs"
              variant="ghost"
              aria-label={action === 'close' ? t('adminQuestionnaires.row.closeLabel', { name }) : t('adminQuestionnaires.row.reopenLabel', { name })}
              onClick={() => onToggle(questionnaire, action)}
            >
              {action === 'close' ? t('adminQuestionnaires.row.close') : t('adminQuestionnaires.row.reopen')}
            </Button>
          ))}
          <ActivityDataButton procedure="questionnaire.activityData.generateSheet" uuid={questionnaire.uuid} size="xs" ariaLabel={t('adminQuestionnaires.row.activityDataLabel', { name })} />
          <RowActions
            editLabel={t('adminQuestionnaires.row.settings', { name })}
            deleteLabel={t('adminQuestionnaires.row.delete', { name })}
            onEdit={() => onSettings(questionnaire)}
            onDelete={() => onDelete(questionnaire)}
          />
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

function StateBadge({ questionnaire }: { questionnaire: QuestionnaireSummary }) {
  const { t } = useI18n();
  const badge = badgeOf(questionnaire);
  let text: string;
  switch (badge.kind) {
    case 'ONGOING':
      text = t('adminQuestionnaires.state.ongoing');
      break;
    case 'VALIDATED':
      text = badge.name ? t('adminQuestionnaires.state.validatedBy', { name: badge.name }) : t('adminQuestionnaires.state.validated');
      break;
    case 'CLOSED':
      text = t('adminQuestionnaires.state.closed');
      break;
  }
  return (
    <Badge colorPalette={badgeColours[badge.kind]} variant="subtle" whiteSpace="normal">
      {text}
    </Badge>
  );
}

/** Asks before closing a questionnaire's data collection or reopening it, and says what follows. */
function StateDialog({ change, onClose }: { change: StateChange | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const mutation = useProcedureMutation('questionnaire.setDataCollectionDone');
  // Kept while the dialog closes, so its texts do not change under the closing animation.
  const [shown, setShown] = useState(change);
  if (change !== null && change !== shown) setShown(change);
  const name = shown ? labelOf(shown.questionnaire, language) : '';
  const reopening = shown?.action === 'reopen';
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={change !== null}
      size="md"
      title={reopening ? t('adminQuestionnaires.reopen.title') : t('adminQuestionnaires.close.title')}
      body={reopening ? t('adminQuestionnaires.reopen.body', { name }) : t('adminQuestionnaires.close.body', { name })}
      cancelLabel={t('adminQuestionnaires.confirm.cancel')}
      confirmLabel={reopening ? t('adminQuestionnaires.reopen.confirm') : t('adminQuestionnaires.close.confirm')}
      pending={mutation.isPending}
      error={mutation.error ? errorMessageOf(mutation.error, t) : null}
      onCancel={close}
      onConfirm={() => {
        if (!change) return;
        mutation.mutate(
          { uuid: change.questionnaire.uuid, done: change.action === 'close' },
          {
            onSuccess: () => {
              toaster.create({ type: 'success', title: reopening ? t('adminQuestionnaires.reopen.done', { name }) : t('adminQuestionnaires.close.done', { name }) });
              mutation.reset();
              onClose();
            },
          },
        );
      }}
    />
  );
}

function DeleteQuestionnaireDialog({ questionnaire, onClose }: { questionnaire: QuestionnaireSummary | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const name = questionnaire ? labelOf(questionnaire, language) : '';
  return (
    <DeleteDialog
      procedure="questionnaire.delete"
      input={questionnaire ? { uuid: questionnaire.uuid, expectedVersion: questionnaire.version } : null}
      texts={{
        title: t('adminQuestionnaires.delete.title'),
        body: t('adminQuestionnaires.delete.body', { name }),
        cancel: t('adminQuestionnaires.confirm.cancel'),
        confirm: t('adminQuestionnaires.delete.confirm'),
        done: t('adminQuestionnaires.delete.done', { name }),
      }}
      onClose={onClose}
    />
  );
}
