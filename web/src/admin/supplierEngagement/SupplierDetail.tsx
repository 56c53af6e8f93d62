import type { DashboardExpense, SupplierEngagementView, SupplierView } from '@cairn/shared/contract/suppliers';
import { formatAmount, formatNumber } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import type { SentEmail, SupplierGroup, SupplierQuestion, SupplierYearData } from '@cairn/shared/supplier/model';
import { questionsOfYear } from '@cairn/shared/supplier/questions';
import { supplierTagText } from '@cairn/shared/supplier/tags';
import { isEligibleForEmail, supplierTrackingStatus } from '@cairn/shared/supplier/status';
import { Badge, Button, Card, DataList, Heading, HStack, IconButton, Link, Stack, Table, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { DeleteDialog } from '../DeleteDialog.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { formatDay } from '../../ui/formatDay.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { copyToClipboard } from '../../ui/copyToClipboard.ts';
import { toaster } from '../../ui/toaster.tsx';
import { TrashIcon } from '../AdminIcons.tsx';
import { EditDeleteButtons } from './EditDeleteButtons.tsx';
import { CatalogueSearchModal } from '../catalogue/searchModal/CatalogueSearchModal.tsx';
import { PencilIcon } from '../catalogue/factorList/FactorTable.tsx';
import { EmailStatusBadge, StatusBadge } from './SupplierBadges.tsx';
import { AddYearDialog, SupplierEditForm, SupplierQuestionsForm, YearTagsDialog } from './SupplierEditViews.tsx';
import { EditEmailsDialog, ManualEmailDialog, ReviewDialog, SendEmailDialog } from './SupplierDialogs.tsx';
import { engagementSplat, customAnswerText, customQuestions, supplierYears, type SupplierView as DetailView } from './supplierAdminModel.ts';

/**
 * `…/supplier-engagement/suppliers/$supplierUuid` (spec 3 section 2.6): a supplier for staff,
 * its details and status, the actions the spec lists (addresses, send, reset the link, delete),
 * staff's notes, the client's comment, each year's answers with their review and the expenses'
 * factors, and the e-mails sent, those recorded by hand editable.
 */
export function SupplierDetail({ assetUuid, supplierUuid, view, engagement, year }: { assetUuid: string; supplierUuid: string; view: DetailView; engagement: SupplierEngagementView; year: number }) {
  const { t } = useI18n();
  const supplier = engagement.suppliers.find((candidate) => candidate.uuid === supplierUuid);
  const back = (
    <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
      <RouterLink to="/assets/$uuid/$" params={{ uuid: assetUuid, _splat: engagementSplat('suppliers') }} search={(current) => ({ year: current.year })}>
        <ArrowLeftIcon boxSize="4" />
        {t('supplierAdmin.detail.back')}
      </RouterLink>
    </Link>
  );
  if (!supplier) {
    return (
      <Stack gap={4}>
        {back}
        <Card.Root>
          <Card.Body>
            <Text>{t('supplierAdmin.detail.notFound')}</Text>
          </Card.Body>
        </Card.Root>
      </Stack>
    );
  }
  const group = engagement.groups.find((candidate) => candidate.uuid === supplier.groupUuid) ?? null;
  return (
    <Stack gap={6}>
      {back}
      <SupplierHeader assetUuid={assetUuid} supplier={supplier} group={group} engagement={engagement} year={year} />
      {view === 'edit' ? <SupplierEditForm key={supplier.version} assetUuid={assetUuid} supplier={supplier} engagement={engagement} /> : null}
      {view === 'edit-questions' ? <SupplierQuestionsForm assetUuid={assetUuid} supplier={supplier} engagement={engagement} year={year} /> : null}
      <NotesCard key={`notes-${supplier.version}`} supplier={supplier} />
      <ClientCommentCard supplier={supplier} />
      <YearsCard assetUuid={assetUuid} supplier={supplier} group={group} year={year} />
      <SentEmailsCard assetUuid={assetUuid} supplier={supplier} />
    </Stack>
  );
}

type Dialogs = 'emails' | 'send' | 'reset' | 'delete' | null;

function SupplierHeader({ assetUuid, supplier, group, engagement, year }: { assetUuid: string; supplier: SupplierView; group: SupplierGroup | null; engagement: SupplierEngagementView; year: number }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const languageName = useMemo(() => new Intl.DisplayNames([language], { type: 'language' }).of(supplier.language) ?? supplier.language, [language, supplier.language]);
  const queryClient = useQueryClient();
  const openView = (next: 'edit' | 'edit-questions') =>
    void navigate({ to: '/assets/$uuid/$', params: { uuid: assetUuid, _splat: engagementSplat(`suppliers/${supplier.uuid}/${next}`) }, search: (current) => ({ year: current.year }) });
  // Read at each click: a reset changes the link, and each read is logged.
  const copyLink = async () => {
    try {
      const { link } = await queryClient.fetchQuery({ ...queryOptionsFor('supplier.link', { uuid: supplier.uuid }), staleTime: 0 });
      await copyToClipboard(link, { copied: t('supplierAdmin.detail.linkCopied'), failed: t('supplierAdmin.detail.linkFailed') });
    } catch (error) {
      toaster.create({ type: 'error', title: error instanceof Error ? errorMessageOf(error, t) : t('supplierAdmin.detail.linkFailed') });
    }
  };
  const eligible = isEligibleForEmail(supplier);
  const sendBlocked = supplier.emails.length === 0 ? t('supplierAdmin.send.noEmails') : !eligible ? t('supplierAdmin.send.allClosed') : null;
  return (
    <Stack gap={4}>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap={4}>
        <Stack gap={2}>
          <Heading as="h2" size="xl">
            {supplier.name}
          </Heading>
          <HStack gap={2} wrap="wrap">
            <StatusBadge status={supplierTrackingStatus(supplier, year)} />
            {group ? <Badge variant="outline">{group.name}</Badge> : null}
          </HStack>
        </Stack>
        <HStack gap={2} wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => openView('edit')}>
            {t('supplierAdmin.detail.edit')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => openView('edit-questions')} disabled={supplier.yearData.length === 0}>
            {t('supplierAdmin.detail.editQuestions')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('emails')}>
            {t('supplierAdmin.detail.editEmails')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void copyLink()}>
            {t('supplierAdmin.detail.copyLink')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('send')} disabled={sendBlocked !== null} title={sendBlocked ?? undefined}>
            {t('supplierAdmin.detail.send')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('reset')}>
            {t('supplierAdmin.detail.reset')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>
            {t('supplierAdmin.detail.delete')}
          </Button>
        </HStack>
      </HStack>
      {sendBlocked ? (
        <Text textStyle="sm" color="fg.muted">
          {sendBlocked}
        </Text>
      ) : null}
      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('supplierAdmin.detail.language')}</DataList.ItemLabel>
              <DataList.ItemValue>{languageName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('supplierAdmin.detail.clientId')}</DataList.ItemLabel>
              <DataList.ItemValue>{supplier.clientId ?? '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('supplierAdmin.detail.emails')}</DataList.ItemLabel>
              <DataList.ItemValue>{supplier.emails.length ? supplier.emails.join(', ') : t('supplierAdmin.detail.noEmails')}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('supplierAdmin.detail.lastUpdate')}</DataList.ItemLabel>
              <DataList.ItemValue>{supplier.lastSupplierUpdate ? formatDay(supplier.lastSupplierUpdate, language) : t('supplierAdmin.detail.never')}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      {dialog === 'emails' ? <EditEmailsDialog supplier={supplier} open onClose={() => setDialog(null)} /> : null}
      {dialog === 'send' ? <SendEmailDialog assetUuid={assetUuid} supplier={supplier} templates={engagement.templates} open onClose={() => setDialog(null)} /> : null}
      <DeleteDialog
        procedure="supplier.resetToken"
        input={dialog === 'reset' ? { uuid: supplier.uuid } : null}
        texts={{ title: t('supplierAdmin.reset.title'), body: t('supplierAdmin.reset.body', { name: supplier.name }), cancel: t('supplierAdmin.form.cancel'), confirm: t('supplierAdmin.reset.confirm'), done: t('supplierAdmin.reset.done') }}
        inlineErrors
        onClose={() => setDialog(null)}
      />
      <DeleteDialog
        procedure="supplier.delete"
        input={dialog === 'delete' ? { uuid: supplier.uuid } : null}
        texts={{ title: t('supplierAdmin.delete.title'), body: t('supplierAdmin.delete.body', { name: supplier.name }), cancel: t('supplierAdmin.form.cancel'), confirm: t('supplierAdmin.delete.confirm'), done: t('supplierAdmin.delete.done') }}
        inlineErrors
        onClose={() => setDialog(null)}
        onDone={() => void navigate({ to: '/assets/$uuid/$', params: { uuid: assetUuid, _splat: engagementSplat('suppliers') } })}
      />
    </Stack>
  );
}

/** Staff's notes on the supplier, never shown to the client; saved on the version read. */
function NotesCard({ supplier }: { supplier: SupplierView }) {
  const { t } = useI18n();
  const notesId = useId();
  const [notes, setNotes] = useState(supplier.notes ?? '');
  const save = useProcedureMutation('supplier.editNotes', {
    meta: { inlineErrors: true },
    onSuccess: () => toaster.create({ type: 'success', title: t('supplierAdmin.notes.saved') }),
  });
  const changed = notes !== (supplier.notes ?? '');
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap={3}>
          <Heading as="h3" size="md">
            <label htmlFor={notesId}>{t('supplierAdmin.notes.title')}</label>
          </Heading>
          <Textarea id={notesId} value={notes} rows={3} maxLength={5000} placeholder={t('supplierAdmin.notes.placeholder')} onChange={(event) => setNotes(event.currentTarget.value)} />
          {save.error ? <ErrorBox message={errorMessageOf(save.error, t)} /> : null}
          <Button
            size="sm"
            colorPalette="teal"
            alignSelf="flex-start"
            disabled={!changed}
            loading={save.isPending}
            onClick={() => save.mutate({ uuid: supplier.uuid, notes: notes.trim() === '' ? null : notes, expectedVersion: supplier.version })}
          >
            {t('supplierAdmin.notes.save')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The client's comment on the supplier, read-only here. */
function ClientCommentCard({ supplier }: { supplier: SupplierView }) {
  const { t, language } = useI18n();
  const comment = supplier.commentFromClient;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap={2}>
          <Heading as="h3" size="md">
            {t('supplierAdmin.comment.title')}
          </Heading>
          {comment?.text ? (
            <>
              <Text whiteSpace="pre-wrap">{comment.text}</Text>
              <Text textStyle="xs" color="fg.muted">
                {formatDay(comment.updatedAt, language)}
              </Text>
            </>
          ) : (
            <Text color="fg.muted">{t('supplierAdmin.comment.none')}</Text>
          )}
          {supplier.filesFromClient.length ? (
            <Text textStyle="sm" color="fg.muted">
              {t('supplierAdmin.comment.files', { count: supplier.filesFromClient.length })}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The supplier's years as tabs, the page's year first when it has data for it. */
function YearsCard({ assetUuid, supplier, group, year }: { assetUuid: string; supplier: SupplierView; group: SupplierGroup | null; year: number }) {
  const { t } = useI18n();
  const years = supplierYears(supplier);
  const [chosen, setChosen] = useState(() => (years.includes(year) ? year : (years[0] ?? year)));
  const [adding, setAdding] = useState(false);
  const shown = years.includes(chosen) ? chosen : (years[0] ?? year);
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap={3}>
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h3" size="md">
              {t('supplierAdmin.years.title')}
            </Heading>
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              {t('supplierAdmin.years.add')}
            </Button>
          </HStack>
          {adding ? <AddYearDialog supplier={supplier} suggested={years.includes(year) ? (years[0] ?? year) + 1 : year} onClose={() => setAdding(false)} /> : null}
          {years.length === 0 ? <Text color="fg.muted">{t('supplierAdmin.years.none')}</Text> : null}
          <Tabs.Root value={String(shown)} onValueChange={(details) => setChosen(Number(details.value))} lazyMount colorPalette="teal">
            <Tabs.List>
              {years.map((value) => (
                <Tabs.Trigger key={value} value={String(value)}>
                  {value}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {supplier.yearData.map((data) => (
              <Tabs.Content key={data.uuid} value={String(data.year)}>
                <YearPanel assetUuid={assetUuid} supplier={supplier} group={group} data={data} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function YearPanel({ assetUuid, supplier, group, data }: { assetUuid: string; supplier: SupplierView; group: SupplierGroup | null; data: SupplierYearData }) {
  const { t, language } = useI18n();
  const [reviewing, setReviewing] = useState(false);
  const [editingTags, setEditingTags] = useState(false);
  const toggle = useProcedureMutation('supplier.year.update', {
    onSuccess: (_, input) => toaster.create({ type: 'success', title: input.open ? t('supplierAdmin.years.opened') : t('supplierAdmin.years.closedDone') }),
  });
  const tags = Object.entries(data.tags);
  return (
    <Stack gap={5} pt={3}>
      <HStack gap={2} wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          loading={toggle.isPending}
          onClick={() => toggle.mutate({ uuid: supplier.uuid, expectedVersion: supplier.version, year: data.year, open: !data.open, tags: Object.entries(data.tags).map(([key, value]) => supplierTagText(key, value)), sbtiStatus: data.sbtiStatus })}
        >
          {data.open ? t('supplierAdmin.years.close') : t('supplierAdmin.years.reopen')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => setEditingTags(true)}>
          {t('supplierAdmin.years.editTags')}
        </Button>
        <Badge colorPalette={data.open ? 'green' : 'gray'} variant="subtle">
          {data.open ? t('supplierAdmin.years.open') : t('supplierAdmin.years.closed')}
        </Badge>
        {tags.map(([key, value]) => (
          <Badge key={key} variant="outline">
            {value ? `${key}: ${value}` : key}
          </Badge>
        ))}
      </HStack>
      <Stack gap={2}>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h4" size="sm">
            {t('supplierAdmin.review.heading')}
          </Heading>
          <Button size="xs" variant="outline" onClick={() => setReviewing(true)}>
            {t('supplierAdmin.review.edit')}
          </Button>
        </HStack>
        {data.review ? (
          <Text textStyle="sm">
            {data.review.exploitable ? t('supplierAdmin.review.isExploitable') : t('supplierAdmin.review.notExploitable')}
            {data.review.comment ? ` — ${data.review.comment}` : ''} ({formatDay(data.review.updatedAt, language)})
          </Text>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t('supplierAdmin.review.none')}
          </Text>
        )}
      </Stack>
      <Answers group={group} data={data} />
      <ExpensesTable assetUuid={assetUuid} supplier={supplier} data={data} />
      {editingTags ? <YearTagsDialog supplier={supplier} data={data} onClose={() => setEditingTags(false)} /> : null}
      {reviewing ? <ReviewDialog supplier={supplier} year={data.year} open onClose={() => setReviewing(false)} /> : null}
    </Stack>
  );
}

/** What the supplier answered for the year: SBTi, intensity, plan, products, the group's questions. */
function Answers({ group, data }: { group: SupplierGroup | null; data: SupplierYearData }) {
  const { t, language } = useI18n();
  const questions = customQuestions(group ? questionsOfYear(data, group) : (data.questions ?? []));
  const answerOf = (question: SupplierQuestion) => {
    const answer = customAnswerText(question, data.customAnswers[question.uuid], language, (value) => formatNumber(value, language));
    return answer.kind === 'none' ? '—' : answer.kind === 'yes' ? t('supplierAdmin.answers.yes') : answer.kind === 'no' ? t('supplierAdmin.answers.no') : answer.text;
  };
  return (
    <Stack gap={2}>
      <Heading as="h4" size="sm">
        {t('supplierAdmin.answers.title')}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('supplierAdmin.answers.sbti')}</DataList.ItemLabel>
          <DataList.ItemValue>{data.sbtiStatus ? labelOf('climateCommitment', data.sbtiStatus, language) : '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('supplierAdmin.answers.intensity')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {data.economicIntensity ? `${formatNumber(data.economicIntensity.value, language)} (${labelOf('currency', data.economicIntensity.currency, language)})` : '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('supplierAdmin.answers.plan')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {data.decarbonizationPlan
              ? t('supplierAdmin.answers.planValue', {
                  start: data.decarbonizationPlan.startYear,
                  end: data.decarbonizationPlan.endYear,
                  percent: formatNumber(data.decarbonizationPlan.totalPercentageEvolution, language),
                })
              : '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('supplierAdmin.answers.products')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {data.products.length
              ? data.products.map((product) => (product.carbonFootprint === null ? product.name : `${product.name} (${formatNumber(product.carbonFootprint, language)} kgCO₂e/${product.unit ?? '—'})`)).join('; ')
              : '—'}
          </DataList.ItemValue>
        </DataList.Item>
        {questions.map((question) => (
          <DataList.Item key={question.uuid}>
            <DataList.ItemLabel>{language === 'fr' && question.labelFr ? question.labelFr : question.labelEn}</DataList.ItemLabel>
            <DataList.ItemValue>{answerOf(question)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/**
 * The year's expenses with their factor (the expense's own, else the year's): staff set one from
 * the catalogue's search or remove the expense's own. The factor names come from the year's read.
 */
function ExpensesTable({ assetUuid, supplier, data }: { assetUuid: string; supplier: SupplierView; data: SupplierYearData }) {
  const { t, language } = useI18n();
  const yearRead = useQuery(queryOptionsFor('supplierEngagement.get', { assetUuid, year: data.year }));
  const byExpense = new Map<string, DashboardExpense>((yearRead.data?.expenses ?? []).map((expense) => [expense.uuid, expense]));
  const [picking, setPicking] = useState<string | null>(null);
  const setFactor = useProcedureMutation('supplier.expense.emissionFactor.set', { onSuccess: () => toaster.create({ type: 'success', title: t('supplierAdmin.factor.set') }) });
  const removeFactor = useProcedureMutation('supplier.expense.emissionFactor.delete', { onSuccess: () => toaster.create({ type: 'success', title: t('supplierAdmin.factor.removed') }) });
  return (
    <Stack gap={2}>
      <Heading as="h4" size="sm">
        {t('supplierAdmin.expenses.title')}
      </Heading>
      {data.expenses.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('supplierAdmin.expenses.none')}
        </Text>
      ) : (
        <ScrollTable label={t('supplierAdmin.expenses.title')}>
          <Table.Root size="sm" minW="3xl">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('supplierAdmin.expenses.name')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('supplierAdmin.expenses.amount')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.expenses.category')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.expenses.factor')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.expenses.supplierFigure')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.expenses.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.expenses.map((expense) => {
                const read = byExpense.get(expense.uuid);
                const factorName = read?.emissionFactor?.name ?? (yearRead.isPending ? '…' : null);
                return (
                  <Table.Row key={expense.uuid}>
                    <Table.Cell>{expense.name}</Table.Cell>
                    <Table.Cell textAlign="end">{formatAmount(expense.amount, language)}</Table.Cell>
                    <Table.Cell>{expense.opex ? '3.1' : '3.2'}</Table.Cell>
                    <Table.Cell>
                      {factorName ?? (
                        <Text as="span" color="fg.muted">
                          {t('supplierAdmin.expenses.noFactor')}
                        </Text>
                      )}
                      {factorName && expense.emissionFactorUuid === null ? (
                        <Text textStyle="xs" color="fg.muted">
                          {t('supplierAdmin.expenses.fromYear')}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      {expense.supplierAnswer?.value === null || expense.supplierAnswer?.value === undefined
                        ? '—'
                        : `${formatNumber(expense.supplierAnswer.value, language)}${expense.supplierAnswer.unit ? ` ${expense.supplierAnswer.unit}` : ''}`}
                      {expense.supplierAnswer?.dataType ? (
                        <Text textStyle="xs" color="fg.muted">
                          {labelOf('expenseDataType', expense.supplierAnswer.dataType, language)}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap={1}>
                        <IconButton size="xs" variant="ghost" aria-label={t('supplierAdmin.factor.choose', { name: expense.name })} onClick={() => setPicking(expense.uuid)}>
                          <PencilIcon />
                        </IconButton>
                        {expense.emissionFactorUuid ? (
                          <IconButton
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={t('supplierAdmin.factor.remove', { name: expense.name })}
                            loading={removeFactor.isPending && removeFactor.variables.uuid === expense.uuid}
                            onClick={() => removeFactor.mutate({ supplierUuid: supplier.uuid, uuid: expense.uuid })}
                          >
                            <TrashIcon />
                          </IconButton>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      )}
      <CatalogueSearchModal
        open={picking !== null}
        kind="emissionFactor"
        title={t('supplierAdmin.factor.title')}
        initialSelection={(() => {
          const own = data.expenses.find((expense) => expense.uuid === picking)?.emissionFactorUuid;
          return own ? [own] : [];
        })()}
        onClose={() => setPicking(null)}
        onApply={(items) => {
          // One factor per expense: the last one chosen.
          const chosen = items.at(-1);
          if (picking && chosen) setFactor.mutate({ supplierUuid: supplier.uuid, uuid: picking, emissionFactorUuid: chosen.uuid });
          setPicking(null);
        }}
      />
    </Stack>
  );
}

/** The e-mails sent or recorded, latest first; those recorded by hand can be changed or deleted. */
function SentEmailsCard({ assetUuid, supplier }: { assetUuid: string; supplier: SupplierView }) {
  const { t, language } = useI18n();
  const [editing, setEditing] = useState<SentEmail | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SentEmail | null>(null);
  const emails = [...supplier.sentEmails].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  const time = (instant: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap={3}>
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h3" size="md">
              {t('supplierAdmin.sent.title')}
            </Heading>
            <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
              {t('supplierAdmin.manual.open')}
            </Button>
          </HStack>
          {emails.length === 0 ? (
            <Text color="fg.muted">{t('supplierAdmin.sent.none')}</Text>
          ) : (
            <ScrollTable label={t('supplierAdmin.sent.title')}>
              <Table.Root size="sm" minW="3xl">
                <Table.Header>
                  <Table.Row bg="bg.subtle">
                    <Table.ColumnHeader>{t('supplierAdmin.sent.when')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('supplierAdmin.sent.template')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('supplierAdmin.sent.email')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('supplierAdmin.sent.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('supplierAdmin.sent.kind')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('supplierAdmin.expenses.actions')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {emails.map((email) => (
                    <Table.Row key={email.uuid}>
                      <Table.Cell>{time(email.sentAt)}</Table.Cell>
                      <Table.Cell>{email.templateName}</Table.Cell>
                      <Table.Cell>{email.email}</Table.Cell>
                      <Table.Cell>
                        <EmailStatusBadge status={email.status} />
                      </Table.Cell>
                      <Table.Cell>{email.kind === 'MANUAL' ? t('supplierAdmin.sent.manual') : t('supplierAdmin.sent.automatic')}</Table.Cell>
                      <Table.Cell>
                        {email.kind === 'MANUAL' ? (
                          <EditDeleteButtons
                            editLabel={t('supplierAdmin.manual.edit', { email: email.email })}
                            deleteLabel={t('supplierAdmin.manual.delete', { email: email.email })}
                            onEdit={() => setEditing(email)}
                            onDelete={() => setDeleting(email)}
                          />
                        ) : null}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </ScrollTable>
          )}
        </Stack>
      </Card.Body>
      {editing ? <ManualEmailDialog assetUuid={assetUuid} supplier={supplier} record={editing === 'new' ? null : editing} open onClose={() => setEditing(null)} /> : null}
      <DeleteDialog
        procedure="supplier.manualEmailSent.delete"
        input={deleting ? { toSupplierUuid: supplier.uuid, emailUuid: deleting.uuid } : null}
        texts={{ title: t('supplierAdmin.manual.deleteTitle'), body: t('supplierAdmin.manual.deleteBody', { email: deleting?.email ?? '' }), cancel: t('supplierAdmin.form.cancel'), confirm: t('supplierAdmin.manual.deleteConfirm'), done: t('supplierAdmin.manual.deleted') }}
        inlineErrors
        onClose={() => setDeleting(null)}
      />
    </Card.Root>
  );
}
