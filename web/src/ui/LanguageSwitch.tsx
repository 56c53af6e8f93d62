import { NativeSelect } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18nContext.ts';
import { isLanguage } from '../i18n/translate.ts';

/** Each language is named in itself, so a user who cannot read the current one finds theirs. */
export function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('app.header.language')}
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) setLanguage(next);
        }}
      >
        <option value="en" lang="en">
          {t('app.header.languageEn')}
        </option>
        <option value="fr" lang="fr">
          {t('app.header.languageFr')}
        </option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
