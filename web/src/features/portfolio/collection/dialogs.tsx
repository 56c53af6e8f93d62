import { Button, Dialog, Field, Fieldset, HStack, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import type { DataCollectionView, FundView } from '@cairn/shared/contract/portfolio';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { assetChoices } from './collectionModel.ts';
import { ReportingImportDialog, reportingImportWords, useTemplateDownload } from './ReportingImportDialog.tsx';
import { PlusIcon } from './icons.tsx';
import type { Collection } from './useCollection.ts';

/** A small dialog holding a form: its title, fields, and the cancel and submit buttons. */
function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  cancelLabel,
  initialFocus,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  submitLabel: string;
  cancelLabel: string;
  initialFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (!details.open && !pending ? onClose() : undefined)} initialFocusEl={initialFocus} size={{ mdDown: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            {/* The form says itself what is missing, in the page's words, rather than the browser. */}
            <form
              noValidate
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                if (!pending) onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={pending}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette="teal" loading={pending}>
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

/** 'Add a fund': a name, required. */
export function AddFundDialog({ reportingUuid, write }: { reportingUuid: string; write: Collection['write'] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem(t('portfolioCollection.fund.required'));
      input.current?.focus();
      return;
    }
    setPending(true);
    const result = await write(() => ({ procedure: 'portfolioEmissions.collectData', input: { field: 'addFundName', reportingUuid, name: trimmed } }));
    setPending(false);
    if (result.ok) {
      toaster.create({ type: 'success', title: t('portfolioCollection.fund.added', { name: trimmed }) });
      setOpen(false);
      setName('');
    }
  };
  return (
    <>
      <Button size="sm" colorPalette="teal" onClick={() => setOpen(true)}>
        <PlusIcon boxSize="4" />
        {t('portfolioCollection.fund.add')}
      </Button>
      <FormDialog
        open={open}
        title={t('portfolioCollection.fund.addTitle')}
        onClose={() => setOpen(false)}
        onSubmit={() => void submit()}
        pending={pending}
        submitLabel={t('portfolioCollection.asset.confirm')}
        cancelLabel={t('portfolioCollection.fund.cancel')}
        initialFocus={() => input.current}
      >
        <Field.Root required invalid={problem !== null}>
          <Field.Label>{t('portfolioCollection.fund.nameLabel')}</Field.Label>
          <Input
            ref={input}
            value={name}
            maxLength={200}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
          />
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
      </FormDialog>
    </>
  );
}

/**
 * 'Add an asset' to a fund (spec 3 section 2.1): an investee of another fund or an asset the
 * institution already holds, or a new asset by name.
 */
export function AddAssetDialog({ fund, view, reportingUuid, write, onClose }: { fund: FundView; view: DataCollectionView; reportingUuid: string; write: Collection['write']; onClose: () => void }) {
  const { t, language } = useI18n();
  const choices = assetChoices(view, fund.uuid, language);
  const [mode, setMode] = useState<'existing' | 'new'>(choices.length > 0 ? 'existing' : 'new');
  const [picked, setPicked] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const firstField = useRef<HTMLElement | null>(null);
  const submit = async () => {
    const choice = choices.find((candidate) => `${candidate.kind}:${candidate.uuid}` === picked);
    const trimmed = name.trim();
    if (mode === 'existing' ? !choice : trimmed === '') {
      setProblem(t('portfolioCollection.fund.required'));
      return;
    }
    setPending(true);
    const result = await write(() => ({
      procedure: 'portfolioEmissions.collectData',
      input:
        mode === 'new' || !choice
          ? { field: 'newInvestee', reportingUuid, fundUuid: fund.uuid, newInvesteeName: trimmed }
          : { field: 'newInvestment', reportingUuid, fundUuid: fund.uuid, ...(choice.kind === 'investee' ? { investeeUuid: choice.uuid } : { assetUuid: choice.uuid }) },
    }));
    setPending(false);
    if (result.ok) {
      toaster.create({ type: 'success', title: t('portfolioCollection.asset.added', { name: mode === 'new' || !choice ? trimmed : choice.name, fund: fund.name }) });
      onClose();
    }
  };
  const inOtherFund = new Set(view.investments.filter((investment) => investment.fundUuid !== fund.uuid).map((investment) => investment.investeeUuid));
  return (
    <FormDialog
      open
      title={t('portfolioCollection.asset.addTo', { fund: fund.name })}
      onClose={onClose}
      onSubmit={() => void submit()}
      pending={pending}
      submitLabel={t('portfolioCollection.asset.confirm')}
      cancelLabel={t('portfolioCollection.fund.cancel')}
      initialFocus={() => firstField.current}
    >
      <Stack gap={4}>
        <Fieldset.Root>
          <Fieldset.Legend srOnly>{t('portfolioCollection.asset.addTo', { fund: fund.name })}</Fieldset.Legend>
          <Stack gap={2}>
            {(['existing', 'new'] as const).map((value) => (
              <HStack as="label" key={value} gap={2} textStyle="sm" cursor={value === 'existing' && choices.length === 0 ? 'not-allowed' : 'pointer'}>
                <input
                  type="radio"
                  name="assetSource"
                  value={value}
                  checked={mode === value}
                  disabled={value === 'existing' && choices.length === 0}
                  onChange={() => {
                    setMode(value);
                    setProblem(null);
                  }}
                />
                {t(value === 'existing' ? 'portfolioCollection.asset.existing' : 'portfolioCollection.asset.new')}
              </HStack>
            ))}
          </Stack>
        </Fieldset.Root>
        {mode === 'existing' ? (
          choices.length === 0 ? (
            <Text color="fg.muted">{t('portfolioCollection.asset.noneToPick')}</Text>
          ) : (
            <Field.Root required invalid={problem !== null}>
              <Field.Label>{t('portfolioCollection.asset.pick')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  ref={(element: HTMLSelectElement | null) => {
                    firstField.current = element;
                  }}
                  value={picked}
                  onChange={(event) => {
                    setPicked(event.currentTarget.value);
                    setProblem(null);
                  }}
                >
                  <option value="">{t('portfolioCollection.cell.choose')}</option>
                  {choices.map((choice) => (
                    <option key={`${choice.kind}:${choice.uuid}`} value={`${choice.kind}:${choice.uuid}`}>
                      {choice.kind === 'investee' && inOtherFund.has(choice.uuid) ? t('portfolioCollection.asset.otherFund', { name: choice.name }) : choice.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
            </Field.Root>
          )
        ) : (
          <Field.Root required invalid={problem !== null}>
            <Field.Label>{t('portfolioCollection.asset.newName')}</Field.Label>
            <Input
              ref={(element) => {
                firstField.current = element;
              }}
              value={name}
              maxLength={200}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
              }}
            />
            {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
          </Field.Root>
        )}
      </Stack>
    </FormDialog>
  );
}

/** 'Submit validation': asks the validating person's name, required (spec 3 section 5). */
export function ValidateDialog({ onValidate }: { onValidate: (author: string) => Promise<boolean> }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem(t('portfolioCollection.fund.required'));
      input.current?.focus();
      return;
    }
    setPending(true);
    const validated = await onValidate(trimmed);
    setPending(false);
    setOpen(false);
    if (validated) toaster.create({ type: 'success', title: t('portfolioCollection.validation.done') });
  };
  return (
    <>
      <Button size="sm" colorPalette="teal" variant="solid" onClick={() => setOpen(true)}>
        {t('portfolioCollection.validation.open')}
      </Button>
      <FormDialog
        open={open}
        title={t('portfolioCollection.validation.title')}
        onClose={() => setOpen(false)}
        onSubmit={() => void submit()}
        pending={pending}
        submitLabel={t('portfolioCollection.validation.confirm')}
        cancelLabel={t('portfolioCollection.validation.cancel')}
        initialFocus={() => input.current}
      >
        <Stack gap={4}>
          <Text>{t('portfolioCollection.validation.body')}</Text>
          <Field.Root required invalid={problem !== null}>
            <Field.Label>{t('portfolioCollection.validation.name')}</Field.Label>
            <Input
              ref={input}
              value={name}
              autoComplete="name"
              maxLength={200}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
              }}
            />
            {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
          </Field.Root>
        </Stack>
      </FormDialog>
    </>
  );
}

/**
 * 'Import from spreadsheet': the template (the reporting's current data) to download and fill,
 * the filled file to upload, then either the lines imported or every error with its cell or row,
 * and 'Upload a new file' to start again. Nothing is written unless the whole file is valid.
 */
export function ImportDialog({ reportingUuid, onImported }: { reportingUuid: string; onImported: () => Promise<void> }) {
  const { t } = useI18n();
  const template = useTemplateDownload('portfolioEmissions.spreadsheetExport', { reportingUuid }, t('portfolioCollection.import.templateFailed'));
  return (
    <ReportingImportDialog
      procedure="portfolioEmissions.importFromSpreadsheet"
      input={{ reportingUuid }}
      template={template}
      words={reportingImportWords('portfolioCollection', t)}
      onSuccess={async (answer) => {
        await onImported();
        return t('portfolioCollection.import.done', { count: answer.investmentLines });
      }}
    />
  );
}
