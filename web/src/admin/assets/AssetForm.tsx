import type { Asset } from '@cairn/shared/assets/schemas';
import { labelsOf } from '@cairn/shared/labels';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../api/client.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { assetCreateInputOf, assetDetailsValuesOf, assetUpdateInputOf, emptyAssetValues, type AssetDetailsValues } from './assetModel.ts';
import { CheckboxGroupField, TextAreaField } from './formFields.tsx';

/** A new asset, or the one whose details are edited (its version goes back as `expectedVersion`). */
export type AssetFormTarget = { kind: 'create' } | { kind: 'edit'; asset: Asset };

/** The asset form over `asset.create` or `asset.update`; the fields are `AssetFields`. */
export function useAssetForm(target: AssetFormTarget, onSaved: (asset: Asset) => void) {
  return useProcedureForm({
    procedure: target.kind === 'edit' ? 'asset.update' : 'asset.create',
    defaultValues: (target.kind === 'edit'
      ? assetDetailsValuesOf(target.asset)
      : { ...emptyAssetValues(), supplierEngagementOpen: false, currency: 'EURO', comment: '' }) satisfies AssetDetailsValues as AssetDetailsValues,
    toInput: (values) => (target.kind === 'edit' ? assetUpdateInputOf(values, target.asset) : assetCreateInputOf(values)),
    onSaved: (data) => onSaved(data),
  });
}

type AssetFormApi = ReturnType<typeof useAssetForm>['form'];

/**
 * The asset's fields (spec 3 "Other": name, type, NACE codes, sector, prescribers, validated),
 * and when editing the ones only an existing asset has. A real-estate asset shows the Real
 * estate sector, which the server gives it whatever the choice.
 */
export function AssetFields({ form, target }: { form: AssetFormApi; target: AssetFormTarget }) {
  const { t, language } = useI18n();
  const type = useStore(form.store, (state) => state.values.type);
  const institutions = useQuery(queryOptionsFor('asset.list', { isFinancialInstitution: true }));
  const ownUuid = target.kind === 'edit' ? target.asset.uuid : null;
  // Prescribers already chosen stay offered even if they stopped being institutions since.
  const chosen = target.kind === 'edit' ? target.asset.prescribers : [];
  const prescriberOptions = [
    ...(institutions.data?.items ?? []).filter((asset) => asset.uuid !== ownUuid).map((asset) => ({ value: asset.uuid, label: asset.name })),
    ...chosen.filter((prescriber) => !institutions.data?.items.some((asset) => asset.uuid === prescriber.uuid)).map((prescriber) => ({ value: prescriber.uuid, label: prescriber.name })),
  ];

  return (
    <Stack gap={4}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <form.AppField name="name">{(field) => <field.TextField label={t('assets.form.name')} required autoComplete="off" />}</form.AppField>
        <form.AppField
          name="type"
          // Real estate takes its sector (spec 3 section 5): the form shows what the server will store.
          listeners={{ onChange: ({ value }) => (value === 'REAL_ESTATE' ? form.setFieldValue('sector', 'REAL_ESTATE') : undefined) }}
        >
          {(field) => (
            <field.SelectField
              label={t('assets.form.type')}
              required
              placeholder={t('assets.form.typeChoose')}
              options={labelsOf('assetType', language)}
            />
          )}
        </form.AppField>
        <form.AppField name="sector">
          {(field) =>
            type === 'REAL_ESTATE' ? (
              <field.SelectField label={t('assets.form.sector')} helper={t('assets.form.sectorRealEstate')} disabled options={labelsOf('sector', language)} />
            ) : (
              <field.SelectField label={t('assets.form.sector')} placeholder={t('assets.form.sectorNone')} options={labelsOf('sector', language)} />
            )
          }
        </form.AppField>
        <form.AppField name="naceCodes">
          {(field) => <field.TextField label={t('assets.form.naceCodes')} helper={t('assets.form.naceCodesHelp')} autoComplete="off" spellCheck={false} />}
        </form.AppField>
        <form.AppField name="language">
          {(field) => (
            <field.SelectField
              label={t('assets.form.language')}
              helper={t('assets.form.languageHelp')}
              options={[
                { value: 'en', label: t('assets.form.languageEn') },
                { value: 'fr', label: t('assets.form.languageFr') },
              ]}
            />
          )}
        </form.AppField>
        {target.kind === 'edit' ? (
          <form.AppField name="currency">{(field) => <field.SelectField label={t('assets.form.currency')} options={labelsOf('currency', language)} />}</form.AppField>
        ) : null}
      </SimpleGrid>
      <form.AppField name="prescriberUuids">
        {() => (
          <CheckboxGroupField
            label={t('assets.form.prescribers')}
            helper={t('assets.form.prescribersHelp')}
            options={prescriberOptions}
            empty={institutions.isPending ? t('assets.form.prescribersLoading') : t('assets.form.prescribersNone')}
          />
        )}
      </form.AppField>
      <Stack gap={3}>
        <form.AppField name="isFinancialInstitution">{(field) => <field.SwitchField label={t('assets.form.isFinancialInstitution')} />}</form.AppField>
        <form.AppField name="validated">{(field) => <field.SwitchField label={t('assets.form.validated')} helper={t('assets.form.validatedHelp')} />}</form.AppField>
        {target.kind === 'edit' ? (
          <form.AppField name="supplierEngagementOpen">{(field) => <field.SwitchField label={t('assets.form.supplierEngagementOpen')} />}</form.AppField>
        ) : null}
      </Stack>
      {target.kind === 'edit' ? (
        <form.AppField name="comment">{() => <TextAreaField label={t('assets.form.comment')} helper={t('assets.form.commentHelp')} rows={4} />}</form.AppField>
      ) : null}
    </Stack>
  );
}
