import type { EmailTemplateView } from '@cairn/shared/contract/suppliers';
import { Button, Card, Field, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { formErrorsOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { EditDeleteButtons } from './EditDeleteButtons.tsx';
import { DeleteDialog } from '../DeleteDialog.tsx';
import { FormFrame } from './SupplierDialogs.tsx';

/**
 * The email-templates tab: the asset's e-mail templates, created and edited in a dialog with
 * their English and French texts (subject, header, footer: a send puts the supplier's link
 * between them), deleted after a confirmation (refused while a campaign is to send one).
 */
export function TemplatesTab({ assetUuid, templates }: { assetUuid: string; templates: readonly EmailTemplateView[] }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<EmailTemplateView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplateView | null>(null);
  return (
    <Stack gap={4} mt={4}>
      <Button size="sm" colorPalette="teal" alignSelf="flex-end" onClick={() => setEditing('new')}>
        {t('supplierAdmin.templates.new')}
      </Button>
      {templates.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <Text color="fg.muted">{t('supplierAdmin.templates.empty')}</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <ScrollTable label={t('supplierAdmin.tabs.templates')}>
          {/* The scroll box keeps its text on one line; long subjects wrap instead, so the actions stay in view. */}
          <Table.Root size="sm" tableLayout="fixed" minW="2xl" whiteSpace="normal" overflowWrap="anywhere">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader w="24%">{t('supplierAdmin.templates.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.templates.subjectEn')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.templates.subjectFr')}</Table.ColumnHeader>
                <Table.ColumnHeader w="96px" overflowWrap="normal">
                  {t('supplierAdmin.expenses.actions')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {templates.map((template) => (
                <Table.Row key={template.uuid}>
                  <Table.Cell fontWeight="medium">{template.name}</Table.Cell>
                  <Table.Cell>{template.subjectEn}</Table.Cell>
                  <Table.Cell>{template.subjectFr ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <EditDeleteButtons
                      editLabel={t('supplierAdmin.templates.edit', { name: template.name })}
                      deleteLabel={t('supplierAdmin.templates.delete', { name: template.name })}
                      onEdit={() => setEditing(template)}
                      onDelete={() => setDeleting(template)}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      )}
      {editing ? <TemplateDialog assetUuid={assetUuid} template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <DeleteDialog
        procedure="supplierEmailTemplate.delete"
        input={deleting ? { assetUuid, uuid: deleting.uuid } : null}
        texts={{
          title: t('supplierAdmin.templates.deleteTitle'),
          body: t('supplierAdmin.templates.deleteBody', { name: deleting?.name ?? '' }),
          cancel: t('supplierAdmin.form.cancel'),
          confirm: t('supplierAdmin.delete.confirm'),
          done: t('supplierAdmin.templates.deleted'),
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

type TemplateTexts = Pick<EmailTemplateView, 'name' | 'subjectEn' | 'subjectFr' | 'headerEn' | 'headerFr' | 'footerEn' | 'footerFr'>;
const templateFields = ['name', 'subjectEn', 'subjectFr', 'headerEn', 'headerFr', 'footerEn', 'footerFr'] as const;
const blank = (text: string | null) => (text === null || text.trim() === '' ? null : text);

/** A template's texts: name and English subject required, the rest optional. */
function TemplateDialog({ assetUuid, template, onClose }: { assetUuid: string; template: EmailTemplateView | null; onClose: () => void }) {
  const { t } = useI18n();
  const [texts, setTexts] = useState<Record<keyof TemplateTexts, string>>(() =>
    Object.fromEntries(templateFields.map((key) => [key, template?.[key] ?? ''])) as Record<keyof TemplateTexts, string>,
  );
  const [missing, setMissing] = useState<Set<'name' | 'subjectEn'>>(new Set());
  const create = useProcedureMutation('supplierEmailTemplate.create', { meta: { inlineErrors: true } });
  const update = useProcedureMutation('supplierEmailTemplate.update', { meta: { inlineErrors: true } });
  const saving = create.isPending || update.isPending;
  const errors = formErrorsOf(template ? update.error : create.error, templateFields, t);
  const set = (key: keyof TemplateTexts) => (value: string) => {
    setTexts((current) => ({ ...current, [key]: value }));
    setMissing((current) => new Set([...current].filter((field) => field !== key)));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = new Set<'name' | 'subjectEn'>();
    if (texts.name.trim() === '') problems.add('name');
    if (texts.subjectEn.trim() === '') problems.add('subjectEn');
    setMissing(problems);
    if (problems.size > 0) return;
    const fields = {
      name: texts.name.trim(),
      subjectEn: texts.subjectEn.trim(),
      subjectFr: blank(texts.subjectFr),
      headerEn: blank(texts.headerEn),
      headerFr: blank(texts.headerFr),
      footerEn: blank(texts.footerEn),
      footerFr: blank(texts.footerFr),
    };
    try {
      if (template) await update.mutateAsync({ assetUuid, uuid: template.uuid, expectedVersion: template.version, ...fields });
      else await create.mutateAsync({ assetUuid, ...fields });
    } catch {
      return;
    }
    toaster.create({ type: 'success', title: t('supplierAdmin.templates.saved') });
    onClose();
  };
  const error = (key: keyof TemplateTexts) => (missing.has(key as 'name') ? t('supplierAdmin.form.required') : errors.fields[key]?.join(' '));
  const line = (key: keyof TemplateTexts, label: string, required = false) => (
    <Field.Root required={required} invalid={Boolean(error(key))}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input value={texts[key]} maxLength={200} onChange={(event) => set(key)(event.currentTarget.value)} />
      <Field.ErrorText>{error(key)}</Field.ErrorText>
    </Field.Root>
  );
  const area = (key: keyof TemplateTexts, label: string) => (
    <Field.Root invalid={Boolean(error(key))}>
      <Field.Label>{label}</Field.Label>
      <Textarea value={texts[key]} rows={4} maxLength={20000} onChange={(event) => set(key)(event.currentTarget.value)} />
      <Field.ErrorText>{error(key)}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <FormFrame
      open
      size="lg"
      title={template ? t('supplierAdmin.templates.editTitle') : t('supplierAdmin.templates.newTitle')}
      saving={saving}
      submitLabel={t('supplierAdmin.form.save')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {line('name', t('supplierAdmin.templates.name'), true)}
      <Text textStyle="sm" color="fg.muted">
        {t('supplierAdmin.templates.help')}
      </Text>
      <Stack as="fieldset" gap={3}>
        <Text as="legend" fontWeight="semibold" mb={2}>
          {t('supplierAdmin.templates.english')}
        </Text>
        {line('subjectEn', t('supplierAdmin.templates.subject'), true)}
        {area('headerEn', t('supplierAdmin.templates.header'))}
        {area('footerEn', t('supplierAdmin.templates.footer'))}
      </Stack>
      <Stack as="fieldset" gap={3}>
        <Text as="legend" fontWeight="semibold" mb={2}>
          {t('supplierAdmin.templates.french')}
        </Text>
        {line('subjectFr', t('supplierAdmin.templates.subject'))}
        {area('headerFr', t('supplierAdmin.templates.header'))}
        {area('footerFr', t('supplierAdmin.templates.footer'))}
      </Stack>
      {errors.summary ? <ErrorBox message={errors.summary} /> : null}
    </FormFrame>
  );
}
