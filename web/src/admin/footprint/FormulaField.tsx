import { Box, Button, Code, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import type { CatalogueView } from '@cairn/shared/calc/catalogue';
import { evaluateFormula } from '@cairn/shared/calc/report';
import { formatEmissions, formatNumber, formatSignificant } from '@cairn/shared/format';
import { useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import { FormField } from '../../ui/FormField.tsx';
import { useDebounced } from '../../ui/useDebounced.ts';
import { parseAmount } from '../../features/reports/editing/draftModel.ts';
import { CatalogueSearchModal } from '../catalogue/searchModal/CatalogueSearchModal.tsx';
import { insertedIntoScript, scriptReferences, type SearchKind, type TextRange } from '../catalogue/searchModal/selection.ts';

/** The catalogue the formula is evaluated with: its view once loaded, or why there is none yet. */
export type FormulaCatalogue = { state: 'ready'; view: CatalogueView } | { state: 'loading' } | { state: 'failed'; message: string };

interface FormulaFieldProps {
  formula: string;
  /** `q.activity`, as typed in the entry's activity field. */
  activity: string;
  catalogue: FormulaCatalogue;
  /** The report's year: each value is the one its history gives for it. */
  year: number;
  errors: string[];
  /** A delivered report's entry: its formula is shown with the value stored at delivery, never evaluated again. */
  readOnly: boolean;
  frozenValueKg?: number | null;
  onChange: (formula: string) => void;
}

/**
 * An entry's formula (a `ScriptEditor`), and its value in kgCO2e or the engine's message,
 * evaluated as typing pauses with the values of the report's year: what the save will compute.
 */
export function FormulaField({ formula, activity, catalogue, year, errors, readOnly, frozenValueKg = null, onChange }: FormulaFieldProps) {
  const { t } = useI18n();
  return (
    <Stack gap={2}>
      <ScriptEditor
        name="formula"
        label={t('adminFootprint.entry.formula')}
        helper={t('adminFootprint.entry.formulaHelp')}
        errors={errors}
        required
        value={formula}
        readOnly={readOnly}
        onChange={onChange}
      />
      {readOnly ? <FrozenValue kg={frozenValueKg} /> : <LiveValue formula={formula} activity={activity} catalogue={catalogue} year={year} />}
    </Stack>
  );
}

interface ScriptEditorProps {
  /** The textarea's name, by which a form finds the field to focus. */
  name: string;
  label: string;
  helper?: string;
  errors: string[];
  required?: boolean;
  value: string;
  readOnly?: boolean;
  onChange: (script: string) => void;
  onBlur?: () => void;
}

/**
 * A script's text, in a monospace textarea, with buttons that open the catalogue search modal
 * and put the chosen references where the cursor was (`ef["…"]`, `efc["…"]` for a combination,
 * `hyp["…"]`). Report entries and formula templates write their scripts with it.
 */
export function ScriptEditor({ name, label, helper, errors, required = false, value, readOnly = false, onChange, onBlur }: ScriptEditorProps) {
  const { t } = useI18n();
  const cursor = useRef<TextRange | null>(null);
  const [picking, setPicking] = useState<SearchKind | null>(null);
  const insert = (kind: SearchKind, items: readonly { name: string; type?: 'SIMPLE' | 'COMBINATION' }[]) => {
    setPicking(null);
    if (items.length === 0) return;
    const inserted = insertedIntoScript(value, scriptReferences(kind, items), cursor.current);
    cursor.current = { start: inserted.cursor, end: inserted.cursor };
    onChange(inserted.script);
  };

  return (
    <Stack gap={2}>
      <FormField label={label} errors={errors} helper={helper} required={required}>
        <Textarea
          name={name}
          fontFamily="mono"
          rows={3}
          spellCheck={false}
          autoComplete="off"
          value={value}
          readOnly={readOnly}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          onSelect={(event) => {
            cursor.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
          }}
        />
      </FormField>
      {readOnly ? null : (
        <HStack gap={2} wrap="wrap" role="group" aria-label={t('adminFootprint.entry.insert')}>
          <Text textStyle="sm" color="fg.muted" aria-hidden="true">
            {t('adminFootprint.entry.insert')}
          </Text>
          <Button size="xs" variant="outline" onClick={() => setPicking('emissionFactor')}>
            {t('adminFootprint.entry.insertFactor')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setPicking('hypothesis')}>
            {t('adminFootprint.entry.insertHypothesis')}
          </Button>
        </HStack>
      )}
      <CatalogueSearchModal
        open={picking === 'emissionFactor'}
        kind="emissionFactor"
        onClose={() => setPicking(null)}
        onApply={(factors) => insert('emissionFactor', factors)}
      />
      <CatalogueSearchModal open={picking === 'hypothesis'} kind="hypothesis" onClose={() => setPicking(null)} onApply={(items) => insert('hypothesis', items)} />
    </Stack>
  );
}

/** The value a delivered entry was stored with. */
function FrozenValue({ kg }: { kg: number | null }) {
  const { t, language } = useI18n();
  if (kg === null) return null;
  return (
    <HStack gap={2} wrap="wrap" borderWidth="1px" borderRadius="md" px={3} py={2} bg="bg.subtle" textStyle="sm">
      <Text fontWeight="medium">{t('adminFootprint.entry.value')}</Text>
      <Code>{`${formatNumber(kg, language)} kgCO2e`}</Code>
      <Text color="fg.muted">{`(${formatEmissions(kg, language).text})`}</Text>
    </HStack>
  );
}

/** The formula's value or problem, said to screen readers when it settles (a polite live region). */
function LiveValue({ formula, activity, catalogue, year }: Pick<FormulaFieldProps, 'formula' | 'activity' | 'catalogue' | 'year'>) {
  const { t, language } = useI18n();
  const typed = useDebounced(formula);
  const typedActivity = useDebounced(activity);
  const settling = typed !== formula || typedActivity !== activity;
  const view = catalogue.state === 'ready' ? catalogue.view : null;
  const result = useMemo(() => {
    if (!view || typed.trim() === '') return null;
    const amount = parseAmount(typedActivity);
    return evaluateFormula(typed, amount !== null && Number.isFinite(amount) ? amount : null, view, year);
  }, [view, typed, typedActivity, year]);

  let content;
  if (catalogue.state === 'loading') content = <Text color="fg.muted">{t('adminFootprint.entry.catalogueLoading')}</Text>;
  else if (catalogue.state === 'failed') content = <Text color="fg.error">{t('adminFootprint.entry.catalogueFailed', { message: catalogue.message })}</Text>;
  else if (formula.trim() === '') content = <Text color="fg.muted">{t('adminFootprint.entry.valueEmpty')}</Text>;
  else if (settling || result === null) content = <Text color="fg.muted">{t('adminFootprint.entry.valueComputing')}</Text>;
  else if (!result.ok) {
    content = (
      <Text color="fg.error" data-testid="formula-error">
        {t('adminFootprint.entry.valueError', { message: localizeMessage(t, result.issue) })}
      </Text>
    );
  } else {
    const reads = [...result.factors.filter((factor) => factor.via === null), ...result.hypotheses.filter((hypothesis) => hypothesis.via === null)];
    content = (
      <Stack gap={1}>
        <HStack gap={2} wrap="wrap">
          <Text fontWeight="medium">{t('adminFootprint.entry.value')}</Text>
          <Code data-testid="formula-value">{`${formatNumber(result.value, language)} kgCO2e`}</Code>
          <Text color="fg.muted">{`(${formatEmissions(result.value, language).text})`}</Text>
        </HStack>
        {reads.length > 0 ? (
          <List.Root textStyle="sm" color="fg.muted" ps={4}>
            {reads.map((item) => (
              <List.Item key={item.uuid}>
                {item.value === null
                  ? t('adminFootprint.entry.readPrivate', { name: item.name })
                  : t('adminFootprint.entry.read', { name: item.name, value: formatSignificant(item.value, language), unit: item.unit })}
              </List.Item>
            ))}
          </List.Root>
        ) : null}
      </Stack>
    );
  }
  return (
    <Box role="status" aria-live="polite" borderWidth="1px" borderRadius="md" px={3} py={2} bg="bg.subtle" textStyle="sm">
      {content}
    </Box>
  );
}
