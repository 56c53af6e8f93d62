import type { SupplierEngagementView } from '@cairn/shared/contract/suppliers';
import { Card, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { assetDetailsValuesOf, assetUpdateInputOf } from '../assets/assetModel.ts';
import { LoadFailed, LoadingRows } from '../catalogue/CatalogueFrame.tsx';

/**
 * The edit tab: the asset's supplier engagement settings. Whether the client sees its supplier
 * engagement (its menu entry, spec 1), saved at once on the asset's version read (CONFLICT if
 * someone changed the asset meanwhile), and what the asset holds.
 */
export function EditTab({ assetUuid, engagement }: { assetUuid: string; engagement: SupplierEngagementView }) {
  const { t } = useI18n();
  const asset = useQuery(queryOptionsFor('asset.get', { uuid: assetUuid }));
  const canSave = useCanCall('asset.update');
  const save = useProcedureMutation('asset.update', {
    meta: { inlineErrors: true },
    onSuccess: () => toaster.create({ type: 'success', title: t('supplierAdmin.edit.saved') }),
  });
  if (asset.isError) return <LoadFailed message={errorMessageOf(asset.error, t)} retryLabel={t('supplierAdmin.page.retry')} retrying={asset.isFetching} onRetry={() => void asset.refetch()} />;
  if (!asset.data) return <LoadingRows label={t('supplierAdmin.page.loading')} rows={2} />;
  const current = asset.data;
  return (
    <Card.Root mt={4}>
      <Card.Body>
        <Stack gap={4}>
          <Heading as="h2" size="md">
            {t('supplierAdmin.edit.title')}
          </Heading>
          <Switch.Root
            checked={current.supplierEngagementOpen}
            disabled={!canSave || save.isPending}
            colorPalette="teal"
            onCheckedChange={(details) => save.mutate(assetUpdateInputOf({ ...assetDetailsValuesOf(current), supplierEngagementOpen: details.checked }, current))}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('supplierAdmin.edit.open')}</Switch.Label>
          </Switch.Root>
          <Text textStyle="sm" color="fg.muted">
            {t('supplierAdmin.edit.openHelp')}
          </Text>
          {save.error ? <ErrorBox message={errorMessageOf(save.error, t)} /> : null}
          <Text textStyle="sm">
            {t('supplierAdmin.edit.counts', { suppliers: engagement.suppliers.length, groups: engagement.groups.length, templates: engagement.templates.length })}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
