import { ChakraProvider } from '@chakra-ui/react';
import type { Language } from '@cairn/shared/schemas';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from '../i18n/i18nContext.ts';
import { translatorFor } from '../i18n/translate.ts';
import { system } from './system.ts';

/**
 * For the kit's tests, which run without a browser: the markup a component renders first, inside
 * the app's Chakra system and in a language, without the styles the server inlines, so a test
 * reads the elements and their ARIA attributes.
 */
export function staticMarkup(element: ReactElement, language: Language = 'en'): string {
  const i18n = { language, setLanguage: () => undefined, t: translatorFor(language) };
  const tree = createElement(ChakraProvider, { value: system, children: createElement(I18nContext.Provider, { value: i18n }, element) });
  return renderToStaticMarkup(tree).replace(/<style[^>]*>.*?<\/style>/g, '');
}
