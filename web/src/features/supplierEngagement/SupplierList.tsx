import { supplierSendLimits, type SupplierEngagementView } from '@cairn/shared/contract/suppliers';
import { labelOf } from '@cairn/shared/labels';
import {
  filterSupplierList,
  noSupplierFilters,
  sentTemplateNames,
  supplierListEntry,
  supplierSearch,
  supplierTagOptions,
  unknownSbti,
  type SupplierListEntry,
  type SupplierListFilters,
} from '@cairn/shared/supplier/list';
import { isEligibleForEmail } from '@cairn/shared/supplier/status';
import { Badge, Box, Button, chakra, Dialog, Field, HStack, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { saveFile } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { SupplierFilters } from './SupplierFilters.tsx';
import { pactExportFileName, pactFootprintCount, supplierEngagementPaths } from './supplierEngagementModel.ts';
import { formatSupplierAmount, statusPalette } from './supplierFormat.ts';

/*
 * The supplier list (spec 3 section 2.6): search and filters over every supplier of the asset
 * for the year, sorted by total expenses, the filtered total, and the send of an e-mail template
 * to the suppliers shown. The rules are shared/src/supplier/list.ts's; each supplier is prepared
 * once per read, and a keystroke only compares. Up to 5,000 rows: only those in view are drawn.
 */

/** The spec's estimated row height (section 9). */
const rowHeight = 41;
const listHeight = 600;

export function SupplierList({ view, year }: { view: SupplierEngagementView; year: number }) {
  const { t, language } = useI18n();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<SupplierListFilters>(noSupplierFilters);
  const entries = useMemo(() => view.suppliers.map((supplier) => supplierListEntry(supplier, year)), [view.suppliers, year]);
  const tagOptions = useMemo(() => supplierTagOptions(entries), [entries]);
  const templateNames = useMemo(() => sentTemplateNames(view.suppliers), [view.suppliers]);
  const groupNames = useMemo(() => new Map(view.groups.map((group) => [group.uuid, group.name])), [view.groups]);
  const shown = useMemo(() => filterSupplierList(entries, supplierSearch(search), filters, year), [entries, search, filters, year]);
  const filtered = search.trim() !== '' || filters !== noSupplierFilters;

  return (
    <Stack gap={4}>
      <HStack gap={4} wrap="wrap" align="flex-end">
        <Stack gap={1} minW="18rem">
          <chakra.label htmlFor={searchId} textStyle="sm" fontWeight="medium">
            {t('supplierEngagement.list.search')}
          </chakra.label>
          <Input id={searchId} size="sm" type="search" value={search} maxLength={200} autoComplete="off" onChange={(event) => setSearch(event.currentTarget.value)} />
        </Stack>
        <SendEmailsDialog view={view} shown={shown.entries} />
        <PactExport view={view} year={year} />
      </HStack>
      <SupplierFilters groups={view.groups} templateNames={templateNames} year={year} filters={filters} onChange={setFilters} tagOptions={tagOptions} />
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Text fontWeight="semibold" textStyle="lg">
          {t('supplierEngagement.list.total', { amount: formatSupplierAmount(shown.totalExpenses, language) })}
        </Text>
        <HStack gap={3}>
          <Text textStyle="sm" color="fg.muted" role="status">
            {t('supplierEngagement.list.count', { count: shown.entries.length, total: entries.length })}
          </Text>
          {filtered ? (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => {
                setSearch('');
                setFilters(noSupplierFilters);
              }}
            >
              {t('supplierEngagement.list.clear')}
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t('supplierEngagement.list.none')}</Text>
      ) : shown.entries.length === 0 ? (
        <Text color="fg.muted">{t('supplierEngagement.list.noMatch')}</Text>
      ) : (
        <VirtualRows entries={shown.entries} groupNames={groupNames} year={year} />
      )}
    </Stack>
  );
}

/** Only the rows in view (and a few around) are in the page; the rest are the scroller's height. */
function VirtualRows({ entries, groupNames, year }: { entries: readonly SupplierListEntry[]; groupNames: ReadonlyMap<string, string>; year: number }) {
  const { t } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: entries.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 10 });
  return (
    <Box ref={scroller} maxH={`${listHeight}px`} overflowY="auto" borderWidth="1px" borderColor="border" rounded="l2" tabIndex={-1}>
      <Box role="list" aria-label={t('supplierEngagement.list.label')} position="relative" h={`${virtualizer.getTotalSize()}px`}>
        {virtualizer.getVirtualItems().map((item) => {
          const entry = entries[item.index]!;
          return (
            <Box
              key={entry.supplier.uuid}
              role="listitem"
              aria-setsize={entries.length}
              aria-posinset={item.index + 1}
              position="absolute"
              top={0}
              left={0}
              w="full"
              h={`${rowHeight}px`}
              transform={`translateY(${item.start}px)`}
              borderBottomWidth="1px"
              borderColor="border.muted"
            >
              <SupplierRow entry={entry} groupName={groupNames.get(entry.supplier.groupUuid) ?? ''} year={year} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function SupplierRow({ entry, groupName, year }: { entry: SupplierListEntry; groupName: string; year: number }) {
  const { t, language } = useI18n();
  return (
    <HStack asChild h="full" px={3} gap={3} _hover={{ bg: 'bg.muted' }} _focusVisible={{ outline: '2px solid', outlineColor: 'teal.solid', outlineOffset: '-2px' }}>
      <PathLink href={supplierEngagementPaths.detail(entry.supplier.uuid, year)} data-supplier-row={entry.supplier.name}>
        <Text flex="1" minW={0} truncate fontWeight="medium" color="teal.fg">
          {entry.supplier.name}
        </Text>
        <HStack gap={1} flexShrink={0} display={{ base: 'none', md: 'flex' }}>
          {groupName ? (
            <Badge variant="outline" maxW="12rem" truncate>
              {groupName}
            </Badge>
          ) : null}
          <Badge colorPalette={statusPalette[entry.status]} variant="subtle">
            {labelOf('supplierTrackingStatus', entry.status, language)}
          </Badge>
          {entry.sbti !== 'NONE' && entry.sbti !== unknownSbti ? (
            <Badge colorPalette="purple" variant="subtle">
              {t('supplierEngagement.list.sbti', { status: labelOf('climateCommitment', entry.sbti, language) })}
            </Badge>
          ) : null}
        </HStack>
        <Text flexShrink={0} minW="6rem" textAlign="end" fontVariantNumeric="tabular-nums">
          {formatSupplierAmount(entry.totalExpenses, language)}
        </Text>
      </PathLink>
    </HStack>
  );
}

/**
 * 'Send emails': a template of the asset to the suppliers the list shows, of which the eligible
 * ones are written to ('x / y suppliers eligible'); Send stays disabled until a template is
 * chosen. One click is one `sendUuid`, so a retried click sends nothing twice.
 */
/**
 * The year's PACT product footprints of every supplier as one .json file, as the PACT API's
 * ListFootprints answers them, to hand to a tool that reads PACT. Disabled, with the reason said
 * beside it, while no supplier has attached one to the year.
 */
function PactExport({ view, year }: { view: SupplierEngagementView; year: number }) {
  const { t } = useI18n();
  const hintId = useId();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const count = pactFootprintCount(view.suppliers, year);
  const download = async () => {
    setPending(true);
    try {
      // Read afresh at each click: a supplier may have saved since.
      const list = await queryClient.fetchQuery({ ...queryOptionsFor('supplier.productFootprints.export', { assetUuid: view.assetUuid, year }), staleTime: 0 });
      const url = URL.createObjectURL(new Blob([`${JSON.stringify(list, null, 2)}\n`], { type: 'application/json' }));
      saveFile({ url, name: pactExportFileName(year) });
      // Freed once the browser has surely started saving the file (a revoke in the same turn can cancel it).
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      toaster.create({ type: 'error', title: errorMessageOf(failure instanceof Error ? failure : new Error(String(failure)), t) });
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap={1}>
      <Button size="sm" variant="outline" loading={pending} disabled={count === 0} aria-describedby={hintId} onClick={() => void download()}>
        {t('supplierEngagement.pact.export')}
      </Button>
      <Text id={hintId} textStyle="xs" color="fg.muted">
        {count === 0 ? t('supplierEngagement.pact.none', { year }) : t('supplierEngagement.pact.count', { count, year })}
      </Text>
    </Stack>
  );
}

function SendEmailsDialog({ view, shown }: { view: SupplierEngagementView; shown: readonly SupplierListEntry[] }) {
  const { t } = useI18n();
  const templateId = useId();
  const [open, setOpen] = useState(false);
  const [templateUuid, setTemplateUuid] = useState('');
  const [sendUuid, setSendUuid] = useState('');
  const send = useProcedureMutation('supplier.sendEmail', { meta: { inlineErrors: true } });
  const eligible = shown.filter((entry) => isEligibleForEmail(entry.supplier));
  const tooMany = eligible.length > supplierSendLimits.suppliers;
  const start = () => {
    setTemplateUuid('');
    setSendUuid(crypto.randomUUID());
    send.reset();
    setOpen(true);
  };
  const submit = async () => {
    if (send.isPending || templateUuid === '' || eligible.length === 0 || tooMany) return;
    try {
      await send.mutateAsync({ assetUuid: view.assetUuid, sendUuid, templateUuid, supplierUuids: eligible.map((entry) => entry.supplier.uuid) });
    } catch {
      // Said in the dialog.
      return;
    }
    toaster.create({ type: 'success', title: t('supplierEngagement.send.done') });
    setOpen(false);
  };
  return (
    <>
      <Button size="sm" colorPalette="teal" onClick={start}>
        {t('supplierEngagement.send.open')}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => (!details.open && !send.isPending ? setOpen(false) : undefined)} size={{ mdDown: 'full', md: 'md' }}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('supplierEngagement.send.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  {view.templates.length === 0 ? (
                    <Text color="fg.muted">{t('supplierEngagement.send.noTemplate')}</Text>
                  ) : (
                    <Field.Root>
                      <Field.Label htmlFor={templateId}>{t('supplierEngagement.send.template')}</Field.Label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field id={templateId} value={templateUuid} onChange={(event) => setTemplateUuid(event.currentTarget.value)}>
                          <option value="">{t('supplierEngagement.send.choose')}</option>
                          {view.templates.map((template) => (
                            <option key={template.uuid} value={template.uuid}>
                              {template.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  )}
                  <Text fontWeight="semibold" role="status">
                    {t('supplierEngagement.send.eligible', { eligible: eligible.length, total: shown.length })}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {t('supplierEngagement.send.eligibleHelp')}
                  </Text>
                  {tooMany ? <ErrorBox message={t('supplierEngagement.send.tooMany', { max: supplierSendLimits.suppliers })} /> : null}
                  {send.isError ? <ErrorBox message={errorMessageOf(send.error, t)} /> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)} disabled={send.isPending}>
                  {t('supplierEngagement.send.cancel')}
                </Button>
                <Button colorPalette="teal" loading={send.isPending} disabled={templateUuid === '' || eligible.length === 0 || tooMany} onClick={() => void submit()}>
                  {t('supplierEngagement.send.send')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
