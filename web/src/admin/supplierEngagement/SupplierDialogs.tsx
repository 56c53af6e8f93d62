import type { EmailTemplateView, SupplierView } from '@cairn/shared/contract/suppliers';
import type { SentEmail } from '@cairn/shared/supplier/model';
import { Button, Checkbox, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { formErrorsOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { ChoiceSelect } from '../../ui/LabelledSelect.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { EmailsEditor } from './EmailsEditor.tsx';
import { instantOfLocalText, localDateTimeText } from './supplierAdminModel.ts';

/*
 * The dialogs of a supplier's page for staff (spec 3 sections 2.6, 5 and 7): its addresses, an
 * e-mail sent now, a review, an e-mail recorded by hand. Each says the server's refusal inside
 * and stays open; Cancel and Escape leave without saving.
 */

/** A dialog around a form with Cancel and a submit button; closing waits while it saves. */
export function FormFrame({ open, title, saving, submitLabel, submitDisabled = false, size = 'md', onClose, onSubmit, children }: {
  open: boolean;
  size?: 'md' | 'lg';
  title: string;
  saving: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (!details.open && !saving ? onClose() : undefined)} size={{ mdDown: 'full', md: size }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {t('supplierAdmin.form.cancel')}
                </Button>
                <Button type="submit" colorPalette="teal" loading={saving} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** 'Edit emails': the supplier's addresses, each valid; 'Emails updated!' once saved. */
export function EditEmailsDialog({ supplier, open, onClose }: { supplier: SupplierView; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const [emails, setEmails] = useState<string[]>(supplier.emails);
  const [pending, setPending] = useState('');
  const [notAdded, setNotAdded] = useState(false);
  const save = useProcedureMutation('supplier.clientEdit', { meta: { inlineErrors: true } });
  const errors = formErrorsOf(save.error, ['action'], t);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (pending.trim() !== '') {
      setNotAdded(true);
      return;
    }
    try {
      await save.mutateAsync({ uuid: supplier.uuid, expectedVersion: supplier.version, action: { type: 'emails', emails } });
    } catch {
      return;
    }
    toaster.create({ type: 'success', title: t('supplierAdmin.emails.saved') });
    onClose();
  };
  return (
    <FormFrame open={open} title={t('supplierAdmin.emails.title')} saving={save.isPending} submitLabel={t('supplierAdmin.form.save')} onClose={onClose} onSubmit={(event) => void submit(event)}>
      <EmailsEditor
        emails={emails}
        onChange={setEmails}
        pending={pending}
        onPendingChange={(value) => {
          setPending(value);
          setNotAdded(false);
        }}
        serverError={notAdded ? t('supplierAdmin.emails.notAdded') : (errors.fields.action?.join(' ') ?? null)}
      />
      {errors.summary ? <ErrorBox message={errors.summary} /> : null}
    </FormFrame>
  );
}

/**
 * 'Send email': one of the asset's templates, sent now to this supplier's addresses
 * (`supplier.sendEmail`); 'Email sent!' then. The button waits for a template.
 */
export function SendEmailDialog({ assetUuid, supplier, templates, open, onClose }: { assetUuid: string; supplier: SupplierView; templates: readonly EmailTemplateView[]; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const [templateUuid, setTemplateUuid] = useState('');
  // One click, one send: asking again with the same uuid sends nothing twice.
  const [sendUuid] = useState(() => crypto.randomUUID());
  const send = useProcedureMutation('supplier.sendEmail', { meta: { inlineErrors: true } });
  const errors = formErrorsOf(send.error, [], t);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || templateUuid === '') return;
    let counts: { sent: number };
    try {
      counts = await send.mutateAsync({ assetUuid, sendUuid, templateUuid, supplierUuids: [supplier.uuid] });
    } catch {
      return;
    }
    toaster.create(counts.sent > 0 ? { type: 'success', title: t('supplierAdmin.send.done') } : { type: 'info', title: t('supplierAdmin.send.nothing') });
    onClose();
  };
  return (
    <FormFrame
      open={open}
      title={t('supplierAdmin.send.title')}
      saving={send.isPending}
      submitLabel={t('supplierAdmin.send.submit')}
      submitDisabled={templateUuid === ''}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Field.Root required>
        <Field.Label>
          {t('supplierAdmin.send.template')}
          <Field.RequiredIndicator />
        </Field.Label>
        <ChoiceSelect
          value={templateUuid}
          options={[{ value: '', label: t('supplierAdmin.send.chooseTemplate') }, ...templates.map((template) => ({ value: template.uuid, label: template.name }))]}
          onChange={setTemplateUuid}
        />
        <Field.HelperText>{t('supplierAdmin.send.help', { emails: supplier.emails.join(', ') })}</Field.HelperText>
      </Field.Root>
      {errors.summary ? <ErrorBox message={errors.summary} /> : null}
    </FormFrame>
  );
}

/** 'Review': whether the year's answers are exploitable, and a comment (dated now by the server). */
export function ReviewDialog({ supplier, year, open, onClose }: { supplier: SupplierView; year: number; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const current = supplier.yearData.find((data) => data.year === year)?.review ?? null;
  const [exploitable, setExploitable] = useState(current?.exploitable ?? false);
  const [comment, setComment] = useState(current?.comment ?? '');
  const save = useProcedureMutation('supplier.reviewData', { meta: { inlineErrors: true } });
  const errors = formErrorsOf(save.error, ['review'], t);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    try {
      await save.mutateAsync({ uuid: supplier.uuid, year, expectedVersion: supplier.version, review: { exploitable, comment: comment.trim() === '' ? null : comment } });
    } catch {
      return;
    }
    toaster.create({ type: 'success', title: t('supplierAdmin.review.saved') });
    onClose();
  };
  return (
    <FormFrame open={open} title={t('supplierAdmin.review.title', { year })} saving={save.isPending} submitLabel={t('supplierAdmin.form.save')} onClose={onClose} onSubmit={(event) => void submit(event)}>
      <Checkbox.Root checked={exploitable} onCheckedChange={(details) => setExploitable(details.checked === true)} colorPalette="teal">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('supplierAdmin.review.exploitable')}</Checkbox.Label>
      </Checkbox.Root>
      <Field.Root invalid={Boolean(errors.fields.review)}>
        <Field.Label>{t('supplierAdmin.review.comment')}</Field.Label>
        <Textarea value={comment} maxLength={5000} rows={4} onChange={(event) => setComment(event.currentTarget.value)} />
        <Field.ErrorText>{errors.fields.review?.join(' ')}</Field.ErrorText>
      </Field.Root>
      {errors.summary ? <ErrorBox message={errors.summary} /> : null}
    </FormFrame>
  );
}

const manualFields = ['email', 'templateName', 'sentAt'] as const;

/**
 * 'Record an email' or its edit: an e-mail staff sent outside the platform, its address,
 * template name and time all required (spec 3 section 5). `record` null adds one.
 */
export function ManualEmailDialog({ assetUuid, supplier, record, open, onClose }: { assetUuid: string; supplier: SupplierView; record: SentEmail | null; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const [email, setEmail] = useState(record?.email ?? supplier.emails[0] ?? '');
  const [templateName, setTemplateName] = useState(record?.templateName ?? '');
  const [sentAt, setSentAt] = useState(() => localDateTimeText(record ? new Date(record.sentAt) : new Date()));
  const [missing, setMissing] = useState<Set<(typeof manualFields)[number]>>(new Set());
  const create = useProcedureMutation('supplier.manualEmailSent.create', { meta: { inlineErrors: true } });
  const update = useProcedureMutation('supplier.manualEmailSent.update', { meta: { inlineErrors: true } });
  const saving = create.isPending || update.isPending;
  const errors = formErrorsOf(record ? update.error : create.error, manualFields, t);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const instant = instantOfLocalText(sentAt);
    const problems = new Set<(typeof manualFields)[number]>();
    if (email.trim() === '') problems.add('email');
    if (templateName.trim() === '') problems.add('templateName');
    if (instant === null) problems.add('sentAt');
    setMissing(problems);
    if (problems.size > 0 || instant === null) return;
    const input = { fromAssetUuid: assetUuid, toSupplierUuid: supplier.uuid, email: email.trim(), templateName: templateName.trim(), sentAt: instant };
    try {
      if (record) await update.mutateAsync({ ...input, emailUuid: record.uuid });
      else await create.mutateAsync(input);
    } catch {
      return;
    }
    toaster.create({ type: 'success', title: record ? t('supplierAdmin.manual.updated') : t('supplierAdmin.manual.added') });
    onClose();
  };
  const corrected = (field: (typeof manualFields)[number]) => setMissing((current) => new Set([...current].filter((key) => key !== field)));
  const fieldError = (field: (typeof manualFields)[number]) => (missing.has(field) ? t('supplierAdmin.form.required') : errors.fields[field]?.join(' '));
  return (
    <FormFrame
      open={open}
      title={record ? t('supplierAdmin.manual.editTitle') : t('supplierAdmin.manual.addTitle')}
      saving={saving}
      submitLabel={t('supplierAdmin.form.save')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Field.Root required invalid={Boolean(fieldError('email'))}>
        <Field.Label>
          {t('supplierAdmin.manual.email')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="email"
          value={email}
          maxLength={254}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            corrected('email');
          }}
        />
        <Field.ErrorText>{fieldError('email')}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={Boolean(fieldError('templateName'))}>
        <Field.Label>
          {t('supplierAdmin.manual.templateName')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={templateName}
          maxLength={200}
          onChange={(event) => {
            setTemplateName(event.currentTarget.value);
            corrected('templateName');
          }}
        />
        <Field.ErrorText>{fieldError('templateName')}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={Boolean(fieldError('sentAt'))}>
        <Field.Label>
          {t('supplierAdmin.manual.sentAt')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="datetime-local"
          value={sentAt}
          onChange={(event) => {
            setSentAt(event.currentTarget.value);
            corrected('sentAt');
          }}
        />
        <Field.ErrorText>{fieldError('sentAt')}</Field.ErrorText>
      </Field.Root>
      {errors.summary ? <ErrorBox message={errors.summary} /> : null}
    </FormFrame>
  );
}
