import { describe, expect, it } from 'vitest';
import { byDistance, distanceKm, distanceText, nearestRegion } from './nearby';

const kremlin = { latitude: 55.752, longitude: 37.6175 };
const showroom = { latitude: 55.7595, longitude: 37.6455 }; // ул. Покровка, 17
const palaceSquare = { latitude: 59.939, longitude: 30.3158 };

describe('distanceKm', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceKm(kremlin, kremlin)).toBe(0);
    expect(distanceKm(kremlin, palaceSquare)).toBeCloseTo(distanceKm(palaceSquare, kremlin), 9);
  });

  it('measures Moscow to St Petersburg as the 634 km of the great circle', () => {
    expect(distanceKm(kremlin, palaceSquare)).toBeGreaterThan(630);
    expect(distanceKm(kremlin, palaceSquare)).toBeLessThan(638);
  });

  it('measures short city distances to within metres', () => {
    // One minute of latitude is a nautical mile, 1.852 km.
    expect(distanceKm({ latitude: 55, longitude: 37 }, { latitude: 55 + 1 / 60, longitude: 37 })).toBeCloseTo(
      1.853,
      2,
    );
    expect(distanceKm(kremlin, showroom)).toBeGreaterThan(1.8);
    expect(distanceKm(kremlin, showroom)).toBeLessThan(2.1);
  });

  it('crosses the antimeridian the short way', () => {
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(
      111.2,
      0,
    );
  });
});

describe('nearestRegion', () => {
  it.each([
    ['the Kremlin', kremlin, { region: 'moscow', city: 'Москва' }],
    ['Palace Square', palaceSquare, { region: 'spb', city: 'Санкт-Петербург' }],
    ['Khimki', { latitude: 55.89, longitude: 37.44 }, { region: 'moscow_region', city: 'Химки' }],
    [
      'Medvedkovo, inside the ring road next to Mytishchi',
      { latitude: 55.88, longitude: 37.65 },
      { region: 'moscow', city: 'Москва' },
    ],
    ['Podolsk', { latitude: 55.43, longitude: 37.54 }, { region: 'moscow_region', city: 'Подольск' }],
    [
      'a village near Sergiev Posad',
      { latitude: 56.3, longitude: 38.13 },
      { region: 'moscow_region', city: '' },
    ],
    ['Kazan', { latitude: 55.7963, longitude: 49.1088 }, { region: 'russia', city: '' }],
    ['Tver, past Moscow region', { latitude: 56.8587, longitude: 35.9176 }, { region: 'russia', city: '' }],
  ])('places %s', (_name, point, expected) => {
    expect(nearestRegion(point)).toEqual(expected);
  });
});

describe('distanceText', () => {
  it.each([
    [0.004, '10 м'],
    [0.347, '350 м'],
    [1.234, '1,2 км'],
    [12, '12 км'],
    [99.94, '99,9 км'],
    [634.4, '634 км'],
    [1234.4, '1\u00a0234 км'],
  ])('writes %d km as «%s»', (km, text) => {
    expect(distanceText(km)).toBe(text);
  });
});

describe('byDistance', () => {
  const places = [
    { id: 'courier', at: null },
    { id: 'spb-point', at: palaceSquare },
    { id: 'post', at: null },
    { id: 'showroom', at: showroom },
  ];

  it('puts the nearest located place first and keeps the rest in their order', () => {
    const sorted = byDistance(places, kremlin, (place) => place.at);
    expect(sorted.map(({ place }) => place.id)).toEqual(['showroom', 'spb-point', 'courier', 'post']);
    expect(sorted[0]?.km).toBeCloseTo(distanceKm(kremlin, showroom), 9);
    expect(sorted[2]?.km).toBeNull();
  });

  it('puts St Petersburg first for a buyer there', () => {
    expect(byDistance(places, palaceSquare, (place) => place.at)[0]?.place.id).toBe('spb-point');
  });
});
