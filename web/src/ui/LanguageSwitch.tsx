import type { Language } from '@cairn/shared/schemas';
import { chakra, useSlotRecipe } from '@chakra-ui/react';
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

/**
 * Each language is named in itself, so a user who cannot read the current one finds theirs.
 *
 * Chakra's NativeSelect as its parts render it, with its recipe and class names: the component
 * itself reads an enclosing form field through Ark's whole Field (its textarea's auto-resizing
 * too), which the switch never has, and every page's first load would carry it for this select.
 */
export function LanguageSwitch({ languages = appLanguages, onChange, label, size = 'sm' }: LanguageSwitchProps) {
  const { language, setLanguage, t } = useI18n();
  const styles = useSlotRecipe({ key: 'nativeSelect' })({ size });
  return (
    <chakra.div className="chakra-native-select__root" css={styles['root']} width="auto">
      <chakra.select
        className="chakra-native-select__field"
        css={styles['field']}
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
      </chakra.select>
      <chakra.div className="chakra-native-select__indicator" css={styles['indicator']}>
        <chakra.svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </chakra.svg>
      </chakra.div>
    </chakra.div>
  );
}
