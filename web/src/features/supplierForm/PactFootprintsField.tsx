import { Box, chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { pactLimits, type PactProductFootprint } from '@cairn/shared/supplier/pact';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import { TrashIcon } from '../questionnaire/icons.tsx';
import { pactFileMaxBytes, readPactFile, withFootprints, withoutFootprint, type PactFileProblem, type PactFileReading } from './pactFootprintsModel.ts';

const unitKeys = {
  liter: 'supplierForm.pactUnit.liter',
  kilogram: 'supplierForm.pactUnit.kilogram',
  'cubic meter': 'supplierForm.pactUnit.cubicMeter',
  'kilowatt hour': 'supplierForm.pactUnit.kilowattHour',
  megajoule: 'supplierForm.pactUnit.megajoule',
  'ton kilometer': 'supplierForm.pactUnit.tonKilometer',
  'square meter': 'supplierForm.pactUnit.squareMeter',
} as const satisfies Record<PactProductFootprint['pcf']['declaredUnit'], string>;

export interface PactFootprintsFieldProps {
  footprints: readonly PactProductFootprint[];
  onChange: (footprints: PactProductFootprint[]) => void;
  readOnly: boolean;
  /** The server's problem about the list from the last save, said under it. */
  error: string | null;
}

/**
 * The PACT product footprints of a year, under the products question. A chosen .json file is read
 * here (at most 1 MB), every document checked with the server's schema; a file with a problem
 * adds nothing and its problems are said beside the picker, a good one adds its documents to the
 * list (replacing a held one of the same id). The list is sent with the next save; each document
 * can be removed. A closed year shows the list only.
 */
export function PactFootprintsField({ footprints, onChange, readOnly, error }: PactFootprintsFieldProps) {
  const { t, language } = useI18n();
  const titleId = useId();
  const helpId = useId();
  const problemId = useId();
  const [reading, setReading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ name: string; lines: string[] } | null>(null);
  // A decimal of the file ('1.63') as the reader writes it.
  const decimal = (value: string) => (language === 'fr' ? value.replace('.', ',') : value);

  const say = (problem: PactFileProblem, name: string): string => {
    switch (problem.reason) {
      case 'tooLarge':
        return t('supplierForm.pact.tooLarge', { name });
      case 'notJson':
        return t('supplierForm.pact.notJson', { name });
      case 'noDocument':
        return t('supplierForm.pact.noDocument', { name });
      case 'tooMany':
        return t('supplierForm.pact.tooMany', { max: pactLimits.perYear });
      case 'invalid': {
        const message = localizeMessage(t, { message: problem.issue.message, key: problem.issue.key, params: problem.issue.params });
        return problem.field === ''
          ? t('supplierForm.pact.invalidDocument', { document: problem.document, message })
          : t('supplierForm.pact.invalid', { document: problem.document, field: problem.field, message });
      }
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    setReading(file.name);
    try {
      // The size is known before reading: a file too large is never read.
      const read: PactFileReading = file.size > pactFileMaxBytes ? { footprints: null, problems: [{ reason: 'tooLarge' }] } : readPactFile(await file.text());
      const merged = read.footprints ? withFootprints(footprints, read.footprints) : read;
      if (merged.footprints) onChange(merged.footprints);
      else setRefusal({ name: file.name, lines: merged.problems.map((problem) => say(problem, file.name)) });
    } catch {
      setRefusal({ name: file.name, lines: [t('supplierForm.pact.notJson', { name: file.name })] });
    } finally {
      setReading(null);
    }
  };

  const problem = refusal ? null : error;
  return (
    <Stack gap={2} role="group" aria-labelledby={titleId}>
      <Text id={titleId} fontWeight="medium" textStyle="sm">
        {t('supplierForm.pact.title')}
      </Text>
      {footprints.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('supplierForm.pact.none')}
        </Text>
      ) : (
        <Stack as="ul" gap={1} listStyleType="none" aria-label={t('supplierForm.pact.list')}>
          {footprints.map((footprint) => (
            <HStack as="li" key={footprint.id} gap={2} minW={0} borderWidth="1px" borderColor="border" borderRadius="md" px={3} py={2}>
              <Stack gap={0} flex="1" minW={0}>
                <Text textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
                  {footprint.productNameCompany}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {t('supplierForm.pact.footprint', {
                    value: decimal(footprint.pcf.pCfExcludingBiogenic),
                    amount: decimal(footprint.pcf.unitaryProductAmount),
                    unit: t(unitKeys[footprint.pcf.declaredUnit]),
                  })}
                </Text>
              </Stack>
              {readOnly ? null : (
                <IconButton size="sm" minW="11" minH="11" variant="ghost" aria-label={t('supplierForm.pact.remove', { name: footprint.productNameCompany })} onClick={() => onChange(withoutFootprint(footprints, footprint.id))}>
                  <TrashIcon boxSize="4" />
                </IconButton>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      {readOnly ? null : (
        <Stack gap={1} align="flex-start">
          <chakra.label
            display="inline-flex"
            alignItems="center"
            minH="11"
            px={4}
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            textStyle="sm"
            fontWeight="medium"
            cursor={reading ? 'progress' : 'pointer'}
            _hover={{ bg: 'bg.muted' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
          >
            <chakra.input
              type="file"
              accept=".json,application/json"
              srOnly
              disabled={reading !== null}
              aria-describedby={refusal || problem ? `${helpId} ${problemId}` : helpId}
              aria-invalid={refusal !== null || problem !== null}
              onChange={(event) => {
                const input = event.currentTarget;
                void choose(input.files?.[0]).finally(() => {
                  // The same file can be chosen again after a fix.
                  input.value = '';
                });
              }}
            />
            {t('supplierForm.pact.choose')}
          </chakra.label>
          <Text id={helpId} textStyle="xs" color="fg.muted">
            {t('supplierForm.pact.help')}
          </Text>
        </Stack>
      )}
      <Box aria-live="polite">
        {reading ? (
          <Text textStyle="sm" color="fg.muted">
            {t('supplierForm.pact.reading', { name: reading })}
          </Text>
        ) : null}
      </Box>
      {refusal ? (
        <Box id={problemId} role="alert" color="fg.error" textStyle="sm">
          <Text>{t('supplierForm.pact.refused', { name: refusal.name })}</Text>
          <chakra.ul ps={5} listStyleType="disc">
            {refusal.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </chakra.ul>
        </Box>
      ) : problem ? (
        <Text id={problemId} textStyle="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
