import { Badge, Box, Button, Field, HStack, Image, Input, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { imageUrl } from '@cairn/shared/plans/actionImages';
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
import { ImageDialog, type ImageTarget } from './ImageDialog.tsx';
import { imageListInputOf, type ListedImage } from './imageModel.ts';

const route = getRouteApi('/app/analyst/images');

/**
 * The image library (spec 2 "/images"): every image by name, found by a text in its name or a
 * keyword (kept in the address), with its thumbnail and how many action cards show it; add,
 * edit and delete in dialogs.
 */
export function ImagesPage() {
  const { t } = useI18n();
  const navigate = route.useNavigate();
  const address = route.useSearch();
  const [editing, setEditing] = useState<ImageTarget | null>(null);
  const [deleting, setDeleting] = useState<ListedImage | null>(null);

  const writeQuery = useCallback((q: string | undefined) => void navigate({ search: (current) => ({ ...current, q }), replace: true }), [navigate]);
  const { text, setText, searched } = useAddressSearchText(address.q ?? '', writeQuery);

  const list = useQuery({ ...queryOptionsFor('image.list', imageListInputOf(searched)), placeholderData: keepPreviousData });
  const rows = list.data ?? [];

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('images.page.loading')} />;
  } else if (list.isError) {
    results = <LoadFailed message={errorMessageOf(list.error, t)} retryLabel={t('images.page.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0) {
    results = <EmptyNote>{address.q ? t('images.page.noMatch') : t('images.page.empty')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted" role="status">
          {t('images.page.count', { count: rows.length })}
        </Text>
        <ScrollTable label={t('images.table.label')}>
          <Table.Root size="sm" tableLayout="fixed" minW="2xl" whiteSpace="normal">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader w="96px">{t('images.table.picture')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('images.table.name')}</Table.ColumnHeader>
                <Table.ColumnHeader w="20%">{t('images.table.usedBy')}</Table.ColumnHeader>
                <Table.ColumnHeader w="88px">
                  <VisuallyHidden>{t('images.table.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((image) => (
                <ImageRow key={image.uuid} image={image} onEdit={() => setEditing({ kind: 'edit', image })} onDelete={() => setDeleting(image)} />
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      </Stack>
    );
  }

  return (
    <CataloguePage
      title={t('images.page.title')}
      subtitle={t('images.page.subtitle')}
      maxW="5xl"
      action={
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
          {t('images.page.new')}
        </Button>
      }
    >
      <Box role="search" aria-label={t('images.page.filters')} maxW="md">
        <Field.Root>
          <Field.Label textStyle="xs">{t('images.page.search')}</Field.Label>
          <Input size="sm" type="search" placeholder={t('images.page.searchPlaceholder')} value={text} onChange={(event) => setText(event.currentTarget.value)} />
        </Field.Root>
      </Box>
      {results}
      <ImageDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteDialog
        procedure="image.delete"
        input={deleting && { uuid: deleting.uuid, expectedVersion: deleting.version }}
        texts={{
          title: t('images.delete.title'),
          body: t('images.delete.text', { name: deleting?.name ?? '' }),
          cancel: t('images.delete.cancel'),
          confirm: t('images.delete.confirm'),
          done: t('images.delete.done'),
        }}
        onClose={() => setDeleting(null)}
      />
    </CataloguePage>
  );
}

/** The stored picture, small; decorative beside the name that says what it shows. */
export function Thumbnail({ uuid, size = 16, alt = '' }: { uuid: string; size?: number; alt?: string }) {
  return <Image src={imageUrl(uuid)} alt={alt} boxSize={size} objectFit="contain" borderRadius="md" borderWidth="1px" bg="bg.subtle" loading="lazy" />;
}

function ImageRow({ image, onEdit, onDelete }: { image: ListedImage; onEdit: () => void; onDelete: () => void }) {
  const { t } = useI18n();
  return (
    <Table.Row>
      <Table.Cell>
        <Thumbnail uuid={image.uuid} />
      </Table.Cell>
      <Table.Cell>
        <Stack gap={1}>
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {image.name}
          </Text>
          {image.keywords.length > 0 ? (
            <HStack gap={1} wrap="wrap">
              {image.keywords.map((keyword) => (
                <Badge key={keyword} variant="subtle" colorPalette="gray">
                  {keyword}
                </Badge>
              ))}
            </HStack>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums">
        {image.actionCardCount > 0 ? (
          t('images.table.cardCount', { count: image.actionCardCount })
        ) : (
          <Text as="span" color="fg.muted">
            {t('images.table.unused')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <RowActions editLabel={t('images.table.edit', { name: image.name })} deleteLabel={t('images.table.delete', { name: image.name })} onEdit={onEdit} onDelete={onDelete} />
      </Table.Cell>
    </Table.Row>
  );
}
