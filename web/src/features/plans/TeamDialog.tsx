import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { PlanView } from '@cairn/shared/contract/plans';
import { planLimits } from '@cairn/shared/plans/model';
import { useRef, useState, type FormEvent } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { incompleteRow, teamEdits, type TeamRow } from './planModel.ts';

interface TeamDialogProps {
  open: boolean;
  plan: PlanView;
  onClose: () => void;
}

/** The plan's team (spec 2 "Team members edit dialog"): add, rename, and delete with undo until saved (`decarbonizationPlan.editMembers`). */
export function TeamDialog({ open, plan, onClose }: TeamDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }}>
      {open ? <TeamForm plan={plan} onClose={onClose} /> : null}
    </FormDialog>
  );
}

let rowCount = 0;
const newKey = () => `new-${++rowCount}`;

function TeamForm({ plan, onClose }: { plan: PlanView; onClose: () => void }) {
  const { t } = useI18n();
  const [rows, setRows] = useState<TeamRow[]>(() => plan.teamMembers.map((member) => ({ key: member.uuid, uuid: member.uuid, name: member.name, initials: member.initials, deleted: false })));
  const [missing, setMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useProcedureMutation('decarbonizationPlan.editMembers', {
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('plans.team.saved') });
      onClose();
    },
  });
  const edits = teamEdits(plan.teamMembers, rows);
  const { requestClose, discardDialog } = useDialogFormClose({ dirty: edits.length > 0, saving: save.isPending, onClose });

  const change = (key: string, patch: Partial<TeamRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (rows.some(incompleteRow)) {
      setMissing(true);
      formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    if (edits.length === 0) return onClose();
    save.mutate({ planUuid: plan.uuid, teamMembers: edits });
  };

  return (
    <>
      <DialogForm
        title={t('plans.team.title')}
        closeLabel={t('plans.team.close')}
        cancelLabel={t('plans.team.cancel')}
        saveLabel={t('plans.team.save')}
        formRef={formRef}
        saving={save.isPending}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <Text textStyle="sm" color="fg.muted">
            {t('plans.team.intro')}
          </Text>
          {save.isError ? <ErrorBox message={errorMessageOf(save.error, t)} /> : null}
          {missing && rows.some(incompleteRow) ? <ErrorBox message={t('plans.team.required')} /> : null}
          {rows.length === 0 ? <Text color="fg.muted">{t('plans.team.empty')}</Text> : null}
          <Stack as="ul" listStyleType="none" gap={3}>
            {rows.map((row, index) => {
              const label = row.name.trim() || t('plans.team.member', { index: index + 1 });
              const invalid = missing && incompleteRow(row);
              return (
                <HStack as="li" key={row.key} gap={2} align="flex-end">
                  <Field.Root flex="3" invalid={invalid && row.name.trim() === ''} disabled={row.deleted}>
                    <Field.Label srOnly={index > 0}>{t('plans.team.name')}</Field.Label>
                    <Input
                      aria-label={t('plans.team.nameOf', { index: index + 1 })}
                      value={row.name}
                      autoComplete="off"
                      onChange={(event) => change(row.key, { name: event.currentTarget.value })}
                    />
                  </Field.Root>
                  <Field.Root flex="1" minW="16" invalid={invalid && row.initials.trim() === ''} disabled={row.deleted}>
                    <Field.Label srOnly={index > 0}>{t('plans.team.initials')}</Field.Label>
                    <Input
                      aria-label={t('plans.team.initialsOf', { index: index + 1 })}
                      value={row.initials}
                      maxLength={planLimits.initials}
                      autoComplete="off"
                      onChange={(event) => change(row.key, { initials: event.currentTarget.value })}
                    />
                  </Field.Root>
                  {row.deleted ? (
                    <IconButton variant="outline" onClick={() => change(row.key, { deleted: false })} aria-label={t('plans.team.undo', { name: label })}>
                      ↶
                    </IconButton>
                  ) : (
                    <IconButton variant="outline" colorPalette="red" onClick={() => change(row.key, { deleted: true })} aria-label={t('plans.team.delete', { name: label })}>
                      ✕
                    </IconButton>
                  )}
                </HStack>
              );
            })}
          </Stack>
          {rows.some((row) => row.deleted) ? (
            <Text textStyle="sm" color="fg.muted">
              {t('plans.team.deleted')}
            </Text>
          ) : null}
          <Button
            alignSelf="flex-start"
            variant="outline"
            disabled={rows.length >= planLimits.teamMembers}
            onClick={() => setRows((current) => [...current, { key: newKey(), uuid: null, name: '', initials: '', deleted: false }])}
          >
            {t('plans.team.add')}
          </Button>
        </Stack>
      </DialogForm>
      {discardDialog}
    </>
  );
}
