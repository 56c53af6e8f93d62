import type { Asset } from '@cairn/shared/assets/schemas';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { useDirtyGuard } from '../../ui/form/useDirtyGuard.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { AssetFields, useAssetForm } from './AssetForm.tsx';

/**
 * The Details tab: the asset's details and the staff comment, saved together from the version
 * the form was opened on, so a change someone saved meanwhile answers CONFLICT instead of being
 * overwritten. Leaving with unsaved changes asks first.
 */
export function AssetDetailsTab({ asset }: { asset: Asset }) {
  const { t, language } = useI18n();
  // The version the form edits: the one it opened on, then each one it saved.
  const [base, setBase] = useState(asset);
  const canSave = useCanCall('asset.update');
  const target = { kind: 'edit', asset: base } as const;
  const { form, formRef, dirty, saving, onSubmit } = useAssetForm(target, (saved) => {
    setBase(saved);
    toaster.create({ type: 'success', title: t('assets.details.saved') });
  });
  const guard = useDirtyGuard(dirty);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <form.AppForm>
      <Card.Root mt={4}>
        <Card.Body>
          <form ref={formRef} noValidate onSubmit={onSubmit}>
            <Stack gap={5}>
              <form.ErrorSummary conflict={t('assets.details.conflict')} />
              <AssetFields form={form} target={target} />
              <HStack justify="space-between" wrap="wrap" gap={3}>
                <Text textStyle="xs" color="fg.muted">
                  {t('assets.details.updatedAt', { date: dateFormat.format(new Date(base.updatedAt)) })}
                </Text>
                {canSave ? (
                  <Button type="submit" colorPalette="teal" loading={saving}>
                    {t('assets.details.save')}
                  </Button>
                ) : null}
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {guard}
    </form.AppForm>
  );
}
