import type { Language } from '@cairn/shared/schemas';
import { NativeSelect } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18nContext.ts';
import { isLanguage, languages as appLanguages } from '../i18n/translate.ts';

interface LanguageSwitchProps {
  /** The languages offered (a survey offers its own); every language of the app by default. */
  languages?: readonly Language[];
  /** Called with the language chosen instead of switching the app's (a page that keeps it in its address). */
  onChange?: (language: Language) => void;
  /** The select's accessible name; 'Language' by default. */
  label?: string;
  /** A page made for phones wants a bigger target. */
  size?: 'sm' | 'lg';
}

const names = { en: 'app.header.languageEn', fr: 'app.header.languageFr' } as const satisfies Record<Language, string>;

/** Each language is named in itself, so a user who cannot read the current one finds theirs. */
export function LanguageSwitch({ languages = appLanguages, onChange, label, size = 'sm' }: LanguageSwitchProps) {
  const { language, setLanguage, t } = useI18n();
  return (
    <NativeSelect.Root size={size} width="auto">
      <NativeSelect.Field
        aria-label={label ?? t('app.header.language')}
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) (onChange ?? setLanguage)(next);
        }}
      >
        {languages.map((each) => (
          <option key={each} value={each} lang={each}>
            {t(names[each])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
