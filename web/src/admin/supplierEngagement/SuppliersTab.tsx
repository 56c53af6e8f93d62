import type { SupplierEngagementView } from '@cairn/shared/contract/suppliers';
import { formatAmount } from '@cairn/shared/format';
import { labelOf, supportedLabelLanguages } from '@cairn/shared/labels';
import { filterSupplierList, noSupplierFilters, sentTemplateNames, supplierListEntry, supplierSearch, supplierTagOptions, unknownSbti, type SupplierListFilters } from '@cairn/shared/supplier/list';
import type { SupplierLanguage } from '@cairn/shared/supplier/model';
import { SupplierTrackingStatus } from '@cairn/shared/supplier/status';
import { Badge, Button, Card, Dialog, Field, HStack, Input, Link, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { formErrorsOf } from '../../api/formErrors.ts';
import { SupplierFilters } from '../../features/supplierEngagement/SupplierFilters.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { engagementSplat } from './supplierAdminModel.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { LabelledSelect, ChoiceSelect } from '../../ui/LabelledSelect.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { EmailsEditor } from './EmailsEditor.tsx';
import { StatusBadge } from './SupplierBadges.tsx';
import { SupplierImportDialog } from './SupplierImportDialog.tsx';

/**
 * The suppliers tab: the list as the client's (spec 3 section 2.6: search by name, uuid, client
 * id or address; filters, with the client's e-mail filters for 2025; by total expenses of the
 * year, descending; their total), each row leading to the supplier's page, 'Import' (the
 * spreadsheet both ways) and 'Add supplier'.
 */
export function SuppliersTab({ assetUuid, engagement, year }: { assetUuid: string; engagement: SupplierEngagementView; year: number }) {
  const { t, language } = useI18n();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<SupplierTrackingStatus | ''>('');
  /** The client's filters; the e-mail ones apply, as for the client, only in `emailFiltersYear`. */
  const [filters, setFilters] = useState<SupplierListFilters>(noSupplierFilters);
  const templateNames = useMemo(() => sentTemplateNames(engagement.suppliers), [engagement.suppliers]);
  const entries = useMemo(() => engagement.suppliers.map((supplier) => supplierListEntry(supplier, year)), [engagement.suppliers, year]);
  const tagOptions = useMemo(() => supplierTagOptions(entries), [entries]);
  const shown = useMemo(() => filterSupplierList(entries, supplierSearch(text), filters, year), [entries, text, filters, year]);
  // The status filter applies every year here: staff follow a campaign whatever its year.
  const rows = status === '' ? shown.entries : shown.entries.filter((entry) => entry.status === status);
  const total = status === '' ? shown.totalExpenses : rows.reduce((sum, entry) => sum + entry.totalExpenses, 0);
  const groupName = (uuid: string) => engagement.groups.find((group) => group.uuid === uuid)?.name ?? '—';

  return (
    <Stack gap={4} mt={4}>
      <HStack justify="space-between" wrap="wrap" gap={3} align="flex-end">
        <HStack gap={3} wrap="wrap" align="flex-end">
          <Text as="label" textStyle="sm" fontWeight="medium" display="block">
            {t('supplierAdmin.list.search')}
            <Input mt={1} size="sm" type="search" value={text} maxLength={200} placeholder={t('supplierAdmin.list.searchPlaceholder')} onChange={(event) => setText(event.currentTarget.value)} />
          </Text>
          <LabelledSelect
            label={t('supplierAdmin.list.status')}
            value={status}
            emptyLabel={t('supplierAdmin.list.all')}
            options={SupplierTrackingStatus.options.map((value) => ({ value, label: labelOf('supplierTrackingStatus', value, language) }))}
            onChange={setStatus}
          />
        </HStack>
        <HStack gap={2}>
          <SupplierImportDialog assetUuid={assetUuid} year={year} />
          <AddSupplierDialog assetUuid={assetUuid} engagement={engagement} />
        </HStack>
      </HStack>
      <SupplierFilters groups={engagement.groups} templateNames={templateNames} year={year} filters={filters} onChange={setFilters} tagOptions={tagOptions} withStatus={false} />
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {t('supplierAdmin.list.summary', { count: rows.length, total: formatAmount(total, language) })}
      </Text>
      {engagement.suppliers.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <Text color="fg.muted">{t('supplierAdmin.list.empty')}</Text>
          </Card.Body>
        </Card.Root>
      ) : rows.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <Text color="fg.muted">{t('supplierAdmin.list.noMatch')}</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <ScrollTable label={t('supplierAdmin.tabs.suppliers')}>
          <Table.Root size="sm" minW="3xl">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('supplierAdmin.list.colName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.list.group')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.list.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.list.sbti')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('supplierAdmin.list.colExpenses')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((entry) => (
                <Table.Row key={entry.uuid}>
                  <Table.Cell>
                    <Link asChild colorPalette="teal" fontWeight="medium">
                      <RouterLink
                        to="/assets/$uuid/$"
                        params={{ uuid: assetUuid, _splat: engagementSplat(`suppliers/${entry.supplier.uuid}`) }}
                        search={(current) => ({ year: current.year })}
                      >
                        {entry.supplier.name}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge variant="outline">{groupName(entry.supplier.groupUuid)}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={entry.status} />
                  </Table.Cell>
                  <Table.Cell>{entry.sbti === unknownSbti || entry.sbti === 'NONE' ? '—' : labelOf('climateCommitment', entry.sbti, language)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatAmount(entry.totalExpenses, language)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      )}
    </Stack>
  );
}

const fieldNames = ['name', 'language', 'groupUuid', 'clientId', 'emails'] as const;

/** 'Add supplier': name, language and group required, client id optional, the addresses; opens the new supplier's page. */
function AddSupplierDialog({ assetUuid, engagement }: { assetUuid: string; engagement: SupplierEngagementView }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [supplierLanguage, setSupplierLanguage] = useState<SupplierLanguage>('fr');
  const [groupUuid, setGroupUuid] = useState('');
  const [clientId, setClientId] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [pendingEmail, setPendingEmail] = useState('');
  const [missing, setMissing] = useState<Set<'name' | 'groupUuid' | 'pendingEmail'>>(new Set());
  const add = useProcedureMutation('supplier.add', { meta: { inlineErrors: true } });
  const languageNames = useMemo(() => new Intl.DisplayNames([language], { type: 'language' }), [language]);
  const start = () => {
    setName('');
    setSupplierLanguage('fr');
    setGroupUuid(engagement.groups.length === 1 ? (engagement.groups[0]?.uuid ?? '') : '');
    setClientId('');
    setEmails([]);
    setPendingEmail('');
    setMissing(new Set());
    add.reset();
    setOpen(true);
  };
  const errors = formErrorsOf(add.error, fieldNames, t);
  // A field's mark goes as soon as it is corrected.
  const corrected = (field: 'name' | 'groupUuid' | 'pendingEmail') => setMissing((current) => new Set([...current].filter((key) => key !== field)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const problems = new Set<'name' | 'groupUuid' | 'pendingEmail'>();
    if (name.trim() === '') problems.add('name');
    if (groupUuid === '') problems.add('groupUuid');
    // An address typed and not added would be lost: the editor must add it (or clear it) first.
    if (pendingEmail.trim() !== '') problems.add('pendingEmail');
    setMissing(problems);
    if (problems.size > 0) return;
    let created: { uuid: string };
    try {
      created = await add.mutateAsync({ assetUuid, name: name.trim(), language: supplierLanguage, groupUuid, clientId: clientId.trim() === '' ? null : clientId.trim(), emails });
    } catch {
      // Said in the dialog, on the fields or under them.
      return;
    }
    toaster.create({ type: 'success', title: t('supplierAdmin.add.done') });
    setOpen(false);
    void navigate({ to: '/assets/$uuid/$', params: { uuid: assetUuid, _splat: engagementSplat(`suppliers/${created.uuid}`) } });
  };
  return (
    <>
      <Button size="sm" colorPalette="teal" onClick={start}>
        {t('supplierAdmin.add.open')}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => (!details.open && !add.isPending ? setOpen(false) : undefined)} size={{ mdDown: 'full', md: 'md' }} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content asChild>
              <form noValidate onSubmit={(event) => void submit(event)}>
                <Dialog.Header>
                  <Dialog.Title>{t('supplierAdmin.add.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap={4}>
                    <Field.Root required invalid={missing.has('name') || Boolean(errors.fields.name)}>
                      <Field.Label>
                        {t('supplierAdmin.add.name')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        value={name}
                        maxLength={200}
                        onChange={(event) => {
                          setName(event.currentTarget.value);
                          corrected('name');
                        }}
                      />
                      <Field.ErrorText>{missing.has('name') ? t('supplierAdmin.form.required') : errors.fields.name?.join(' ')}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>
                        {t('supplierAdmin.add.language')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <ChoiceSelect
                        value={supplierLanguage}
                        options={supportedLabelLanguages.map((value) => ({ value, label: languageNames.of(value) ?? value }))}
                        onChange={setSupplierLanguage}
                      />
                    </Field.Root>
                    <Field.Root required invalid={missing.has('groupUuid') || Boolean(errors.fields.groupUuid)}>
                      <Field.Label>
                        {t('supplierAdmin.add.group')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <ChoiceSelect
                        value={groupUuid}
                        options={[{ value: '', label: t('supplierAdmin.add.chooseGroup') }, ...engagement.groups.map((group) => ({ value: group.uuid, label: group.name }))]}
                        onChange={(value) => {
                          setGroupUuid(value);
                          corrected('groupUuid');
                        }}
                      />
                      <Field.ErrorText>{missing.has('groupUuid') ? t('supplierAdmin.form.required') : errors.fields.groupUuid?.join(' ')}</Field.ErrorText>
                      {engagement.groups.length === 0 ? <Field.HelperText>{t('supplierAdmin.add.noGroup')}</Field.HelperText> : null}
                    </Field.Root>
                    <Field.Root invalid={Boolean(errors.fields.clientId)}>
                      <Field.Label>{t('supplierAdmin.add.clientId')}</Field.Label>
                      <Input value={clientId} maxLength={1000} onChange={(event) => setClientId(event.currentTarget.value)} />
                      <Field.HelperText>{t('supplierAdmin.add.clientIdHelp')}</Field.HelperText>
                      <Field.ErrorText>{errors.fields.clientId?.join(' ')}</Field.ErrorText>
                    </Field.Root>
                    <EmailsEditor
                      emails={emails}
                      onChange={setEmails}
                      pending={pendingEmail}
                      onPendingChange={(value) => {
                        setPendingEmail(value);
                        corrected('pendingEmail');
                      }}
                      serverError={missing.has('pendingEmail') ? t('supplierAdmin.emails.notAdded') : (errors.fields.emails?.join(' ') ?? null)}
                    />
                    {errors.summary ? <ErrorBox message={errors.summary} /> : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setOpen(false)} disabled={add.isPending}>
                    {t('supplierAdmin.form.cancel')}
                  </Button>
                  <Button type="submit" colorPalette="teal" loading={add.isPending}>
                    {t('supplierAdmin.add.submit')}
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
