import { Badge, Button, HStack, Progress, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { CarbonFootprintStaff } from '@cairn/shared/schemas';
import type { SurveySummary } from '@cairn/shared/surveys/model';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryOptionsFor } from '../../../api/client.ts';
import { surveyLabelOf, surveyLink } from '../../../features/surveys/surveyModel.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { copyToClipboard } from '../../../ui/copyToClipboard.ts';
import { ScrollTable } from '../../../ui/dataTable/ScrollTable.tsx';
import { Section } from '../../../ui/Section.tsx';
import { EmptyNote, LoadFailed, LoadingRows, RowActions } from '../../catalogue/CatalogueFrame.tsx';
import { DeleteDialog } from '../../DeleteDialog.tsx';
import { percentText } from '../questionnaires/questionnaireModel.ts';
import { SurveyDialog, type SurveyDialogTarget } from './SurveyDialog.tsx';

/**
 * The Surveys tab of the staff footprint page: the footprint's employee and supplier surveys with
 * their answers against the target, open or closed, and the ways to create one (custom, or from
 * a template), duplicate one, change its settings and questions, copy its public link, delete it.
 * The list follows answers arriving and changes made elsewhere through the live channel.
 */
export function SurveysTab({ footprint }: { footprint: CarbonFootprintStaff }) {
  const { t } = useI18n();
  const list = useQuery(queryOptionsFor('survey.list', { carbonFootprintUuid: footprint.uuid }));
  const [dialog, setDialog] = useState<SurveyDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<SurveySummary | null>(null);

  let content;
  if (list.isPending) {
    content = <LoadingRows label={t('adminSurveys.list.loading')} rows={3} />;
  } else if (list.isError) {
    content = <LoadFailed message={t('adminSurveys.list.failed')} retryLabel={t('adminSurveys.list.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    content = <EmptyNote>{t('adminSurveys.list.empty')}</EmptyNote>;
  } else {
    content = (
      <SurveyTable
        surveys={list.data}
        onSettings={(survey) => setDialog({ kind: 'settings', uuid: survey.uuid })}
        onDuplicate={(survey) => setDialog({ kind: 'duplicate', source: survey })}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <Stack gap={8} pt={2}>
      <Section
        title={t('adminSurveys.list.title')}
        aside={
          <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
            {t('adminSurveys.list.new')}
          </Button>
        }
      >
        {content}
      </Section>
      <SurveyDialog target={dialog} footprint={footprint} onClose={() => setDialog(null)} />
      <DeleteSurveyDialog survey={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

interface RowHandlers {
  onSettings: (survey: SurveySummary) => void;
  onDuplicate: (survey: SurveySummary) => void;
  onDelete: (survey: SurveySummary) => void;
}

function SurveyTable({ surveys, ...handlers }: { surveys: readonly SurveySummary[] } & RowHandlers) {
  const { t } = useI18n();
  return (
    <ScrollTable label={t('adminSurveys.list.title')}>
      <Table.Root size="sm" minW="4xl">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{t('adminSurveys.list.label')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('adminSurveys.list.type')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('adminSurveys.list.answers')}</Table.ColumnHeader>
            <Table.ColumnHeader w="40">{t('adminSurveys.list.progress')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('adminSurveys.list.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>{t('adminSurveys.list.actions')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {surveys.map((survey) => (
            <SurveyRow key={survey.uuid} survey={survey} {...handlers} />
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

function SurveyRow({ survey, onSettings, onDuplicate, onDelete }: { survey: SurveySummary } & RowHandlers) {
  const { t, language } = useI18n();
  const name = surveyLabelOf(survey, language);
  const copyLink = () =>
    void copyToClipboard(surveyLink(window.location.origin, survey.uuid), { copied: t('adminSurveys.row.linkCopied'), failed: t('adminSurveys.row.copyFailed') });
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" overflowWrap="anywhere">
        {name}
      </Table.Cell>
      <Table.Cell>{survey.type === 'SUPPLIER' ? t('adminSurveys.type.supplier') : t('adminSurveys.type.employee')}</Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {survey.targetPopulation === null
          ? t('adminSurveys.list.answerCount', { count: survey.nbTotal })
          : t('adminSurveys.list.answersOfTarget', { count: survey.nbTotal, target: survey.targetPopulation })}
      </Table.Cell>
      <Table.Cell>
        {survey.progressPercent === null ? (
          <Text as="span" textStyle="sm" color="fg.muted">
            {t('adminSurveys.list.noTarget')}
          </Text>
        ) : (
          <HStack gap={2}>
            <Progress.Root value={survey.progressPercent} size="sm" colorPalette="teal" flex="1" minW="16">
              <Progress.Track aria-label={t('adminSurveys.list.progressOf', { name })}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text as="span" textStyle="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {percentText(survey.progressPercent, language)}
            </Text>
          </HStack>
        )}
      </Table.Cell>
      <Table.Cell>
        <HStack gap={1} wrap="wrap">
          <Badge colorPalette={survey.open ? 'teal' : 'gray'} variant="subtle">
            {survey.open ? t('adminSurveys.state.open') : t('adminSurveys.state.closed')}
          </Badge>
          <Badge colorPalette={survey.status === 'COMPLETED' ? 'green' : 'orange'} variant="subtle">
            {survey.status === 'COMPLETED' ? t('adminSurveys.state.completed') : t('adminSurveys.state.ongoing')}
          </Badge>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <HStack gap={1} justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="outline" colorPalette="teal" aria-label={t('adminSurveys.row.copyLinkLabel', { name })} onClick={copyLink}>
            {t('adminSurveys.row.copyLink')}
          </Button>
          <Button size="xs" variant="ghost" aria-label={t('adminSurveys.row.duplicateLabel', { name })} onClick={() => onDuplicate(survey)}>
            {t('adminSurveys.row.duplicate')}
          </Button>
          <RowActions
            editLabel={t('adminSurveys.row.settings', { name })}
            deleteLabel={t('adminSurveys.row.delete', { name })}
            onEdit={() => onSettings(survey)}
            onDelete={() => onDelete(survey)}
          />
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

function DeleteSurveyDialog({ survey, onClose }: { survey: SurveySummary | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const name = survey ? surveyLabelOf(survey, language) : '';
  return (
    <DeleteDialog
      procedure="survey.delete"
      input={survey ? { uuid: survey.uuid, expectedVersion: survey.version } : null}
      texts={{
        title: t('adminSurveys.delete.title'),
        body: survey ? t('adminSurveys.delete.body', { name, count: survey.nbTotal }) : '',
        cancel: t('adminSurveys.dialog.cancel'),
        confirm: t('adminSurveys.delete.confirm'),
        done: t('adminSurveys.delete.done', { name }),
      }}
      onClose={onClose}
    />
  );
}
