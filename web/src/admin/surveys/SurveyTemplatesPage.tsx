import { Badge, Button, Field, Input, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { useAddressSearchText } from '../../ui/useAddressSearchText.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows, RowActions } from '../catalogue/CatalogueFrame.tsx';
import { labelIn } from '../questions/questionTemplates/questionTemplateModel.ts';
import { useSurveyKindLabel } from './surveyLabels.ts';
import { DeleteSurveyTemplateDialog } from './surveyTemplates/DeleteSurveyTemplateDialog.tsx';
import { SurveyTemplateDialog, type SurveyTemplateTarget } from './surveyTemplates/SurveyTemplateDialog.tsx';
import { matchingSurveyTemplates, type ListedSurveyTemplate } from './surveyTemplates/surveyTemplateModel.ts';

const route = getRouteApi('/app/analyst/survey-templates');

/**
 * The staff's survey templates (spec 2 "/survey-templates"): each template by name with its label,
 * kind and number of questions, found by a text kept in the address; create, edit (its texts and
 * its questions in order) and delete in dialogs. A new survey copies one.
 */
export function SurveyTemplatesPage() {
  const { t } = useI18n();
  const navigate = route.useNavigate();
  const address = route.useSearch();
  const [editing, setEditing] = useState<SurveyTemplateTarget | null>(null);
  const [deleting, setDeleting] = useState<ListedSurveyTemplate | null>(null);

  const writeQuery = useCallback((q: string | undefined) => void navigate({ search: (current) => ({ ...current, q }), replace: true }), [navigate]);
  const { text, setText, searched } = useAddressSearchText(address.q ?? '', writeQuery);

  // A few tens of templates, listed whole by the server: the search filters them here.
  const list = useQuery(queryOptionsFor('surveyTemplate.list', {}));
  const rows = matchingSurveyTemplates(list.data ?? [], searched);

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('surveyTemplates.page.loading')} />;
  } else if (list.isError) {
    results = <LoadFailed message={errorMessageOf(list.error, t)} retryLabel={t('surveyTemplates.page.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0) {
    results = <EmptyNote>{list.data.length > 0 ? t('surveyTemplates.page.noMatch') : t('surveyTemplates.page.empty')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted" role="status">
          {t('surveyTemplates.page.count', { count: rows.length })}
        </Text>
        <ScrollTable label={t('surveyTemplates.table.label')}>
          <Table.Root size="sm" tableLayout="fixed" minW="2xl" whiteSpace="normal">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('surveyTemplates.table.template')}</Table.ColumnHeader>
                <Table.ColumnHeader w="18%">{t('surveyTemplates.table.kind')}</Table.ColumnHeader>
                <Table.ColumnHeader w="18%">{t('surveyTemplates.table.questions')}</Table.ColumnHeader>
                <Table.ColumnHeader w="88px">
                  <VisuallyHidden>{t('surveyTemplates.table.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((template) => (
                <SurveyTemplateRow
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
      title={t('surveyTemplates.page.title')}
      subtitle={t('surveyTemplates.page.subtitle')}
      maxW="5xl"
      action={
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
          {t('surveyTemplates.page.new')}
        </Button>
      }
    >
      <Stack role="search" aria-label={t('surveyTemplates.page.filters')} maxW="md">
        <Field.Root>
          <Field.Label textStyle="xs">{t('surveyTemplates.page.search')}</Field.Label>
          <Input size="sm" type="search" placeholder={t('surveyTemplates.page.searchPlaceholder')} value={text} onChange={(event) => setText(event.currentTarget.value)} />
        </Field.Root>
      </Stack>
      {results}
      <SurveyTemplateDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteSurveyTemplateDialog target={deleting} onClose={() => setDeleting(null)} />
    </CataloguePage>
  );
}

function SurveyTemplateRow({ template, onEdit, onDelete }: { template: ListedSurveyTemplate; onEdit: () => void; onDelete: () => void }) {
  const { t, language } = useI18n();
  const kindLabel = useSurveyKindLabel();
  return (
    <Table.Row>
      <Table.Cell>
        <Stack gap={0.5}>
          <Text fontWeight="medium" overflowWrap="anywhere">
            {template.name}
          </Text>
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {labelIn(template, language)}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <Badge variant="subtle" colorPalette={template.type === 'EMPLOYEE' ? 'teal' : 'purple'}>
          {kindLabel(template.type)}
        </Badge>
      </Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {t('surveyTemplates.table.questionCount', { count: template.questionCount })}
      </Table.Cell>
      <Table.Cell>
        <RowActions
          editLabel={t('surveyTemplates.table.edit', { name: template.name })}
          deleteLabel={t('surveyTemplates.table.delete', { name: template.name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Table.Cell>
    </Table.Row>
  );
}
