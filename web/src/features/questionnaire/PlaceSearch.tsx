import { Box, Button, Field, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { placeSearch } from '@cairn/shared/constants';
import type { PlaceKindFilter } from '@cairn/shared/contract/places';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { callProcedure, queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { useDebounced } from '../../ui/useDebounced.ts';
import { XIcon } from './icons.tsx';
import type { StoredPlace } from './tableModel.ts';

/**
 * One place of a DISTANCE cell (spec 2 section 9: "Place search minimum 3 characters, 500 ms
 * debounce"): the predictions of `gMaps.autocomplete`, then the chosen one's coordinates from
 * `gMaps.geocode`. One session token per box, so a search and its choice are one session.
 */
export function PlaceSearch({ label, place, onChange, kind, disabled }: { label: string; place: StoredPlace | null; onChange: (place: StoredPlace | null) => void; kind: PlaceKindFilter; disabled: boolean }) {
  const { t, language } = useI18n();
  const [text, setText] = useState('');
  const [sessionToken] = useState(() => crypto.randomUUID());
  const [choosing, setChoosing] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const searched = useDebounced(text.trim(), placeSearch.debounceMs);
  const listId = useId();
  const predictions = useQuery({
    ...queryOptionsFor('gMaps.autocomplete', { text: searched, language, kind, sessionToken }),
    enabled: searched.length >= placeSearch.minLength && !disabled,
  });

  const choose = async (placeId: string) => {
    setChoosing(true);
    setFailed(null);
    try {
      const found = await callProcedure('gMaps.geocode', { placeId, language, sessionToken }, { token: browserTokenStore.read() });
      onChange({ placeId: found.placeId, description: found.description, lat: found.lat, lng: found.lng });
      setText('');
    } catch (error) {
      setFailed(errorMessageOf(error instanceof Error ? error : new Error(String(error)), t));
    } finally {
      setChoosing(false);
    }
  };

  if (place) {
    return (
      <Stack gap={1}>
        <Text as="span" textStyle="sm" fontWeight="medium">
          {label}
        </Text>
        <HStack gap={1}>
          <Text textStyle="sm">{place.description}</Text>
          {disabled ? null : (
            <IconButton size="xs" variant="ghost" aria-label={t('questionnaire.distance.clear', { label })} onClick={() => onChange(null)}>
              <XIcon boxSize="4" />
            </IconButton>
          )}
        </HStack>
      </Stack>
    );
  }
  const open = searched.length >= placeSearch.minLength && text.trim() === searched;
  return (
    <Stack gap={1}>
 <Field.Root disabled={disabled}>
        <Field.Label>{label}</Field.Label>
        <Input size="sm" value={text} disabled={disabled} placeholder={t('questionnaire.distance.search')} aria-controls={listId} autoComplete="off" onChange={(event) => setText(event.target.value)} />
      </Field.Root>
      <Box id={listId} aria-live="polite">
        {!open ? null : predictions.isPending || choosing ? (
          <HStack gap={2} py={1}>
            <Spinner size="xs" />
            <Text textStyle="xs">{t('questionnaire.distance.searching')}</Text>
          </HStack>
        ) : predictions.isError || failed ? (
          <Text textStyle="xs" color="fg.error">
            {t('questionnaire.distance.error')}
            {failed ? `: ${failed}` : ''}
          </Text>
        ) : predictions.data.predictions.length === 0 ? (
          <Text textStyle="xs" color="fg.muted">
            {t('questionnaire.distance.noResult')}
          </Text>
        ) : (
          <Stack as="ul" gap={0} listStyleType="none" borderWidth="1px" borderRadius="md" py={1}>
            {predictions.data.predictions.map((prediction) => (
              <li key={prediction.placeId}>
                <Button size="xs" variant="ghost" width="full" justifyContent="flex-start" fontWeight="normal" onClick={() => void choose(prediction.placeId)}>
                  <Text as="span" fontWeight="medium">
                    {prediction.label}
                  </Text>
                  <Text as="span" color="fg.muted" truncate>
                    {prediction.secondary}
                  </Text>
                </Button>
              </li>
            ))}
            <Text as="li" textStyle="xs" color="fg.muted" px={2}>
              {predictions.data.attribution.text}
            </Text>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
