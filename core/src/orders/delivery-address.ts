/** The delivery regions the shop's shipping methods are set up for (codes as the API names them). */
export const DELIVERY_REGIONS = [
  { code: 'moscow', name: 'Москва' },
  { code: 'moscow_region', name: 'Московская область' },
  { code: 'spb', name: 'Санкт-Петербург' },
  { code: 'russia', name: 'Другой регион России' },
] as const;

const regionName = (code: string) => DELIVERY_REGIONS.find((region) => region.code === code)?.name ?? code;

interface DeliveryAddress {
  region: string;
  city: string;
  street?: string | undefined;
  house?: string | undefined;
  apartment?: string | undefined;
  postalCode?: string | undefined;
  pickupPoint?: string | undefined;
}

/**
 * An order's address in one line, as its page and its letter show it; the city is left out when it is the region
 * itself («Москва, ул. Покровка», not «Москва, Москва, …»).
 */
export const deliveryAddressText = (address: DeliveryAddress): string =>
  [
    regionName(address.region),
    address.city.trim().toLowerCase() === regionName(address.region).toLowerCase() ? '' : address.city,
    address.street,
    address.house && `д. ${address.house}`,
    address.apartment && `кв. ${address.apartment}`,
    address.postalCode,
    address.pickupPoint,
  ]
    .filter(Boolean)
    .join(', ');
