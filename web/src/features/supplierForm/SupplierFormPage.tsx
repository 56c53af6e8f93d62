import { Alert, Box, Container, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import type { PublicSupplierForm, PublicSupplierYear } from '@cairn/shared/supplier/selfUpdate';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx';
import { MarkdownView } from '../../ui/MarkdownField.tsx';
import { SupplierYearForm } from './SupplierYearForm.tsx';
import { draftOf, formLanguage, inLanguage, type YearDraft } from './supplierFormModel.ts';

const route = '/supplier-engagement-survey/$supplierUuid';

/** The year the form opens on: the latest open one, else the latest. */
function openingYear(years: readonly PublicSupplierYear[]): string | undefined {
  return (years.findLast((year) => year.open) ?? years.at(-1))?.uuid;
}

/**
 * `/supplier-engagement-survey/$supplierUuid?token=&lang=`: a supplier's own form (spec 2
 * "Supplier self-update form"), for the holder of its link. One tab per year; an open year takes
 * answers, a closed one is read only; a save thanks the supplier and says the link can be used
 * again. The form speaks the supplier's language unless the address asks for another.
 */
export function SupplierFormPage() {
  const { supplierUuid } = useParams({ from: route });
  const search = useSearch({ from: route });
  const navigate = useNavigate({ from: route });
  // The loader refuses an address without its token.
  const token = search.token ?? '';
  const { data: form } = useSuspenseQuery(queryOptionsFor('supplier.get.public', { supplierUuid, token }));
  const { t, language, setLanguage } = useI18n();

  const wanted = formLanguage(search.lang, form.language);
  useEffect(() => {
    if (wanted !== language) setLanguage(wanted);
  }, [wanted, language, setLanguage]);

  // Each year's answers as typed, kept across tabs and failed saves, with the version of the year they started from: a
  // year untouched follows the form as it is read again, a typed one keeps the version its save is checked against.
  const [drafts, setDrafts] = useState<Record<string, YearDraft>>({});
  const [tab, setTab] = useState(() => openingYear(form.years));
  const [thanked, setThanked] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (thanked) thanks.current?.focus();
  }, [thanked]);

  const draftFor = (year: PublicSupplierYear) => drafts[year.uuid] ?? draftOf(year, language);
  const saved = (answer: PublicSupplierForm, yearUuid: string) => {
    const year = answer.years.find((each) => each.uuid === yearUuid);
    // The saved year starts again from what the server kept (new files now held, removed ones gone) and on its new version.
    if (year) setDrafts((current) => ({ ...current, [yearUuid]: draftOf(year, language) }));
    setThanked(true);
  };

  const intro = inLanguage(form.group.intro, language);
  const footer = inLanguage(form.group.footer, language);
  const anyOpen = form.years.some((year) => year.open);

  return (
    <Box bg="bg.subtle" minH="100dvh">
      <Container maxW="3xl" px={{ base: 4, md: 6 }} py={{ base: 4, md: 8 }}>
        <Stack gap={6}>
          <HStack justify="space-between" align="flex-start" gap={3}>
            <Stack gap={1} minW={0}>
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }} overflowWrap="anywhere">
                {t('supplierForm.page.for', { company: form.assetName })}
              </Heading>
              <Text color="fg.muted" overflowWrap="anywhere">
                {t('supplierForm.page.supplier', { supplier: form.name })}
              </Text>
            </Stack>
            <Box flexShrink={0}>
              <LanguageSwitch languages={['en', 'fr']} onChange={(lang) => void navigate({ search: { ...search, lang }, replace: true })} label={t('supplierForm.page.languages')} size="lg" />
            </Box>
          </HStack>
          {!anyOpen ? (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('supplierForm.page.closed')}</Alert.Title>
            </Alert.Root>
          ) : null}
          {thanked ? (
            <Stack gap={4}>
              <Box ref={thanks} tabIndex={-1} outline="none">
                <Alert.Root status="success" role="status">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{t('supplierForm.thanks.title')}</Alert.Title>
                    <Alert.Description>{t('supplierForm.thanks.reuse')}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              </Box>
            </Stack>
          ) : null}
          {intro ? <MarkdownView source={intro} textStyle="md" /> : null}
          {form.years.length > 0 ? (
            <Tabs.Root value={tab ?? null} onValueChange={(details) => setTab(details.value)} lazyMount unmountOnExit variant="line">
              <Tabs.List aria-label={t('supplierForm.page.years')} overflowX="auto">
                {form.years.map((year) => (
                  <Tabs.Trigger key={year.uuid} value={year.uuid} minH="11">
                    {year.year}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {form.years.map((year) => (
                <Tabs.Content key={year.uuid} value={year.uuid} pt={4}>
                  <SupplierYearForm
                    year={year}
                    link={{ supplierUuid, token }}
                    draft={draftFor(year)}
                    onDraft={(draft) => {
                      setThanked(false);
                      setDrafts((current) => ({ ...current, [year.uuid]: draft }));
                    }}
                    onSaved={(answer) => saved(answer, year.uuid)}
                  />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          ) : null}
          {footer ? <MarkdownView source={footer} color="fg.muted" /> : null}
        </Stack>
      </Container>
    </Box>
  );
}
