import { ChakraProvider, NativeSelect } from '@chakra-ui/react';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext } from '../i18n/i18nContext.ts';
import { translatorFor } from '../i18n/translate.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { system } from './system.ts';

/** The markup with the styles Chakra writes beside it, with each element's attributes in order. */
function rendered(element: ReactElement): string {
  const i18n = { language: 'en' as const, setLanguage: () => undefined, t: translatorFor('en') };
  const html = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: createElement(I18nContext.Provider, { value: i18n }, element) }));
  return html.replace(/<(\w+) ([^>]*?)(\/?)>/g, (_, tag: string, attributes: string, end: string) => `<${tag} ${attributes.split(/ (?=[\w-]+=")/).sort().join(' ')}${end}>`);
}

/** The same select written with Chakra's NativeSelect. */
function chakraNativeSelect(size: 'sm' | 'lg'): ReactElement {
  const options = [createElement('option', { key: 'en', value: 'en', lang: 'en' }, 'English'), createElement('option', { key: 'fr', value: 'fr', lang: 'fr' }, 'Français')];
  return createElement(NativeSelect.Root, { size, width: 'auto' }, [
    createElement(NativeSelect.Field, { key: 'field', 'aria-label': 'Language', value: 'en', onChange: () => undefined }, options),
    createElement(NativeSelect.Indicator, { key: 'indicator' }),
  ]);
}

describe('the language switch', () => {
  it.each(['sm', 'lg'] as const)("looks as Chakra's NativeSelect does, in size %s: same elements, classes and styles", (size) => {
    expect(rendered(createElement(LanguageSwitch, { size }))).toBe(rendered(chakraNativeSelect(size)));
  });
});
