import { Badge, Button, Code, Field, HStack, Input, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { surveyQuestionTemplateTypes } from '../../app/routeSearch.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { useAddressSearchText } from '../../ui/useAddressSearchText.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows, RowActions } from '../catalogue/CatalogueFrame.tsx';
import { labelIn } from '../questions/questionTemplates/questionTemplateModel.ts';
import { DeleteSurveyQuestionTemplateDialog } from './surveyQuestionTemplates/DeleteSurveyQuestionTemplateDialog.tsx';
import { SurveyQuestionTemplateDialog, type SurveyQuestionTemplateTarget } from './surveyQuestionTemplates/SurveyQuestionTemplateDialog.tsx';
import { listInputOf, type ListedSurveyQuestionTemplate } from './surveyQuestionTemplates/surveyQuestionTemplateModel.ts';
import { useSurveyTypeLabel } from './surveyLabels.ts';

const route = getRouteApi('/app/analyst/survey-questions');

/**
 * The staff's survey question templates (spec 2 "/survey-questions"): every template by name,
 * found by a text and a type (both in the address), with its type, options, formulas and how
 * many survey templates list it; create, edit and delete in dialogs.
 */
export function SurveyQuestionTemplatesPage() {
  const { t } = useI18n();
  const typeLabel = useSurveyTypeLabel();
  const navigate = route.useNavigate();
  const address = route.useSearch();
  const [editing, setEditing] = useState<SurveyQuestionTemplateTarget | null>(null);
  const [deleting, setDeleting] = useState<ListedSurveyQuestionTemplate | null>(null);

  // The search box's text, kept in the address once typing pauses (replacing the entry: Back skips keystrokes).
  const writeQuery = useCallback((q: string | undefined) => void navigate({ search: (current) => ({ ...current, q }), replace: true }), [navigate]);
  const { text, setText, searched } = useAddressSearchText(address.q ?? '', writeQuery);

  const list = useQuery({ ...queryOptionsFor('surveyQuestionTemplate.list', listInputOf(address, searched)), placeholderData: keepPreviousData });
  const rows = list.data ?? [];

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('surveyQuestions.page.loading')} />;
  } else if (list.isError) {
    results = <LoadFailed message={errorMessageOf(list.error, t)} retryLabel={t('surveyQuestions.page.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0) {
    results = <EmptyNote>{address.q || address.type ? t('surveyQuestions.page.noMatch') : t('surveyQuestions.page.empty')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted" role="status">
          {t('surveyQuestions.page.count', { count: rows.length })}
        </Text>
        <ScrollTable label={t('surveyQuestions.table.label')}>
          <Table.Root size="sm" tableLayout="fixed" minW="3xl" whiteSpace="normal">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader w="40%">{t('surveyQuestions.table.question')}</Table.ColumnHeader>
                <Table.ColumnHeader w="20%">{t('surveyQuestions.table.type')}</Table.ColumnHeader>
                <Table.ColumnHeader w="13%">{t('surveyQuestions.table.formulas')}</Table.ColumnHeader>
                <Table.ColumnHeader w="15%">{t('surveyQuestions.table.usedBy')}</Table.ColumnHeader>
                <Table.ColumnHeader w="88px">
                  <VisuallyHidden>{t('surveyQuestions.table.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((template) => (
                <SurveyQuestionRow
                  key={template.uuid}
                  template={template}
                  onEdit={() => setEditing({ kind: 'edit', uuid: template.uuid, name: template.name })}
                  onDelete={() => setDeleting(template)}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      </Stack>
    );
  }

  return (
    <CataloguePage
      title={t('surveyQuestions.page.title')}
      subtitle={t('surveyQuestions.page.subtitle')}
      maxW="6xl"
      action={
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
          {t('surveyQuestions.page.new')}
        </Button>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3} role="search" aria-label={t('surveyQuestions.page.filters')}>
        <Field.Root gridColumn={{ md: 'span 2' }}>
          <Field.Label textStyle="xs">{t('surveyQuestions.page.search')}</Field.Label>
          <Input size="sm" type="search" placeholder={t('surveyQuestions.page.searchPlaceholder')} value={text} onChange={(event) => setText(event.currentTarget.value)} />
        </Field.Root>
        <LabelledSelect
          compact
          label={t('surveyQuestions.page.filterType')}
          emptyLabel={t('surveyQuestions.page.anyType')}
          value={address.type ?? ''}
          options={surveyQuestionTemplateTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
          onChange={(value) => void navigate({ search: (current) => ({ ...current, type: value === '' ? undefined : value }) })}
        />
      </SimpleGrid>
      {results}
      <SurveyQuestionTemplateDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteSurveyQuestionTemplateDialog target={deleting} onClose={() => setDeleting(null)} />
    </CataloguePage>
  );
}

function SurveyQuestionRow({ template, onEdit, onDelete }: { template: ListedSurveyQuestionTemplate; onEdit: () => void; onDelete: () => void }) {
  const { t, language } = useI18n();
  const typeLabel = useSurveyTypeLabel();
  return (
    <Table.Row>
      <Table.Cell>
        <Stack gap={0.5}>
          <HStack gap={2} wrap="wrap">
            <Code size="sm" variant="plain" px={0} fontWeight="semibold" overflowWrap="anywhere">
              {template.name}
            </Code>
            {template.required ? (
              <Badge colorPalette="orange" variant="subtle">
                {t('surveyQuestions.table.required')}
              </Badge>
            ) : null}
          </HStack>
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {labelIn(template, language)}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        {typeLabel(template.type)}
        {template.unit ? <Text as="span" color="fg.muted">{` (${template.unit})`}</Text> : null}
        {template.optionCount > 0 ? (
          <Text textStyle="xs" color="fg.muted">
            {t('surveyQuestions.table.optionCount', { count: template.optionCount })}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums">
        {template.formulaCount > 0 ? t('surveyQuestions.table.formulaCount', { count: template.formulaCount }) : <Text as="span" color="fg.muted">—</Text>}
      </Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums">
        {template.surveyTemplateCount > 0 ? (
          t('surveyQuestions.table.templateCount', { count: template.surveyTemplateCount })
        ) : (
          <Text as="span" color="fg.muted">
            {t('surveyQuestions.table.unused')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <RowActions
          editLabel={t('surveyQuestions.table.edit', { name: template.name })}
          deleteLabel={t('surveyQuestions.table.delete', { name: template.name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Table.Cell>
    </Table.Row>
  );
}
