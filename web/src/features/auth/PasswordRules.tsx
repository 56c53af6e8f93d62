import { Box, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { passwordRuleStates } from './passwordRules.ts';

/** The password rules, each marked met or not as the user types. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useI18n();
  return (
    <Box as="span" display="block" mt={1}>
      <Text as="span" display="block" mb={1}>
        {t('auth.register.rulesTitle')}
      </Text>
      <List.Root as="ul" variant="plain" gap={0.5}>
        {passwordRuleStates(password).map(({ label, met }) => (
          <List.Item key={label} color={met ? 'green.700' : 'fg.muted'} alignItems="center">
            <Box as="span" aria-hidden="true" width="1.25em" fontWeight="bold" color={met ? 'green.600' : 'fg.subtle'}>
              {met ? '✓' : '○'}
            </Box>
            {t(label)}
            <VisuallyHidden>{` (${t(met ? 'auth.register.ruleMet' : 'auth.register.ruleNotMet')})`}</VisuallyHidden>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
