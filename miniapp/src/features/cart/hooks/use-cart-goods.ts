/**
 * What is in the cart and what the goods come to, whichever side keeps it, without the shipping choice that the
 * cart page adds: for places outside the cart page such as the footer's quick order.
 */
import { colorName, subtotalKopecks } from '@shop/core/rules';
import { useSnapshot } from 'valtio';
import { useColorMapping } from '../../catalog';
import { cartSession, useCartMode } from '../store/cart-session';
import { cartStore } from '../store/cart-store';
import { useServerCart } from './use-server-cart';

export interface CartGoodsLine {
  name: string;
  /** The color's Russian name, empty for a product without colors. */
  colorName: string;
  size: string;
  quantity: number;
  unitPriceKopecks: number;
}

interface CartGoods {
  lines: CartGoodsLine[];
  /** The goods after a promocode's discount, before shipping. */
  goodsKopecks: number;
}

export function useCartGoods(): CartGoods {
  const mode = useCartMode();
  const session = useSnapshot(cartSession);
  const local = useSnapshot(cartStore);
  const mapping = useColorMapping();
  const server = useServerCart(mode === 'server' && !session.migrating);

  if (mode === 'server') {
    const cart = server.data;
    if (!cart) return { lines: [], goodsKopecks: 0 };
    return {
      lines: cart.lines.map((line) => ({
        name: line.name,
        colorName: line.colorName,
        size: line.sizeCode,
        quantity: line.quantity,
        unitPriceKopecks: line.unitPriceKopecks,
      })),
      goodsKopecks: cart.orderValueKopecks,
    };
  }
  return {
    lines: local.items.map((item) => ({
      name: item.name,
      colorName: item.color ? colorName(item.color, mapping) : '',
      size: item.size,
      quantity: item.quantity,
      unitPriceKopecks: item.priceKopecks,
    })),
    goodsKopecks: subtotalKopecks(local.items),
  };
}
