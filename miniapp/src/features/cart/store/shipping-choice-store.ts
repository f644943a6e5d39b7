/** The region and shipping method chosen on the cart page, kept in local storage and read back at start. */
import { DEFAULT_SHIPPING_REGION } from '@shop/core/rules';
import { proxy, snapshot, subscribe } from 'valtio';
import { isRecord, readJson, STORAGE_KEYS, writeJson } from '../../../shared/lib/storage';

interface ShippingChoice {
  region: string;
  /** null until the visitor picks one: the shop's default method applies. */
  methodId: string | null;
}

const CODE = /^[a-z][a-z0-9_]{0,49}$/;

export function loadChoice(): ShippingChoice {
  const stored = readJson(STORAGE_KEYS.shippingMethod);
  const region = isRecord(stored) && typeof stored.region === 'string' ? stored.region : '';
  const methodId = isRecord(stored) && typeof stored.methodId === 'string' ? stored.methodId : '';
  return {
    region: CODE.test(region) ? region : DEFAULT_SHIPPING_REGION,
    methodId: CODE.test(methodId) ? methodId : null,
  };
}

export const shippingChoiceStore = proxy<ShippingChoice>(loadChoice());

subscribe(shippingChoiceStore, () => {
  writeJson(STORAGE_KEYS.shippingMethod, snapshot(shippingChoiceStore));
});

export function chooseShipping(choice: Partial<ShippingChoice>): void {
  Object.assign(shippingChoiceStore, choice);
}
