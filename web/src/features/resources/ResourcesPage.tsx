import { Badge, Card, Container, Heading, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { resourceCards, type ResourceCard } from './resourceCards.ts';

/**
 * /resources (spec 1 section 2): the five documents as cards, each with its category badge,
 * its title and summary, and a link opening its PDF, in the interface language, in a new tab.
 */
export function ResourcesPage() {
  const { t, language } = useI18n();
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Stack gap={1}>
          <Heading as="h1" size="2xl">
            {t('resources.page.title')}
          </Heading>
          <Text color="fg.muted">{t('resources.page.intro')}</Text>
        </Stack>
        <SimpleGrid as="ul" aria-label={t('resources.page.listLabel')} columns={{ base: 1, md: 2, lg: 3 }} gap={4} listStyleType="none">
          {resourceCards(language).map((card) => (
            <ResourceCardItem key={card.slug} card={card} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

function ResourceCardItem({ card }: { card: ResourceCard }) {
  const { t } = useI18n();
  return (
    <Card.Root as="li" h="full">
      <Card.Body gap={3}>
        <Badge
          alignSelf="start"
          colorPalette={card.category === 'METHODOLOGY' ? 'teal' : 'orange'}
          variant="subtle"
          letterSpacing="wider"
        >
          {t(card.badge)}
        </Badge>
        <Card.Title as="h2" textStyle="lg">
          {card.title}
        </Card.Title>
        <Card.Description>{card.summary}</Card.Description>
      </Card.Body>
      <Card.Footer>
        <Link
          href={card.href}
          target="_blank"
          rel="noopener"
          colorPalette="teal"
          fontWeight="medium"
          aria-label={t('resources.page.readArticleLabel', { title: card.title })}
        >
          {t('resources.page.readArticle')}
          <NewTabIcon />
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}

/** An arrow leaving a box: the link opens elsewhere. Decorative, the link's label says it. */
function NewTabIcon() {
  // Chakra's Icon styles the one element it is given (asChild), so the paths need their svg.
  return (
    <Icon boxSize="4" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d="M14 4h6v6" />
        <path d="M20 4 11 13" />
        <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
    </Icon>
  );
}
