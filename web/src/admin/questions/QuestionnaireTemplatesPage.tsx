import { Button, Field, Input, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { useAddressSearchText } from '../../ui/useAddressSearchText.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows, RowActions } from '../catalogue/CatalogueFrame.tsx';
import { labelIn } from './questionTemplates/questionTemplateModel.ts';
import { DeleteQuestionnaireTemplateDialog } from './questionnaireTemplates/DeleteQuestionnaireTemplateDialog.tsx';
import { QuestionnaireTemplateDialog, type QuestionnaireTemplateTarget } from './questionnaireTemplates/QuestionnaireTemplateDialog.tsx';
import { matchingTemplates, type ListedQuestionnaireTemplate } from './questionnaireTemplates/questionnaireTemplateModel.ts';

const route = getRouteApi('/app/analyst/templates');

/**
 * The staff's questionnaire templates (spec 2 "/templates"): each template by name with its
 * label, how many questions and categories it holds, found by a text kept in the address; create,
 * edit (its questions by category and subcategory, in order) and delete in dialogs.
 */
export function QuestionnaireTemplatesPage() {
  const { t } = useI18n();
  const navigate = route.useNavigate();
  const address = route.useSearch();
  const [editing, setEditing] = useState<QuestionnaireTemplateTarget | null>(null);
  const [deleting, setDeleting] = useState<ListedQuestionnaireTemplate | null>(null);

  // The search box's text, kept in the address once typing pauses (replacing the entry: Back skips keystrokes).
  const writeQuery = useCallback((q: string | undefined) => void navigate({ search: (current) => ({ ...current, q }), replace: true }), [navigate]);
  const { text, setText, searched } = useAddressSearchText(address.q ?? '', writeQuery);

  // A few tens of templates, listed whole by the server: the search filters them here.
  const list = useQuery(queryOptionsFor('questionnaireTemplate.list', {}));
  const rows = matchingTemplates(list.data ?? [], searched);

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('questionnaireTemplates.page.loading')} />;
  } else if (list.isError) {
    results = (
      <LoadFailed
        message={errorMessageOf(list.error, t)}
        retryLabel={t('questionnaireTemplates.page.retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (rows.length === 0) {
    results = <EmptyNote>{list.data.length > 0 ? t('questionnaireTemplates.page.noMatch') : t('questionnaireTemplates.page.empty')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted" role="status">
          {t('questionnaireTemplates.page.count', { count: rows.length })}
        </Text>
        <ScrollTable label={t('questionnaireTemplates.table.label')}>
          <Table.Root size="sm" tableLayout="fixed" minW="2xl" whiteSpace="normal">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('questionnaireTemplates.table.template')}</Table.ColumnHeader>
                <Table.ColumnHeader w="18%">{t('questionnaireTemplates.table.questions')}</Table.ColumnHeader>
                <Table.ColumnHeader w="18%">{t('questionnaireTemplates.table.categories')}</Table.ColumnHeader>
                <Table.ColumnHeader w="88px">
                  <VisuallyHidden>{t('questionnaireTemplates.table.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((template) => (
                <QuestionnaireTemplateRow
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
      title={t('questionnaireTemplates.page.title')}
      subtitle={t('questionnaireTemplates.page.subtitle')}
      maxW="5xl"
      action={
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
          {t('questionnaireTemplates.page.new')}
        </Button>
      }
    >
      <Stack role="search" aria-label={t('questionnaireTemplates.page.filters')} maxW="md">
        <Field.Root>
          <Field.Label textStyle="xs">{t('questionnaireTemplates.page.search')}</Field.Label>
          <Input
            size="sm"
            type="search"
            placeholder={t('questionnaireTemplates.page.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </Field.Root>
      </Stack>
      {results}
      <QuestionnaireTemplateDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteQuestionnaireTemplateDialog target={deleting} onClose={() => setDeleting(null)} />
    </CataloguePage>
  );
}

function QuestionnaireTemplateRow({ template, onEdit, onDelete }: { template: ListedQuestionnaireTemplate; onEdit: () => void; onDelete: () => void }) {
  const { t, language } = useI18n();
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
      <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {t('questionnaireTemplates.table.questionCount', { count: template.questionCount })}
      </Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {t('questionnaireTemplates.table.categoryCount', { count: template.categoryCount })}
      </Table.Cell>
      <Table.Cell>
        <RowActions
          editLabel={t('questionnaireTemplates.table.edit', { name: template.name })}
          deleteLabel={t('questionnaireTemplates.table.delete', { name: template.name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Table.Cell>
    </Table.Row>
  );
}
