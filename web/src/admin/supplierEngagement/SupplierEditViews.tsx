import type { SupplierEngagementView, SupplierView } from '@cairn/shared/contract/suppliers';
import { labelOf, supportedLabelLanguages } from '@cairn/shared/labels';
import { SbtiStatus } from '@cairn/shared/supplier/enums';
import type { SupplierLanguage, SupplierQuestion, SupplierYearData } from '@cairn/shared/supplier/model';
import { questionsOfYear } from '@cairn/shared/supplier/questions';
import { parseSupplierTag, supplierTagText } from '@cairn/shared/supplier/tags';
import { Button, Card, Field, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { formErrorsOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { ChoiceSelect } from '../../ui/LabelledSelect.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import { questionProblems, type QuestionProblem } from './questionsModel.ts';
import { engagementSplat, supplierYears } from './supplierAdminModel.ts';
import { FormFrame } from './SupplierDialogs.tsx';

/*
 * A supplier's edit pages (`…/suppliers/$uuid/edit` and `/edit-questions`, spec 3 section 2.6)
 * and its years' dialogs: add a year, open or close one, its tags and SBTi status.
 */

/** Back to the supplier's page, the year kept. */
function useBackToSupplier(assetUuid: string, supplierUuid: string) {
  const navigate = useNavigate();
  return () => void navigate({ to: '/assets/$uuid/$', params: { uuid: assetUuid, _splat: engagementSplat(`suppliers/${supplierUuid}`) }, search: (current) => ({ year: current.year }) });
}

const editFields = ['name', 'clientId', 'language', 'groupUuid'] as const;

/** `/edit`: the supplier's name, client ids, language and group (addresses are 'Edit emails'). */
export function SupplierEditForm({ assetUuid, supplier, engagement }: { assetUuid: string; supplier: SupplierView; engagement: SupplierEngagementView }) {
  const { t, language } = useI18n();
  const back = useBackToSupplier(assetUuid, supplier.uuid);
  const [name, setName] = useState(supplier.name);
  const [clientId, setClientId] = useState(supplier.clientId ?? '');
  const [supplierLanguage, setSupplierLanguage] = useState<SupplierLanguage>(supplier.language);
  const [groupUuid, setGroupUuid] = useState(supplier.groupUuid);
  const [nameMissing, setNameMissing] = useState(false);
  const save = useProcedureMutation('supplier.edit', { meta: { inlineErrors: true } });
  const errors = formErrorsOf(save.error, editFields, t);
  const languageNames = useMemo(() => new Intl.DisplayNames([language], { type: 'language' }), [language]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setNameMissing(name.trim() === '');
    if (name.trim() === '') return;
    try {
      await save.mutateAsync({ uuid: supplier.uuid, expectedVersion: supplier.version, name: name.trim(), clientId: clientId.trim() === '' ? null : clientId.trim(), language: supplierLanguage, groupUuid });
    } catch {
      return;
    }
    toaster.create({ type: 'success', title: t('supplierAdmin.edit.supplierSaved') });
    back();
  };
  return (
    <Card.Root asChild>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Card.Body>
          <Stack gap={4} maxW="xl">
            <Heading as="h3" size="md">
              {t('supplierAdmin.edit.supplierTitle')}
            </Heading>
            <Field.Root required invalid={nameMissing || Boolean(errors.fields.name)}>
              <Field.Label>
                {t('supplierAdmin.add.name')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={name}
                maxLength={200}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setNameMissing(false);
                }}
              />
              <Field.ErrorText>{nameMissing ? t('supplierAdmin.form.required') : errors.fields.name?.join(' ')}</Field.ErrorText>
            </Field.Root>
            <Field.Root required>
              <Field.Label>
                {t('supplierAdmin.add.language')}
                <Field.RequiredIndicator />
              </Field.Label>
              <ChoiceSelect value={supplierLanguage} options={supportedLabelLanguages.map((value) => ({ value, label: languageNames.of(value) ?? value }))} onChange={setSupplierLanguage} />
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.fields.groupUuid)}>
              <Field.Label>
                {t('supplierAdmin.add.group')}
                <Field.RequiredIndicator />
              </Field.Label>
              <ChoiceSelect value={groupUuid} options={engagement.groups.map((group) => ({ value: group.uuid, label: group.name }))} onChange={setGroupUuid} />
              <Field.ErrorText>{errors.fields.groupUuid?.join(' ')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.fields.clientId)}>
              <Field.Label>{t('supplierAdmin.add.clientId')}</Field.Label>
              <Input value={clientId} maxLength={1000} onChange={(event) => setClientId(event.currentTarget.value)} />
              <Field.HelperText>{t('supplierAdmin.add.clientIdHelp')}</Field.HelperText>
              <Field.ErrorText>{errors.fields.clientId?.join(' ')}</Field.ErrorText>
            </Field.Root>
            {errors.summary ? <ErrorBox message={errors.summary} /> : null}
            <HStack gap={2}>
              <Button variant="outline" onClick={back} disabled={save.isPending}>
                {t('supplierAdmin.form.cancel')}
              </Button>
              <Button type="submit" colorPalette="teal" loading={save.isPending}>
                {t('supplierAdmin.form.save')}
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}

/**
 * `/edit-questions`: the questions one year of the supplier asks (a copy of its group's once the
 * year is added); a question the year has an answer to cannot be removed, the server says so.
 */
export function SupplierQuestionsForm({ assetUuid, supplier, engagement, year }: { assetUuid: string; supplier: SupplierView; engagement: SupplierEngagementView; year: number }) {
  const { t } = useI18n();
  const years = supplierYears(supplier);
  const [chosen, setChosen] = useState(years.includes(year) ? year : (years[0] ?? null));
  const data = supplier.yearData.find((candidate) => candidate.year === chosen) ?? null;
  const group = engagement.groups.find((candidate) => candidate.uuid === supplier.groupUuid);
  if (!data || !group) {
    return (
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">{t('supplierAdmin.years.none')}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack gap={4}>
      <Text as="label" textStyle="sm" fontWeight="medium" display="block" maxW="xs">
        {t('supplierAdmin.page.year')}
        <ChoiceSelect mt={1} value={String(data.year)} options={years.map((value) => ({ value: String(value), label: String(value) }))} onChange={(value) => setChosen(Number(value))} />
      </Text>
      <YearQuestions key={`${data.uuid}-${supplier.version}`} assetUuid={assetUuid} supplier={supplier} data={data} initial={questionsOfYear(data, group)} />
    </Stack>
  );
}

function YearQuestions({ assetUuid, supplier, data, initial }: { assetUuid: string; supplier: SupplierView; data: SupplierYearData; initial: SupplierQuestion[] }) {
  const { t } = useI18n();
  const back = useBackToSupplier(assetUuid, supplier.uuid);
  const [questions, setQuestions] = useState(initial);
  const [problems, setProblems] = useState<QuestionProblem[]>([]);
  const save = useProcedureMutation('supplier.year.editQuestions', { meta: { inlineErrors: true } });
  const errors = formErrorsOf(save.error, [], t);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = questionProblems(questions);
    setProblems(found);
    if (found.length > 0) return;
    try {
      await save.mutateAsync({ uuid: supplier.uuid, expectedVersion: supplier.version, year: data.year, questions: questions.map((question) => ({ ...question, labelEn: question.labelEn.trim() })) });
    } catch {
      return;
    }
    toaster.create({ type: 'success', title: t('supplierAdmin.questions.saved') });
    back();
  };
  return (
    <Card.Root asChild>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Card.Body>
          <Stack gap={4}>
            <Heading as="h3" size="md">
              {t('supplierAdmin.questions.title', { year: data.year })}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('supplierAdmin.questions.help')}
            </Text>
            <QuestionsEditor
              questions={questions}
              onChange={(next) => {
                setQuestions(next);
                setProblems([]);
              }}
              problems={problems}
            />
            {errors.summary ? <ErrorBox message={errors.summary} /> : null}
            <HStack gap={2}>
              <Button variant="outline" onClick={back} disabled={save.isPending}>
                {t('supplierAdmin.form.cancel')}
              </Button>
              <Button type="submit" colorPalette="teal" loading={save.isPending}>
                {t('supplierAdmin.form.save')}
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}

/** 'Add a year': a year the supplier has no data for yet, opened with a copy of its group's questions. */
export function AddYearDialog({ supplier, suggested, onClose }: { supplier: SupplierView; suggested: number; onClose: () => void }) {
  const { t } = useI18n();
  const [text, setText] = useState(String(suggested));
  const [invalid, setInvalid] = useState(false);
  const add = useProcedureMutation('supplier.year.add', { meta: { inlineErrors: true } });
  const errors = formErrorsOf(add.error, ['year'], t);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const year = Number(text);
    const bad = !/^\d{4}$/.test(text.trim()) || year < 1990 || year > 2100;
    setInvalid(bad);
    if (bad) return;
    try {
      await add.mutateAsync({ uuid: supplier.uuid, expectedVersion: supplier.version, year });
    } catch {
      return;
    }
    toaster.create({ type: 'success', title: t('supplierAdmin.years.added', { year }) });
    onClose();
  };
  return (
    <FormFrame open title={t('supplierAdmin.years.addTitle')} saving={add.isPending} submitLabel={t('supplierAdmin.years.addSubmit')} onClose={onClose} onSubmit={(event) => void submit(event)}>
      <Field.Root required invalid={invalid || Boolean(errors.fields.year)}>
        <Field.Label>
          {t('supplierAdmin.page.year')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input inputMode="numeric" value={text} maxLength={4} onChange={(event) => setText(event.currentTarget.value)} />
        <Field.ErrorText>{invalid ? t('supplierAdmin.years.invalid') : errors.fields.year?.join(' ')}</Field.ErrorText>
      </Field.Root>
      {errors.summary ? <ErrorBox message={errors.summary} /> : null}
    </FormFrame>
  );
}

interface TagDraft {
  key: string;
  text: string;
}

/** 'Edit tags': the year's tags typed `Key:Value` ('Tags must be in the format Key:Value' otherwise) and its SBTi status. */
export function YearTagsDialog({ supplier, data, onClose }: { supplier: SupplierView; data: SupplierYearData; onClose: () => void }) {
  const { t, language } = useI18n();
  const [tags, setTags] = useState<TagDraft[]>(() => Object.entries(data.tags).map(([key, value]) => ({ key: crypto.randomUUID(), text: supplierTagText(key, value) })));
  const [sbti, setSbti] = useState<SbtiStatus | ''>(data.sbtiStatus ?? '');
  const [badTags, setBadTags] = useState<Set<string>>(new Set());
  const save = useProcedureMutation('supplier.year.update', { meta: { inlineErrors: true } });
  const errors = formErrorsOf(save.error, ['tags', 'sbtiStatus'], t);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = tags.filter((tag) => tag.text.trim() !== '').map((tag) => ({ draft: tag, tag: parseSupplierTag(tag.text) }));
    const bad = new Set(parsed.filter((entry) => entry.tag === null).map((entry) => entry.draft.key));
    setBadTags(bad);
    if (bad.size > 0) return;
    const texts = parsed.flatMap((entry) => (entry.tag ? [supplierTagText(entry.tag.key, entry.tag.value)] : []));
    try {
      await save.mutateAsync({ uuid: supplier.uuid, expectedVersion: supplier.version, year: data.year, open: data.open, tags: texts, sbtiStatus: sbti === '' ? null : sbti });
    } catch {
      return;
    }
    toaster.create({ type: 'success', title: t('supplierAdmin.years.saved') });
    onClose();
  };
  return (
    <FormFrame open title={t('supplierAdmin.years.tagsTitle', { year: data.year })} saving={save.isPending} submitLabel={t('supplierAdmin.form.save')} onClose={onClose} onSubmit={(event) => void submit(event)}>
      <Field.Root>
        <Field.Label>{t('supplierAdmin.answers.sbti')}</Field.Label>
        <ChoiceSelect
          value={sbti}
          options={[{ value: '' as const, label: '—' }, ...SbtiStatus.options.map((value) => ({ value, label: labelOf('climateCommitment', value, language) }))]}
          onChange={setSbti}
        />
      </Field.Root>
      <Stack gap={2}>
        <Text textStyle="sm" fontWeight="medium">
          {t('supplierAdmin.years.tags')}
        </Text>
        {tags.map((tag, index) => (
          <Field.Root key={tag.key} invalid={badTags.has(tag.key)}>
            <HStack w="full">
              <Input
                aria-label={t('supplierAdmin.years.tag', { number: index + 1 })}
                placeholder="Key:Value"
                value={tag.text}
                maxLength={301}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setTags((current) => current.map((candidate) => (candidate.key === tag.key ? { ...candidate, text } : candidate)));
                }}
              />
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('supplierAdmin.years.removeTag', { number: index + 1 })} onClick={() => setTags((current) => current.filter((candidate) => candidate.key !== tag.key))}>
                ×
              </IconButton>
            </HStack>
            <Field.ErrorText>{t('supplierAdmin.years.tagFormat')}</Field.ErrorText>
          </Field.Root>
        ))}
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setTags((current) => [...current, { key: crypto.randomUUID(), text: '' }])}>
          {t('supplierAdmin.years.addTag')}
        </Button>
      </Stack>
      {errors.summary ? <ErrorBox message={errors.summary} /> : null}
    </FormFrame>
  );
}
