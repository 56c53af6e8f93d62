import { Box, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { placeSearch } from '@cairn/shared/constants';
import type { OutputOf } from '@cairn/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeText } from '../../i18n/serverMessages.ts';
import { useDebounced } from '../../ui/useDebounced.ts';
import { NumberInput, RadioChoices } from './SurveyControls.tsx';
import { flightKm, tripProblems, type FlightRow, type TripDraft } from './surveyModel.ts';

export type Airport = OutputOf<'survey.airports'>[number];

const airportName = (airport: Airport) => `${airport.iata} · ${airport.municipality ?? airport.name}`;

/** The trips of the flights question, each with its one-way distance, and the dialog that adds one. */
export function FlightsList({ rows, onChange, surveyUuid, readOnly, invalid, labelId }: { rows: FlightRow[]; onChange: (rows: FlightRow[]) => void; surveyUuid: string; readOnly: boolean; invalid: boolean; labelId: string }) {
  const { t, language } = useI18n();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const km = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  return (
    <Stack gap={3}>
      {rows.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('survey.flights.empty')}
        </Text>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none" aria-labelledby={labelId}>
          {rows.map((row, index) => (
            <HStack as="li" key={`${row.from}-${row.to}-${index}`} gap={3} justify="space-between" borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} borderRadius="md" p={3}>
              <Stack gap={0} minW={0}>
                <Text fontWeight="semibold">
                  {row.from} → {row.to}
                </Text>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {row.fromName} → {row.toName}
                </Text>
                <Text textStyle="sm">
                  {t('survey.flights.line', { count: row.number, kind: t(row.roundTrip ? 'survey.flights.roundTrip' : 'survey.flights.oneWay') })}
                  {' · '}
                  <span data-testid="flight-distance">{row.km === null ? t('survey.flights.distanceUnknown') : t('survey.flights.distance', { km: km.format(row.km) })}</span>
                </Text>
              </Stack>
              {readOnly ? null : (
                <Button size="sm" variant="outline" minH="11" onClick={() => onChange(rows.filter((_, each) => each !== index))}>
                  {t('survey.flights.remove')}
                  <VisuallyHidden>{` ${t('survey.flights.removeTrip', { from: row.from, to: row.to })}`}</VisuallyHidden>
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      {readOnly ? null : (
        <Box>
          <Button ref={addButton} variant="outline" colorPalette="teal" minH="11" onClick={() => setAdding(true)} aria-invalid={invalid || undefined}>
            {t('survey.flights.add')}
          </Button>
        </Box>
      )}
      {adding ? (
        <AddTripDialog
          surveyUuid={surveyUuid}
          onClose={() => setAdding(false)}
          onAdd={(row) => {
            onChange([...rows, row]);
            setAdding(false);
          }}
        />
      ) : null}
    </Stack>
  );
}

function AddTripDialog({ surveyUuid, onClose, onAdd }: { surveyUuid: string; onClose: () => void; onAdd: (row: FlightRow) => void }) {
  const { t, language } = useI18n();
  const [draft, setDraft] = useState<TripDraft<Airport>>({ from: null, to: null, number: 1, roundTrip: true });
  const [checked, setChecked] = useState(false);
  const problems = checked ? tripProblems(draft) : {};
  const km = draft.from && draft.to ? flightKm({ lat: draft.from.latitude, lon: draft.from.longitude }, { lat: draft.to.latitude, lon: draft.to.longitude }) : null;
  const numberId = useId();
  const say = (message: string | undefined) => (message ? localizeText(t, message) : undefined);
  const body = useRef<HTMLDivElement>(null);

  const add = () => {
    setChecked(true);
    const found = tripProblems(draft);
    if (Object.keys(found).length > 0 || !draft.from || !draft.to || draft.number === null) {
      // The first field with a problem takes the focus once the messages show.
      requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onAdd({ from: draft.from.iata, to: draft.to.iata, roundTrip: draft.roundTrip, number: draft.number, fromName: draft.from.name, toName: draft.to.name, km });
  };

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} size={{ base: 'full', sm: 'md' }} closeOnEscape>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('survey.trip.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={5} ref={body}>
                <AirportSearch surveyUuid={surveyUuid} label={t('survey.trip.from')} airport={draft.from} onChange={(from) => setDraft({ ...draft, from })} problem={say(problems.from)} />
                <AirportSearch surveyUuid={surveyUuid} label={t('survey.trip.to')} airport={draft.to} onChange={(to) => setDraft({ ...draft, to })} problem={say(problems.to)} />
                {km === null ? null : (
                  <Text fontWeight="semibold" aria-live="polite" data-testid="trip-distance">
                    {t('survey.flights.distance', { km: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(km) })}
                  </Text>
                )}
                <Field.Root invalid={Boolean(problems.number)} required>
                  <Field.Label htmlFor={numberId}>
                    {t('survey.trip.number')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NumberInput id={numberId} inputMode="numeric" value={draft.number} invalid={Boolean(problems.number)} onChange={(number) => setDraft({ ...draft, number })} />
                  {problems.number ? <Field.ErrorText>{say(problems.number)}</Field.ErrorText> : null}
                </Field.Root>
                <Box as="fieldset" minW={0}>
                  <Text as="legend" textStyle="sm" fontWeight="medium" mb={2}>
                    {t('survey.trip.kind')}
                  </Text>
                  <RadioChoices
                    name="roundTrip"
                    inline
                    invalid={false}
                    value={draft.roundTrip ? 'yes' : 'no'}
                    onChange={(value) => setDraft({ ...draft, roundTrip: value === 'yes' })}
                    choices={[
                      { value: 'yes', label: t('survey.flights.roundTrip') },
                      { value: 'no', label: t('survey.flights.oneWay') },
                    ]}
                  />
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minH="11" onClick={onClose}>
                {t('survey.trip.cancel')}
              </Button>
              <Button colorPalette="teal" minH="11" onClick={add}>
                {t('survey.trip.add')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * One airport of a trip: the reference airports matching what is typed (from 3 characters,
 * after a 500 ms pause: spec 2 section 9), then the chosen one with a way to change it.
 */
function AirportSearch({ surveyUuid, label, airport, onChange, problem }: { surveyUuid: string; label: string; airport: Airport | null; onChange: (airport: Airport | null) => void; problem?: string }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const searched = useDebounced(text.trim(), placeSearch.debounceMs);
  const inputId = useId();
  const listId = useId();
  const helpId = useId();
  const errorId = useId();
  const enabled = searched.length >= placeSearch.minLength;
  // The chosen airport replaces the search box: the focus goes to its Change button, not to the page.
  const [justChosen, setJustChosen] = useState(false);
  const change = useRef<HTMLButtonElement>(null);
  // And Change gives the focus back to the search box.
  const [changing, setChanging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (justChosen && airport) change.current?.focus();
    if (changing && !airport) input.current?.focus();
  }, [justChosen, changing, airport]);
  const airports = useQuery({ ...queryOptionsFor('survey.airports', { surveyUuid, search: searched.slice(0, placeSearch.maxLength) }), enabled });

  if (airport) {
    return (
      <Stack gap={1}>
        <Text textStyle="sm" fontWeight="medium">
          {label}
        </Text>
        <HStack justify="space-between" gap={2} borderWidth="1px" borderColor={problem ? 'border.error' : 'border'} borderRadius="md" p={2} pl={3}>
          <Stack gap={0} minW={0}>
            <Text fontWeight="semibold">{airportName(airport)}</Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {airport.name}
            </Text>
          </Stack>
          <Button
            ref={change}
            size="sm"
            variant="outline"
            minH="11"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onClick={() => {
              setJustChosen(false);
              setChanging(true);
              onChange(null);
            }}
          >
            {t('survey.trip.change')}
            <VisuallyHidden>{` ${t('survey.trip.changeLabel', { label })}`}</VisuallyHidden>
          </Button>
        </HStack>
        {problem ? (
          <Text id={errorId} textStyle="xs" color="fg.error">
            {problem}
          </Text>
        ) : null}
      </Stack>
    );
  }
  const open = enabled && text.trim() === searched;
  return (
    <Stack gap={1}>
      <Field.Root invalid={Boolean(problem)} required>
        <Field.Label htmlFor={inputId}>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={input}
          id={inputId}
          size="lg"
          value={text}
          placeholder={t('survey.trip.search')}
          aria-controls={listId}
          aria-describedby={helpId}
          aria-invalid={problem ? true : undefined}
          autoComplete="off"
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Field.HelperText id={helpId}>{t('survey.trip.searchHelp', { count: placeSearch.minLength })}</Field.HelperText>
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
      <Box id={listId} aria-live="polite">
        {!open ? null : airports.isPending ? (
          <HStack gap={2} py={1}>
            <Spinner size="xs" />
            <Text textStyle="sm">{t('survey.trip.searching')}</Text>
          </HStack>
        ) : airports.isError ? (
          <Text textStyle="sm" color="fg.error">
            {t('survey.trip.searchFailed')}
          </Text>
        ) : airports.data.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('survey.trip.noResult')}
          </Text>
        ) : (
          <Stack as="ul" gap={1} listStyleType="none">
            {airports.data.map((each) => (
              <li key={each.iata}>
                <Button
                  variant="outline"
                  width="full"
                  minH="11"
                  h="auto"
                  py={2}
                  justifyContent="flex-start"
                  textAlign="start"
                  whiteSpace="normal"
                  fontWeight="normal"
                  onClick={() => {
                    setChanging(false);
                    setJustChosen(true);
                    onChange(each);
                    setText('');
                  }}
                >
                  <Stack gap={0} align="flex-start">
                    <Text as="span" fontWeight="semibold">
                      {airportName(each)}
                    </Text>
                    <Text as="span" textStyle="xs" color="fg.muted">
                      {each.name} ({each.country})
                    </Text>
                  </Stack>
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
