import { describe, expect, test } from 'vitest';
import { readCallMetric, readOffer, sameOffer, withCallChoice, type CallMetric, type OfferQuery } from '../../src/address/call-query.ts';

describe('the call table in the address: &offer=TILE-SEAT&callby=METRIC', () => {
  test.each([
    // The address names the seat by its word; read, the offer holds its number (3 left, 2 across, 1 right).
    ['?q=1m&offer=4m-left', { tile: '4m', from: 3 }],
    ['?offer=0p-across', { tile: '0p', from: 2 }],
    ['?offer=7z-right', { tile: '7z', from: 1 }],
    // Not an offer: no such tile, no such seat, no seat, nothing.
    ['?offer=8z-left', null],
    ['?offer=0z-left', null],
    ['?offer=4m-behind', null],
    ['?offer=4m-3', null],
    ['?offer=4m', null],
    ['?offer=4m-left-x', null],
    ['?q=1m', null],
  ])('readOffer(%s)', (search, offer) => {
    expect(readOffer(search)).toEqual(offer);
  });

  test.each([
    ['?callby=ev', 'ev'],
    ['?callby=tenpai', 'tenpai'],
    ['?callby=win', 'win'],
    ['?callby=speed', 'win'],
    ['', 'win'],
  ] as const)('readCallMetric(%s)', (search, metric) => {
    expect(readCallMetric(search)).toBe(metric);
  });

  test('written after the search, each left out when none or at its default', () => {
    expect(withCallChoice('?q=1m', { tile: '4m', from: 3 }, 'win')).toBe('?q=1m&offer=4m-left');
    expect(withCallChoice('', { tile: '0s', from: 1 }, 'ev')).toBe('?offer=0s-right&callby=ev');
    expect(withCallChoice('', { tile: '7z', from: 2 }, 'win')).toBe('?offer=7z-across');
    expect(withCallChoice('?q=1m', null, 'tenpai')).toBe('?q=1m&callby=tenpai');
    expect(withCallChoice('?q=1m', null, 'win')).toBe('?q=1m');
    // What does not read is not written.
    expect(withCallChoice('?q=1m', { tile: '9z', from: 3 }, 'win')).toBe('?q=1m');
  });

  const offers: OfferQuery[] = ['1m', '0m', '9p', '5s', '1z', '7z'].flatMap((tile) => ([3, 2, 1] as const).map((from) => ({ tile, from })));
  test.each(offers.flatMap((offer) => (['win', 'ev', 'tenpai'] as CallMetric[]).map((m) => [offer, m] as const)))(
    'round trip: %o by %s',
    (offer, metric) => {
      const search = withCallChoice('?q=123m', offer, metric);
      expect(readOffer(search)).toEqual(offer);
      expect(readCallMetric(search)).toBe(metric);
    },
  );

  test('sameOffer', () => {
    expect(sameOffer(null, null)).toBe(true);
    expect(sameOffer({ tile: '4m', from: 3 }, { tile: '4m', from: 3 })).toBe(true);
    expect(sameOffer({ tile: '4m', from: 3 }, { tile: '0m', from: 3 })).toBe(false);
    expect(sameOffer({ tile: '4m', from: 3 }, { tile: '4m', from: 1 })).toBe(false);
    expect(sameOffer({ tile: '4m', from: 3 }, null)).toBe(false);
  });
});
