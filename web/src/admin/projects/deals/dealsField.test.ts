import { describe, expect, it } from 'vitest';
import { dealEdits, dealOptions, formatDealAmount, linkDeal, maxDealOptions, otherProjectCount, parseAmount, setSoldFor, unlinkDeal, type ListedDeal } from './dealsField.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const deal = (n: number, fields: Partial<ListedDeal> = {}): ListedDeal => ({
  uuid: uuid(n),
  externalId: `3178410${n}`,
  name: `Deal ${n}`,
  amount: 10_000,
  currency: 'EURO',
  dealLines: [],
  owner: null,
  salesContext: null,
  stage: 'CLOSED_WON',
  projectUuids: [],
  projects: [],
  ...fields,
});

const verlaine = deal(1, { name: 'Bilan carbone 2025 – Maison Verlaine', owner: 'Sophie Laurent', amount: 14_800 });
const morel = deal(2, { name: 'Plan de transition – Ateliers Morel', owner: 'Julien Roche' });

describe('the deal picker', () => {
  it('offers the deals not linked yet whose name, owner or CRM id holds every word, accents aside', () => {
    expect(dealOptions([verlaine, morel], [], 'verlaine bilan').map((d) => d.name)).toEqual([verlaine.name]);
    expect(dealOptions([verlaine, morel], [], 'julien').map((d) => d.name)).toEqual([morel.name]);
    expect(dealOptions([verlaine, morel], [], 'transition ATELIERS').map((d) => d.name)).toEqual([morel.name]);
    expect(dealOptions([verlaine, morel], [], 'Maisón').map((d) => d.name)).toEqual([verlaine.name]);
    expect(dealOptions([verlaine, morel], [{ dealUuid: verlaine.uuid, customAmount: null }], '').map((d) => d.name)).toEqual([morel.name]);
  });

  it('shows at most 40 deals at once', () => {
    const many = Array.from({ length: 60 }, (_, index) => deal(index + 10));
    expect(dealOptions(many, [], '')).toHaveLength(maxDealOptions);
  });
});

describe('the sold-for amount', () => {
  const linked = linkDeal([], verlaine);

  it('links a deal following its amount', () => {
    expect(linked).toEqual([{ dealUuid: verlaine.uuid, customAmount: null }]);
    // Linking it again changes nothing.
    expect(linkDeal(linked, verlaine)).toEqual(linked);
  });

  it('is stored empty when equal to the deal amount, and read in French or English writing', () => {
    expect(setSoldFor(linked, verlaine, '12 000,50')).toEqual({ ok: true, links: [{ dealUuid: verlaine.uuid, customAmount: 12_000.5 }] });
    expect(setSoldFor(linked, verlaine, '14,800.00')).toEqual({ ok: true, links: [{ dealUuid: verlaine.uuid, customAmount: null }] });
    expect(setSoldFor(linked, verlaine, '')).toEqual({ ok: true, links: [{ dealUuid: verlaine.uuid, customAmount: null }] });
    expect(setSoldFor(linked, verlaine, '0')).toEqual({ ok: true, links: [{ dealUuid: verlaine.uuid, customAmount: 0 }] });
  });

  it('is at least 0, and a number', () => {
    expect(setSoldFor(linked, verlaine, '-1')).toEqual({ ok: false, problem: 'mustBeZeroOrMore' });
    expect(setSoldFor(linked, verlaine, 'douze mille')).toEqual({ ok: false, problem: 'expectedNumber' });
    expect(parseAmount('1.2.3')).toBeUndefined();
    expect(parseAmount('€ 2 800')).toBe(2_800);
  });
});

describe('the edits of project.update', () => {
  it('say what was added, changed and removed, and nothing for an unchanged list', () => {
    const before = [
      { dealUuid: verlaine.uuid, customAmount: null },
      { dealUuid: morel.uuid, customAmount: 5_000 },
    ];
    const after = [
      { dealUuid: morel.uuid, customAmount: 6_000 },
      { dealUuid: uuid(3), customAmount: null },
    ];
    expect(dealEdits(before, after)).toEqual([
      { action: 'DELETE', hubspotDealUuid: verlaine.uuid },
      { action: 'UPDATE', hubspotDealUuid: morel.uuid, customAmount: 6_000 },
      { action: 'CREATE', hubspotDealUuid: uuid(3), customAmount: null },
    ]);
    expect(dealEdits(before, before)).toEqual([]);
    expect(unlinkDeal(before, verlaine.uuid)).toEqual([{ dealUuid: morel.uuid, customAmount: 5_000 }]);
  });

  it('count the other projects a deal is sold under', () => {
    const sold = deal(4, {
      projects: [
        { uuid: uuid(90), type: 'GENERIC', assetName: 'Maison Verlaine', moduleName: 'Formation', customAmount: 2_800 },
        { uuid: uuid(91), type: 'CARBON_FOOTPRINT', assetName: 'Maison Verlaine', moduleName: 'Bilan 2025', customAmount: null },
      ],
    });
    expect(otherProjectCount(sold, uuid(90))).toBe(1);
    expect(otherProjectCount(sold, undefined)).toBe(2);
  });
});

describe('a deal amount', () => {
  it('is shown in full in its currency, as each language writes it', () => {
    expect(formatDealAmount(14_800, 'EURO', 'fr')).toBe('14\u202f800\u00a0€');
    expect(formatDealAmount(18_000, 'POUND', 'en')).toBe('£18,000');
    expect(formatDealAmount(12_000.5, 'SWISS_FRANC', 'en')).toBe('CHF\u00a012,000.50');
  });
});
