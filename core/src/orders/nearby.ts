/**
 * "Delivery near her": from the buyer's coordinates, the delivery region and city to fill in at checkout, and how
 * far each pickup place is. Places are a modest table of the cities of the regions the shop delivers to
 * (DELIVERY_REGIONS), not a geocoder: a point near none of them is «Другой регион России» with the city left as is.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in kilometres. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

interface RegionCity extends GeoPoint {
  region: 'moscow' | 'moscow_region' | 'spb';
  city: string;
  /** How far from the centre the city is taken to reach. */
  radiusKm: number;
}

/**
 * City centres of the regions the shop delivers to; Moscow region by its larger towns. Moscow's reach is about
 * its ring road, so a town just past it is the town.
 */
const REGION_CITIES: readonly RegionCity[] = [
  { region: 'moscow', city: 'Москва', latitude: 55.7558, longitude: 37.6173, radiusKm: 17 },
  { region: 'spb', city: 'Санкт-Петербург', latitude: 59.9386, longitude: 30.3141, radiusKm: 30 },
  { region: 'moscow_region', city: 'Химки', latitude: 55.8887, longitude: 37.43, radiusKm: 8 },
  { region: 'moscow_region', city: 'Мытищи', latitude: 55.9105, longitude: 37.7363, radiusKm: 8 },
  { region: 'moscow_region', city: 'Королёв', latitude: 55.9162, longitude: 37.8545, radiusKm: 7 },
  { region: 'moscow_region', city: 'Балашиха', latitude: 55.7963, longitude: 37.9382, radiusKm: 9 },
  { region: 'moscow_region', city: 'Люберцы', latitude: 55.6783, longitude: 37.8932, radiusKm: 7 },
  { region: 'moscow_region', city: 'Подольск', latitude: 55.4242, longitude: 37.5547, radiusKm: 9 },
  { region: 'moscow_region', city: 'Одинцово', latitude: 55.6789, longitude: 37.2637, radiusKm: 8 },
  { region: 'moscow_region', city: 'Красногорск', latitude: 55.8204, longitude: 37.3302, radiusKm: 7 },
];

/** Beyond this from Moscow's centre a point is no longer in Moscow region (its edge is about 150 km off). */
const MOSCOW_REGION_REACH_KM = 140;

const federalFirst = (city: RegionCity) => (city.region === 'moscow_region' ? 1 : 0);

export interface NearestRegion {
  region: string;
  /** Empty when the point is in no city of the table: the buyer types it. */
  city: string;
}

/**
 * The region and city of a point: Moscow or St Petersburg when it is within their reach, else the town whose
 * reach covers it (the nearest when several do); inside Moscow
 * region's reach but in no listed town, the region alone; elsewhere «Другой регион России».
 */
export function nearestRegion(point: GeoPoint): NearestRegion {
  const covering = REGION_CITIES.map((city) => ({ city, km: distanceKm(point, city) }))
    .filter(({ city, km }) => km <= city.radiusKm)
    .sort((a, b) => federalFirst(a.city) - federalFirst(b.city) || a.km - b.km)[0];
  if (covering) return { region: covering.city.region, city: covering.city.city };
  const moscow = REGION_CITIES[0] as RegionCity;
  if (distanceKm(point, moscow) <= MOSCOW_REGION_REACH_KM) return { region: 'moscow_region', city: '' };
  return { region: 'russia', city: '' };
}

/** A distance as the checkout shows it: «350 м» under a kilometre, «1,2 км» under a hundred, «240 км» beyond. */
export function distanceText(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} м`;
  if (km < 100)
    return `${(Math.round(km * 10) / 10).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} км`;
  return `${Math.round(km).toLocaleString('ru-RU')} км`;
}

/**
 * Places sorted by their distance from the point, each with that distance; places without coordinates keep
 * their order after the located ones.
 */
export function byDistance<T>(
  places: readonly T[],
  point: GeoPoint,
  locationOf: (place: T) => GeoPoint | null,
): { place: T; km: number | null }[] {
  return places
    .map((place, index) => {
      const location = locationOf(place);
      return { place, index, km: location ? distanceKm(point, location) : null };
    })
    .sort(
      (a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY) || a.index - b.index,
    )
    .map(({ place, km }) => ({ place, km }));
}
