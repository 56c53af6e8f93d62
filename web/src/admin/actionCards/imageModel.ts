import type { InputOf, OutputOf } from '@cairn/shared/contract';
import { files } from '@cairn/shared/constants';
import type { FileRule } from '../../ui/fileDrop/fileChecks.ts';
import { differsIgnoringSpaces } from '../../ui/form/formFailure.ts';

/*
 * The /images page and its editor as plain data: the list's query, what the form starts from and
 * the `image.create` / `image.update` input it sends.
 */

export type ListedImage = OutputOf<'image.list'>[number];

/** The list's query: the search as typed once typing pauses. */
export function imageListInputOf(typed: string): NonNullable<InputOf<'image.list'>> {
  return typed.trim() === '' ? {} : { search: typed.trim() };
}

export interface ImageFormValues {
  name: string;
  /** The keywords as typed, separated by commas. */
  keywords: string;
  /** The converted picture as a webp data URL; empty until one is chosen (a new image only). */
  content: string;
}

export function imageValuesOf(image: ListedImage | null): ImageFormValues {
  return { name: image?.name ?? '', keywords: image?.keywords.join(', ') ?? '', content: '' };
}

/** The keywords of the comma-separated text, in order; the contract trims them and drops blanks and repeats. */
export function keywordsOf(text: string): string[] {
  return text.split(',').filter((keyword) => keyword.trim() !== '');
}

export function imageCreateInputOf(values: ImageFormValues): InputOf<'image.create'> {
  return { name: values.name, keywords: keywordsOf(values.keywords), content: values.content };
}

export function imageUpdateInputOf(values: ImageFormValues, image: Pick<ListedImage, 'uuid' | 'version'>): InputOf<'image.update'> {
  return { uuid: image.uuid, expectedVersion: image.version, name: values.name, keywords: keywordsOf(values.keywords) };
}

/** Whether closing would lose something: a field differs beyond spaces, a keyword list beyond its separators. */
export function hasUnsavedImageChanges(initial: ImageFormValues, values: ImageFormValues): boolean {
  const normalised = (form: ImageFormValues) => ({ ...form, keywords: keywordsOf(form.keywords).map((keyword) => keyword.trim()) });
  return differsIgnoringSpaces(normalised(initial), normalised(values));
}

/** What the picture's drop takes before converting it: an image a browser can draw, within the general upload limit. */
export const imageFileRule: FileRule = { kinds: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'], maxBytes: files.defaultMaxBytes };
