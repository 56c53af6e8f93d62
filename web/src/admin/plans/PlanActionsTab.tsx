import { Button, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { labelOf, type ActionStatus } from '@cairn/shared/labels';
import { staffEditsAction } from '@cairn/shared/plans/workflow';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { ActionsTable } from './ActionsTable.tsx';
import { newActionInput, type NewActionSource } from './newAction.ts';
import { planPath, planRouteId, useStaffPlan } from './planData.ts';
import { Group } from './PlanParts.tsx';

const statuses: readonly ActionStatus[] = ['SUGGESTED', 'SUBMITTED', 'SELECTED', 'DISMISSED'];

/** The workflow's view of who edits what on the plan. */
export const editRuleOf = (plan: PlanView) => ({ type: plan.type, kind: plan.isTrajectory ? ('TRAJECTORY' as const) : ('PLAN' as const), workshopTwoDone: plan.workshopTwoDone });

/**
 * `/decarbonization-plans/$uuid/actions`: the plan's actions with a status filter kept in the
 * address, a new action (blank, from an action card or a copy of one), and deleting one after asking.
 */
export function PlanActionsTab() {
  const { t, language } = useI18n();
  const { plan, actions } = useStaffPlan();
  const search = useSearch({ from: planRouteId });
  const navigate = useNavigate({ from: planPath });
  const [deleting, setDeleting] = useState<ActionView | null>(null);
  const remove = useProcedureMutation('decarbonizationAction.delete', { meta: { inlineErrors: true } });
  const shown = search.status ? actions.filter((action) => action.status === search.status) : actions;
  const count = (status: ActionStatus | undefined) => (status ? actions.filter((action) => action.status === status).length : actions.length);

  return (
    <Stack gap={6}>
      {plan.type === 'PLAN' ? <NewActionForm key={actions.length} plan={plan} actions={actions} /> : null}
      <Stack gap={3}>
        <HStack gap={2} wrap="wrap" role="group" aria-label={t('planAdmin.actions.filter')}>
          {[undefined, ...statuses].map((status) => (
            <Button
              key={status ?? 'all'}
              size="sm"
              variant={search.status === status ? 'solid' : 'outline'}
              colorPalette="teal"
              aria-pressed={search.status === status}
              onClick={() => void navigate({ search: (previous) => ({ ...previous, status }), replace: true })}
            >
              {`${status ? labelOf('actionStatus', status, language) : t('planAdmin.actions.all')} (${count(status)})`}
            </Button>
          ))}
        </HStack>
        {shown.length === 0 ? (
          <Text color="fg.muted">{t(actions.length === 0 ? 'planAdmin.actions.empty' : 'planAdmin.actions.noneInStatus')}</Text>
        ) : (
          <ActionsTable
            actions={shown}
            label={t('planAdmin.actions.table')}
            planUuid={plan.uuid}
            rowEnd={(action) =>
              staffEditsAction(editRuleOf(plan), action) ? (
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(action)}>
                  {t('planAdmin.actions.delete')}
                  <Text as="span" srOnly>{` ${action.name}`}</Text>
                </Button>
              ) : null
            }
          />
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={t('planAdmin.actions.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('planAdmin.actions.deleteBody')}
        cancelLabel={t('planAdmin.actions.keep')}
        confirmLabel={t('planAdmin.actions.delete')}
        pending={remove.isPending}
        error={remove.error ? errorMessageOf(remove.error, t) : null}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { uuid: deleting.uuid, expectedVersion: deleting.version },
            {
              onSuccess: () => {
                toaster.create({ type: 'success', title: t('planAdmin.actions.deleted', { name: deleting.name }) });
                setDeleting(null);
              },
            },
          );
        }}
      />
    </Stack>
  );
}

/** A new SUGGESTED action: blank with its name, from an action card (its name by default), or a copy of one of the plan's under a new name. */
function NewActionForm({ plan, actions }: { plan: PlanView; actions: readonly ActionView[] }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const cards = useQuery(queryOptionsFor('actionCard.list', {}));
  const { form, formRef, onSubmit } = useProcedureForm({
    procedure: 'decarbonizationAction.create',
    defaultValues: { name: '', source: '' as NewActionSource },
    toInput: (values) => newActionInput(plan.uuid, values.name, values.source),
    issueAliases: { decarbonizationActionToDuplicateUuid: 'source', actionCardUuid: 'source' },
    onSaved: (action) => {
      toaster.create({ type: 'success', title: t('planAdmin.actions.created', { name: action.name }) });
      void navigate({ to: planPath, params: { uuid: plan.uuid, _splat: `actions/${action.uuid}` } });
    },
  });
  const fromCard = useStore(form.store, (state) => state.values.source.startsWith('card:'));
  return (
    <Group title={t('planAdmin.actions.new')}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('planAdmin.actions.new')}>
        <form.AppForm>
          <Stack gap={3}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap={3} alignItems="end">
              <form.AppField name="name">
                {(field) => (
                  <field.TextField
                    label={t('planAdmin.actions.newName')}
                    required={!fromCard}
                    helper={fromCard ? t('planAdmin.actions.cardNameHint') : undefined}
                    autoComplete="off"
                  />
                )}
              </form.AppField>
              <form.AppField name="source">
                {(field) => (
                  <field.FieldShell label={t('planAdmin.actions.duplicateOf')} helper={cards.isError ? t('planAdmin.actions.cardsFailed') : undefined}>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="source" value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value as NewActionSource)}>
                        <option value="">{t('planAdmin.actions.blank')}</option>
                        {cards.data && cards.data.length > 0 ? (
                          <optgroup label={t('planAdmin.actions.fromCard')}>
                            {cards.data.map((card) => (
                              <option key={card.uuid} value={`card:${card.uuid}`}>
                                {(language === 'fr' ? card.nameFr || card.nameEn : card.nameEn) || card.nameFr}
                              </option>
                            ))}
                          </optgroup>
                        ) : null}
                        {actions.length > 0 ? (
                          <optgroup label={t('planAdmin.actions.copyOf')}>
                            {actions.map((action) => (
                              <option key={action.uuid} value={`action:${action.uuid}`}>{`#${action.displayId} ${action.name}`}</option>
                            ))}
                          </optgroup>
                        ) : null}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </field.FieldShell>
                )}
              </form.AppField>
              <HStack>
                <form.SubmitButton>{t('planAdmin.actions.create')}</form.SubmitButton>
              </HStack>
            </SimpleGrid>
            <form.ErrorSummary />
          </Stack>
        </form.AppForm>
      </form>
    </Group>
  );
}
