import { compareByName } from '@cairn/shared/surveys/templates';
import { imageLimits, matchesImageSearch, type ImageRow } from '@cairn/shared/plans/actionImages';
import { allActionCards } from './actionCard.ts';
import { images, toImageRow } from './actionImage.ts';

/** The library's images that match the search, by name, each with how many cards show it (read from the cards, which the list shows anyway). */
export async function listImages(search: string | undefined): Promise<ImageRow[]> {
  const [stored, cards] = await Promise.all([images.query('all', {}), allActionCards()]);
  const counts = new Map<string, number>();
  for (const card of cards) if (card.imageUuid) counts.set(card.imageUuid, (counts.get(card.imageUuid) ?? 0) + 1);
  return stored
    .filter((image) => matchesImageSearch(image, search))
    .sort(compareByName)
    .slice(0, imageLimits.maxListed)
    .map((image) => toImageRow(image, counts.get(image.uuid) ?? 0));
}
