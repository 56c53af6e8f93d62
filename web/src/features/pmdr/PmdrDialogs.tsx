import type { PmdrFundView } from '@cairn/shared/contract/pmdr';
import { Box, Button, Dialog, Field, HStack, IconButton, Input, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { tooltipDelays } from '../../app/sidebarState.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { ReportingImportDialog, reportingImportWords, useTemplateDownload } from '../portfolio/collection/ReportingImportDialog.tsx';
import { fundChangesOf } from './pmdrModel.ts';

/*
 * The data collection's dialogs (spec 3 sections 2.4 and 7 "PMDR"): the spreadsheet import with
 * its template, and a standalone reporting's funds.
 */

/** Downloads the year's template (its current data): the list's button and the import dialog's link. */
export function usePmdrTemplate(reportingUuid: string) {
  const { t } = useI18n();
  return useTemplateDownload('pmdr.spreadsheetExport', { reportingUuid }, t('pmdrCollection.list.templateFailed'));
}

/**
 * '.xlsx import': the template to download and fill, the file to upload, then either closed with
 * 'Imported successfully' or every error of the file with 'Upload a new file'. Nothing is written
 * unless the whole file is valid.
 */
export function PmdrImportDialog({ reportingUuid }: { reportingUuid: string }) {
  const { t } = useI18n();
  const template = usePmdrTemplate(reportingUuid);
  return (
    <ReportingImportDialog
      procedure="pmdr.importFromSpreadsheet"
      input={{ reportingUuid }}
      template={template}
      words={reportingImportWords('pmdrCollection', t)}
      onSuccess={() => {
        // Success closes the dialog: the list behind it shows what was imported.
        toaster.create({ type: 'success', title: t('pmdrCollection.import.done') });
        return null;
      }}
    />
  );
}

/** A fund as the dialog edits it: a stored one (renamed or not) or a new one (no uuid yet). */
interface FundDraft {
  key: string;
  uuid: string | null;
  name: string;
  hasInvestments: boolean;
}

let draftCounter = 0;
const newDraftKey = () => `new-${(draftCounter += 1)}`;

/**
 * 'Edit funds' of a standalone reporting: rename, remove (not a fund with assets: its button is
 * disabled and says why) and add, saved in one call; 'Funds updated' then.
 */
export function FundsDialog({ reportingUuid, funds }: { reportingUuid: string; funds: readonly PmdrFundView[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [drafts, setDrafts] = useState<FundDraft[]>([]);
  const [blank, setBlank] = useState<Set<string>>(new Set());
  const save = useProcedureMutation('pmdr.updatePmdrFunds', { meta: { inlineErrors: true } });
  const start = () => {
    setDrafts(funds.map((fund) => ({ key: fund.uuid, uuid: fund.uuid, name: fund.name, hasInvestments: fund.hasInvestments })));
    setBlank(new Set());
    save.reset();
    setOpen(true);
  };
  const change = (key: string, name: string) => {
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, name } : draft)));
    setBlank((current) => new Set([...current].filter((candidate) => candidate !== key)));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const missing = new Set(drafts.filter((draft) => draft.name.trim() === '').map((draft) => draft.key));
    setBlank(missing);
    if (missing.size > 0) return;
    try {
      await save.mutateAsync({ reportingUuid, ...fundChangesOf(funds, drafts) });
    } catch {
      // Said in the dialog, under the funds.
      return;
    }
    toaster.create({ type: 'success', title: t('pmdrCollection.funds.saved') });
    setOpen(false);
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={start}>
        {t('pmdrCollection.funds.open')}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => (!details.open && !save.isPending ? setOpen(false) : undefined)} size={{ mdDown: 'full', md: 'md' }} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content asChild>
              <form noValidate onSubmit={(event) => void submit(event)}>
                <Dialog.Header>
                  <Dialog.Title>{t('pmdrCollection.funds.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap={3}>
                    {drafts.length === 0 ? <Text color="fg.muted">{t('pmdrCollection.funds.none')}</Text> : null}
                    {drafts.map((draft) => (
                      <HStack key={draft.key} align="flex-end" gap={2}>
                        <Field.Root required invalid={blank.has(draft.key)} flex="1">
                          <Field.Label>{t('pmdrCollection.funds.name')}</Field.Label>
                          <Input value={draft.name} maxLength={200} onChange={(event) => change(draft.key, event.currentTarget.value)} />
                          {blank.has(draft.key) ? <Field.ErrorText>{t('pmdrCollection.funds.required')}</Field.ErrorText> : null}
                        </Field.Root>
                        <RemoveFund draft={draft} onRemove={() => setDrafts((current) => current.filter((candidate) => candidate.key !== draft.key))} />
                      </HStack>
                    ))}
                    <Button
                      size="sm"
                      variant="outline"
                      alignSelf="flex-start"
                      onClick={() => setDrafts((current) => [...current, { key: newDraftKey(), uuid: null, name: t('pmdrCollection.funds.newName', { number: current.length + 1 }), hasInvestments: false }])}
                    >
                      {t('pmdrCollection.funds.add')}
                    </Button>
                    {save.isError ? <ErrorBox message={errorMessageOf(save.error, t)} /> : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setOpen(false)} disabled={save.isPending}>
                    {t('pmdrCollection.funds.cancel')}
                  </Button>
                  <Button type="submit" colorPalette="teal" loading={save.isPending}>
                    {t('pmdrCollection.funds.save')}
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

/** A fund's remove button; a fund with assets keeps it disabled, with the reason in a tooltip (and to screen readers). */
function RemoveFund({ draft, onRemove }: { draft: FundDraft; onRemove: () => void }) {
  const { t } = useI18n();
  const label = t('pmdrCollection.funds.remove', { name: draft.name || t('pmdrCollection.funds.name') });
  if (!draft.hasInvestments) {
    return (
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={label} onClick={onRemove}>
        ×
      </IconButton>
    );
  }
  const reason = t('pmdrCollection.funds.blocked');
  return (
    <Tooltip.Root openDelay={tooltipDelays.openMs} closeDelay={tooltipDelays.closeMs}>
      <Tooltip.Trigger asChild>
        {/* A disabled button takes no pointer or focus: the wrapper carries the tooltip. */}
        <Box role="button" tabIndex={0} aria-label={label} aria-disabled="true" borderRadius="l2">
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-hidden disabled tabIndex={-1} pointerEvents="none">
            ×
          </IconButton>
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
