import { Box, Button, Card, HStack, IconButton, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CarbonFootprintStaff } from '@cairn/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../api/client.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { fieldMessagesOf } from '../../../ui/form/formFailure.ts';
import { ArrowDownIcon, ArrowUpIcon, CrossIcon } from '../../AdminIcons.tsx';
import { labelOf } from '../questionnaires/questionnaireModel.ts';
import type { SurveySettingsForm } from './SurveyDialog.tsx';
import { emptyAffiliation, removableAffiliation } from './surveyForm.ts';

/**
 * The survey's affiliations (spec 2 "Survey definition"): groups of respondents, each named or one
 * of the footprint's questionnaires, with its target population. None, or at least two; one
 * that already has answers cannot be removed here (the server would refuse it).
 */
export function AffiliationsEditor({ form, footprint }: { form: SurveySettingsForm; footprint: CarbonFootprintStaff }) {
  const { t, language } = useI18n();
  const questionnaires = useQuery(queryOptionsFor('questionnaire.list', { carbonFootprintUuid: footprint.uuid }));
  const questionnaireOptions = (questionnaires.data ?? []).map((questionnaire) => ({ value: questionnaire.uuid, label: labelOf(questionnaire, language) }));
  return (
    <form.AppField name="affiliations" mode="array">
      {(list) => {
        const rows = list.state.value;
        const listErrors = fieldMessagesOf(list.state.meta.errors, t);
        return (
          <Stack gap={3}>
            {listErrors.length > 0 ? (
              <Text textStyle="sm" color="fg.error" role="alert">
                {listErrors.join(' · ')}
              </Text>
            ) : null}
            {rows.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('adminSurveys.affiliations.none')}
              </Text>
            ) : null}
            <Stack as="ol" listStyleType="none" gap={3}>
              {rows.map((row, index) => {
                const number = index + 1;
                return (
                  <Card.Root as="li" key={row.key} size="sm" variant="outline">
                    <Card.Body>
                      <Stack gap={3}>
                        <HStack justify="space-between" align="center" gap={2}>
                          <Text fontWeight="medium">
                            {t('adminSurveys.affiliations.item', { number })}
                            {row.count > 0 ? (
                              <Text as="span" color="fg.muted" fontWeight="normal">
                                {' · '}
                                {t('adminSurveys.affiliations.answers', { count: row.count })}
                              </Text>
                            ) : null}
                          </Text>
                          <HStack gap={0}>
                            <IconButton
                              size="xs"
                              variant="ghost"
                              aria-label={t('adminSurveys.affiliations.moveUp', { number })}
                              title={t('adminSurveys.affiliations.moveUp', { number })}
                              disabled={index === 0}
                              onClick={() => list.moveValue(index, index - 1)}
                            >
                              <ArrowUpIcon boxSize={4} />
                            </IconButton>
                            <IconButton
                              size="xs"
                              variant="ghost"
                              aria-label={t('adminSurveys.affiliations.moveDown', { number })}
                              title={t('adminSurveys.affiliations.moveDown', { number })}
                              disabled={index === rows.length - 1}
                              onClick={() => list.moveValue(index, index + 1)}
                            >
                              <ArrowDownIcon boxSize={4} />
                            </IconButton>
                            <IconButton
                              size="xs"
                              variant="ghost"
                              colorPalette="red"
                              aria-label={t('adminSurveys.affiliations.remove', { number })}
                              title={removableAffiliation(row) ? t('adminSurveys.affiliations.remove', { number }) : t('adminSurveys.affiliations.keptWithAnswers')}
                              disabled={!removableAffiliation(row)}
                              onClick={() => list.removeValue(index)}
                            >
                              <CrossIcon boxSize={4} />
                            </IconButton>
                          </HStack>
                        </HStack>
                        <form.AppField name={`affiliations[${index}].kind`}>
                          {(field) => (
                            <field.GroupShell label={t('adminSurveys.affiliations.kindOf', { number })}>
                              <SegmentGroup.Root
                                name={field.name}
                                size="sm"
                                value={field.state.value}
                                onValueChange={(details) => field.handleChange(details.value === 'questionnaire' ? 'questionnaire' : 'custom')}
                              >
                                <SegmentGroup.Indicator />
                                <SegmentGroup.Items
                                  items={[
                                    { value: 'custom', label: t('adminSurveys.affiliations.custom') },
                                    { value: 'questionnaire', label: t('adminSurveys.affiliations.linked') },
                                  ]}
                                />
                              </SegmentGroup.Root>
                            </field.GroupShell>
                          )}
                        </form.AppField>
                        {/* The rule 'named or linked' is said on the name: where staff fix it. */}
                        <form.AppField name={`affiliations[${index}].customName`}>
                          {(nameField) => {
                            const nameErrors = fieldMessagesOf(nameField.state.meta.errors, t);
                            return (
                              <Stack gap={2}>
                                {row.kind === 'custom' ? (
                                  <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                                    <form.AppField name={`affiliations[${index}].customName.en`}>
                                      {(field) => <field.TextField label={t('adminSurveys.affiliations.nameEn', { number })} required autoComplete="off" maxLength={200} size="sm" />}
                                    </form.AppField>
                                    <form.AppField name={`affiliations[${index}].customName.fr`}>
                                      {(field) => <field.TextField label={t('adminSurveys.affiliations.nameFr', { number })} autoComplete="off" maxLength={200} size="sm" />}
                                    </form.AppField>
                                  </SimpleGrid>
                                ) : (
                                  <form.AppField name={`affiliations[${index}].questionnaireUuid`}>
                                    {(field) => (
                                      <field.SelectField
                                        label={t('adminSurveys.affiliations.questionnaire', { number })}
                                        required
                                        size="sm"
                                        placeholder={questionnaires.isPending ? t('adminSurveys.affiliations.questionnairesLoading') : t('adminSurveys.affiliations.questionnaireChoose')}
                                        moreErrors={questionnaires.isError ? [t('adminSurveys.affiliations.questionnairesFailed')] : []}
                                        options={questionnaireOptions}
                                      />
                                    )}
                                  </form.AppField>
                                )}
                                {nameErrors.length > 0 ? (
                                  <Text textStyle="sm" color="fg.error">
                                    {nameErrors.join(' · ')}
                                  </Text>
                                ) : null}
                              </Stack>
                            );
                          }}
                        </form.AppField>
                        <Box maxW="xs">
                          <form.AppField name={`affiliations[${index}].targetPopulation`}>
                            {(field) => <field.TextField label={t('adminSurveys.affiliations.target', { number })} inputMode="numeric" autoComplete="off" size="sm" />}
                          </form.AppField>
                        </Box>
                      </Stack>
                    </Card.Body>
                  </Card.Root>
                );
              })}
            </Stack>
            <HStack gap={2} wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  list.pushValue(emptyAffiliation());
                  // Spec 2: none or at least two; the first one added brings its pair.
                  if (rows.length === 0) list.pushValue(emptyAffiliation());
                }}
              >
                {t('adminSurveys.affiliations.add')}
              </Button>
            </HStack>
          </Stack>
        );
      }}
    </form.AppField>
  );
}
