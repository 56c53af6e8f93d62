import type { SupplierGroupView } from '@cairn/shared/contract/suppliers';
import type { SupplierQuestion } from '@cairn/shared/supplier/model';
import { Button, Card, Field, HStack, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { formErrorsOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { EditDeleteButtons } from './EditDeleteButtons.tsx';
import { DeleteDialog } from '../DeleteDialog.tsx';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import { questionProblems, type QuestionProblem } from './questionsModel.ts';
import { FormFrame } from './SupplierDialogs.tsx';

/**
 * The groups tab: the asset's supplier groups, each the form its suppliers answer (intro,
 * questions, footer). Created and edited in a dialog (the name never blank), deleted after a
 * confirmation; the server refuses to delete a group suppliers still belong to, said in the dialog.
 */
export function GroupsTab({ assetUuid, groups, supplierCounts }: { assetUuid: string; groups: readonly SupplierGroupView[]; supplierCounts: ReadonlyMap<string, number> }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<SupplierGroupView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SupplierGroupView | null>(null);
  return (
    <Stack gap={4} mt={4}>
      <Button size="sm" colorPalette="teal" alignSelf="flex-end" onClick={() => setEditing('new')}>
        {t('supplierAdmin.groups.new')}
      </Button>
      {groups.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <Text color="fg.muted">{t('supplierAdmin.groups.empty')}</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <ScrollTable label={t('supplierAdmin.tabs.groups')}>
          <Table.Root size="sm" minW="2xl">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('supplierAdmin.groups.name')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('supplierAdmin.groups.suppliers')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('supplierAdmin.groups.questions')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.expenses.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {groups.map((group) => (
                <Table.Row key={group.uuid}>
                  <Table.Cell fontWeight="medium">{group.name}</Table.Cell>
                  <Table.Cell textAlign="end">{supplierCounts.get(group.uuid) ?? 0}</Table.Cell>
                  <Table.Cell textAlign="end">{group.questions.length}</Table.Cell>
                  <Table.Cell>
                    <EditDeleteButtons
                      editLabel={t('supplierAdmin.groups.edit', { name: group.name })}
                      deleteLabel={t('supplierAdmin.groups.delete', { name: group.name })}
                      onEdit={() => setEditing(group)}
                      onDelete={() => setDeleting(group)}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      )}
      {editing ? <GroupDialog assetUuid={assetUuid} group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <DeleteDialog
        procedure="supplierGroup.delete"
        input={deleting ? { assetUuid, uuid: deleting.uuid } : null}
        texts={{
          title: t('supplierAdmin.groups.deleteTitle'),
          body: t('supplierAdmin.groups.deleteBody', { name: deleting?.name ?? '' }),
          cancel: t('supplierAdmin.form.cancel'),
          confirm: t('supplierAdmin.delete.confirm'),
          done: t('supplierAdmin.groups.deleted'),
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

const blank = (text: string) => (text.trim() === '' ? null : text);

/** A group's name (not blank), intro and footer in English and French, and its questions. */
function GroupDialog({ assetUuid, group, onClose }: { assetUuid: string; group: SupplierGroupView | null; onClose: () => void }) {
  const { t } = useI18n();
  const [name, setName] = useState(group?.name ?? '');
  const [intro, setIntro] = useState({ en: group?.intro.en ?? '', fr: group?.intro.fr ?? '' });
  const [footer, setFooter] = useState({ en: group?.footer.en ?? '', fr: group?.footer.fr ?? '' });
  const [questions, setQuestions] = useState<SupplierQuestion[]>(group?.questions ?? []);
  const [nameMissing, setNameMissing] = useState(false);
  const [problems, setProblems] = useState<QuestionProblem[]>([]);
  const create = useProcedureMutation('supplierGroup.create', { meta: { inlineErrors: true } });
  const update = useProcedureMutation('supplierGroup.update', { meta: { inlineErrors: true } });
  const saving = create.isPending || update.isPending;
  const errors = formErrorsOf(group ? update.error : create.error, ['name'], t);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = questionProblems(questions);
    setNameMissing(name.trim() === '');
    setProblems(found);
    if (name.trim() === '' || found.length > 0) return;
    const fields = {
      name: name.trim(),
      intro: { en: blank(intro.en), fr: blank(intro.fr) },
      footer: { en: blank(footer.en), fr: blank(footer.fr) },
      questions: questions.map((question) => ({ ...question, labelEn: question.labelEn.trim() })),
    };
    try {
      if (group) await update.mutateAsync({ assetUuid, uuid: group.uuid, expectedVersion: group.version, ...fields });
      else await create.mutateAsync({ assetUuid, ...fields });
    } catch {
      return;
    }
    toaster.create({ type: 'success', title: t('supplierAdmin.groups.saved') });
    onClose();
  };
  const localized = (label: string, value: { en: string; fr: string }, set: (next: { en: string; fr: string }) => void) => (
    <HStack gap={3} align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
      <Field.Root>
        <Field.Label>{t('supplierAdmin.groups.inEnglish', { label })}</Field.Label>
        <Textarea value={value.en} rows={3} maxLength={5000} onChange={(event) => set({ ...value, en: event.currentTarget.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('supplierAdmin.groups.inFrench', { label })}</Field.Label>
        <Textarea value={value.fr} rows={3} maxLength={5000} onChange={(event) => set({ ...value, fr: event.currentTarget.value })} />
      </Field.Root>
    </HStack>
  );
  return (
    <FormFrame
      open
      size="lg"
      title={group ? t('supplierAdmin.groups.editTitle') : t('supplierAdmin.groups.newTitle')}
      saving={saving}
      submitLabel={t('supplierAdmin.form.save')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Field.Root required invalid={nameMissing || Boolean(errors.fields.name)}>
        <Field.Label>
          {t('supplierAdmin.groups.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={name}
          maxLength={200}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameMissing(false);
          }}
        />
        <Field.ErrorText>{nameMissing ? t('supplierAdmin.form.required') : errors.fields.name?.join(' ')}</Field.ErrorText>
      </Field.Root>
      {localized(t('supplierAdmin.groups.intro'), intro, setIntro)}
      <Text fontWeight="semibold">{t('supplierAdmin.groups.questions')}</Text>
      <QuestionsEditor
        questions={questions}
        onChange={(next) => {
          setQuestions(next);
          setProblems([]);
        }}
        problems={problems}
      />
      {localized(t('supplierAdmin.groups.footer'), footer, setFooter)}
      {errors.summary ? <ErrorBox message={errors.summary} /> : null}
    </FormFrame>
  );
}
