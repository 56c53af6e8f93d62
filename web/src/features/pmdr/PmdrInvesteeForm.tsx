import { droppedQuestions, pmdrQuestionKeys, pmdrQuestionNumber, type PmdrAnswer, type PmdrQuestionKey } from '@cairn/shared/calc/pmdr/questions';
import type { PmdrInvesteeView, PmdrYearView } from '@cairn/shared/contract/pmdr';
import { Badge, Box, Button, chakra, Fieldset, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError, queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useDirtyGuard } from '../../ui/form/useDirtyGuard.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { CardSection } from '../../ui/Section.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { createInputOf, formValuesOf, fundIssueAliasesOf, nameEditable, rightsOf, updateInputOf, type FundRow } from './pmdrForm.ts';
import { nextInvesteeUuid, type PmdrPaths } from './pmdrModel.ts';

/*
 * One investee's PMDR form, or a new asset's (spec 3 section 2.4 and section 5 "PMDR investee
 * form"): its name, figures, emissions in tonnes, funds and amounts, each editable as the
 * reporting and the investee allow, and the twelve questions, a question the answers drop dimmed
 * and sent as null. Saved under the version it was read at: a colleague's save since answers
 * CONFLICT, the page reads theirs, and what was typed stays for the next save.
 */

/** A field the user may not change: read-only, and shown so. */
const locked = (isLocked: boolean) => ({ readOnly: isLocked, bg: isLocked ? 'bg.muted' : undefined });

const answerChoices: readonly { value: PmdrAnswer; key: 'pmdr.answer.yes' | 'pmdr.answer.no' | 'pmdr.answer.dontKnow'; id: string }[] = [
  { value: true, key: 'pmdr.answer.yes', id: 'yes' },
  { value: false, key: 'pmdr.answer.no', id: 'no' },
  { value: null, key: 'pmdr.answer.dontKnow', id: 'dontKnow' },
];

export function InvesteeFormPage({
  year,
  investee,
  assetUuid,
  paths,
  canWrite,
}: {
  year: PmdrYearView;
  /** Null for a new asset. */
  investee: PmdrInvesteeView | null;
  /** The institution whose PMDR this is (the read the page refreshes after a conflict). */
  assetUuid: string;
  paths: PmdrPaths;
  canWrite: boolean;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const queryClient = useQueryClient();
  const creating = investee === null;
  const rights = rightsOf(year, investee);
  // The investee the next save diffs its funds against and names its version: the latest of the read and of our own saves.
  const current = useRef(investee);
  if (investee !== null && current.current !== null && investee.version > current.current.version) current.current = investee;
  const then = useRef<'stay' | 'next'>('stay');
  // The fund rows as last rendered: an amount refused in a fund action shows on its row.
  const [rowsShown, setRowsShown] = useState<readonly FundRow[]>([]);
  const latestYear = useRef(year);
  latestYear.current = year;

  const { form, formRef, dirty, saving, onSubmit, failure } = useProcedureForm({
    procedure: creating ? 'pmdr.createPmdrInvestee' : 'pmdr.updatePmdrInvestee',
    defaultValues: formValuesOf(investee, year.funds),
    issueAliases: fundIssueAliasesOf(rowsShown, current.current?.lines ?? [], rights.standalone || creating),
    toInput: (values) =>
      current.current === null
        ? createInputOf(values, rights, year.reportingUuid)
        : updateInputOf(values, rights, year.reportingUuid, current.current, current.current.version),
    onSaved: (data) => {
      if (current.current === null) {
        toaster.create({ type: 'success', title: t('pmdrCollection.form.created') });
        void router.navigate({ href: paths.investee(data.investee.uuid) });
        return;
      }
      current.current = data.investee;
      toaster.create({ type: 'success', title: t('pmdrCollection.form.updated') });
      if (then.current === 'next') {
        const next = nextInvesteeUuid(latestYear.current.investees, data.investee.uuid);
        void router.navigate({ href: next === null ? paths.list : paths.investee(next) });
      }
    },
  });
  const error = failure?.error ?? null;
  useEffect(() => {
    if (!(error instanceof ApiError && error.code === 'CONFLICT') || investee === null) return undefined;
    let live = true;
    void queryClient.fetchQuery({ ...queryOptionsFor('pmdr.client', { assetUuid }), staleTime: 0 }).then((view) => {
      const fresh = view.years.flatMap((candidate) => candidate.investees).find((candidate) => candidate.uuid === investee.uuid);
      if (live && fresh) current.current = fresh;
    });
    return () => {
      live = false;
    };
  }, [error, queryClient, assetUuid, investee]);
  const guard = useDirtyGuard(dirty && canWrite);
  const answers = useStore(form.store, (state) => state.values.answers);
  const funds = useStore(form.store, (state) => state.values.funds);
  if (funds !== rowsShown) setRowsShown(funds);
  const dropped = new Set(droppedQuestions(answers));
  const editableName = canWrite && nameEditable(rights, creating);
  const editableFigures = canWrite && (rights.standalone || creating);
  const editableCarbon = canWrite && rights.canEditCarbonData;
  const title = investee?.name ?? t('pmdrCollection.form.createTitle');

  return (
    <Stack gap={6}>
      <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
        <PathLink href={paths.list}>
          <ArrowLeftIcon boxSize="4" />
          {t('pmdrCollection.form.back')}
        </PathLink>
      </Link>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Heading as="h2" size="xl" wordBreak="break-word">
          {title}
        </Heading>
        {investee ? (
          <HStack gap={2} wrap="wrap">
            <Badge variant="subtle" colorPalette={investee.completion === 'DONE' ? 'green' : investee.completion === 'IN_PROGRESS' ? 'orange' : 'gray'}>
              {t(`pmdr.completion.${investee.completion}`)}
            </Badge>
            <Badge variant="outline">{t(`pmdr.status.${investee.pmdrStatus}`)}</Badge>
          </HStack>
        ) : null}
      </HStack>
      {canWrite ? null : <Text textStyle="sm">{t('pmdrCollection.form.readOnly')}</Text>}
      <form.AppForm>
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={title}>
          <chakra.fieldset disabled={!canWrite} border={0} p={0} m={0} minW={0}>
            <Stack gap={6}>
              <form.ErrorSummary conflict={t('pmdrCollection.form.conflict')} />
              <CardSection title={t('pmdrCollection.form.asset')}>
                <Stack gap={4}>
                  <form.AppField name="assetName">
                    {(field) => <field.TextField label={t('pmdrCollection.form.assetName')} required={creating} {...locked(!editableName)} maxLength={200} autoComplete="off" />}
                  </form.AppField>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                    <form.AppField name="valuation">
                      {(field) => <field.TextField label={t('pmdrCollection.form.valuation')} {...locked(!editableFigures)} inputMode="decimal" autoComplete="off" />}
                    </form.AppField>
                    <form.AppField name="euroTurnover">
                      {(field) => <field.TextField label={t('pmdrCollection.form.turnover')} {...locked(!editableFigures)} inputMode="decimal" autoComplete="off" />}
                    </form.AppField>
                  </SimpleGrid>
                  {canWrite && !editableFigures ? (
                    <Text textStyle="sm" color="fg.muted">
                      {t('pmdrCollection.form.figuresLocked')}
                    </Text>
                  ) : null}
                </Stack>
              </CardSection>

              <CardSection title={t('pmdrCollection.form.emissions')}>
                <Stack gap={4}>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
                    <form.AppField name="totalScope1Kg">
                      {(field) => <field.TextField label={t('pmdrCollection.form.scope1')} {...locked(!editableCarbon)} inputMode="decimal" autoComplete="off" />}
                    </form.AppField>
                    <form.AppField name="totalScope2Kg">
                      {(field) => <field.TextField label={t('pmdrCollection.form.scope2')} {...locked(!editableCarbon)} inputMode="decimal" autoComplete="off" />}
                    </form.AppField>
                    <form.AppField name="totalScope3Kg">
                      {(field) => <field.TextField label={t('pmdrCollection.form.scope3')} {...locked(!editableCarbon)} inputMode="decimal" autoComplete="off" />}
                    </form.AppField>
                  </SimpleGrid>
                  {canWrite && !editableCarbon ? (
                    <Text textStyle="sm" color="fg.muted">
                      {t('pmdrCollection.form.carbonLocked')}
                    </Text>
                  ) : null}
                </Stack>
              </CardSection>

              <CardSection title={t('pmdrCollection.form.funds')}>
                <form.AppField name="funds" mode="array">
                  {(list) => (
                    <list.GroupShell label={rights.standalone ? t('pmdrCollection.form.fundsHelp') : t('pmdrCollection.form.fundsLocked')}>
                      <Stack gap={3} mt={2}>
                        {funds.length === 0 ? <Text color="fg.muted">{t('pmdrCollection.form.noFund')}</Text> : null}
                        {funds.map((row, index) => (
                          <SimpleGrid key={row.fundUuid} columns={{ base: 1, md: 2 }} gap={3} alignItems="flex-end">
                            <HStack as="label" gap={2} textStyle="sm" pb={2} cursor={rights.standalone ? 'pointer' : 'default'}>
                              <input
                                type="checkbox"
                                checked={row.selected}
                                disabled={!canWrite || !rights.standalone}
                                onChange={(event) => form.setFieldValue(`funds[${index}].selected`, event.currentTarget.checked)}
                              />
                              {t('pmdrCollection.form.inFund', { fund: row.name })}
                            </HStack>
                            {row.selected ? (
                              <form.AppField name={`funds[${index}].outstandingAmount`}>
                                {(field) => (
                                  <field.TextField
                                    label={t('pmdrCollection.form.outstanding', { fund: row.name })}
                                    {...locked(!canWrite || !rights.standalone)}
                                    inputMode="decimal"
                                    autoComplete="off"
                                  />
                                )}
                              </form.AppField>
                            ) : (
                              <Box />
                            )}
                          </SimpleGrid>
                        ))}
                      </Stack>
                    </list.GroupShell>
                  )}
                </form.AppField>
              </CardSection>

              <CardSection title={t('pmdrCollection.form.questions')}>
                <Stack gap={5}>
                  {pmdrQuestionKeys.map((key) => (
                    <Question
                      key={key}
                      questionKey={key}
                      value={answers[key]}
                      dropped={dropped.has(key)}
                      disabled={!canWrite}
                      onChange={(value) => form.setFieldValue(`answers.${key}`, value)}
                    />
                  ))}
                </Stack>
              </CardSection>

              {canWrite ? (
                <HStack justify="space-between" wrap="wrap" gap={3}>
                  <Box>{investee && year.standalone ? <DeleteInvestee year={year} investee={investee} listPath={paths.list} /> : null}</Box>
                  <HStack gap={3} wrap="wrap">
                    {creating ? null : (
                      <Button type="submit" variant="outline" loading={saving && then.current === 'next'} disabled={saving} onClick={() => (then.current = 'next')}>
                        {t('pmdrCollection.form.saveNext')}
                      </Button>
                    )}
                    <Button type="submit" colorPalette="teal" loading={saving && then.current === 'stay'} disabled={saving} onClick={() => (then.current = 'stay')}>
                      {t('pmdrCollection.form.save')}
                    </Button>
                  </HStack>
                </HStack>
              ) : null}
            </Stack>
          </chakra.fieldset>
        </form>
        {guard}
      </form.AppForm>
    </Stack>
  );
}

/** One question as Yes / No / Don't know; a dropped one dimmed, its choices disabled, and said so. */
function Question({ questionKey, value, dropped, disabled, onChange }: { questionKey: PmdrQuestionKey; value: PmdrAnswer; dropped: boolean; disabled: boolean; onChange: (value: PmdrAnswer) => void }) {
  const { t } = useI18n();
  const number = pmdrQuestionNumber[questionKey];
  const name = `pmdr-${questionKey}`;
  return (
    <Fieldset.Root disabled={dropped || disabled} opacity={dropped ? 0.45 : 1} data-dropped={dropped ? '' : undefined} data-question={questionKey}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg">
        <Text as="span" color="fg.muted" me={2}>
          {t('pmdrCollection.form.question', { number })}
        </Text>{' '}
        {t(`pmdr.question.${questionKey}`)}
      </Fieldset.Legend>
      {dropped ? <Fieldset.HelperText>{t('pmdrCollection.form.dropped')}</Fieldset.HelperText> : null}
      <HStack gap={5} mt={2} wrap="wrap">
        {answerChoices.map((choice) => (
          <HStack as="label" key={choice.id} gap={2} textStyle="sm" cursor={dropped || disabled ? 'not-allowed' : 'pointer'}>
            <input type="radio" name={name} value={choice.id} checked={!dropped && value === choice.value} disabled={dropped || disabled} onChange={() => onChange(choice.value)} />
            {t(choice.key)}
          </HStack>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}

/** 'Delete' of a standalone reporting's asset, after the spec's question; then back to the list. */
function DeleteInvestee({ year, investee, listPath }: { year: PmdrYearView; investee: PmdrInvesteeView; listPath: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const remove = useProcedureMutation('pmdr.deleteInvestee', { meta: { inlineErrors: true } });
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('pmdrCollection.form.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('pmdrCollection.form.deleteTitle', { name: investee.name })}
        body={t('pmdrCollection.form.deleteBody')}
        cancelLabel={t('pmdrCollection.form.deleteCancel')}
        confirmLabel={t('pmdrCollection.form.delete')}
        pending={remove.isPending}
        error={remove.error ? errorMessageOf(remove.error, t) : null}
        onCancel={() => {
          setOpen(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(
            { reportingUuid: year.reportingUuid, uuid: investee.uuid },
            {
              onSuccess: () => {
                setOpen(false);
                toaster.create({ type: 'success', title: t('pmdrCollection.form.deleted') });
                void router.navigate({ href: listPath });
              },
            },
          )
        }
      />
    </>
  );
}
