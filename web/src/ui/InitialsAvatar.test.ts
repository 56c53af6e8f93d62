import { Avatar, ChakraProvider } from '@chakra-ui/react';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InitialsAvatar } from './InitialsAvatar.tsx';
import { system } from './system.ts';

/** The markup with the styles Chakra writes beside it (the theme's own left out), each element's attributes in order, React's ids as one. */
function rendered(element: ReactElement): string {
  const html = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: element }));
  return html
    .replace(/<style data-emotion="css-global[^"]*">.*?<\/style>/g, '')
    .replace(/_R_\w+_/g, 'id')
    .replace(/<(\w+) ([^>]*?)(\/?)>/g, (_, tag: string, attributes: string, end: string) => `<${tag} ${attributes.split(/ (?=[\w-]+=")/).sort().join(' ')}${end}>`);
}

describe('the initials avatar', () => {
  it.each(['Claire Verdier', 'Claire', '  Jean Paul Sartre ', undefined])("looks as Chakra's Avatar does without a picture, for %s: same elements, classes and styles", (name) => {
    const props = { size: 'sm', colorPalette: 'teal', variant: 'subtle', flexShrink: 0 } as const;
    expect(rendered(createElement(InitialsAvatar, { ...props, name }))).toBe(rendered(createElement(Avatar.Root, props, createElement(Avatar.Fallback, { name }))));
  });
});
