import { Badge, Button, Card, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { SurveySummary } from '@cairn/shared/surveys/model';
import { useId } from 'react';
import { PathLink } from '../../app/PathLink.tsx';
import { useViewedAsset } from '../../app/viewedAsset.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { copyToClipboard } from '../../ui/copyToClipboard.ts';
import { answersVisibleToClient, progressValueOf, surveyAnswersPath, surveyLabelOf, surveyLink, surveyMailText } from './surveyModel.ts';

/**
 * One survey of a footprint's data collection (spec 2 "Client data-collection dashboard"): its
 * answers against the target, ongoing or completed, the way to its answers when the client may
 * see them, and its link and mail to send to the respondents.
 */
export function SurveyCard({ survey }: { survey: SurveySummary }) {
  const { t, language } = useI18n();
  const titleId = useId();
  const name = surveyLabelOf(survey, language);
  const completed = survey.status === 'COMPLETED';
  // An institution viewing an investee reads its data collection, read-only: the survey's answers,
  // link and mail stay with the investee's own users (the server refuses the answers to it).
  const investeeView = useViewedAsset() !== undefined;
  const link = () => surveyLink(window.location.origin, survey.uuid);
  const copy = (text: string, label: string) => void copyToClipboard(text, { copied: t('clientSurveys.card.copied', { label }), failed: t('clientSurveys.card.copyFailed') });
  const mail = () => surveyMailText(survey, language, link()) ?? t('clientSurveys.card.defaultMail', { label: name, link: link() });
  const percent = survey.progressPercent === null ? null : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(survey.progressPercent / 100);
  return (
    <Card.Root as="li" size="sm" height="full">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap={3}>
          <Heading as="h2" size="md" id={titleId} overflowWrap="anywhere">
            {name}
          </Heading>
          <Badge colorPalette={completed ? 'green' : 'orange'} variant="subtle" flexShrink={0}>
            {completed ? t('clientSurveys.card.completed') : t('clientSurveys.card.ongoing')}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap={2}>
          {survey.progressPercent === null || percent === null ? null : (
            <HStack gap={3}>
              <Progress.Root value={progressValueOf(survey.progressPercent)} size="sm" colorPalette={completed ? 'green' : 'teal'} flex="1">
                <Progress.Track aria-labelledby={titleId}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text textStyle="sm" fontWeight="medium" fontVariantNumeric="tabular-nums">
                {percent}
              </Text>
            </HStack>
          )}
          <Text textStyle="sm" color="fg.muted">
            {survey.targetPopulation === null
              ? t('clientSurveys.card.answers', { count: survey.nbTotal })
              : t('clientSurveys.card.answersOfTarget', { count: survey.nbTotal, target: survey.targetPopulation })}
            {survey.open ? null : ` · ${t('clientSurveys.card.closed')}`}
          </Text>
        </Stack>
      </Card.Body>
      {/* One column of full-width buttons: the card is narrow, and the copies' names are long. */}
      {investeeView ? null : (
        <Card.Footer flexDirection="column" alignItems="stretch" gap={2}>
          {answersVisibleToClient(survey) ? (
            <Button asChild size="sm" colorPalette="teal">
              <PathLink href={surveyAnswersPath(survey.carbonFootprintUuid, survey.uuid)} aria-describedby={titleId}>
                {t('clientSurveys.card.viewDetails')}
              </PathLink>
            </Button>
          ) : null}
          <Button size="sm" variant="outline" aria-describedby={titleId} onClick={() => copy(link(), t('clientSurveys.card.linkLabel'))}>
            {t('clientSurveys.card.copyLink')}
          </Button>
          <Button size="sm" variant="outline" aria-describedby={titleId} onClick={() => copy(mail(), t('clientSurveys.card.mailLabel'))}>
            {t('clientSurveys.card.copyMail')}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
