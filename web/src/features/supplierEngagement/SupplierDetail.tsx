import type { SupplierEngagementView, SupplierView } from '@cairn/shared/contract/suppliers';
import { labelOf } from '@cairn/shared/labels';
import type { StoredFileRef } from '@cairn/shared/portfolio/model';
import { totalExpenses } from '@cairn/shared/supplier/list';
import type { CustomAnswer, SupplierGroup, SupplierYearData } from '@cairn/shared/supplier/model';
import { supplierMaturity, supplierTrackingStatus } from '@cairn/shared/supplier/status';
import { Badge, Button, DataList, Field, Heading, HStack, Link, Stack, Table, Tabs, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { callProcedure, queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { saveFile, uploadFile } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { Translate } from '../../i18n/translate.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { FileDrop } from '../../ui/fileDrop/FileDrop.tsx';
import { uploadRule } from '../../ui/fileDrop/fileChecks.ts';
import { formatDay } from '../../ui/formatDay.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { CardSection } from '../../ui/Section.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { supplierEngagementPaths } from './supplierEngagementModel.ts';
import { formatSupplierAmount, statusPalette } from './supplierFormat.ts';

/*
 * A supplier's page for the client (spec 3 section 2.6 "Supplier detail"): what the supplier
 * answered, year by year, read-only; its addresses, which the client may correct; the e-mails
 * sent; and the client's own comment with its files.
 */

const supplierFileRule = uploadRule('SUPPLIER_FILE');

export function SupplierDetail({ view, supplierUuid, year }: { view: SupplierEngagementView; supplierUuid: string; year: number }) {
  const { t, language } = useI18n();
  const { data: supplier } = useSuspenseQuery(queryOptionsFor('supplier.get', { uuid: supplierUuid }));
  const group = view.groups.find((candidate) => candidate.uuid === supplier.groupUuid);
  const yearData = supplier.yearData.find((data) => data.year === year) ?? null;
  const status = supplierTrackingStatus(supplier, year);
  const years = [...supplier.yearData].sort((a, b) => b.year - a.year);
  const [tab, setTab] = useState(String(yearData?.year ?? years[0]?.year ?? ''));
  return (
    <Stack gap={6}>
      <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
        <PathLink href={supplierEngagementPaths.list(year)}>
          <ArrowLeftIcon boxSize="4" />
          {t('supplierEngagement.detail.back')}
        </PathLink>
      </Link>
      <Heading as="h2" size="xl" wordBreak="break-word">
        {supplier.name}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        <Item label={t('supplierEngagement.detail.group')} value={group?.name ?? '—'} />
        <Item label={t('supplierEngagement.detail.clientId')} value={supplier.clientId ?? '—'} />
        <Item
          label={t('supplierEngagement.detail.status')}
          value={
            <Badge colorPalette={statusPalette[status]} variant="subtle">
              {labelOf('supplierTrackingStatus', status, language)}
            </Badge>
          }
        />
        <Item label={t('supplierEngagement.detail.sbti')} value={yearData?.sbtiStatus ? labelOf('climateCommitment', yearData.sbtiStatus, language) : t('supplierEngagement.filter.unknownSbti')} />
        <Item label={t('supplierEngagement.detail.maturity')} value={labelOf('supplierMaturity', supplierMaturity(yearData), language)} />
        <Item label={t('supplierEngagement.detail.lastUpdate')} value={supplier.lastSupplierUpdate ? formatDay(supplier.lastSupplierUpdate, language) : t('supplierEngagement.detail.never')} />
      </DataList.Root>
      <CardSection title={t('supplierEngagement.detail.years')}>
        {years.length === 0 ? (
          <Text color="fg.muted">{t('supplierEngagement.detail.noYear')}</Text>
        ) : (
          <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="teal" lazyMount>
            <Tabs.List>
              {years.map((data) => (
                <Tabs.Trigger key={data.year} value={String(data.year)}>
                  {data.year}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {years.map((data) => (
              <Tabs.Content key={data.year} value={String(data.year)}>
                <YearAnswers data={data} group={group} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </CardSection>
      <EmailsSection supplier={supplier} />
      <CommentSection supplier={supplier} />
    </Stack>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** One custom answer as text: an option's label in the page's language, yes/no, a number or the text. */
function answerText(answer: CustomAnswer, question: SupplierGroup['questions'][number] | undefined, language: string, t: Translate): string {
  if (answer === null) return t('supplierEngagement.detail.none');
  if (typeof answer === 'boolean') return answer ? t('supplierEngagement.detail.yes') : t('supplierEngagement.detail.no');
  if (typeof answer === 'number') return new Intl.NumberFormat(language).format(answer);
  const optionLabel = (id: string) => {
    const option = question && 'options' in question ? question.options.find((candidate) => candidate.id === id) : undefined;
    return option ? (language.startsWith('fr') && option.labelFr ? option.labelFr : option.labelEn) : id;
  };
  if (Array.isArray(answer)) return answer.map(optionLabel).join(', ') || t('supplierEngagement.detail.none');
  return question?.type === 'SELECT' ? optionLabel(answer) : answer;
}

/** A year's expenses and the supplier's answers for it. */
function YearAnswers({ data, group }: { data: SupplierYearData; group: SupplierGroup | undefined }) {
  const { t, language } = useI18n();
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const questions = new Map((group?.questions ?? []).map((question) => [question.uuid, question]));
  const custom = Object.entries(data.customAnswers);
  return (
    <Stack gap={5} pt={3}>
      <HStack gap={2}>
        <Badge colorPalette={data.open ? 'green' : 'gray'} variant="subtle">
          {data.open ? t('supplierEngagement.detail.open') : t('supplierEngagement.detail.closed')}
        </Badge>
        <Text textStyle="sm" color="fg.muted">
          {t('supplierEngagement.list.total', { amount: formatSupplierAmount(totalExpenses(data), language) })}
        </Text>
      </HStack>
      <Stack gap={2}>
        <Heading as="h3" size="md">
          {t('supplierEngagement.detail.expenses')}
        </Heading>
        {data.expenses.length === 0 ? (
          <Text color="fg.muted">{t('supplierEngagement.detail.noExpense')}</Text>
        ) : (
          <ScrollTable label={t('supplierEngagement.detail.expenses')}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('supplierEngagement.detail.expense')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('supplierEngagement.detail.amount')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('supplierEngagement.detail.kind')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('supplierEngagement.detail.answer')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.expenses.map((expense) => (
                  <Table.Row key={expense.uuid}>
                    <Table.Cell wordBreak="break-word">{expense.name}</Table.Cell>
                    <Table.Cell textAlign="end">{formatSupplierAmount(expense.amount, language)}</Table.Cell>
                    <Table.Cell>{expense.opex ? t('supplierEngagement.detail.opex') : t('supplierEngagement.detail.capex')}</Table.Cell>
                    <Table.Cell>
                      {expense.supplierAnswer?.value != null ? `${number(expense.supplierAnswer.value)} ${expense.supplierAnswer.unit ?? ''}`.trim() : t('supplierEngagement.detail.none')}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollTable>
        )}
      </Stack>
      <Stack gap={2}>
        <Heading as="h3" size="md">
          {t('supplierEngagement.detail.answers')}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm">
          <Item label={t('supplierEngagement.detail.sbti')} value={data.sbtiStatus ? labelOf('climateCommitment', data.sbtiStatus, language) : t('supplierEngagement.detail.none')} />
          <Item
            label={t('supplierEngagement.detail.economicIntensity')}
            value={data.economicIntensity ? `${number(data.economicIntensity.value)} ${data.economicIntensity.currency}` : t('supplierEngagement.detail.none')}
          />
          <Item
            label={t('supplierEngagement.detail.plan')}
            value={
              data.decarbonizationPlan
                ? t('supplierEngagement.detail.planValue', { start: data.decarbonizationPlan.startYear, end: data.decarbonizationPlan.endYear, evolution: number(data.decarbonizationPlan.totalPercentageEvolution) })
                : t('supplierEngagement.detail.none')
            }
          />
          <Item
            label={t('supplierEngagement.detail.products')}
            value={
              data.products.length === 0 ? (
                t('supplierEngagement.detail.none')
              ) : (
                <Stack gap={1}>
                  {data.products.map((product) => (
                    <Text key={product.uuid}>
                      {t('supplierEngagement.detail.product', {
                        name: product.name,
                        value: product.carbonFootprint === null ? t('supplierEngagement.detail.none') : number(product.carbonFootprint),
                        unit: product.unit ?? '—',
                      })}
                    </Text>
                  ))}
                </Stack>
              )
            }
          />
        </DataList.Root>
      </Stack>
      {custom.length > 0 ? (
        <Stack gap={2}>
          <Heading as="h3" size="md">
            {t('supplierEngagement.detail.custom')}
          </Heading>
          <DataList.Root orientation="horizontal" size="sm">
            {custom.map(([uuid, answer]) => {
              const question = questions.get(uuid);
              const label = question ? (language.startsWith('fr') && question.labelFr ? question.labelFr : question.labelEn) : uuid;
              return <Item key={uuid} label={label} value={answerText(answer, question, language, t)} />;
            })}
          </DataList.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The supplier's addresses (the client may correct them) and the e-mails sent to them. */
function EmailsSection({ supplier }: { supplier: SupplierView }) {
  const { t, language } = useI18n();
  const canEdit = useCanCall('supplier.clientEdit');
  const [draft, setDraft] = useState<string | null>(null);
  const save = useProcedureMutation('supplier.clientEdit', { meta: { inlineErrors: true } });
  const submit = async () => {
    if (draft === null || save.isPending) return;
    const emails = draft
      .split(/[\n,;]/)
      .map((email) => email.trim())
      .filter((email) => email !== '');
    try {
      await save.mutateAsync({ uuid: supplier.uuid, expectedVersion: supplier.version, action: { type: 'emails', emails } });
    } catch {
      // Said under the field.
      return;
    }
    toaster.create({ type: 'success', title: t('supplierEngagement.emails.saved') });
    setDraft(null);
  };
  const sent = [...supplier.sentEmails].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  return (
    <CardSection
      title={t('supplierEngagement.emails.title')}
      aside={
        canEdit && draft === null ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              save.reset();
              setDraft(supplier.emails.join('\n'));
            }}
          >
            {t('supplierEngagement.emails.edit')}
          </Button>
        ) : null
      }
    >
      <Stack gap={4}>
        {draft === null ? (
          supplier.emails.length === 0 ? (
            <Text color="fg.muted">{t('supplierEngagement.emails.none')}</Text>
          ) : (
            <Stack as="ul" gap={1} listStyleType="none">
              {supplier.emails.map((email) => (
                <Text as="li" key={email} wordBreak="break-all">
                  {email}
                </Text>
              ))}
            </Stack>
          )
        ) : (
          <Stack gap={3} maxW="lg">
            <Field.Root invalid={save.isError}>
              <Field.Label>{t('supplierEngagement.emails.field')}</Field.Label>
              <Textarea value={draft} rows={4} maxLength={5000} onChange={(event) => setDraft(event.currentTarget.value)} />
            </Field.Root>
            {save.isError ? <ErrorBox message={errorMessageOf(save.error, t)} /> : null}
            <HStack gap={2}>
              <Button size="sm" colorPalette="teal" loading={save.isPending} onClick={() => void submit()}>
                {t('supplierEngagement.emails.save')}
              </Button>
              <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => setDraft(null)}>
                {t('supplierEngagement.emails.cancel')}
              </Button>
            </HStack>
          </Stack>
        )}
        <Stack gap={1}>
          <Heading as="h3" size="sm">
            {t('supplierEngagement.emails.sent')}
          </Heading>
          {sent.length === 0 ? (
            <Text color="fg.muted">{t('supplierEngagement.emails.noneSent')}</Text>
          ) : (
            <Stack as="ul" gap={1} listStyleType="none" textStyle="sm">
              {sent.map((email) => (
                <Text as="li" key={email.uuid} wordBreak="break-word" data-sent-email={email.email}>
                  {t('supplierEngagement.emails.sentLine', { date: formatDay(email.sentAt, language), template: email.templateName, email: email.email, status: labelOf('emailStatus', email.status, language) })}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </CardSection>
  );
}

/**
 * A file of the comment's list: one already saved (a stored file), or one sent to the bucket and
 * kept only by the save that names its upload, so a file removed before saving is never stored.
 */
type CommentFile = { kind: 'stored'; uuid: string; name: string } | { kind: 'upload'; uploadUuid: string; name: string };

const storedCommentFiles = (files: readonly StoredFileRef[]): CommentFile[] => files.map((file) => ({ kind: 'stored', uuid: file.uuid, name: file.name }));
const commentFileKey = (file: CommentFile) => (file.kind === 'stored' ? file.uuid : file.uploadUuid);

/** The client's comment on the supplier and its files, saved together ('Comment updated!'). */
function CommentSection({ supplier }: { supplier: SupplierView }) {
  const { t } = useI18n();
  const canEdit = useCanCall('supplier.clientEdit');
  const [text, setText] = useState(supplier.commentFromClient?.text ?? '');
  const [files, setFiles] = useState<CommentFile[]>(() => storedCommentFiles(supplier.filesFromClient));
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useProcedureMutation('supplier.clientEdit', { meta: { inlineErrors: true } });
  const failure = (error: unknown) => errorMessageOf(error instanceof Error ? error : new Error(String(error)), t);
  const add = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    setUploading(true);
    try {
      const token = browserTokenStore.read();
      const uploadUuid = await uploadFile('SUPPLIER_FILE', file, { token });
      setFiles((current) => [...current, { kind: 'upload', uploadUuid, name: file.name }]);
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setUploading(false);
    }
  };
  const download = async (fileUuid: string) => {
    setProblem(null);
    try {
      saveFile(await callProcedure('file.download', { uuid: fileUuid }, { token: browserTokenStore.read() }));
    } catch (error) {
      setProblem(failure(error));
    }
  };
  const submit = async () => {
    if (save.isPending || uploading) return;
    const fileUuids = files.flatMap((file) => (file.kind === 'stored' ? [file.uuid] : []));
    const uploadUuids = files.flatMap((file) => (file.kind === 'upload' ? [file.uploadUuid] : []));
    try {
      const { supplier: saved } = await save.mutateAsync({ uuid: supplier.uuid, expectedVersion: supplier.version, action: { type: 'commentFromClient', text: text.trim() === '' ? null : text, fileUuids, uploadUuids } });
      // The uploads are stored files now: the next save keeps them by their uuids.
      setFiles(storedCommentFiles(saved.filesFromClient));
    } catch {
      // Said under the form.
      return;
    }
    toaster.create({ type: 'success', title: t('supplierEngagement.comment.saved') });
  };
  return (
    <CardSection title={t('supplierEngagement.comment.title')}>
      <Stack gap={4} maxW="2xl">
        <Field.Root disabled={!canEdit}>
          <Field.Label>{t('supplierEngagement.comment.field')}</Field.Label>
          <Textarea value={text} rows={4} maxLength={10000} onChange={(event) => setText(event.currentTarget.value)} />
        </Field.Root>
        <Stack gap={2}>
          <Heading as="h3" size="sm">
            {t('supplierEngagement.comment.files')}
          </Heading>
          {files.length === 0 ? (
            <Text color="fg.muted">{t('supplierEngagement.comment.noFile')}</Text>
          ) : (
            <Stack as="ul" gap={1} listStyleType="none">
              {files.map((file) => (
                <HStack as="li" key={commentFileKey(file)} gap={2} wrap="wrap">
                  <Text wordBreak="break-word" flex="1">
                    {file.name}
                    {file.kind === 'upload' ? (
                      <Text as="span" textStyle="sm" color="fg.muted">
                        {' '}
                        {t('supplierEngagement.comment.unsaved')}
                      </Text>
                    ) : null}
                  </Text>
                  {file.kind === 'stored' ? (
                    <Button size="xs" variant="ghost" onClick={() => void download(file.uuid)}>
                      {t('supplierEngagement.comment.download')}
                      <VisuallyHidden> {file.name}</VisuallyHidden>
                    </Button>
                  ) : null}
                  {canEdit ? (
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setFiles((current) => current.filter((each) => commentFileKey(each) !== commentFileKey(file)))}>
                      {t('supplierEngagement.comment.remove')}
                      <VisuallyHidden> {file.name}</VisuallyHidden>
                    </Button>
                  ) : null}
                </HStack>
              ))}
            </Stack>
          )}
          {canEdit ? <FileDrop label={t('supplierEngagement.comment.add')} rule={supplierFileRule} file={null} disabled={uploading} onFileChange={(file) => void add(file)} /> : null}
          {uploading ? (
            <Text textStyle="sm" color="fg.muted" role="status">
              {t('supplierEngagement.comment.uploading')}
            </Text>
          ) : null}
        </Stack>
        {problem ? <ErrorBox message={problem} /> : null}
        {save.isError ? <ErrorBox message={errorMessageOf(save.error, t)} /> : null}
        {canEdit ? (
          <Button colorPalette="teal" alignSelf="flex-start" loading={save.isPending} disabled={uploading} onClick={() => void submit()}>
            {t('supplierEngagement.comment.save')}
          </Button>
        ) : null}
      </Stack>
    </CardSection>
  );
}
