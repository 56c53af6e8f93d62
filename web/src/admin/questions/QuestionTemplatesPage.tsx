import { Badge, Button, Code, Field, HStack, Input, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { labelOf, labelsOf } from '@cairn/shared/labels';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { questionTemplateTypes } from '../../app/routeSearch.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { useAddressSearchText } from '../../ui/useAddressSearchText.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows, RowActions } from '../catalogue/CatalogueFrame.tsx';
import { DeleteQuestionTemplateDialog } from './questionTemplates/DeleteQuestionTemplateDialog.tsx';
import { QuestionTemplateDialog, type QuestionTemplateTarget } from './questionTemplates/QuestionTemplateDialog.tsx';
import { labelIn, listInputOf, placeOf, type ListedQuestionTemplate } from './questionTemplates/questionTemplateModel.ts';

const route = getRouteApi('/app/analyst/questions');

/**
 * The staff's catalogue of question templates (spec 2 "/questions"): every template by category,
 * subcategory and name, found by a text and a type (both in the address), with its type, place,
 * scopes, priority and columns; create, edit and delete in a large dialog.
 */
export function QuestionTemplatesPage() {
  const { t, language } = useI18n();
  const navigate = route.useNavigate();
  const address = route.useSearch();
  const [editing, setEditing] = useState<QuestionTemplateTarget | null>(null);
  const [deleting, setDeleting] = useState<ListedQuestionTemplate | null>(null);

  // The search box's text, kept in the address once typing pauses (replacing the entry: Back skips keystrokes).
  const writeQuery = useCallback((q: string | undefined) => void navigate({ search: (current) => ({ ...current, q }), replace: true }), [navigate]);
  const { text, setText, searched } = useAddressSearchText(address.q ?? '', writeQuery);

  // Each search is its own query; the previous rows stay while the next ones come.
  const list = useQuery({ ...queryOptionsFor('questionTemplate.list', listInputOf(address, searched)), placeholderData: keepPreviousData });
  const rows = list.data ?? [];

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('questionTemplates.page.loading')} />;
  } else if (list.isError) {
    results = (
      <LoadFailed message={errorMessageOf(list.error, t)} retryLabel={t('questionTemplates.page.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
    );
  } else if (rows.length === 0) {
    results = <EmptyNote>{address.q || address.type ? t('questionTemplates.page.noMatch') : t('questionTemplates.page.empty')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted" role="status">
          {t('questionTemplates.page.count', { count: rows.length })}
        </Text>
        <ScrollTable label={t('questionTemplates.table.label')}>
          <Table.Root size="sm" tableLayout="fixed" minW="4xl" whiteSpace="normal">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader w="33%">{t('questionTemplates.table.question')}</Table.ColumnHeader>
                <Table.ColumnHeader w="13%">{t('questionTemplates.table.type')}</Table.ColumnHeader>
                <Table.ColumnHeader w="20%">{t('questionTemplates.table.category')}</Table.ColumnHeader>
                <Table.ColumnHeader w="12%">{t('questionTemplates.table.scopes')}</Table.ColumnHeader>
                <Table.ColumnHeader w="11%">{t('questionTemplates.table.columns')}</Table.ColumnHeader>
                <Table.ColumnHeader w="88px">
                  <VisuallyHidden>{t('questionTemplates.table.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((template) => (
                <QuestionTemplateRow
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

  const typeOptions = labelsOf('questionType', language).filter((option) => (questionTemplateTypes as readonly string[]).includes(option.value));
  return (
    <CataloguePage
      title={t('questionTemplates.page.title')}
      subtitle={t('questionTemplates.page.subtitle')}
      maxW="6xl"
      action={
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
          {t('questionTemplates.page.new')}
        </Button>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3} role="search" aria-label={t('questionTemplates.page.filters')}>
        <Field.Root gridColumn={{ md: 'span 2' }}>
          <Field.Label textStyle="xs">{t('questionTemplates.page.search')}</Field.Label>
          <Input size="sm" type="search" placeholder={t('questionTemplates.page.searchPlaceholder')} value={text} onChange={(event) => setText(event.currentTarget.value)} />
        </Field.Root>
        <LabelledSelect
          compact
          label={t('questionTemplates.page.filterType')}
          emptyLabel={t('questionTemplates.page.anyType')}
          value={address.type ?? ''}
          options={typeOptions}
          onChange={(value) => void navigate({ search: (current) => ({ ...current, type: value === '' ? undefined : value }) })}
        />
      </SimpleGrid>
      {results}
      <QuestionTemplateDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteQuestionTemplateDialog target={deleting} onClose={() => setDeleting(null)} />
    </CataloguePage>
  );
}

function QuestionTemplateRow({ template, onEdit, onDelete }: { template: ListedQuestionTemplate; onEdit: () => void; onDelete: () => void }) {
  const { t, language } = useI18n();
  const place = placeOf(template);
  return (
    <Table.Row>
      <Table.Cell>
        <Stack gap={0.5}>
          <HStack gap={2} wrap="wrap">
            <Code size="sm" variant="plain" px={0} fontWeight="semibold" overflowWrap="anywhere">
              {template.name}
            </Code>
            {template.important ? (
              <Badge colorPalette="orange" variant="subtle">
                {t('questionTemplates.table.priority')}
              </Badge>
            ) : null}
            {template.adminOnly ? (
              <Badge colorPalette="gray" variant="subtle">
                {t('questionTemplates.table.staffOnly')}
              </Badge>
            ) : null}
          </HStack>
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {labelIn(template, language)}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {labelOf('questionType', template.type, language)}
        {template.unit ? (
          <Text as="span" color="fg.muted">
            {` (${template.unit})`}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell overflowWrap="anywhere">{place ?? <Text as="span" color="fg.muted">{t('questionTemplates.table.others')}</Text>}</Table.Cell>
      <Table.Cell>
        {template.impactedScopes.length === 0 ? (
          <Text as="span" color="fg.muted">
            {t('questionTemplates.table.noScope')}
          </Text>
        ) : (
          <HStack gap={1} wrap="wrap">
            {template.impactedScopes.map((scope) => (
              <Badge key={scope} variant="outline" colorPalette="teal">
                {labelOf('scope', scope, language)}
              </Badge>
            ))}
          </HStack>
        )}
      </Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums">
        {template.type === 'TABLE' ? t('questionTemplates.table.columnCount', { count: template.columnCount }) : <Text as="span" color="fg.muted">—</Text>}
      </Table.Cell>
      <Table.Cell>
        <RowActions
          editLabel={t('questionTemplates.table.edit', { name: template.name })}
          deleteLabel={t('questionTemplates.table.delete', { name: template.name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Table.Cell>
    </Table.Row>
  );
}
