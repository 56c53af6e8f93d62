import { Badge, Box, Button, Field, Input, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { useAddressSearchText } from '../../ui/useAddressSearchText.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows, RowActions } from '../catalogue/CatalogueFrame.tsx';
import { DeleteDialog } from '../DeleteDialog.tsx';
import { ActionCardDialog, type ActionCardTarget } from './ActionCardDialog.tsx';
import { actionCardListInputOf, cardNameIn, categoryIn, type ListedActionCard } from './actionCardModel.ts';
import { Thumbnail } from './ImagesPage.tsx';

const route = getRouteApi('/app/analyst/action-cards');

/**
 * The staff's action cards (spec 2 "/action-cards"): every card by name, found by a text in its
 * names or operational category (kept in the address), with its image, type and how many
 * parameters and formulas it has; create, edit and delete in dialogs.
 */
export function ActionCardsPage() {
  const { t } = useI18n();
  const navigate = route.useNavigate();
  const address = route.useSearch();
  const [editing, setEditing] = useState<ActionCardTarget | null>(null);
  const [deleting, setDeleting] = useState<ListedActionCard | null>(null);

  const writeQuery = useCallback((q: string | undefined) => void navigate({ search: (current) => ({ ...current, q }), replace: true }), [navigate]);
  const { text, setText, searched } = useAddressSearchText(address.q ?? '', writeQuery);

  const list = useQuery({ ...queryOptionsFor('actionCard.list', actionCardListInputOf(searched)), placeholderData: keepPreviousData });
  const rows = list.data ?? [];

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('actionCards.page.loading')} />;
  } else if (list.isError) {
    results = <LoadFailed message={errorMessageOf(list.error, t)} retryLabel={t('actionCards.page.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0) {
    results = <EmptyNote>{address.q ? t('actionCards.page.noMatch') : t('actionCards.page.empty')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted" role="status">
          {t('actionCards.page.count', { count: rows.length })}
        </Text>
        <ScrollTable label={t('actionCards.table.label')}>
          <Table.Root size="sm" tableLayout="fixed" minW="3xl" whiteSpace="normal">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader w="80px">{t('actionCards.table.image')}</Table.ColumnHeader>
                <Table.ColumnHeader w="38%">{t('actionCards.table.name')}</Table.ColumnHeader>
                <Table.ColumnHeader w="20%">{t('actionCards.table.category')}</Table.ColumnHeader>
                <Table.ColumnHeader w="18%">{t('actionCards.table.content')}</Table.ColumnHeader>
                <Table.ColumnHeader w="88px">
                  <VisuallyHidden>{t('actionCards.table.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((card) => (
                <ActionCardRow
                  key={card.uuid}
                  card={card}
                  onEdit={() => setEditing({ kind: 'edit', uuid: card.uuid, name: card.nameEn })}
                  onDelete={() => setDeleting(card)}
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
      title={t('actionCards.page.title')}
      subtitle={t('actionCards.page.subtitle')}
      maxW="6xl"
      action={
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
          {t('actionCards.page.new')}
        </Button>
      }
    >
      <Box role="search" aria-label={t('actionCards.page.filters')} maxW="md">
        <Field.Root>
          <Field.Label textStyle="xs">{t('actionCards.page.search')}</Field.Label>
          <Input size="sm" type="search" placeholder={t('actionCards.page.searchPlaceholder')} value={text} onChange={(event) => setText(event.currentTarget.value)} />
        </Field.Root>
      </Box>
      {results}
      <ActionCardDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteDialog
        procedure="actionCard.delete"
        input={deleting && { uuid: deleting.uuid, expectedVersion: deleting.version }}
        texts={{
          title: t('actionCards.delete.title'),
          body: t('actionCards.delete.text', { name: deleting?.nameEn ?? '' }),
          cancel: t('actionCards.delete.cancel'),
          confirm: t('actionCards.delete.confirm'),
          done: t('actionCards.delete.done'),
        }}
        onClose={() => setDeleting(null)}
      />
    </CataloguePage>
  );
}

function ActionCardRow({ card, onEdit, onDelete }: { card: ListedActionCard; onEdit: () => void; onDelete: () => void }) {
  const { t, language } = useI18n();
  const name = cardNameIn(card, language);
  const category = categoryIn(card, language);
  return (
    <Table.Row>
      <Table.Cell>{card.imageUuid ? <Thumbnail uuid={card.imageUuid} size={12} /> : null}</Table.Cell>
      <Table.Cell>
        <Stack gap={1} align="flex-start">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {name}
          </Text>
          <Badge variant="subtle" colorPalette={card.type === 'QUANTITATIVE' ? 'teal' : 'purple'}>
            {t(`actionCards.type.${card.type}`)}
          </Badge>
        </Stack>
      </Table.Cell>
      <Table.Cell>{category ?? <Text as="span" color="fg.muted">—</Text>}</Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums">
        <Text textStyle="sm">{t('actionCards.table.parameterCount', { count: card.parameterCount })}</Text>
        <Text textStyle="sm">{t('actionCards.table.formulaCount', { count: card.formulaCount })}</Text>
      </Table.Cell>
      <Table.Cell>
        <RowActions editLabel={t('actionCards.table.edit', { name })} deleteLabel={t('actionCards.table.delete', { name })} onEdit={onEdit} onDelete={onDelete} />
      </Table.Cell>
    </Table.Row>
  );
}
