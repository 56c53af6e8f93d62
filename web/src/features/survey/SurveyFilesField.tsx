import { Box, Button, Field, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { surveyLimits, type SurveyAnswerFile } from '@cairn/shared/surveys/model';
import { fileMessages, type UploadRequest } from '@cairn/shared/files';
import { useId, useRef, useState } from 'react';
import { callProcedure } from '../../api/client.ts';
import { saveFile, uploadFile, type UploadSigner } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import { acceptAttribute, checkFile, uploadRule } from '../../ui/fileDrop/fileChecks.ts';
import { FileIcon, UploadIcon } from '../../ui/icons.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { TrashIcon } from '../questionnaire/icons.tsx';

const rule = uploadRule('SURVEY_FILE');

/** A respondent's uploads are signed for the survey it answers: nobody is signed in. */
const surveySigner =
  (surveyUuid: string): UploadSigner =>
  ({ purpose: _purpose, ...file }: UploadRequest, options) =>
    callProcedure('surveyAnswer.prepareUpload', { surveyUuid, ...file }, options);

export interface SurveyFilesFieldProps {
  surveyUuid: string;
  files: readonly SurveyAnswerFile[];
  onChange: (files: SurveyAnswerFile[]) => void;
  /** A stored answer: its files are links to download (for the signed-in client and staff). */
  readOnly: boolean;
  /** The field's problems, when the question's card does not show them itself. */
  errors?: readonly string[];
  labelledBy?: string;
}

/**
 * A question's files (spec 2 "Survey answer": FILES questions, and questions that allow files).
 * Each chosen file is checked here (type, 40 MB, content), sent to the bucket at once through a
 * link signed for this survey, and named in the answer; sending the answer keeps it. A same-named
 * file is refused ('File "{name}" already added'), as is any file past the question's ten; each
 * refusal is said under the button (a toast would cover the form's button on a phone) and the
 * files already added stay.
 */
export function SurveyFilesField({ surveyUuid, files, onChange, readOnly, errors = [], labelledBy }: SurveyFilesFieldProps) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  // The files of the last choice that were not added, and why: said under the button, where a
  // toast would cover the form's own button on a phone.
  const [refusals, setRefusals] = useState<string[]>([]);
  const ruleId = useId();
  const errorId = useId();
  const kept = files.filter((file) => file.action !== 'DELETE');
  const full = kept.length >= surveyLimits.maxFilesPerQuestion;

  const refuse = (title: string) => setRefusals((said) => [...said, title]);

  const add = async (chosen: File[]) => {
    let next = [...files];
    const names = new Set(kept.map((file) => file.name));
    const room = surveyLimits.maxFilesPerQuestion - kept.length;
    setRefusals([]);
    if (chosen.length > room) refuse(t('survey.files.tooMany', { max: surveyLimits.maxFilesPerQuestion }));
    setUploading((count) => count + Math.min(chosen.length, room));
    // One after another, so the order of the list is the order of the choice.
    for (const file of chosen.slice(0, room)) {
      try {
        if (names.has(file.name)) {
          const said = fileMessages.alreadyAdded(file.name);
          refuse(localizeMessage(t, { message: said.text, key: said.key, params: said.params }));
          continue;
        }
        const problem = await checkFile(file, rule);
        if (problem) {
          refuse(localizeMessage(t, { message: problem.text, key: problem.key, params: problem.params }));
          continue;
        }
        const uuid = await uploadFile('SURVEY_FILE', file, {}, surveySigner(surveyUuid));
        names.add(file.name);
        next = [...next, { action: 'CREATE', uuid, name: file.name }];
        onChange(next);
      } catch (error) {
        refuse(errorMessageOf(error instanceof Error ? error : new Error(String(error)), t));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  const download = async (file: SurveyAnswerFile) => {
    try {
      saveFile(await callProcedure('file.download', { uuid: file.uuid }, { token: browserTokenStore.read() }));
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessageOf(error instanceof Error ? error : new Error(String(error)), t) });
    }
  };

  return (
    <Field.Root invalid={errors.length > 0} gap={2}>
      <Stack gap={2} role="group" aria-labelledby={labelledBy} aria-describedby={errors.length > 0 ? errorId : undefined} width="full">
        {kept.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('survey.files.none')}
          </Text>
        ) : (
          <Stack as="ul" gap={1} listStyleType="none" aria-label={t('survey.files.list')}>
            {kept.map((file) => (
              <HStack as="li" key={file.uuid} gap={1} minW={0}>
                {readOnly && file.action === 'KEEP' ? (
                  <Button size="sm" variant="ghost" onClick={() => void download(file)} aria-label={t('survey.files.download', { name: file.name })} minW={0}>
                    <FileIcon boxSize="4" />
                    <Text as="span" truncate>
                      {file.name}
                    </Text>
                  </Button>
                ) : (
                  <HStack gap={2} minW={0} flex="1">
                    <FileIcon boxSize="4" flexShrink={0} />
                    <Text textStyle="sm" truncate>
                      {file.name}
                    </Text>
                  </HStack>
                )}
                {readOnly ? null : (
                  <IconButton size="sm" variant="ghost" aria-label={t('survey.files.remove', { name: file.name })} onClick={() => onChange(files.filter((other) => other.uuid !== file.uuid))}>
                    <TrashIcon boxSize="4" />
                  </IconButton>
                )}
              </HStack>
            ))}
          </Stack>
        )}
        {readOnly ? null : (
          <Stack gap={1}>
            <VisuallyHidden>
              <input
                ref={input}
                type="file"
                multiple
                tabIndex={-1}
                aria-hidden="true"
                accept={acceptAttribute(rule)}
                onChange={(event) => {
                  const chosen = [...(event.target.files ?? [])];
                  // Cleared so that choosing the same file again, after fixing it, still counts.
                  event.target.value = '';
                  if (chosen.length > 0) void add(chosen);
                }}
              />
            </VisuallyHidden>
            <HStack gap={2} wrap="wrap">
              <Button
                size="md"
                variant="outline"
                loading={uploading > 0}
                loadingText={t('survey.files.uploading')}
                disabled={full}
                onClick={() => input.current?.click()}
                aria-describedby={ruleId}
              >
                <UploadIcon boxSize="4" />
                {t('survey.files.add')}
              </Button>
            </HStack>
            <Text id={ruleId} textStyle="xs" color="fg.muted">
              {full ? t('survey.files.full', { max: surveyLimits.maxFilesPerQuestion }) : t('survey.files.rule')}
            </Text>
            <Box role="alert">
              {refusals.length > 0 ? (
                <Stack as="ul" gap={1} listStyleType="none" aria-label={t('survey.files.refused')}>
                  {refusals.map((refusal, index) => (
                    <Text as="li" key={index} textStyle="sm" color="fg.error">
                      {refusal}
                    </Text>
                  ))}
                </Stack>
              ) : null}
            </Box>
          </Stack>
        )}
      </Stack>
      {errors.length > 0 ? <Field.ErrorText id={errorId}>{errors.join(' · ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
