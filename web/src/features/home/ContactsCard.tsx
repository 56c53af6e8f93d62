import { Avatar, Box, Button, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import type { Contact, Dashboard } from '@cairn/shared/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { CopyIcon, PhoneIcon } from '../../ui/icons.tsx';
import { copyToClipboard } from '../../ui/copyToClipboard.ts';
import { HomeCard } from './HomeCard.tsx';
import { contactInitials, contactName, homeContacts, profilePictureUrl, telHref } from './homeContacts.ts';

/** Each kind's title, in the form the person asked for (French has feminine titles). */
const kindLabels: Record<Contact['kind'], { plain: PlainKey; feminine: PlainKey }> = {
  ACCOUNT_MANAGER: { plain: 'home.contacts.ACCOUNT_MANAGER', feminine: 'home.contacts.ACCOUNT_MANAGER_feminine' },
  CLIMATE_CONSULTANT: { plain: 'home.contacts.CLIMATE_CONSULTANT', feminine: 'home.contacts.CLIMATE_CONSULTANT_feminine' },
};

/** 'Your contacts' on the home page (spec 1 "Home"). */
export function ContactsCard({ dashboard }: { dashboard: UseQueryResult<Dashboard> }) {
  const { t } = useI18n();
  return (
    <HomeCard id="home-contacts-title" title={t('home.contacts.title')} dashboard={dashboard}>
      {(data) => <ContactList contacts={homeContacts(data.modules)} />}
    </HomeCard>
  );
}

function ContactList({ contacts }: { contacts: Contact[] }) {
  const { t } = useI18n();
  if (contacts.length === 0) return <Text color="fg.muted">{t('home.contacts.empty')}</Text>;
  return (
    <List.Root as="ul" variant="plain" gap={3}>
      {contacts.map((contact) => (
        <List.Item key={`${contact.firstName ?? ''}|${contact.email ?? ''}`} display="block">
          <ContactCard contact={contact} />
        </List.Item>
      ))}
    </List.Root>
  );
}

function ContactCard({ contact }: { contact: Contact }) {
  const { t } = useI18n();
  const name = contactName(contact);
  const kind = kindLabels[contact.kind];
  const { email, phone } = contact;

  // When the clipboard is refused, the failure toast still gives the address.
  const copyEmail = (address: string) =>
    copyToClipboard(address, { copied: t('home.contacts.emailCopied'), failed: t('home.contacts.copyFailed', { email: address }) });

  return (
    <HStack gap={3} align="start" p={3} borderWidth="1px" borderColor="border.muted" borderRadius="l2">
      <Avatar.Root size="lg" colorPalette="teal" variant="subtle" flexShrink={0}>
        {contact.profilePictureUuid ? <Avatar.Image src={profilePictureUrl(contact.profilePictureUuid)} alt="" /> : null}
        <Avatar.Fallback>{contactInitials(contact)}</Avatar.Fallback>
      </Avatar.Root>
      <Stack gap={1} minW={0} flex="1">
        <Box>
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {t(contact.feminizeTitle ? kind.feminine : kind.plain)}
          </Text>
        </Box>
        {phone ? (
          <Link href={telHref(phone)} textStyle="sm" colorPalette="teal" width="fit-content">
            <PhoneIcon boxSize="3.5" />
            {phone}
          </Link>
        ) : null}
        {email ? (
          <Box>
            <Button
              size="xs"
              variant="outline"
              onClick={() => void copyEmail(email)}
              aria-label={t('home.contacts.copyEmailOf', { name })}
              title={email}
            >
              <CopyIcon boxSize="3.5" />
              {t('home.contacts.copyEmail')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </HStack>
  );
}
