/**
 * What the bot asks the shop, through functions the api hands in: the bot holds no database and no money rules,
 * so prices and statuses arrive as the Russian text the buyer reads.
 */

export interface StoreContacts {
  phone?: string;
  email?: string;
  address?: string;
  workingHours?: string;
}

export interface BuyerOrder {
  id: string;
  number: number;
  /** "Новый", "Отправлен"... */
  statusLabel: string;
  /** "4 990 ₽" */
  totalText: string;
  createdAt: Date;
  itemCount: number;
}

/** No account linked to this Telegram user, a blocked one, or the account's recent orders. */
export type BuyerOrders =
  | { kind: 'no_account' }
  | { kind: 'blocked' }
  | { kind: 'orders'; orders: BuyerOrder[] };

export interface RepeatedLine {
  name: string;
  colorName: string;
  sizeCode: string;
  quantity: number;
}

export type RepeatOutcome =
  | { kind: 'no_account' }
  | { kind: 'blocked' }
  | { kind: 'not_found' }
  /** The same order was repeated a moment ago (a double press): nothing is added again. */
  | { kind: 'already_added' }
  | {
      kind: 'repeated';
      /** What went into the cart, with the quantity that went in. */
      added: RepeatedLine[];
      /** Lines that went in with less than was ordered: stock ran short. */
      cut: (RepeatedLine & { ordered: number })[];
      unavailable: (RepeatedLine & { reason: string })[];
    };

export type StaffOrderAction = 'confirm' | 'cancel';

/** The staff chat's post a button was pressed under; `text` is absent when Telegram did not send it along. */
export interface StaffPost {
  chatId: number;
  messageId: number;
  text: string | undefined;
}

/** Who a Telegram user is to the shop's staff rules: a linked admin or manager who may act, or why not. */
export type StaffCheck =
  | { kind: 'staff'; id: string; name: string }
  /** No admin or manager account is linked to this Telegram id. */
  | { kind: 'not_staff'; telegramId: number }
  | { kind: 'blocked' };

export type StaffActionOutcome =
  | Exclude<StaffCheck, { kind: 'staff' }>
  | { kind: 'not_found' }
  /** The order has already left the state the button acts on. */
  | { kind: 'unchanged'; number: number; statusLabel: string }
  | { kind: 'changed'; number: number; statusLabel: string; staffName: string };

export interface ProductCard {
  id: number;
  name: string;
  priceText: string;
  /**
   * The JPEG photo and thumbnail Telegram fetches (absolute https addresses; Telegram takes no other format for
   * a photo result), or undefined when the product has no photo in JPEG.
   */
  photo: { url: string; thumbnailUrl: string } | undefined;
}

export interface ShopData {
  contacts(): Promise<StoreContacts>;
  recentOrders(telegramId: number): Promise<BuyerOrders>;
  repeatOrder(telegramId: number, orderId: string): Promise<RepeatOutcome>;
  /**
   * A staff chat button: moves the order as the admin app would, for a linked admin or manager only, and edits
   * the post it was pressed under (`staffPostAfterAction`) with the change.
   */
  staffOrderAction(
    telegramId: number,
    orderId: string,
    action: StaffOrderAction,
    post?: StaffPost,
  ): Promise<StaffActionOutcome>;
  /** Whether the sender may open the staff mode of the mini-app (/staff in a private chat). */
  staffMember(telegramId: number): Promise<StaffCheck>;
  /** The storefront's search, at most `limit` products. */
  searchProducts(query: string, limit: number): Promise<ProductCard[]>;
  /** The person started the bot: the shop may now write to them first (cart reminders). */
  allowMessages?(telegramId: number): Promise<void>;
  /**
   * The person blocked the bot (true: nothing more is sent to them) or started it again (false: it may write to
   * them again, as after /start).
   */
  markBotBlocked?(telegramId: number, blocked: boolean): Promise<void>;
}

/** Telegram's question before it charges, and the payment it confirmed, as the shop reads them. */
export interface PaymentQuestion {
  /** The invoice payload the shop made. */
  payload: string;
  currency: string;
  /** In the currency's smallest unit. */
  totalAmount: number;
}

export interface ConfirmedPayment extends PaymentQuestion {
  telegramChargeId: string;
  providerChargeId: string;
  telegramUserId: number;
}

/** Payment of orders inside Telegram: the shop decides, the bot only relays. */
export interface ShopPayments {
  /** ok, or the Russian reason Telegram shows the payer. */
  check(question: PaymentQuestion): Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Records the payment (once, checked against its invoice) and writes the payer's answer. */
  confirm(payment: ConfirmedPayment): Promise<void>;
}
