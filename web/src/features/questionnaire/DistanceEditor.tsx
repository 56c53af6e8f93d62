import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Cell } from '@cairn/shared/questionnaires/model';
import { useI18n } from '../../i18n/i18nContext.ts';
import { PlaceSearch } from './PlaceSearch.tsx';
import { decodeDistance, distanceKm, distanceOfCell, encodeDistance, transportKinds, type Distance, type TransportKind } from './tableModel.ts';

/** A distance's summary for the grid: 'Paris → Lyon · Road · 393 km', or nothing. */
export function useDistanceSummary() {
  const { t, language } = useI18n();
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  return (cell: Cell): string | null => {
    const distance = distanceOfCell(cell);
    if (!distance) return cell.valueText;
    const places = [distance.from?.description.split(',')[0] ?? '…', distance.to?.description.split(',')[0] ?? '…'].join(' → ');
    const km = distance.km === null ? null : t('questionnaire.distance.km', { km: format.format(distance.km) });
    return [places, t(`questionnaire.distance.${distance.transport}`), km].filter(Boolean).join(' · ');
  };
}

/**
 * A DISTANCE cell edited in the row panel: the kind of transport (air searches airports, road
 * and sea cities), both places, and the great-circle distance between them.
 */
export function DistanceEditor({ cell, onChange, disabled }: { cell: Cell; onChange: (cell: Cell) => void; disabled: boolean }) {
  const { t, language } = useI18n();
  const distance: Distance = decodeDistance(cell.valueText) ?? { transport: 'ROAD', from: null, to: null };
  const km = distanceOfCell(cell)?.km ?? null;
  // Formulas read a distance's kilometres: the cell keeps them beside its places.
  const change = (next: Distance) => onChange({ ...cell, valueText: encodeDistance(next), valueNumber: distanceKm(next) });
  return (
    <Stack gap={3} borderWidth="1px" borderRadius="md" p={3}>
      <Field.Root disabled={disabled}>
        <Field.Label>{t('questionnaire.distance.transport')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={distance.transport} onChange={(event) => change({ ...distance, transport: event.target.value as TransportKind })}>
            {transportKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`questionnaire.distance.${kind}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <PlaceSearch label={t('questionnaire.distance.from')} place={distance.from} kind={distance.transport === 'AIR' ? 'AIRPORT' : 'CITY'} disabled={disabled} onChange={(from) => change({ ...distance, from })} />
      <PlaceSearch label={t('questionnaire.distance.to')} place={distance.to} kind={distance.transport === 'AIR' ? 'AIRPORT' : 'CITY'} disabled={disabled} onChange={(to) => change({ ...distance, to })} />
      {km === null ? null : (
        <Text textStyle="sm" fontWeight="semibold" aria-live="polite">
          {t('questionnaire.distance.km', { km: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(km) })}
        </Text>
      )}
    </Stack>
  );
}
