import { describe, expect, it } from 'vitest';
import { createConceptRanker, defaultRanker, stem, normalise } from './index.ts';
import { fixtureDocuments, relevanceSet } from './relevance.fixture.ts';

describe('text preparation', () => {
  it('folds case, accents, ligatures and punctuation', () => {
    expect(normalise("Repas à dominante Bœuf (l'été)")).toBe('repas a dominante boeuf l ete');
  });

  it('brings EN and FR plurals and endings to one stem', () => {
    expect(['flights', 'flight'].map(stem)).toEqual(['flight', 'flight']);
    expect(['électriques', 'electric'].map((word) => stem(normalise(word)))).toEqual(['electric', 'electric']);
    expect(['electricite', 'electricity'].map(stem)).toEqual(['electricity', 'electricity']);
    expect(['bateaux', 'deliveries', 'vegetarienne'].map(stem)).toEqual(['bateau', 'delivery', 'vegetarien']);
  });
});

describe('the concept ranker', () => {
  it('answers nothing for a blank query or a zero limit, and nothing unrelated', () => {
    expect(defaultRanker.rank('  ', fixtureDocuments, 5)).toEqual([]);
    expect(defaultRanker.rank('train', fixtureDocuments, 0)).toEqual([]);
    expect(defaultRanker.rank('zzqx', fixtureDocuments, 5)).toEqual([]);
  });

  it('finds a French entry from an English query and the reverse', () => {
    const docs = [
      { id: 'a', texts: ['Voiture électrique'] },
      { id: 'b', texts: ['Grid electricity'] },
    ];
    expect(defaultRanker.rank('electric car', docs, 5)[0]?.id).toBe('a');
    expect(defaultRanker.rank('réseau électrique', docs, 5)[0]?.id).toBe('b');
  });

  it('orders ties by id and caps the answer at the limit', () => {
    const docs = ['c', 'a', 'b'].map((id) => ({ id, texts: ['Train'] }));
    expect(defaultRanker.rank('train', docs, 2).map((hit) => hit.id)).toEqual(['a', 'b']);
  });

  it('takes another concept table', () => {
    const ranker = createConceptRanker({ widget: ['widget', 'gadget'] });
    expect(ranker.rank('gadget', [{ id: 'w', texts: ['Widget'] }], 5)).toMatchObject([{ id: 'w' }]);
  });

  it('keeps a hit rate of at least 90 % on the relevance set (top 5)', () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(30);
    const misses: string[] = [];
    for (const { query, expected, kind } of relevanceSet) {
      const top = defaultRanker.rank(query, fixtureDocuments, 5).map((hit) => hit.id);
      const missing = expected.filter((id) => !top.includes(id));
      if (missing.length) misses.push(`  [${kind}] "${query}": missing ${missing.join(', ')}; got ${top.join(', ') || 'nothing'}`);
    }
    const rate = (relevanceSet.length - misses.length) / relevanceSet.length;
    console.info(
      `Semantic search relevance: ${relevanceSet.length - misses.length}/${relevanceSet.length} queries hit (${(rate * 100).toFixed(1)} %)` +
        (misses.length ? `\nMisses:\n${misses.join('\n')}` : ''),
    );
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });
});
